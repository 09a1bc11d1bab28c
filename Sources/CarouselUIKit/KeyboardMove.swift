// Shared with CarouselAppKit (a symbolic link there): nothing here is UIKit's or AppKit's alone.
// Each module compiles it where its framework is: Package.swift defines CAROUSEL_UIKIT for
// CarouselUIKit where UIKit's views exist, CAROUSEL_APPKIT for CarouselAppKit on the Mac.
#if CAROUSEL_UIKIT || CAROUSEL_APPKIT || CAROUSEL_UIKIT_STAND_IN || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    /// A key that can move a carousel, apart from how UIKit or AppKit names it (a hardware
    /// keyboard's `UIKey` code, the `UIPress` type a remote's clickpad sends, or an `NSEvent`'s
    /// special key).
    enum CarouselKey: CaseIterable {
        case leftArrow, rightArrow, upArrow, downArrow, home, end, pageUp, pageDown
    }

    /// What a key asks of a carousel: the decision, without a UIKit or AppKit call, so that tests
    /// state it on their own (as ``MotionPolicy`` does for motion).
    ///
    /// - The arrows along the axis move one item: on a horizontal carousel the right arrow
    ///   goes to the next item and the left one to the previous, mirrored right to left (the
    ///   left arrow goes to the next item, which lies on the left); on a vertical one the down
    ///   arrow goes to the next item and the up arrow to the previous.
    /// - Page Down and Page Up move one item forward and back on either axis: a carousel's page
    ///   is an item.
    /// - Home goes to the first item, End to the last.
    /// - The arrows across the axis ask for nothing: they belong to the system, which moves the
    ///   focus out of the carousel with them (to the row below, say).
    enum KeyboardMove: Equatable {
        /// One item forward (1) or back (-1).
        case step(Int)
        /// The first item.
        case first
        /// The last item.
        case last

        /// The move `key` asks of a carousel along `axis`, laid out in `layoutDirection` (which
        /// applies to the horizontal axis only); `nil` for an arrow across the axis.
        init?(
            key: CarouselKey, axis: CarouselGeometry.Axis,
            layoutDirection: CarouselGeometry.LayoutDirection
        ) {
            switch key {
            case .home: self = .first
            case .end: self = .last
            case .pageDown: self = .step(1)
            case .pageUp: self = .step(-1)
            case .leftArrow, .rightArrow, .upArrow, .downArrow:
                // An arrow points at a side: the next item's, its opposite, or one across.
                let side: ScreenSide =
                    switch key {
                    case .leftArrow: .left
                    case .rightArrow: .right
                    case .upArrow: .top
                    default: .bottom
                    }
                guard let step = side.step(axis: axis, layoutDirection: layoutDirection) else {
                    return nil
                }
                self = .step(step)
            }
        }
    }
#endif

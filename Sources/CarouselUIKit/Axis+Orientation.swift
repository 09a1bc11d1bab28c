// Shared with CarouselAppKit (a symbolic link there): nothing here is UIKit's or AppKit's alone.
// Each module compiles it where its framework is: Package.swift defines CAROUSEL_UIKIT for
// CarouselUIKit where UIKit's views exist, CAROUSEL_APPKIT for CarouselAppKit on the Mac.
#if CAROUSEL_UIKIT
    import UIKit
#elseif CAROUSEL_APPKIT
    import AppKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if CAROUSEL_UIKIT || CAROUSEL_APPKIT || CAROUSEL_UIKIT_STAND_IN || CAROUSEL_APPKIT_STAND_IN
    import Carousel

    /// The view lays itself out in the axis's own coordinates, `x` along the axis and `y` across
    /// it, and converts with these: one layout for both axes instead of two.
    extension CarouselGeometry.Axis {
        /// `point` with `x` along the axis and `y` across it: unchanged when horizontal,
        /// transposed when vertical. Its own inverse.
        func oriented(_ point: CGPoint) -> CGPoint {
            self == .horizontal ? point : CGPoint(x: point.y, y: point.x)
        }

        /// `size` with its width along the axis and its height across it; its own inverse.
        func oriented(_ size: CGSize) -> CGSize {
            self == .horizontal ? size : CGSize(width: size.height, height: size.width)
        }

        /// `rect` in the axis's coordinates, as for a point; its own inverse.
        func oriented(_ rect: CGRect) -> CGRect {
            CGRect(origin: oriented(rect.origin), size: oriented(rect.size))
        }
    }
#endif

/// How the row moves once the finger lifts: page by page, gliding to an item, or gliding freely.
///
/// A release hands the row its velocity. Under ``paging`` it settles on the nearest page or the
/// next one, never more than one a fling, as a paging `UIScrollView` does. Under ``snapping``
/// and ``free`` it glides as a `UIScrollView` without paging would from that velocity and its
/// deceleration rate: the speed falls by the rate every millisecond, so a glide that starts at
/// `v` travels `v × rate / (1 - rate)`. ``snapping`` moves the glide's end to the nearest item
/// boundary, any number of items away and round the loop as often as it takes (at most
/// ``snapping(limit:)`` items from the item nearest the center at the lift, when a limit is set);
/// ``free`` rests where the glide ends, between items too. Either way the row stays endless
/// during the glide: it recenters mid-glide, before the viewport reaches past the slots, without
/// changing the glide's speed or moving the picture.
///
/// A row that rests between items (under ``free``) has as its current item the one nearest the
/// viewport's center (half way goes forward), the item that ``Carousel/nearestIndex`` reads; a
/// move from there (autoplay, ``Carousel/next()``, a tap on an item) aligns the row on the item it
/// moves to.
public enum CarouselMotion: Hashable, Sendable {
    /// One page a release: the nearest page, or the next one in the direction of a flick.
    case paging
    /// A glide whose end moves to the nearest item boundary: at most `limit` items from the item
    /// nearest the center when the finger lifts, or any number (`nil`).
    ///
    /// A limit must be at least 1; ``Carousel/setMotion(_:)`` refuses any other.
    case snapping(limit: Int?)
    /// A glide that rests where it ends, between items too.
    case free

    /// A glide that ends on the nearest item boundary, however far: `.snapping(limit: nil)`.
    public static var snapping: CarouselMotion { .snapping(limit: nil) }
}

extension CarouselMotion: CustomStringConvertible {
    /// The motion as the demo spells it: `paging`, `snapping`, `snapping(limit: 3)`, `free`.
    public var description: String {
        switch self {
        case .paging: "paging"
        case .snapping(limit: nil): "snapping"
        case .snapping(let limit?): "snapping(limit: \(limit))"
        case .free: "free"
        }
    }
}

extension CarouselMotion {
    /// Throws unless this is a motion a carousel accepts: a snapping limit is at least 1.
    @usableFromInline
    func validate() throws(CarouselError) {
        if case .snapping(let limit?) = self, limit < 1 { throw .invalidSnapLimit(limit) }
    }

    /// Whether the row glides on its own after a release (the coordinator runs the glide),
    /// rather than letting a paging scroll view choose the page.
    @inlinable
    var glides: Bool { self != .paging }
}

import Carousel

/// The carousel the demo drives: string items, each slot model its own id.
typealias DemoCarousel = Carousel<[String], Int>

/// What the renderers show of a carousel after a line: a snapshot read through the public API.
struct CarouselState: Equatable, Sendable {
    /// A slot and the storage position it is bound to.
    struct Slot: Equatable, Sendable {
        let id: Int
        let index: Int?
    }

    /// The most dots a page indicator shows.
    static let maximumDots = 9

    let count: Int
    let current: Int?
    let offset: Double
    let progress: Double?
    /// The storage positions at *previous*, *current* and *next*.
    let window: Trio<Int?>
    /// The items at those positions.
    let items: Trio<String?>
    /// The slots in position order (under the rotate policy their ids change places).
    let slots: Trio<Slot>
    let autoplay: Autoplay?
    /// `nil` when the carousel is empty.
    let indicator: PageIndicator?

    /// Reads `carousel` in place: an owned parameter would copy it for every line.
    init(_ carousel: borrowing DemoCarousel) {
        count = carousel.count
        current = carousel.currentIndex
        offset = carousel.offset
        progress = carousel.progress
        window = carousel.window
        items = carousel.windowElements
        // Field by field, as in `item(atIndex:)`.
        let order = carousel.slotOrder
        slots = Trio(
            Slot(id: order.previous, index: carousel.boundIndex(ofSlot: order.previous)),
            Slot(id: order.current, index: carousel.boundIndex(ofSlot: order.current)),
            Slot(id: order.next, index: carousel.boundIndex(ofSlot: order.next)))
        autoplay = carousel.autoplay
        // `maximumDots` is at least 1, so this cannot throw.
        indicator = (try? carousel.pageIndicator(maximumDots: Self.maximumDots)) ?? nil
    }

    /// The item at storage position `index` when the window shows it (every rebind's index is in
    /// the window after the operation).
    func item(atIndex index: Int?) -> String? {
        // Field by field: a `Trio`'s generic methods, called from this module, look up its
        // metadata on every call.
        switch index {
        case nil: nil
        case window.previous: items.previous
        case window.current: items.current
        case window.next: items.next
        default: nil
        }
    }

    /// Whether autoplay is on but waiting: too few items, or the user is mid-scroll.
    var isAutoplayPaused: Bool { autoplay != nil && (count < 2 || offset != 1) }

}

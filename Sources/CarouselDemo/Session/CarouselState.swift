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
    /// The storage positions at every position, `neighbours` before the current one to
    /// `neighbours` after it (*previous*, *current* and *next* for three slots).
    let window: CarouselWindow
    /// The items at those positions.
    let items: [String?]
    /// The slots in position order (under the rotate policy their ids change places).
    let slots: [Slot]
    let autoplay: Autoplay?
    /// `nil` when the carousel is empty.
    let indicator: PageIndicator?

    /// Reads `carousel` in place: an owned parameter would copy it for every line.
    init(_ carousel: borrowing DemoCarousel) {
        count = carousel.count
        current = carousel.currentIndex
        offset = carousel.offset
        progress = carousel.progress
        let window = carousel.windowIndices
        self.window = window
        items = window.map { $0.flatMap(carousel.element(at:)) }
        slots = carousel.slotIDs.map { id in Slot(id: id, index: carousel.boundIndex(ofSlot: id)) }
        autoplay = carousel.autoplay
        // `maximumDots` is at least 1, so this cannot throw.
        indicator = (try? carousel.pageIndicator(maximumDots: Self.maximumDots)) ?? nil
    }

    /// The positions on each side of the current one.
    var neighbours: Int { window.neighbours }

    /// The item at storage position `index` when the window shows it (every rebind's index is in
    /// the window after the operation).
    func item(atIndex index: Int?) -> String? {
        guard let index, let position = window.firstIndex(of: index) else { return nil }
        return items[position]
    }

    /// Whether autoplay is on but waiting: too few items, or the user is mid-scroll.
    var isAutoplayPaused: Bool { autoplay != nil && (count < 2 || offset != 1) }
}

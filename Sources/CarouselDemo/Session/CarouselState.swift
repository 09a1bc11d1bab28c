import Carousel

/// What the renderers show of a carousel after a line: a snapshot read through the public API.
struct CarouselState: Equatable, Sendable {
    /// A slot and the storage position it is bound to.
    struct Slot: Equatable, Sendable {
        let id: Int
        let index: Int?
    }

    /// The most dots a page indicator shows.
    static let maximumDots = 9

    /// What one position shows: its storage position, that item, and the slot there.
    struct Position: Equatable, Sendable {
        let index: Int?
        let item: String?
        let slot: Slot
    }

    /// An item a row of `--lengths` shows at least partly: where it starts and ends, in points
    /// from the viewport's leading edge.
    struct Visible: Equatable, Sendable {
        let index: Int
        let slot: Int
        let start: Double
        let end: Double
    }

    let count: Int
    let current: Int?
    let offset: Double
    let progress: Double?
    /// Every position, `neighbors` before the current one to `neighbors` after it
    /// (*previous*, *current* and *next* for three slots). Under the rotate policy the slots'
    /// ids change places.
    let positions: [Position]
    /// Which of ``positions`` is the current one: the middle of a carousel of pages, wherever the
    /// current item lies in a row's window.
    let currentPosition: Int
    /// A row's items in the viewport, in order; `nil` for a carousel of pages.
    let visible: [Visible]?
    /// A row's viewport length in points; `nil` for a carousel of pages.
    let viewportLength: Double?
    let autoplay: Autoplay?
    /// How a release moves the row.
    let motion: CarouselMotion
    /// Continuous scrolling, when it is on (autoplay is off then).
    let autoscroll: Autoscroll?
    /// `nil` when the carousel is empty.
    let indicator: PageIndicator?

    /// The state of the demo's `carousel`, of pages or of items of their own lengths: every
    /// position of its window with the item and the slot there, and for items of their own
    /// lengths where each one the viewport shows lies.
    init<Item: DemoItem>(_ carousel: borrowing Carousel<[Item], Int>) {
        count = carousel.count
        current = carousel.currentIndex
        offset = carousel.offset
        progress = carousel.progress
        // One array a line, filled position by position.
        let window = carousel.window
        let ids = carousel.slotOrder
        var positions: [Position] = []
        positions.reserveCapacity(window.count)
        for position in window.indices {
            let index = window[position]
            let id = ids[position]
            positions.append(
                Position(
                    index: index, item: index.flatMap { carousel.element(at: $0) }?.name,
                    slot: Slot(id: id, index: carousel.boundIndex(ofSlot: id))))
        }
        self.positions = positions
        currentPosition = carousel.neighbors
        // Asked of items of their own lengths only: a carousel of pages would pay the call into
        // the library's unspecialized row on every line (a tenth of a line's instructions).
        if Item.hasLengths, let layout = carousel.rowLayout {
            visible = carousel.visibleFrames.map {
                Visible(index: $0.index, slot: $0.slot, start: $0.start, end: $0.end)
            }
            viewportLength = layout.viewportLength
        } else {
            visible = nil
            viewportLength = nil
        }
        autoplay = carousel.autoplay
        motion = carousel.motion
        autoscroll = carousel.autoscroll
        // `maximumDots` is at least 1, so this cannot throw.
        indicator = (try? carousel.pageIndicator(maximumDots: Self.maximumDots)) ?? nil
    }

    var neighbors: Int { positions.count / 2 }

    /// The item at storage position `index` when the window shows it (every rebind's index is in
    /// the window after the operation).
    func item(atIndex index: Int?) -> String? {
        guard let index else { return nil }
        return positions.first { $0.index == index }?.item
    }

    /// Whether autoplay is on but waiting: too few items, or the user is mid-scroll.
    var isAutoplayPaused: Bool { autoplay != nil && (count < 2 || offset != 1) }
}

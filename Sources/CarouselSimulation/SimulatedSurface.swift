import Carousel

/// A ``CarouselScrollSurface`` over a ``SimulatedScrollView`` and its ``SimulatedSlot``s: the
/// page of forwarding code a UIKit adapter is, with the simulation in place of UIKit.
@MainActor
public final class SimulatedSurface<Element>: CarouselScrollSurface {
    /// The scroll view it forwards to.
    public let scrollView: SimulatedScrollView

    /// A surface over `scrollView`.
    public init(scrollView: SimulatedScrollView) {
        self.scrollView = scrollView
    }

    /// The scroll view's offset.
    public var contentOffset: Double { scrollView.contentOffset }

    /// Every display the coordinator reported while ``isRecordingDisplays`` is on, in order:
    /// `began` when an item came on screen, `ended` when it left. Clear it as you read it.
    public var displayLog: [DisplayEvent] = []

    /// Whether ``displayLog`` records: off by default, so that a long run (a benchmark, an
    /// allocation count) does not grow a log. Read the coordinator's `visiblePositions` and
    /// `visibleIndex(atPosition:)` for what is on screen when you turn it on.
    public var isRecordingDisplays = false

    /// A display the coordinator reported: the slot's id and the item's storage position.
    public enum DisplayEvent: Hashable, Sendable, CustomStringConvertible {
        /// The item came on screen in the slot.
        case began(slot: Int, index: Int)
        /// The item left the screen; the slot is the one it was shown in.
        case ended(slot: Int, index: Int)

        /// The item's storage position.
        public var index: Int {
            switch self {
            case .began(_, let index), .ended(_, let index): index
            }
        }

        public var description: String {
            switch self {
            case .began(let slot, let index): "began \(index) in slot \(slot)"
            case .ended(let slot, let index): "ended \(index) in slot \(slot)"
            }
        }
    }

    /// Every prefetch request and cancellation the coordinator made while
    /// ``isRecordingPrefetches`` is on, in order, and, with ``indexOfConfigured`` set, every
    /// slot configured with an item. Clear it as you read it.
    public var prefetchLog: [PrefetchEvent] = []

    /// Whether ``prefetchLog`` records: off by default, as ``isRecordingDisplays``.
    public var isRecordingPrefetches = false

    /// The storage position of an item a slot is configured with, for ``prefetchLog``'s
    /// ``PrefetchEvent/configured(index:)``; `nil` (the default) records no configuration.
    ///
    /// An item asked for and then shown in a slot is owed no cancellation, even once it leaves
    /// the slot again: a slot may take an item and give it up within one call (an app's
    /// scroll that crosses an item and settles back), where no check between calls sees it.
    public var indexOfConfigured: ((Element) -> Int)?

    /// A prefetch request or cancellation, or a slot configured, by the item's storage
    /// position.
    public enum PrefetchEvent: Hashable, Sendable, CustomStringConvertible {
        /// The coordinator asked for the item to be loaded.
        case prefetch(index: Int)
        /// The coordinator no longer needs the item soon.
        case cancel(index: Int)
        /// A slot was configured with the item (recorded with ``indexOfConfigured`` only).
        case configured(index: Int)

        public var description: String {
            switch self {
            case .prefetch(let index): "prefetch \(index)"
            case .cancel(let index): "cancel \(index)"
            case .configured(let index): "configured \(index)"
            }
        }
    }

    /// Whether the surface is inside an unanimated ``setContentOffset(_:animated:)`` right now:
    /// a did-scroll report from inside that call is the coordinator's own reset, not motion.
    public private(set) var isSettingOffsetWithoutAnimation = false

    /// Sets the scroll view's offset, animated or not.
    public func setContentOffset(_ contentOffset: Double, animated: Bool) {
        isSettingOffsetWithoutAnimation = !animated
        defer { isSettingOffsetWithoutAnimation = false }
        scrollView.setContentOffset(contentOffset, animated: animated)
    }

    /// Sets the scroll view's content length.
    public func setContentLength(_ length: Double) {
        scrollView.contentLength = length
    }

    /// Turns the scroll view's scrolling on or off.
    public func setScrollEnabled(_ isEnabled: Bool) {
        scrollView.isScrollEnabled = isEnabled
    }

    /// Turns the scroll view's paging on or off.
    public func setPagingEnabled(_ isEnabled: Bool) {
        scrollView.isPagingEnabled = isEnabled
    }

    /// Records where `slot` lies.
    public func place(_ slot: SimulatedSlot<Element>, at span: CarouselGeometry.Span) {
        slot.span = span
    }

    /// Shows `element` in `slot` and counts the configuration.
    public func configure(_ slot: SimulatedSlot<Element>, with element: Element?) {
        slot.element = element
        slot.configurationCount += 1
        if isRecordingPrefetches, let element, let indexOfConfigured {
            prefetchLog.append(.configured(index: indexOfConfigured(element)))
        }
    }

    /// Records `slot`'s displacement.
    public func update(_ slot: SimulatedSlot<Element>, displacement: Double) {
        slot.displacement = displacement
    }

    /// Records that `slot` began to show the item at `index` on screen.
    public func didBeginDisplaying(_ slot: SimulatedSlot<Element>, index: Int) {
        if isRecordingDisplays { displayLog.append(.began(slot: slot.id, index: index)) }
    }

    /// Records that the item at `index`, shown in `slot`, left the screen.
    public func didEndDisplaying(_ slot: SimulatedSlot<Element>, index: Int) {
        if isRecordingDisplays { displayLog.append(.ended(slot: slot.id, index: index)) }
    }

    /// Records a request to prefetch the item at `index`.
    public func prefetch(_ element: Element, index: Int) {
        if isRecordingPrefetches { prefetchLog.append(.prefetch(index: index)) }
    }

    /// Records that the item at `index` is no longer needed soon.
    public func cancelPrefetching(_ element: Element, index: Int) {
        if isRecordingPrefetches { prefetchLog.append(.cancel(index: index)) }
    }
}

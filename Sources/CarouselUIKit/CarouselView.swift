#if canImport(UIKit)
    // The iOS 16 SDK declares UIKit's accessibility traits and notifications as mutable C
    // globals, which Swift 6 refuses to read without this.
    @preconcurrency import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    // The SPI carries the coordinator's invariant hook across a rebuilt coordinator, for tests.
    @_spi(Testing) import Carousel

    /// An endless paging carousel: `2 × neighbors + 1` cells (three by default) in a paging
    /// `UIScrollView`, driven by a `CarouselScrollCoordinator`.
    ///
    /// The view is the app-store feature row by default: horizontal (see ``axis``), each item
    /// the view's width less 2 × ``itemInset`` (16 points), 32 points apart. The scroll view is
    /// one page (an item and a spacing) long, centered, and draws outside its bounds, so with a
    /// smaller spacing the neighbors peek in; the view takes the scroll view's pan recognizer,
    /// so a drag that starts on a neighbor scrolls too. Right to left (the view's
    /// `effectiveUserInterfaceLayoutDirection`), the next item lies on the left. With
    /// ``neighbors`` above 1 it shows several items at once: `2 × neighbors − 1` whole ones
    /// between the insets, the current one centered.
    ///
    /// ```swift
    /// let row = CarouselView(
    ///     items: apps, makeCell: { AppCardView() },
    ///     configureCell: { cell, app in cell.show(app) })
    /// row.onChange = { [weak row, weak pageControl] in
    ///     pageControl?.currentPage = row?.currentIndex ?? 0
    /// }
    /// try row.startAutoplay(interval: 5)
    /// ```
    ///
    /// Change the items through ``items`` or ``perform(_:)``, and move through the view's
    /// methods, so that the scroll view follows.
    ///
    /// For VoiceOver the view is one adjustable element: a swipe up or down moves one item, its
    /// value says which item of how many (``accessibilityValueForItem``; give the view an
    /// `accessibilityLabel`), a three-finger swipe along the axis pages and announces the new
    /// position, and the off-center cells are hidden. Autoplay pauses while VoiceOver runs,
    /// while an assistive technology's focus is inside the view, and while the app is inactive;
    /// with Reduce Motion on, autoplay and programmatic moves change the item without a slide.
    public final class CarouselView<Item, Cell: UIView>: UIView, UIScrollViewDelegate {
        typealias Coordinator = CarouselScrollCoordinator<[Item], CellSurface<Item, Cell>>

        private let scrollView: UIScrollView
        private var cells: CellPool<Cell>
        /// Internal, not private: the adapter's tests read its invariants after every frame. A
        /// new neighbor count or few-items rule replaces it (see ``neighbors``).
        private(set) var coordinator: Coordinator
        /// The neighbor count and few-items rule asked for; the carousel takes them at rest.
        private var requestedNeighbors: Int
        private var requestedFewItems: FewItemsRule
        /// Whether the coordinator's geometry is a layout of the view's, not the placeholder it
        /// has before the first length the layout accepts.
        private var isLaidOut = false
        private let touchRecognizer = TouchRecognizer(target: nil, action: nil)
        private let frameTarget = DisplayLinkTarget()
        private var displayLink: CADisplayLink?
        private var lastFrame: CFTimeInterval?
        private let notifications = NotificationTarget()
        /// When the view moves by itself and whether moves slide.
        private var motion = MotionPolicy()
        /// What VoiceOver hears of the position.
        private var spoken = SpokenPosition()

        /// A carousel of `items`, at rest on the first.
        ///
        /// - Parameters:
        ///   - items: what the carousel shows.
        ///   - neighbors: the items on each side of the current one, as ``neighbors``: 1 (the
        ///     default) shows one item at a time, 2 three whole items, 3 five.
        ///   - fewItems: what the cells show with fewer items than cells, as ``fewItems``.
        ///   - reusePolicy: how the cells follow the items: `.rebind` (the default) keeps each in
        ///     place, `.rotate` moves them and reconfigures fewer.
        ///   - makeCell: called `2 × neighbors + 1` times, now (three by default); the view
        ///     keeps it, and calls it again only for the cells a larger ``neighbors`` needs.
        ///   - configureCell: shows an item in a cell; called only when the cell's item changes.
        ///     A cell with no item to show (no items, or ``fewItems`` leaving it empty) is hidden
        ///     instead.
        /// - Complexity: O(`neighbors`).
        public init(
            items: [Item], neighbors: Int = 1, fewItems: FewItemsRule = .repeating,
            reusePolicy: ReusePolicy = .rebind, makeCell: @escaping @MainActor () -> Cell,
            configureCell: @escaping @MainActor (_ cell: Cell, _ item: Item) -> Void
        ) {
            let neighbors = Self.clamped(neighbors)
            let scrollView = UIScrollView(frame: .zero)
            let cells = CellPool(count: 2 * neighbors + 1, makeCell: makeCell)
            self.scrollView = scrollView
            self.cells = cells
            requestedNeighbors = neighbors
            requestedFewItems = fewItems
            coordinator = CarouselScrollCoordinator(
                carousel: Self.carousel(
                    items, neighbors: neighbors, fewItems: fewItems, reusePolicy: reusePolicy,
                    cells: cells.cells),
                geometry: Self.unlaidOut(neighbors: neighbors),
                surface: CellSurface(scrollView: scrollView, configure: configureCell))
            super.init(frame: .zero)
            clipsToBounds = true
            scrollView.isPagingEnabled = true
            scrollView.clipsToBounds = false  // the neighbors show outside the one-page frame
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.showsVerticalScrollIndicator = false
            scrollView.contentInsetAdjustmentBehavior = .never  // offsets are the coordinator's
            scrollView.delegate = self
            for cell in cells.cells { scrollView.addSubview(cell) }
            addSubview(scrollView)
            addGestureRecognizer(scrollView.panGestureRecognizer)
            touchRecognizer.onTouch = { [unowned self] isDown in
                if isDown { self.coordinator.touchDown() } else { self.coordinator.touchUp() }
            }
            touchRecognizer.cancelsTouchesInView = false  // the cells' own taps still arrive
            addGestureRecognizer(touchRecognizer)
            frameTarget.onFrame = { [weak self] link in self?.displayFrame(at: link.timestamp) }
            isAccessibilityElement = true
            accessibilityTraits = .adjustable
            motion.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
            motion.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
            notifications.onNotification = { [weak self] in self?.receive($0) }
            notifications.observe([
                UIAccessibility.voiceOverStatusDidChangeNotification,
                UIAccessibility.reduceMotionStatusDidChangeNotification,
                UIAccessibility.elementFocusedNotification,
                UIApplication.willResignActiveNotification,
                UIApplication.didBecomeActiveNotification,
            ])
            hideOffCenterCells()
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// The layout before the first length the layout accepts: one point, nothing peeking.
        private static func unlaidOut(neighbors: Int) -> CarouselGeometry {
            // Valid by the geometry's rules (0 < item <= viewport, neighbors clamped), so it
            // cannot throw.
            try! CarouselGeometry(viewportLength: 1, itemLength: 1, neighbors: neighbors)
        }

        /// A carousel of `items` at position 0 whose slot `id` is `cells[id]`.
        private static func carousel(
            _ items: [Item], neighbors: Int, fewItems: FewItemsRule, reusePolicy: ReusePolicy,
            cells: [Cell]
        ) -> Carousel<[Item], Cell> {
            // The neighbor count is clamped into the carousel's range, so it cannot throw.
            try! Carousel(
                items, neighbors: neighbors, fewItems: fewItems, reusePolicy: reusePolicy
            ) { cells[$0] }
        }

        /// `neighbors` in `CarouselLimits.neighbors`: a value outside counts as the nearest end.
        private static func clamped(_ neighbors: Int) -> Int {
            let limits = CarouselLimits.neighbors
            return min(max(neighbors, limits.lowerBound), limits.upperBound)
        }

        // MARK: Layout

        /// The axis the items lie along: `.horizontal` (the default), or `.vertical` with *next*
        /// below. Right to left applies to the horizontal axis only: a vertical carousel is never
        /// flipped. The next layout pass applies a change and keeps the current item; set it
        /// while the view rests (a motion under way goes on along the new axis).
        public var axis: CarouselGeometry.Axis = .horizontal { didSet { setNeedsLayout() } }

        /// Which way the view lays out; a change takes effect in the next layout pass (the view
        /// reads `effectiveUserInterfaceLayoutDirection` there).
        public override var semanticContentAttribute: UISemanticContentAttribute {
            didSet { setNeedsLayout() }
        }

        /// How far the items stay from the view's edges along the ``axis``, 16 points by default:
        /// with one neighbor (the default) each item is the view's width (height, vertically)
        /// less twice this; with more, the `2 × neighbors − 1` whole items and the spacings
        /// between them fill the view less twice this (see ``neighbors``). The next neighbors
        /// peek in by this less the ``spacing``.
        public var itemInset: CGFloat = 16 { didSet { setNeedsLayout() } }

        /// The gap between two items. 32 points by default.
        public var spacing: CGFloat = 32 { didSet { setNeedsLayout() } }

        /// The items shown on each side of the current one: 1 by default, at most 7
        /// (`CarouselLimits.neighbors`; a value outside `1...7` counts as the nearest end).
        ///
        /// The view has `2 × neighbors + 1` cells and shows `2 × neighbors − 1` whole items, the
        /// current one centered, between its two ``itemInset``s, ``spacing`` apart; the next
        /// neighbor on each side peeks in by the inset less the spacing. Each item is
        /// `(length − 2 × itemInset − (2 × neighbors − 2) × spacing) / (2 × neighbors − 1)`
        /// long, for the view's `length` along the ``axis``: with 2 neighbors, an inset of 24
        /// and a spacing of 12, a 375-point view shows three items 101 points long and 12 points
        /// of the next ones.
        ///
        /// A length too short for that (the items would have no length), or an inset of half a
        /// page or more (a drag would show past the outermost cells), is one the layout refuses:
        /// see ``layoutSubviews()``.
        ///
        /// A change takes effect in the next layout pass when the view rests, else at the first
        /// display frame once it rests (a finger or a slide is never interrupted), together with
        /// a change of ``fewItems`` made beside it: the view keeps the current item, keeps its
        /// first cells and makes the others with `makeCell` (or hides and drops the ones it no
        /// longer needs), configures every cell, and counts autoplay's interval from 0 again.
        /// Reading the property gives the value set.
        ///
        /// - Complexity: O(`neighbors`) for a change.
        public var neighbors: Int {
            get { requestedNeighbors }
            set {
                requestedNeighbors = Self.clamped(newValue)
                setNeedsLayout()
            }
        }

        /// What the cells show when there are fewer items than cells (`2 × neighbors + 1`):
        /// `.repeating` (the default) shows the items round the loop, an item on several cells
        /// (the other item of two on both sides of the current one); `.leavingEmpty` shows each
        /// item once, nearest the current one, and hides the other cells, their space left blank.
        /// With one neighbor `.leavingEmpty` leaves the previous side of two items empty.
        ///
        /// A change takes effect once the view rests, as one of ``neighbors`` does.
        ///
        /// - Complexity: O(`neighbors`) for a change.
        public var fewItems: FewItemsRule {
            get { requestedFewItems }
            set {
                requestedFewItems = newValue
                setNeedsLayout()
            }
        }

        /// Lays the carousel out for the view's bounds, axis, layout direction and
        /// ``neighbors``, keeping the item under the center and any motion under way.
        ///
        /// A length the layout refuses (see ``neighbors``: for one neighbor, one not longer
        /// than 4 × ``itemInset`` less the ``spacing``) keeps the last layout, centered in the
        /// view: for the same inset and spacing a refused length is shorter than any accepted
        /// one, so the view shows the middle of what it showed. Before the first length it
        /// accepts (and after a new neighbor count, until one), the view shows nothing.
        public override func layoutSubviews() {
            super.layoutSubviews()
            rearrangeAtRest()
            if let geometry = layout(neighbors: coordinator.carousel.neighbors) {
                centerScrollView(pageLength: geometry.pageLength, axis: axis)
                scrollView.isHidden = false
                coordinator.surface.axis = axis
                coordinator.update(geometry: geometry)
                isLaidOut = true
            } else if isLaidOut {
                let kept = coordinator.geometry
                centerScrollView(pageLength: kept.pageLength, axis: kept.axis)
            } else {
                return
            }
            // A new length across the axis alone is no new geometry: the cells follow it here.
            let geometry = coordinator.geometry
            forEachCell { position, _, cell in
                coordinator.surface.place(cell, at: geometry.slotSpan(atPosition: position))
            }
        }

        /// Calls `body` with each position of the carousel (in `0..<2 × neighbors + 1`), the id
        /// of the slot there and its cell, in position order.
        private func forEachCell(_ body: (_ position: Int, _ id: Int, _ cell: Cell) -> Void) {
            let carousel = coordinator.carousel
            let ids = carousel.slotOrder
            for position in ids.indices {
                let id = ids[position]
                // Every id of the order is one of the carousel's slots.
                guard let cell = carousel.slot(withID: id) else { continue }
                body(position, id, cell)
            }
        }

        /// The layout of `neighbors` for the view's bounds, axis, layout direction, inset and
        /// spacing; `nil` for one the geometry refuses.
        private func layout(neighbors: Int) -> CarouselGeometry? {
            // The geometry applies right to left to the horizontal axis only.
            let direction: CarouselGeometry.LayoutDirection =
                effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            return try? CarouselGeometry(
                viewLength: axis.oriented(bounds.size).width, itemInset: itemInset,
                spacing: spacing, axis: axis, layoutDirection: direction, neighbors: neighbors)
        }

        /// Makes the scroll view one page of `pageLength` long along `axis`, centered in the view,
        /// and as long as the view across it.
        private func centerScrollView(pageLength: Double, axis: CarouselGeometry.Axis) {
            let size = axis.oriented(bounds.size)
            let page = CGFloat(pageLength)
            scrollView.frame = axis.oriented(
                CGRect(x: (size.width - page) / 2, y: 0, width: page, height: size.height))
        }

        /// Takes the ``neighbors`` and ``fewItems`` asked for when they are new and the view
        /// rests: a carousel of the same items on the same current item, over the first cells
        /// and new ones, each configured and laid out for the view's length, or hidden until a
        /// length the layout accepts. Returns whether it did; a layout pass must follow.
        @discardableResult
        private func rearrangeAtRest() -> Bool {
            let old = coordinator
            guard old.isAtRest,
                requestedNeighbors != old.carousel.neighbors
                    || requestedFewItems != old.carousel.fewItems
            else { return false }
            cells.resize(to: 2 * requestedNeighbors + 1, in: scrollView)
            var carousel = Self.carousel(
                old.carousel.storage, neighbors: requestedNeighbors,
                fewItems: requestedFewItems, reusePolicy: old.carousel.reusePolicy,
                cells: cells.cells)
            // At rest, so in range; the jump restarts autoplay's count, as the doc says.
            if let index = old.carousel.currentIndex { _ = try? carousel.jump(to: index) }
            if let interval = old.carousel.autoplay?.interval {
                try? carousel.startAutoplay(interval: interval)
            }
            let geometry = layout(neighbors: requestedNeighbors)
            if let geometry {
                centerScrollView(pageLength: geometry.pageLength, axis: axis)
                coordinator.surface.axis = axis
            }
            scrollView.isHidden = geometry == nil
            // The new coordinator sets the scroll view up from inside its initializer: the old
            // one must not take that for the user's scroll.
            scrollView.delegate = nil
            coordinator = CarouselScrollCoordinator(
                carousel: carousel,
                geometry: geometry ?? Self.unlaidOut(neighbors: requestedNeighbors),
                surface: old.surface)
            scrollView.delegate = self
            isLaidOut = geometry != nil
            coordinator.onEvents = old.onEvents
            coordinator._onInvariantViolation = old._onInvariantViolation
            hideOffCenterCells()
            return true
        }

        // MARK: Items and moves

        /// The items. Setting them keeps the current position (clamped to the new count) and
        /// reconfigures the cells; with fewer than two, scrolling turns off.
        ///
        /// To keep the current item current by identity or equality instead, use
        /// ``setItems(_:keepingCurrent:)``: `row.setItems(newCards, keepingCurrent: .byID)`.
        ///
        /// - Complexity: O(1), plus what the array copy costs.
        public var items: [Item] {
            get { coordinator.carousel.storage }
            set { setItems(newValue, keepingCurrent: .byPosition) }
        }

        /// Replaces the items, keeping the current item current as `rule` says (`.byID`,
        /// `.byValue` or `.byPosition`), and reconfigures the cells whose item changed; with
        /// fewer than two items, scrolling turns off.
        ///
        /// - Parameters:
        ///   - items: the new items.
        ///   - rule: how to find the current item among them.
        /// - Complexity: O(`items.count`) by value or id, O(1) by position, plus the array copy.
        public func setItems(_ items: [Item], keepingCurrent rule: CurrentItemRule<[Item]>) {
            perform { $0.load(items, keepingCurrent: rule) }
        }

        /// Runs `operation` on the carousel (`insert`, `remove`, `replace`, `load`, …), applies
        /// what it changed to the cells and the scroll view, and calls ``onChange``.
        ///
        /// Run moves through the view's methods instead (``next(animated:)`` and the others):
        /// they slide, and they respect Reduce Motion.
        ///
        /// - Parameter operation: any carousel operation, e.g. `{ try $0.insert(item, at: 0) }`.
        /// - Returns: the operation's events, as applied.
        /// - Throws: what `operation` throws; nothing changes then.
        /// - Complexity: that of `operation`, plus O(1).
        @discardableResult
        public func perform<E: Error>(
            _ operation: (inout Carousel<[Item], Cell>) throws(E) -> CarouselEvents
        ) throws(E) -> CarouselEvents {
            defer { changed() }
            // A move VoiceOver asked for may now head to another item: its value names the
            // current one.
            spoken.target = nil
            return try coordinator.perform(operation)
        }

        /// Slides to the next item (from the last, on to the first).
        ///
        /// - Parameter animated: slide (the default) or move at once. With Reduce Motion on, the
        ///   view moves at once either way.
        /// - Returns: `false` while a finger or a motion has the view, or with fewer than two
        ///   items.
        /// - Complexity: O(1).
        @discardableResult
        public func next(animated: Bool = true) -> Bool {
            defer { changed() }
            return coordinator.next(animated: motion.animates(animated))
        }

        /// Slides to the previous item.
        ///
        /// - Parameter animated: slide (the default) or move at once; as in
        ///   ``next(animated:)``, Reduce Motion moves at once.
        /// - Returns: as ``next(animated:)``.
        /// - Complexity: O(1).
        @discardableResult
        public func previous(animated: Bool = true) -> Bool {
            defer { changed() }
            return coordinator.previous(animated: motion.animates(animated))
        }

        /// Moves to the item at `index` the shortest way round, in one page of travel.
        ///
        /// - Parameters:
        ///   - index: a position in `0..<items.count`.
        ///   - animated: slide (the default) or move at once; as in ``next(animated:)``, Reduce
        ///     Motion moves at once.
        /// - Returns: as ``next(animated:)``; `true` when `index` is already current.
        /// - Throws: `CarouselError.indexOutOfRange`; nothing changes then.
        /// - Complexity: O(1).
        @discardableResult
        public func scroll(toIndex index: Int, animated: Bool = true) throws(CarouselError) -> Bool
        {
            defer { changed() }
            return try coordinator.jump(to: index, animated: motion.animates(animated))
        }

        /// Slides one item forward every `interval` seconds while the view rests (a finger on
        /// the view pauses it). The view's display link is the clock, so autoplay runs only
        /// while the view is in a window.
        ///
        /// Autoplay also pauses while VoiceOver runs, while an assistive technology's focus is
        /// on the view, and while the app is not active, and counts a whole interval again when
        /// it resumes; with Reduce Motion on, it changes the item without a slide. Moving content
        /// also needs a control that stops it (WCAG 2.2.2, *Pause, Stop, Hide*): a button beside
        /// the view that calls ``stopAutoplay()`` and ``startAutoplay(interval:)``, its state read
        /// from ``autoplayInterval``.
        ///
        /// - Parameter interval: seconds between two moves, from 0.001 to 1,000,000.
        /// - Throws: `CarouselError.invalidAutoplayInterval`; nothing changes then.
        public func startAutoplay(interval: Double) throws(CarouselError) {
            try coordinator.startAutoplay(interval: interval)
        }

        /// Stops autoplay.
        public func stopAutoplay() {
            coordinator.stopAutoplay()
        }

        /// Runs `configureCell` again for each cell that shows an item, with that item: after a
        /// change the items themselves do not show, such as a trait change (Dynamic Type, dark
        /// mode) that your configuration reads, or new data for the same items.
        ///
        /// The view reconfigures a cell only when its item changes; call this from your view
        /// controller's `traitCollectionDidChange(_:)` when a configuration depends on traits
        /// that the cell's own views do not follow by themselves.
        ///
        /// - Complexity: O(``neighbors``): `2 × neighbors + 1` calls of `configureCell` at most.
        public func reconfigureCells() {
            let carousel = coordinator.carousel
            forEachCell { _, id, cell in
                guard let item = carousel.boundIndex(ofSlot: id).flatMap(carousel.element(at:))
                else { return }
                coordinator.surface.configure(cell, with: item)
            }
        }

        /// The seconds between two autoplay moves, `nil` while autoplay is off (also before
        /// ``startAutoplay(interval:)``): the state of a play and pause button. It stays set
        /// while autoplay only pauses (for VoiceOver, a finger, an inactive app).
        public var autoplayInterval: Double? { coordinator.carousel.autoplay?.interval }

        // MARK: What the view shows

        /// The position of the current item, `nil` when there are no items.
        public var currentIndex: Int? { coordinator.carousel.currentIndex }

        /// The current item.
        public var currentItem: Item? { coordinator.carousel.currentElement }

        /// The position for page dots, in `[0, count)`, continuous while the view scrolls
        /// (`count - 0.5` halfway from the last item to the first); `nil` when there are none.
        public var progress: Double? { coordinator.progress }

        /// Called after every scroll, move and change of the items: read ``currentIndex`` or
        /// ``progress`` for a page control.
        public var onChange: (@MainActor () -> Void)?

        /// Called for each cell after every scroll with its signed distance from the center in
        /// pages (0 centered, 1 one page toward the next item): set `cell.transform` or `alpha`
        /// here for scale, fade or parallax (the view places its cells by bounds and center,
        /// which a transform leaves defined). Setting it applies it at once.
        public var transformCell: (@MainActor (_ cell: Cell, _ displacement: Double) -> Void)? {
            get { coordinator.surface.transformCell }
            set {
                coordinator.surface.transformCell = newValue
                forEachCell { position, _, cell in
                    newValue?(cell, coordinator.displacement(atPosition: position))
                }
            }
        }

        // MARK: Window and clock

        /// Starts the display link in a window and invalidates it out of one (the run loop would
        /// keep it, and its target, for ever).
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            displayLink?.invalidate()
            displayLink = nil
            lastFrame = nil
            guard window != nil else { return }
            displayLink = frameTarget.start()
        }

        /// One display frame: first a new ``neighbors`` count or ``fewItems`` rule that waited
        /// for the view to rest (before autoplay's clock, which could start a slide); then the
        /// seconds since the last frame are the autoplay clock, as the motion policy says; then
        /// the announcement a rest may owe.
        private func displayFrame(at timestamp: CFTimeInterval) {
            if rearrangeAtRest() { setNeedsLayout() }
            defer {
                lastFrame = timestamp
                announceAtRest()
            }
            guard let lastFrame else { return }
            let seconds = max(0, timestamp - lastFrame)
            // The clock refuses nothing it is given here: seconds are finite and not negative.
            switch motion.autoplay {
            case .paused:
                break
            case .slides:
                try? coordinator.tick(seconds)
            case .cuts:
                // The carousel's own clock moves without a slide; it counts only at rest, as the
                // coordinator's does.
                guard coordinator.isAtRest else { return }
                let events = try? coordinator.perform { carousel throws(CarouselError) in
                    try carousel.tick(seconds)
                }
                if events?.isEmpty == false { changed() }
            }
        }

        /// After every scroll, move and change of the items: VoiceOver sees the centered cell
        /// only, then ``onChange``.
        private func changed() {
            hideOffCenterCells()
            onChange?()
        }

        /// Hides the cells off the center from assistive technologies: they show other items
        /// than the value names, or peek in only partly.
        private func hideOffCenterCells() {
            let centered = coordinator.carousel[slotAt: coordinator.carousel.neighbors]
            for cell in cells.cells { cell.accessibilityElementsHidden = cell !== centered }
        }

        // MARK: Accessibility

        /// What VoiceOver reads as the value, and announces after a three-finger swipe, for the
        /// item at `index` of `count`: "Item 3 of 12" by default, in English. Set it to localized
        /// words, and name the item: VoiceOver reads the view as one element, not the cells.
        ///
        /// Include the position: VoiceOver reads an announcement equal to the one before it as
        /// the end of the content. When the text would repeat the last announcement anyway (it
        /// leaves the position out, or two equal items lie side by side), the view appends the
        /// position in digits, `"Maps (3/12)"`.
        public var accessibilityValueForItem:
            @MainActor (_ item: Item, _ index: Int, _ count: Int) -> String = {
                _, index, count in "Item \(index + 1) of \(count)"
            }

        /// The item VoiceOver's focus is on, from ``accessibilityValueForItem``; while a move
        /// VoiceOver asked for slides, the item it slides to. `nil` without items.
        ///
        /// A value set here replaces it (as on UIKit's controls); `nil` gives it back.
        public override var accessibilityValue: String? {
            get {
                if let value = super.accessibilityValue { return value }
                return assumeMainActor { spokenValue }
            }
            set { super.accessibilityValue = newValue }
        }

        /// VoiceOver's swipe up: one item forward, sliding unless Reduce Motion is on.
        public override func accessibilityIncrement() {
            assumeMainActor { accessibilityMove(by: 1) }
        }

        /// VoiceOver's swipe down: one item back, sliding unless Reduce Motion is on.
        public override func accessibilityDecrement() {
            assumeMainActor { accessibilityMove(by: -1) }
        }

        /// VoiceOver's three-finger swipe: along the ``axis``, one item (a swipe to the left
        /// brings in the item on the right: the next one, or the previous one right to left; a
        /// swipe up, the next one below), then a page-scrolled announcement of the value once the
        /// view rests. A swipe across the axis, or with fewer than two items, is left to the views
        /// around the carousel.
        ///
        /// - Parameter direction: the fingers' direction, or `.next` or `.previous`.
        /// - Returns: whether the carousel took the swipe.
        public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection)
            -> Bool
        {
            assumeMainActor {
                guard coordinator.carousel.isScrollable,
                    let step = direction.carouselStep(in: coordinator.geometry)
                else { return false }
                // A swipe during a slide moves nothing but still hears where the view is.
                accessibilityMove(by: step)
                spoken.requestAnnouncement()
                announceAtRest()
                return true
            }
        }

        /// The value from ``accessibilityValueForItem``, for the item the value names.
        private var spokenValue: String? {
            guard let index = spoken.position(current: currentIndex) else { return nil }
            return accessibilityValueForItem(items[index], index, items.count)
        }

        /// One item toward `step`'s sign, as VoiceOver asks: the value names the target at once.
        private func accessibilityMove(by step: Int) {
            guard let current = currentIndex else { return }
            let count = items.count
            if step > 0 ? next() : previous() {
                spoken.target = (current + count + step) % count
            }
        }

        /// Posts the page-scrolled announcement a three-finger swipe asked for, once the view
        /// rests: UIKit wants it after the scroll completes.
        private func announceAtRest() {
            guard coordinator.isAtRest, spoken.rest(), let index = currentIndex,
                let value = super.accessibilityValue ?? spokenValue
            else { return }
            UIAccessibility.post(
                notification: .pageScrolled,
                argument: spoken.announcement(for: value, position: index, count: items.count))
        }

        /// Follows the settings and the app's state that pause autoplay or stop slides.
        private func receive(_ notification: Notification) {
            let focused = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey]
            let resumed = motion.update { motion in
                switch notification.name {
                case UIAccessibility.voiceOverStatusDidChangeNotification:
                    motion.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
                    // No focus notification says that a stopped VoiceOver's focus is gone.
                    motion.isFocusInside = false
                case UIAccessibility.reduceMotionStatusDidChangeNotification:
                    motion.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
                case UIAccessibility.elementFocusedNotification:
                    motion.isFocusInside = (focused as? UIView)?.isDescendant(of: self) ?? false
                case UIApplication.willResignActiveNotification:
                    motion.isAppActive = false
                case UIApplication.didBecomeActiveNotification:
                    motion.isAppActive = true
                default:
                    break
                }
            }
            if resumed, let interval = autoplayInterval {
                // Counting from 0: the first move after a pause comes a whole interval later.
                try? coordinator.startAutoplay(interval: interval)
            }
        }

        // MARK: UIScrollViewDelegate

        /// Forwards to the coordinator's `didScroll()`, then calls ``onChange``.
        ///
        /// - Parameter scrollView: the view's own scroll view.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {
            coordinator.didScroll()
            changed()
        }

        /// Forwards to the coordinator's `willBeginDragging()`.
        ///
        /// - Parameter scrollView: the view's own scroll view.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            coordinator.willBeginDragging()
        }

        /// Forwards to the coordinator's `willEndDragging(targetContentOffset:)`, which aims the
        /// glide at a page at most one away.
        ///
        /// - Parameters:
        ///   - scrollView: the view's own scroll view.
        ///   - velocity: the finger's velocity as it lifted (the coordinator's page choice does
        ///     not need it: the proposed target already reflects it).
        ///   - targetContentOffset: where the scroll view would rest; on return, the page's offset.
        public func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            let axis = coordinator.geometry.axis
            var point = axis.oriented(targetContentOffset.pointee)
            var target = Double(point.x)
            coordinator.willEndDragging(targetContentOffset: &target)
            point.x = CGFloat(target)
            targetContentOffset.pointee = axis.oriented(point)
        }

        /// Forwards to the coordinator's `didEndDragging(willDecelerate:)`.
        ///
        /// - Parameters:
        ///   - scrollView: the view's own scroll view.
        ///   - decelerate: whether the scroll view glides on after the finger lifted.
        public func scrollViewDidEndDragging(
            _ scrollView: UIScrollView, willDecelerate decelerate: Bool
        ) {
            coordinator.didEndDragging(willDecelerate: decelerate)
        }

        /// Forwards to the coordinator's `didEndDecelerating()`.
        ///
        /// - Parameter scrollView: the view's own scroll view.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            coordinator.didEndDecelerating()
        }

        /// Forwards to the coordinator's `didEndScrollingAnimation()`.
        ///
        /// - Parameter scrollView: the view's own scroll view.
        public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            coordinator.didEndScrollingAnimation()
        }
    }
#endif

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

    // The view is split by concern across files, as swift-collections splits its types:
    // - here, its stored state, its initializers and the layout of pages, with the overrides
    //   and stored properties that Swift allows only in the class body;
    // - CarouselView+Lengths.swift: items of their own lengths, their initializer and their
    //   row's layout (ItemLengths.swift: what that layout goes by), on the same coordinator;
    // - CarouselView+Items.swift: the items, their changes, and what the view shows;
    // - CarouselView+Moves.swift: next, previous and jump;
    // - CarouselView+Motion.swift: the motion after a release, continuous scrolling, the app's
    //   pause, haptics;
    // - CarouselView+Autoplay.swift: the clock (autoplay, the display link that also runs
    //   glides and continuous scrolling, and the notifications the motion policy follows);
    // - CarouselView+Accessibility.swift: what VoiceOver hears, and its swipes;
    // - CarouselView+Pointer.swift: a trackpad's and a mouse wheel's scrolls;
    // - CarouselView+Keyboard.swift: the keys that move it;
    // - CarouselView+Focus.swift: where the focus engine's focus goes in it;
    // - CarouselView+Selection.swift: taps on the items, and which item a cell shows;
    // - ScrollViewDelegate.swift: the scroll view's delegate, which forwards to the coordinator.

    /// An endless carousel: `2 × neighbors + 1` cells (three by default) in a `UIScrollView`,
    /// driven by a `CarouselScrollCoordinator`. It pages by default; ``setMotion(_:)`` makes a
    /// fling glide to an item any number of items away (`.snapping`) or rest where it ends
    /// (`.free`), and ``startAutoscroll(itemsPerSecond:)`` scrolls it continuously, a marquee.
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
    /// The view also lays out items of their own lengths (chips, tags, logos), each as long as
    /// an `itemLength` closure says:
    /// ``init(items:itemLength:minimumItemLength:spacing:anchor:fewItems:reusePolicy:makeCell:configureCell:)``,
    /// whose reference says which of the view's members apply to such a row.
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
    /// With a pointer (iPadOS, Mac Catalyst and visionOS, from iOS 13.4), two fingers on a
    /// trackpad drag the row as a finger does: a swipe pages one item, and glides under
    /// `.snapping` and `.free`. A mouse wheel moves it one item a gesture, the system ending
    /// a gesture when the wheel pauses; a wheel turned across the axis scrolls the view around
    /// the carousel instead.
    ///
    /// For VoiceOver the view is one adjustable element: a swipe up or down moves one item, its
    /// value says which item of how many (``positionWording``, in the app's language, or
    /// ``accessibilityValueForItem``; give the view an `accessibilityLabel`), a three-finger
    /// swipe along the axis pages and announces the new position, and the off-center cells
    /// are hidden. Autoplay pauses while VoiceOver runs,
    /// while an assistive technology's focus or the focus engine's is inside the view, and
    /// while the app is inactive;
    /// with Reduce Motion on, autoplay and programmatic moves change the item without a slide.
    ///
    /// A hardware keyboard moves the view while it is the first responder or focused: the
    /// arrows along the axis (mirrored right to left), Page Up and Page Down one item, Home and
    /// End to the first and last item; other keys go on up the responder chain. For the focus
    /// engine (tvOS, and the keyboard focus of iPadOS, Mac Catalyst and visionOS) the current
    /// item is the one focus stop: the current cell when the app's cell can be focused, else
    /// the view; a Siri Remote swipe along the axis moves one item and the focus stays on the
    /// current one, a swipe across lets it leave (see ``pressesBegan(_:with:)`` and
    /// ``shouldUpdateFocus(in:)``).
    public final class CarouselView<Item, Cell: UIView>: UIView {
        typealias Coordinator = CarouselScrollCoordinator<[Item], CellSurface<Item, Cell>>

        let scrollView: UIScrollView
        /// The scroll view's delegate: an object of its own, so that the delegate methods are
        /// not the view's API. The scroll view holds it weakly; the view keeps it.
        private let scrollViewDelegate = ScrollViewDelegate<Item, Cell>()
        var cells: CellPool<Cell>
        /// Internal, not private: the adapter's tests read its invariants after every frame. A
        /// new neighbor count or few-items rule replaces it (see ``neighbors``).
        private(set) var coordinator: Coordinator
        /// The neighbor count and few-items rule asked for; the carousel takes them at rest.
        private var requestedNeighbors: Int
        private var requestedFewItems: FewItemsRule
        /// Whether the coordinator's layout is one of the view's, not the placeholder it has
        /// before the first length the layout accepts: only then are its cells on screen.
        var isLaidOut = false {
            didSet { coordinator.surface.isShowing = isLaidOut }
        }
        let touchRecognizer = TouchRecognizer(target: nil, action: nil)
        private let tapTarget: TapTarget
        /// Internal, not private: selection reads where the tap was.
        let tapRecognizer: UITapGestureRecognizer
        /// Whether the view rested when the last finger landed: a tap that stops a motion only
        /// stops it, as in a collection view.
        var touchLandedAtRest = false
        /// Where a tap recognized before the touch recognizer saw its finger lift landed, along
        /// the axis in content points: handled once the coordinator knows the finger is gone
        /// (UIKit does not order the two recognizers).
        var pendingTap: Double?
        /// The mouse wheel's recognizer: discrete pointer scrolls, no touches
        /// (CarouselView+Pointer.swift).
        let wheelTarget = WheelTarget()
        let wheelRecognizer: UIPanGestureRecognizer
        let frameTarget = DisplayLinkTarget()
        var displayLink: CADisplayLink?
        var lastFrame: CFTimeInterval?
        private let notifications = NotificationTarget()
        /// When the view moves by itself and whether moves slide.
        var motionPolicy = MotionPolicy()
        /// What VoiceOver hears of the position.
        var spoken = SpokenPosition()
        /// The haptic on each item passed (``playsHapticsOnItemPass``).
        var itemPassHaptics = ItemPassHaptics()
        /// The moves keys, focus movements and wheel turns asked for while the view moved,
        /// made once it rests (CarouselView+Keyboard.swift).
        var pendingMoves = PendingMoves()
        /// The view inside the carousel (itself included) that has the focus, as the focus
        /// engine last said; `nil` while the focus is elsewhere.
        weak var focusedDescendant: UIView?
        /// For items of their own lengths, what the view lays their row out by
        /// (CarouselView+Lengths.swift); `nil` for a carousel of pages.
        let itemLengths: ItemLengths?
        /// The length across the axis that follows the items (CarouselView+FittingItems.swift).
        var fitting = ItemFitting<Item>()

        /// A carousel of `items`, at rest on the first.
        ///
        /// - Parameters:
        ///   - items: what the carousel shows.
        ///   - neighbors: the items on each side of the current one, as ``neighbors``: 1 (the
        ///     default) shows one item at a time, 2 three whole items, 3 five.
        ///   - fewItems: what the cells show with fewer items than cells, as ``fewItems``.
        ///   - reusePolicy: how the cells follow the items: `.rotate` (the default) moves each
        ///     cell with its item, so that an item keeps its cell (and what the app started in
        ///     it) while it stays bound, and reconfigures the fewest; `.rebind` keeps each cell
        ///     at its place and reconfigures them at every move.
        ///   - makeCell: called `2 × neighbors + 1` times, now (three by default); the view
        ///     keeps it, and calls it again only for the cells a larger ``neighbors`` needs.
        ///   - configureCell: shows an item in a cell; called only when the cell's item changes.
        ///     A cell with no item to show (no items, or ``fewItems`` leaving it empty) is hidden
        ///     instead.
        /// - Complexity: O(`neighbors`).
        public convenience init(
            items: [Item], neighbors: Int = 1, fewItems: FewItemsRule = .repeating,
            reusePolicy: ReusePolicy = .rotate, makeCell: @escaping @MainActor () -> Cell,
            configureCell: @escaping @MainActor (_ cell: Cell, _ item: Item) -> Void
        ) {
            let neighbors = Self.clamped(neighbors)
            let scrollView = UIScrollView(frame: .zero)
            let cells = CellPool(count: 2 * neighbors + 1, in: scrollView, makeCell: makeCell)
            self.init(
                scrollView: scrollView, cells: cells,
                coordinator: CarouselScrollCoordinator(
                    carousel: Carousel.of(
                        items, neighbors: neighbors, fewItems: fewItems, reusePolicy: reusePolicy,
                        cells: cells.cells),
                    geometry: CarouselGeometry.unlaidOut(neighbors: neighbors),
                    surface: CellSurface(scrollView: scrollView, configure: configureCell)),
                neighbors: neighbors, fewItems: fewItems, itemLengths: nil)
        }

        /// A view of `coordinator`, whose slots are `cells`, on `scrollView`: of pages, or of
        /// items of their own lengths when `itemLengths` is given.
        init(
            scrollView: UIScrollView, cells: CellPool<Cell>, coordinator: Coordinator,
            neighbors: Int, fewItems: FewItemsRule, itemLengths: ItemLengths?
        ) {
            self.scrollView = scrollView
            self.cells = cells
            self.coordinator = coordinator
            self.itemLengths = itemLengths
            let tapTarget = TapTarget()
            self.tapTarget = tapTarget
            tapRecognizer = UITapGestureRecognizer(target: tapTarget, action: TapTarget.action)
            wheelRecognizer = UIPanGestureRecognizer(
                target: wheelTarget, action: WheelTarget.action)
            requestedNeighbors = neighbors
            requestedFewItems = fewItems
            super.init(frame: .zero)
            clipsToBounds = true
            scrollView.clipsToBounds = false  // the neighbors show outside the one-page frame
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.showsVerticalScrollIndicator = false
            scrollView.contentInsetAdjustmentBehavior = .never  // offsets are the coordinator's
            scrollViewDelegate.view = self
            scrollView.delegate = scrollViewDelegate
            addSubview(scrollView)
            addGestureRecognizer(scrollView.panGestureRecognizer)
            touchRecognizer.onTouch = { [unowned self] isDown in self.touch(isDown: isDown) }
            touchRecognizer.cancelsTouchesInView = false  // the cells' own taps still arrive
            addGestureRecognizer(touchRecognizer)
            tapTarget.onTap = { [weak self] in self?.tapped($0) }
            tapRecognizer.delegate = tapTarget
            tapRecognizer.cancelsTouchesInView = false  // a cell's own recognizers still see it
            addGestureRecognizer(tapRecognizer)
            setUpPointerScrolling()
            frameTarget.onFrame = { [weak self] link in self?.displayFrame(at: link.timestamp) }
            isAccessibilityElement = true
            accessibilityTraits = .adjustable
            motionPolicy.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
            motionPolicy.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
            notifications.onNotification = { [weak self] in self?.receive($0) }
            notifications.observe([
                UIAccessibility.voiceOverStatusDidChangeNotification,
                UIAccessibility.reduceMotionStatusDidChangeNotification,
                UIAccessibility.elementFocusedNotification,
                UIApplication.willResignActiveNotification,
                UIApplication.didBecomeActiveNotification,
                UIFocusSystem.movementDidFailNotification,
            ])
            hideOffCenterCells()
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// `neighbors` in `lowest...` the upper end of `CarouselLimits.neighbors` (pages take
        /// its lower end): a value outside counts as the nearest end.
        private static func clamped(
            _ neighbors: Int, lowest: Int = CarouselLimits.neighbors.lowerBound
        ) -> Int {
            min(max(neighbors, lowest), CarouselLimits.neighbors.upperBound)
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

        /// The gap between two items. 32 points by default; for items of their own lengths, the
        /// initializer's `spacing`.
        public var spacing: CGFloat = 32 { didSet { setNeedsLayout() } }

        /// The items shown on each side of the current one: 1 by default, at most 7
        /// (`CarouselLimits.neighbors`; a value outside `1...7` counts as the nearest end). For
        /// items of their own lengths, which the view's length decides how many show, the
        /// fewest items bound on each side beyond those: 0 by default, `0...7`.
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
                // A row may bind no neighbors beyond what it shows.
                requestedNeighbors = Self.clamped(
                    newValue, lowest: itemLengths == nil ? CarouselLimits.neighbors.lowerBound : 0)
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
            if let itemLengths { return layOutRow(itemLengths) }
            rearrangeAtRest()
            if let geometry = layout(neighbors: coordinator.carousel.neighbors) {
                centerScrollView(pageLength: geometry.pageLength, axis: axis)
                scrollView.isHidden = false
                coordinator.surface.follow(geometry)
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
            // The items fit another length across the axis for another length along it.
            updateFittedLength()
        }

        /// Calls `body` with each position of the carousel (in `0..<2 × neighbors + 1`, or the
        /// row's window for items of their own lengths), the id of the slot there and its cell,
        /// in position order.
        func forEachCell(_ body: (_ position: Int, _ id: Int, _ cell: Cell) -> Void) {
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
        func rearrangeAtRest() -> Bool {
            let old = coordinator
            guard itemLengths == nil, old.isAtRest,
                requestedNeighbors != old.carousel.neighbors
                    || requestedFewItems != old.carousel.fewItems
            else { return false }
            endDisplaying(old)
            cells.resize(to: 2 * requestedNeighbors + 1)
            var carousel = Carousel.of(
                old.carousel.storage, neighbors: requestedNeighbors,
                fewItems: requestedFewItems, reusePolicy: old.carousel.reusePolicy,
                cells: cells.cells)
            // At rest, so in range; the jump restarts autoplay's count, as the doc says.
            if let index = old.carousel.currentIndex { _ = try? carousel.jump(to: index) }
            if let interval = old.carousel.autoplay?.interval {
                try? carousel.startAutoplay(interval: interval)
            }
            // Accepted once, so neither throws. Continuous scrolling goes on from the current
            // item, aligned: less than an item from where it was.
            try? carousel.setMotion(old.carousel.motion)
            if let speed = old.carousel.autoscroll?.itemsPerSecond {
                try? carousel.startAutoscroll(itemsPerSecond: speed)
            }
            let geometry = layout(neighbors: requestedNeighbors)
            if let geometry {
                centerScrollView(pageLength: geometry.pageLength, axis: axis)
                coordinator.surface.follow(geometry)
            }
            scrollView.isHidden = geometry == nil
            // Before the new coordinator reports what it shows: without a length the view
            // shows nothing (every item of the old one has ended).
            isLaidOut = geometry != nil
            // The new coordinator sets the scroll view up from inside its initializer: the old
            // one must not take that for the user's scroll.
            scrollView.delegate = nil
            coordinator = CarouselScrollCoordinator(
                carousel: carousel,
                geometry: geometry ?? CarouselGeometry.unlaidOut(neighbors: requestedNeighbors),
                surface: old.surface)
            scrollView.delegate = scrollViewDelegate
            coordinator.onEvents = old.onEvents
            coordinator.isAutomaticMotionPaused = old.isAutomaticMotionPaused
            // A speed asked in points stays in points for the next page length.
            if let points = old.autoscrollPointsPerSecond {
                try? coordinator.startAutoscroll(pointsPerSecond: points)
            }
            // The old coordinator's requests end with it (it is not called again, so the view
            // cancels them); the new one asks for its own run.
            for index in old.prefetchIndices {
                guard let item = old.carousel.element(at: index) else { continue }
                old.surface.cancelPrefetching(item, index: index)
            }
            try? coordinator.setPrefetchDistance(old.prefetchDistance)
            coordinator._onInvariantViolation = old._onInvariantViolation
            hideOffCenterCells()
            return true
        }

        /// Reports every item `old` shows on screen ended: the coordinator that replaces it
        /// reports what it shows begun from its initializer, as a reload's cells are.
        private func endDisplaying(_ old: Coordinator) {
            let carousel = old.carousel
            for position in old.visiblePositions {
                guard let index = old.visibleIndex(atPosition: position),
                    let cell = carousel.slot(withID: carousel.slotOrder[position])
                else { continue }
                old.surface.didEndDisplaying(cell, index: index)
            }
        }

        /// How each item looks by its distance from the center, applied to its cell on every
        /// frame of a scroll: the cell's layer transform (scale, offsets, rotation, tilt in
        /// perspective), its alpha, its layer's `zPosition` and, for a content offset, its
        /// bounds' origin (the cell then clips). `CarouselItemEffect.none`, the default,
        /// leaves the cells alone; setting it after another effect puts every cell back to the
        /// identity look once. Setting an effect applies it at once.
        ///
        /// The view mirrors the look from right to left and turns it for a vertical axis, and
        /// measures each displacement with its layout's item length and spacing; for items of
        /// their own lengths, with each cell's own length.
        ///
        /// - Complexity: O(1) per cell and frame, no allocation beyond the effect's own.
        public var itemEffect: CarouselItemEffect {
            get { coordinator.surface.itemEffect }
            set {
                let wasNone = coordinator.surface.itemEffect.isNone
                coordinator.surface.itemEffect = newValue
                if newValue.isNone, !wasNone {
                    forEachCell { _, _, cell in
                        cell.show(
                            .identity, at: Self.center, axis: axis, layoutDirection: .leftToRight)
                    }
                }
                tellDisplacements()
            }
        }

        /// The displacement of an item at the center of nothing, where the identity look puts
        /// every cell back.
        private static var center: CarouselItemEffect.Displacement {
            CarouselItemEffect.Displacement(items: 0, points: 0, itemLength: 0, spacing: 0)
        }

        /// Called for each cell after every scroll with its signed distance from the center, in
        /// items and in points (0 centered, positive toward the next item), after the
        /// ``itemEffect`` is applied: change what the cell shows by its distance here (a
        /// label's color, a video's volume), or set its transform and alpha by hand (the view
        /// places its cells by bounds and center, which a transform leaves defined). Setting it
        /// applies it at once.
        public var transformCell:
            (@MainActor (_ cell: Cell, _ displacement: CarouselItemEffect.Displacement) -> Void)?
        {
            get { coordinator.surface.transformCell }
            set {
                coordinator.surface.transformCell = newValue
                tellDisplacements()
            }
        }

        /// Tells the surface every cell's displacement now, while an ``itemEffect`` or
        /// ``transformCell`` uses them, and has the coordinator tell them after every change
        /// only then. A carousel of pages tells them after every change whatever it is told,
        /// so the view tells them now; a row's coordinator tells them all when tracking turns
        /// on, so off and on again tells them now.
        private func tellDisplacements() {
            let isUsed = !itemEffect.isNone || transformCell != nil
            coordinator.tracksDisplacements = false
            coordinator.tracksDisplacements = isUsed
            guard itemLengths == nil, isUsed else { return }
            forEachCell { position, _, cell in
                coordinator.surface.update(
                    cell, displacement: coordinator.displacement(atPosition: position))
            }
        }

        /// Called with each item, and its position in ``items``, that comes within
        /// ``prefetchDistance`` of the cells on the side the view moves toward: start loading
        /// what it will show (``setPrefetchDistance(_:)`` has the rules).
        public var prefetchItem: (@MainActor (_ item: Item, _ index: Int) -> Void)? {
            get { coordinator.surface.prefetchItem }
            set { coordinator.surface.prefetchItem = newValue }
        }

        /// Called with each item asked for through ``prefetchItem`` that is no longer needed
        /// soon, and its position in ``items`` then: stop loading it.
        public var cancelPrefetchingItem: (@MainActor (_ item: Item, _ index: Int) -> Void)? {
            get { coordinator.surface.cancelPrefetchingItem }
            set { coordinator.surface.cancelPrefetchingItem = newValue }
        }

        /// Called when an item comes on screen, with the cell that shows it and its position in
        /// ``items``, as a collection view's `willDisplay`: start a cell's countdown or video
        /// here. On screen is any part of the item's span inside the view (not the spacing;
        /// an empty cell never is).
        ///
        /// Exact across the view's recenters: an item that stays on screen while the view
        /// moves its content back is reported neither ended nor begun. A cell whose item
        /// changes while it is on screen (a data change, an unanimated jump, a far move binding
        /// a peeking neighbor) reports the old item ended, then the new one begun, also under
        /// the same index: a replaced item, the item after a removed current one, and, under
        /// `.rebind`, every item on screen after ``setItems(_:keepingCurrent:)`` (as a
        /// collection view's `reloadData()`). An item whose index a change shifted (an
        /// insertion before it) is reported ended under the old index and begun under the new
        /// one; an item a change leaves in its cell under its index is not reported. Within one
        /// change every end comes first, then every beginning, each in position order, after
        /// the cells were configured. The cell shows the item when the call comes; a recenter
        /// may move the item to another cell without a call (under `.rebind` the cells stay in
        /// place): ask ``index(for:)`` which item a cell shows later.
        public var willDisplayCell: (@MainActor (_ cell: Cell, _ index: Int) -> Void)? {
            get { coordinator.surface.willDisplayCell }
            set { coordinator.surface.willDisplayCell = newValue }
        }

        /// Called when an item leaves the screen, with the cell it was shown in and its
        /// position in ``items`` when it was last shown, as a collection view's
        /// `didEndDisplaying`: stop what ``willDisplayCell`` started. The cell may already show
        /// another item.
        public var didEndDisplayingCell: (@MainActor (_ cell: Cell, _ index: Int) -> Void)? {
            get { coordinator.surface.didEndDisplayingCell }
            set { coordinator.surface.didEndDisplayingCell = newValue }
        }

        // MARK: Overrides and stored properties of the other files
        //
        // Swift allows neither an override of an Objective-C member nor a stored property in an
        // extension of a generic class: these are declared here and forward to the file of
        // their concern.

        /// Across the axis, the length the items at the center fit while ``fitsCurrentItem`` is
        /// on (none along the axis); else UIKit's own, none either way.
        public override var intrinsicContentSize: CGSize {
            fittedIntrinsicSize ?? super.intrinsicContentSize
        }

        /// Starts the display link in a window and invalidates it out of one (the run loop would
        /// keep it, and its target, for ever).
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            restartDisplayLink()
        }

        /// Called after every scroll, move and change of the items, and when the view comes to
        /// rest (``isAtRest``): read ``currentIndex``, ``nearestIndex`` or ``progress`` for a
        /// page control.
        public var onChange: (@MainActor () -> Void)?

        /// Called for a tap on the current item with its position in ``items`` and the item, as
        /// a collection view's `didSelectItemAt`; also for a tap on a neighbor when
        /// ``movesToTappedNeighbor`` is `false`. VoiceOver's double tap on the view calls it for
        /// the current item (``accessibilityActivate()``).
        ///
        /// A tap counts where the view rested when the finger landed (a tap that stops a slide
        /// or a glide only stops it, as in a collection view), on an item's span along the axis
        /// (not the spacing between two items), and not on a `UIControl` inside a cell: a
        /// button in a cell keeps its touches, and its tap is its own.
        public var onSelect: (@MainActor (_ index: Int, _ item: Item) -> Void)?

        /// Whether a tap on a neighbor that peeks in moves to it (the default): one item forward
        /// or back, or, for a neighbor farther out (``neighbors`` above 1), as
        /// ``jump(to:animated:)`` does; sliding unless Reduce Motion is on. ``onSelect`` is not
        /// called then. `false` leaves the view where it is and calls ``onSelect`` with the
        /// neighbor's item.
        public var movesToTappedNeighbor = true

        /// The words for the position that VoiceOver reads as the value, and announces after a
        /// three-finger swipe, while ``accessibilityValueForItem`` is `nil`: "Item 3 of 12", by
        /// default the package's own words in the app's language
        /// (``CarouselPositionWording/standard``). Give a ``CarouselPageControl`` beside the
        /// view the same wording, so that the two say the same words.
        public var positionWording = CarouselPositionWording.standard

        /// What VoiceOver reads as the value, and announces after a three-finger swipe, for
        /// `item` at `index` of `count`; `nil` (the default) reads the position in
        /// ``positionWording``. Set it to name the item: VoiceOver reads the view as one
        /// element, not the cells.
        ///
        /// Include the position: VoiceOver reads an announcement equal to the one before it as
        /// the end of the content. When the text would repeat the last announcement anyway (it
        /// leaves the position out, or two equal items lie side by side), the view appends the
        /// position in short, in ``positionWording``'s language: `"Maps (3/12)"`.
        public var accessibilityValueForItem:
            (@MainActor (_ item: Item, _ index: Int, _ count: Int) -> String)?

        /// The item VoiceOver's focus is on, from ``accessibilityValueForItem`` or
        /// ``positionWording``; while a move VoiceOver asked for slides, the item it slides to.
        /// `nil` without items.
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

        /// VoiceOver's double tap (activation): what a tap on the current item does, calling
        /// ``onSelect`` with it.
        ///
        /// - Returns: whether the view handled it: `false` without ``onSelect`` or without items,
        ///   so that the system falls back to its own tap.
        public override func accessibilityActivate() -> Bool {
            assumeMainActor { selectCurrent() }
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
            assumeMainActor { accessibilityPage(direction) }
        }

        /// `true`: a hardware keyboard's keys reach the view while it is the first responder.
        /// The app makes it one (`becomeFirstResponder()`); the view never takes the first
        /// responder by itself, which would take it from a text field. On tvOS the presses go
        /// to the focused view, so a focused carousel (or one whose current cell is focused)
        /// hears them without it; under iPadOS's keyboard focus, the arrows along the axis
        /// that nobody took reach it as focus movements (``shouldUpdateFocus(in:)``).
        public override var canBecomeFirstResponder: Bool { true }

        /// A key or a remote's button pressed: an arrow along the ``axis``, Page Up or Page
        /// Down moves one item, Home goes to the first item and End to the last, sliding unless
        /// Reduce Motion is on. The view takes these and passes every other press (an arrow
        /// across the axis, a key with Command, Control or Option, any press while it has
        /// fewer than two items) to the next responder, so that the system moves the focus
        /// out with the arrows across.
        ///
        /// A key pressed while the view moves by itself (its slide, a glide) counts once it
        /// rests: the keys pressed meanwhile add up to one move, the short way round (→ → is
        /// two items). A key pressed under a finger moves nothing: the finger's gesture wins,
        /// and a finger that lands drops the keys that waited.
        ///
        /// - Parameters:
        ///   - presses: the presses that began.
        ///   - event: the event they belong to.
        public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let left = pressesLeft(presses, performing: true)
            if !left.isEmpty { super.pressesBegan(left, with: event) }
        }

        /// A press ended: the view keeps the ends of the presses it took in
        /// ``pressesBegan(_:with:)`` and passes the others on.
        ///
        /// - Parameters:
        ///   - presses: the presses that ended.
        ///   - event: the event they belong to.
        public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let left = pressesLeft(presses, performing: false)
            if !left.isEmpty { super.pressesEnded(left, with: event) }
        }

        /// A press the system cancelled: as ``pressesEnded(_:with:)``.
        ///
        /// - Parameters:
        ///   - presses: the presses cancelled.
        ///   - event: the event they belong to.
        public override func pressesCancelled(
            _ presses: Set<UIPress>, with event: UIPressesEvent?
        ) {
            let left = pressesLeft(presses, performing: false)
            if !left.isEmpty { super.pressesCancelled(left, with: event) }
        }

        /// Whether the focus engine (tvOS; the keyboard focus of iPadOS, Mac Catalyst and
        /// visionOS) may focus the view itself: while it can move (two items or more) and its
        /// current cell cannot take the focus. The carousel has one focus stop, the current
        /// item: the app's current cell when the cell can be focused (it then shows the
        /// system's focus look), else the view.
        public override var canBecomeFocused: Bool {
            stepLayout != nil && focusableCurrentCell == nil
        }

        /// Where the focus goes when it enters the view: the current cell when it can be
        /// focused, else what `UIView` prefers (the view itself, when focusable).
        public override var preferredFocusEnvironments: [any UIFocusEnvironment] {
            if let cell = focusableCurrentCell { return [cell] }
            return super.preferredFocusEnvironments
        }

        /// Refuses a focus movement along the ``axis`` from the current item (a Siri Remote
        /// swipe, an arrow nobody took) and moves one item instead, as an arrow key does: the
        /// right (left, right to left) or down heading to the next item. A heading across the
        /// axis lets the focus leave, as does any heading while the view has fewer than two
        /// items. A movement along the axis that finds nothing focusable beyond the view (its
        /// edge is the screen's) moves it too.
        ///
        /// - Parameter context: the update the focus engine proposes.
        /// - Returns: whether the update may go ahead.
        public override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
            allowsFocusUpdate(context) && super.shouldUpdateFocus(in: context)
        }

        /// Follows the focus inside the view: focus that landed on an off-center cell goes on
        /// to the current one, and after a move it stays on the current item (under `.rotate`
        /// the view asks for a focus update when a recenter moves the focused cell away).
        ///
        /// - Parameters:
        ///   - context: the update that happened.
        ///   - animations: the focus engine's animation coordinator.
        public override func didUpdateFocus(
            in context: UIFocusUpdateContext, with animations: UIFocusAnimationCoordinator
        ) {
            super.didUpdateFocus(in: context, with: animations)
            focusDidUpdate(context)
        }
    }
#endif

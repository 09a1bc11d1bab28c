#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
#elseif CAROUSEL_APPKIT_STAND_IN
    import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    import Carousel
    import CarouselSimulation

    /// An endless carousel view for AppKit: pages of `Cell` views that loop through `items`,
    /// moved by a trackpad's swipes, a mouse wheel's turns and the keyboard.
    ///
    /// The view is CarouselUIKit's `CarouselView` for the Mac, over the same scroll
    /// coordinator: the current item fills the view but for ``itemInset`` at each end, and its
    /// neighbors peek in from the sides, ``spacing`` apart. AppKit has no paging scroll view, so
    /// the view scrolls by `CarouselSimulation`'s model of one, frame by frame: a trackpad swipe
    /// follows the fingers and releases into the carousel's ``motion`` (by default one item a
    /// swipe), exactly as the library's tests play it.
    ///
    /// ```swift
    /// let carousel = CarouselView(
    ///     items: photos, makeCell: { PhotoView() },
    ///     configureCell: { cell, photo in cell.show(photo) })
    /// carousel.onChange = { [weak carousel] in
    ///     caption.stringValue = carousel?.currentItem?.title ?? ""
    /// }
    /// ```
    ///
    /// - A trackpad (or Magic Mouse) gesture along the axis drags the carousel; fingers that
    ///   land stop a glide; the system's momentum after the fingers lift is replaced by the
    ///   carousel's own glide. A gesture mostly across the axis scrolls the view around it.
    /// - A mouse wheel's turn moves one item (a horizontal carousel takes a horizontal turn:
    ///   Shift with a vertical wheel, as in every Mac app).
    /// - With the keyboard focus (a click in a window that lets the view be first responder, or
    ///   Tab with full keyboard access), the arrows along the axis move one item, mirrored right
    ///   to left; Page Up and Page Down one item; Home and End go to the first and last item.
    ///
    /// What was checked: the view is compiled against Apple's macOS 14.0 SDK (its first beta)
    /// for macOS 10.15, in Swift 6 mode with warnings as errors, and its very source runs on
    /// Linux against a stand-in of the AppKit names it uses, in random sessions of trackpad
    /// gestures, momentum, wheel turns and keys, every frame checked. Nothing of it has run on a
    /// Mac.
    @MainActor
    public final class CarouselView<Item, Cell: NSView>: NSView {
        typealias Coordinator = CarouselScrollCoordinator<[Item], CellSurface<Item, Cell>>

        /// Internal, not private: the adapter's tests read its invariants after every frame.
        let coordinator: Coordinator
        private let scrollModelDelegate = ScrollModelDelegate<Item, Cell>()
        let cells: [Cell]
        let clock = FrameClock()
        /// The time of the last frame, `nil` while the frames stop.
        var lastFrame: Double?
        var scrollGesture = ScrollGesture()
        /// When the view moves by itself and whether moves slide.
        var motionPolicy = MotionPolicy()
        private let notifications = NotificationTarget()
        /// Whether the coordinator's layout is one of the view's, not the placeholder it has
        /// before the first length the layout accepts: only then are its cells on screen.
        private(set) var isLaidOut = false
        /// The current item at the last ``onChange``.
        private var reportedIndex: Int?
        /// Whether the view rested when the mouse button last went down.
        var clickLandedAtRest = false

        /// A carousel of `items`, at rest on the first.
        ///
        /// - Parameters:
        ///   - items: what the carousel shows.
        ///   - neighbors: the items on each side of the current one: 1 (the default) shows one
        ///     item at a time with its neighbors peeking, 2 three whole items, 3 five; a value
        ///     outside `CarouselLimits.neighbors` counts as the nearest end.
        ///   - fewItems: what the cells show with fewer items than cells.
        ///   - reusePolicy: how the cells follow the items: `.rotate` (the default) moves each
        ///     cell with its item and reconfigures the fewest; `.rebind` keeps each cell at its
        ///     place and reconfigures them at every move.
        ///   - makeCell: called `2 × neighbors + 1` times, now.
        ///   - configureCell: shows an item in a cell; called only when the cell's item changes.
        ///     A cell with no item to show is hidden instead.
        /// - Complexity: O(`neighbors`).
        public init(
            items: [Item], neighbors: Int = 1, fewItems: FewItemsRule = .repeating,
            reusePolicy: ReusePolicy = .rotate, makeCell: @escaping @MainActor () -> Cell,
            configureCell: @escaping @MainActor (_ cell: Cell, _ item: Item) -> Void
        ) {
            let neighbors = min(
                max(neighbors, CarouselLimits.neighbors.lowerBound),
                CarouselLimits.neighbors.upperBound)
            let cells = (0..<(2 * neighbors + 1)).map { _ in makeCell() }
            let geometry = CarouselGeometry.unlaidOut(neighbors: neighbors)
            let scrollView = SimulatedScrollView(
                boundsLength: geometry.pageLength, contentLength: geometry.contentLength)
            let content = FlippedView(frame: .zero)
            self.cells = cells
            coordinator = CarouselScrollCoordinator(
                carousel: Carousel.of(
                    items, neighbors: neighbors, fewItems: fewItems, reusePolicy: reusePolicy,
                    cells: cells),
                geometry: geometry,
                surface: CellSurface(
                    scrollView: scrollView, content: content, configure: configureCell))
            super.init(frame: .zero)
            // The cells beyond the peeking neighbors lie outside the view: clipped, as AppKit
            // clipped every view before macOS 14, where a view stopped clipping by default.
            if #available(macOS 14, *) { clipsToBounds = true }
            for cell in cells { content.addSubview(cell) }
            content.isHidden = true
            addSubview(content)
            scrollModelDelegate.view = self
            scrollView.delegate = scrollModelDelegate
            clock.onFrame = { [weak self] time in self?.frame(at: time) }
            reportedIndex = coordinator.carousel.currentIndex
            motionPolicy.isAppActive = NSApplication.shared.isActive
            notifications.onNotification = { [weak self] in self?.receive($0) }
            notifications.observe([
                NSApplication.didBecomeActiveNotification,
                NSApplication.didResignActiveNotification,
                NSWindow.didChangeOcclusionStateNotification,
            ])
            // Its rect follows the visible part of the view by itself.
            addTrackingArea(
                NSTrackingArea(
                    rect: .zero, options: [.mouseEnteredAndExited, .activeAlways, .inVisibleRect],
                    owner: self, userInfo: nil))
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        // MARK: Layout

        /// Top-down coordinates, as the cells' layout along a vertical axis reads them.
        public override var isFlipped: Bool { true }

        /// The axis the items run along.
        public var axis: CarouselGeometry.Axis = .horizontal { didSet { needsLayout = true } }

        /// How far the current item stands in from each end of the view, in points, where the
        /// neighbors peek in; 16 by default.
        public var itemInset: CGFloat = 16 { didSet { needsLayout = true } }

        /// The gap between two items, in points; 32 by default.
        public var spacing: CGFloat = 32 { didSet { needsLayout = true } }

        /// The view's right-to-left layout mirrors a horizontal carousel: the next item lies on
        /// the left.
        public override var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection {
            didSet { needsLayout = true }
        }

        /// Lays the cells out for the view's size, axis, layout direction, inset and spacing.
        /// Until a size the layout accepts (long enough for the items and their insets), the
        /// view shows nothing.
        public override func layout() {
            super.layout()
            let direction: CarouselGeometry.LayoutDirection =
                userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            let surface = coordinator.surface
            surface.content.frame = CGRect(origin: .zero, size: bounds.size)
            guard
                let geometry = try? CarouselGeometry(
                    viewLength: axis.oriented(bounds.size).width, itemInset: itemInset,
                    spacing: spacing, axis: axis, layoutDirection: direction,
                    neighbors: coordinator.carousel.neighbors)
            else {
                if isLaidOut { placeCells() }
                return
            }
            surface.axis = geometry.axis
            surface.beyondPage = (geometry.viewportLength - geometry.pageLength) / 2
            surface.scrollView.boundsLength = geometry.pageLength
            coordinator.update(geometry: geometry)
            isLaidOut = true
            surface.content.isHidden = false
            surface.isShowing = true
            placeCells()
        }

        /// Places every cell at its slot's span and shows the offset: a new length across the
        /// axis is no new geometry, so the cells follow it here.
        private func placeCells() {
            let carousel = coordinator.carousel
            let geometry = coordinator.geometry
            for (position, id) in carousel.slotOrder.enumerated() {
                guard let cell = carousel.slot(withID: id) else { continue }
                coordinator.surface.place(cell, at: geometry.slotSpan(atPosition: position))
            }
            coordinator.surface.showOffset()
        }

        /// Follows the new window's occlusion, and starts the frames a move or autoplay that
        /// began outside a window needs, or stops them outside one.
        public override func viewDidMoveToWindow() {
            super.viewDidMoveToWindow()
            let isOccluded = window.map { !$0.occlusionState.contains(.visible) } ?? false
            updatePolicy { $0.isOccluded = isOccluded }
            runFramesIfMoving()
        }

        /// Notes whether the view rests: a click counts only then.
        ///
        /// - Parameter event: the mouse event.
        public override func mouseDown(with event: NSEvent) {
            mouseWentDown()
        }

        /// Selects the item clicked, or moves to the neighbor clicked (see ``onSelect``).
        ///
        /// - Parameter event: the mouse event.
        public override func mouseUp(with event: NSEvent) {
            mouseWentUp(event)
        }

        /// Whether autoplay and continuous scrolling pause while the pointer rests on the view,
        /// as a reader's pointer on an item asks (the WAI-ARIA carousel pattern); `true` by
        /// default.
        public var pausesAutomaticMotionUnderPointer = true {
            didSet { if !pausesAutomaticMotionUnderPointer { pointer(isInside: false) } }
        }

        /// Pauses automatic motion (see ``pausesAutomaticMotionUnderPointer``).
        ///
        /// - Parameter event: the pointer's event.
        public override func mouseEntered(with event: NSEvent) {
            pointer(isInside: true)
        }

        /// Resumes automatic motion the pointer paused.
        ///
        /// - Parameter event: the pointer's event.
        public override func mouseExited(with event: NSEvent) {
            pointer(isInside: false)
        }

        // MARK: Input (CarouselView+Input.swift)

        /// Takes a trackpad's gesture or a wheel's turn along the axis (see ``CarouselView``);
        /// one across it goes on to the view around.
        ///
        /// - Parameter event: a scroll event, of a gesture, of its momentum, or a wheel's notch.
        public override func scrollWheel(with event: NSEvent) {
            if take(scroll: event) { super.scrollWheel(with: event) }
        }

        /// The view takes keys once its window makes it first responder.
        public override var acceptsFirstResponder: Bool { true }

        /// Moves by the arrows along the axis, Page Up and Page Down, Home and End (see
        /// ``CarouselView``); any other key goes on to the next responder.
        ///
        /// - Parameter event: the key event.
        public override func keyDown(with event: NSEvent) {
            if !take(key: event) { super.keyDown(with: event) }
        }

        // MARK: State

        /// The items the carousel shows, in order.
        public var items: [Item] { coordinator.carousel.storage }

        /// The position of the current item in ``items``, `nil` while there are none.
        public var currentIndex: Int? { coordinator.carousel.currentIndex }

        /// The current item, `nil` while there are none.
        public var currentItem: Item? { currentIndex.map { items[$0] } }

        /// Whether nothing moves: no finger, glide, slide or continuous scrolling.
        public var isAtRest: Bool {
            coordinator.surface.scrollView.isAtRest && coordinator.isAtRest
        }

        /// Called on the main actor when ``currentIndex`` changes: by a gesture, a key, a wheel's
        /// turn, a click, a move of the app's or a data change.
        public var onChange: (@MainActor () -> Void)?

        /// Called for a click on the current item with its position in ``items`` and the item;
        /// also for a click on a neighbor when ``movesToTappedNeighbor`` is `false`.
        ///
        /// A click counts where the view rested when the button went down (a click that stops
        /// a glide only stops it), on an item's span along the axis (not the spacing between
        /// two items), and not on a control inside a cell: a button in a cell takes its clicks.
        public var onSelect: (@MainActor (_ index: Int, _ item: Item) -> Void)?

        /// Whether a click on a neighbor that peeks in moves to it (the default): one item
        /// forward or back, or, for a neighbor farther out, as ``jump(to:animated:)`` does.
        /// ``onSelect`` is not called then. `false` leaves the view where it is and calls
        /// ``onSelect`` with the neighbor's item.
        public var movesToTappedNeighbor = true

        /// Calls ``onChange``, and tells VoiceOver, if the current item changed since.
        func changed() {
            let index = coordinator.carousel.currentIndex
            guard index != reportedIndex else { return }
            reportedIndex = index
            announceValueChange()
            onChange?()
        }

        // MARK: VoiceOver (CarouselView+Accessibility.swift)

        /// The words for the position that VoiceOver reads as the value while
        /// ``accessibilityValueForItem`` is `nil`: "Item 3 of 12", by default the package's own
        /// words in the app's language (English, Arabic, German, Japanese or Korean).
        public var positionWording = CarouselPositionWording.standard

        /// What VoiceOver reads as the value for `item` at `index` of `count`; `nil` (the
        /// default) reads the position in ``positionWording``. Set it to name the item:
        /// VoiceOver reads the view as one element, not the cells. Include the position.
        public var accessibilityValueForItem:
            (@MainActor (_ item: Item, _ index: Int, _ count: Int) -> String)?

        /// `true`: VoiceOver reads the view as one element.
        public override func isAccessibilityElement() -> Bool { true }

        /// A slider: VoiceOver reads its value and moves it one item with increment and
        /// decrement.
        public override func accessibilityRole() -> NSAccessibility.Role? { .slider }

        /// The current item's position, or ``accessibilityValueForItem``'s text for it.
        public override func accessibilityValue() -> Any? { spokenValue }

        /// VoiceOver's increment: one item forward, sliding unless Reduce Motion is on.
        ///
        /// - Returns: whether the view moved.
        public override func accessibilityPerformIncrement() -> Bool { next() }

        /// VoiceOver's decrement: one item back, sliding unless Reduce Motion is on.
        ///
        /// - Returns: whether the view moved.
        public override func accessibilityPerformDecrement() -> Bool { previous() }

        /// VoiceOver's press: what a click on the current item does, calling ``onSelect``.
        ///
        /// - Returns: whether the view handled it: `false` without ``onSelect`` or items.
        public override func accessibilityPerformPress() -> Bool { selectCurrent() }
    }

    /// A view whose y axis points down: the cells' container.
    final class FlippedView: NSView {
        override var isFlipped: Bool { true }
    }
#endif

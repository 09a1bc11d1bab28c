#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    // How the row moves after a release (paging, snapping, free), continuous scrolling, the
    // app's pause of automatic motion, and the haptic on each item passed.
    extension CarouselView {
        // MARK: The motion after a release

        /// How the row moves once the finger lifts: `.paging` (the default) settles on the
        /// nearest item or the next one, as a paging scroll view; `.snapping` glides as a scroll
        /// view without paging would and ends exactly on an item, any number of items away and
        /// round the loop (`.snapping(limit: 3)`: at most three items a fling); `.free` glides
        /// and rests where the glide ends, between items too. See `CarouselMotion`.
        ///
        /// A glide travels `v × rate / (1 − rate)` points for a release at `v` points per
        /// millisecond, the rate being the scroll view's `decelerationRate` (0.998 for
        /// `.normal`): the view runs it itself, frame by frame from its display link, so it
        /// glides only in a window, and recenters on the way without changing its speed.
        ///
        /// While a glide runs, a finger that lands stops it, as in a scroll view: under `.free`
        /// the row stays where the finger caught it, under `.snapping` it settles on the
        /// nearest item once the finger lifts. That touch is no tap: ``onSelect`` and
        /// ``movesToTappedNeighbor`` answer only taps that land on a resting row.
        ///
        /// A row that rests between items under `.free` has as its current item the one nearest
        /// the center (``currentIndex`` equals ``nearestIndex``). A tap there selects the item
        /// tapped, the current one or a neighbor as at any rest; a move from there (a tapped
        /// neighbor, ``next(animated:)``, ``jump(to:animated:)``, autoplay) aligns the row on the
        /// item it moves to. A marquee's row (``startAutoscroll(itemsPerSecond:)``) keeps its nearest item
        /// current the same way: it commits each item half way past it.
        public var motion: CarouselMotion {
            coordinator.carousel.motion
        }

        /// Sets ``motion``; the scroll view pages only under `.paging`, since under the others
        /// the view runs the glide. A row resting between items that changes to a motion that
        /// rests on items settles on the nearest one; a glide under way ends by the new rule.
        ///
        /// ```swift
        /// try dates.setMotion(.snapping)
        /// ```
        ///
        /// - Parameter motion: the new motion.
        /// - Throws: a `CarouselError` of code `.invalidSnapLimit` for a snapping limit below 1;
        ///   nothing changes then.
        public func setMotion(_ motion: CarouselMotion) throws(CarouselError) {
            try coordinator.setMotion(motion)
            changed()
        }

        // MARK: Continuous scrolling

        /// Starts continuous scrolling, a marquee: the row moves `itemsPerSecond` items a
        /// second, from where it is, on the display link's clock, so that it has moved
        /// `itemsPerSecond × t` items after `t` seconds whatever the frame rate (60 or 120 Hz,
        /// uneven or dropped frames). It stops autoplay.
        ///
        /// A finger stops it; it goes on from where the finger (and the glide the finger left)
        /// leaves the row, without a jump: use `.free` (``setMotion(_:)``) so that the row rests
        /// where the finger let go, as a ticker does; under `.paging` and `.snapping` the row
        /// first settles on its nearest item. It pauses wherever autoplay does (VoiceOver, an
        /// assistive technology's focus inside the view, an inactive app, the view out of sight,
        /// ``isAutomaticMotionPaused``) and under Reduce Motion too, and goes on from where it
        /// stopped.
        ///
        /// ```swift
        /// try logos.setMotion(.free)
        /// try logos.startAutoscroll(itemsPerSecond: 0.5)  // an item every two seconds
        /// ```
        ///
        /// Items of their own lengths have no length in common to count in: such a view
        /// refuses a speed in items and takes one in points (``startAutoscroll(pointsPerSecond:)``).
        ///
        /// - Parameter itemsPerSecond: negative to scroll backward (toward *previous*); its
        ///   magnitude from 0.001 to 1,000.
        /// - Throws: a `CarouselError` of code `.invalidAutoscrollSpeed`, also for items of their
        ///   own lengths; nothing changes then.
        public func startAutoscroll(itemsPerSecond: Double) throws(CarouselError) {
            // The coordinator refuses it for items of their own lengths: they have no length in
            // common.
            try coordinator.startAutoscroll(itemsPerSecond: itemsPerSecond)
        }

        /// Starts continuous scrolling at `pointsPerSecond` points a second: every item moves
        /// `pointsPerSecond × t` points in `t` seconds, whatever its length, as a ticker of
        /// logos or headlines does. Pages take the page length's share of it in items a second,
        /// taken again when the page length changes (see ``startAutoscroll(itemsPerSecond:)``,
        /// which says when it runs and pauses).
        ///
        /// ```swift
        /// try ticker.setMotion(.free)
        /// try ticker.startAutoscroll(pointsPerSecond: 40)
        /// ```
        ///
        /// - Parameter pointsPerSecond: negative to scroll backward (toward *previous*); its
        ///   magnitude from 0.001 to 100,000 (pages run at most 1,000 pages a second, at least a
        ///   thousandth of a page).
        /// - Throws: a `CarouselError` of code `.invalidAutoscrollSpeed`; nothing changes then.
        public func startAutoscroll(pointsPerSecond: Double) throws(CarouselError) {
            try coordinator.startAutoscroll(pointsPerSecond: pointsPerSecond)
        }

        /// Starts continuous scrolling at `speed`: items per second for pages, points per second
        /// for items of their own lengths.
        ///
        /// - Parameter speed: in the unit the view's items have.
        /// - Throws: a `CarouselError` of code `.invalidAutoscrollSpeed`; nothing changes then.
        @available(
            *, deprecated,
            message: "say the unit: startAutoscroll(itemsPerSecond:) or (pointsPerSecond:)"
        )
        public func startAutoscroll(speed: Double) throws(CarouselError) {
            if itemLengths != nil {
                try startAutoscroll(pointsPerSecond: speed)
            } else {
                try startAutoscroll(itemsPerSecond: speed)
            }
        }

        /// Stops continuous scrolling: under `.free` the row rests where it is, under the other
        /// motions it settles on its nearest item.
        public func stopAutoscroll() {
            coordinator.stopAutoscroll()
            changed()
        }

        /// Whether continuous scrolling is on: the state of a play and pause button, as
        /// ``autoplayInterval`` is for autoplay. It stays on while continuous scrolling only
        /// pauses (a finger, VoiceOver, ``isAutomaticMotionPaused``).
        public var isAutoscrolling: Bool { autoscrollPointsPerSecond != nil }

        /// The speed of continuous scrolling in items per second, `nil` while it is off and for
        /// items of their own lengths, which have no length in common to count in.
        public var autoscrollItemsPerSecond: Double? {
            // Items of their own lengths scroll in points only: the carousel's speed in items
            // is `nil` for them.
            coordinator.carousel.autoscroll?.itemsPerSecond
        }

        /// The speed of continuous scrolling in points per second, `nil` while it is off: for
        /// pages started in items per second, that speed at the page length of the moment.
        public var autoscrollPointsPerSecond: Double? {
            coordinator.autoscrollPointsPerSecond
                ?? coordinator.carousel.autoscroll.map {
                    $0.itemsPerSecond * coordinator.geometry.pageLength
                }
        }

        /// The speed of continuous scrolling: items per second for pages, points per second for
        /// items of their own lengths.
        @available(
            *, deprecated,
            message: "say the unit: autoscrollItemsPerSecond or autoscrollPointsPerSecond"
        )
        public var autoscrollSpeed: Double? {
            // Only pages have a speed in items.
            autoscrollItemsPerSecond ?? autoscrollPointsPerSecond
        }

        /// The app's pause of autoplay and continuous scrolling: while `true` neither moves the
        /// row nor counts time, and both keep their settings (``autoplayInterval``,
        /// ``isAutoscrolling``); `false` (the default) lets them run again, continuous scrolling
        /// from where it stopped and autoplay a whole interval later. A finger's glide still
        /// runs. Bind a pause button to it: moving content needs a control that pauses it
        /// (WCAG 2.2.2, *Pause, Stop, Hide*).
        ///
        /// The view also pauses them by itself (for VoiceOver, an inactive app, a view out of
        /// sight): this property is only the app's part, and reads what the app set.
        public var isAutomaticMotionPaused: Bool {
            get { motionPolicy.isPausedByApp }
            set {
                let resumed = motionPolicy.update { $0.isPausedByApp = newValue }
                if resumed { restartAutoplayCount() }
            }
        }

        // MARK: Haptics

        /// Whether the view plays the selection haptic (`UISelectionFeedbackGenerator`) each
        /// time a new item reaches the center while the user moves the row, as a picker
        /// ticks at each row: during a drag and the glide or settle that follows it, once a
        /// frame in which the item nearest the center changes (a glide over five items ticks
        /// five times). Never for autoplay, continuous scrolling, programmatic moves or data
        /// changes. `false` by default; tvOS has no haptics.
        public var playsHapticsOnItemPass: Bool {
            get { itemPassHaptics.isEnabled }
            set { itemPassHaptics.isEnabled = newValue }
        }
    }
#endif

#if canImport(SwiftUI) && canImport(UIKit)
    import Carousel
    import CarouselUIKit
    import SwiftUI

    /// The environment's slot for what the carousel modifiers asked.
    private struct CarouselModifiersKey: EnvironmentKey {
        // Computed: a stored static of a type with closures would not be concurrency-safe.
        static var defaultValue: CarouselModifiers { CarouselModifiers() }
    }

    extension EnvironmentValues {
        /// What the carousel modifiers around a view asked.
        var carouselModifiers: CarouselModifiers {
            get { self[CarouselModifiersKey.self] }
            set { self[CarouselModifiersKey.self] = newValue }
        }
    }

    // The carousel's modifiers, as SwiftUI's own `buttonStyle(_:)` or `pickerStyle(_:)`: each
    // writes the environment, so it works anywhere in the modifier chain and applies to every
    // `EndlessCarousel` inside the view it modifies; the innermost of a kind wins. Each name
    // starts with `carousel` (or `onCarousel`), so that it cannot collide with another library's
    // modifier on `View`.
    extension View {
        /// The axis the carousels inside this view page along: `.horizontal` (the default; right
        /// to left where the environment's layout direction says so) or `.vertical` (the next
        /// item below, never flipped). ``carouselItemInset(_:)`` and ``carouselSpacing(_:)``
        /// then apply along that axis, and the carousel needs a height in which an item and its
        /// neighbors fit.
        ///
        /// Like every carousel modifier it applies to each ``EndlessCarousel`` inside this view,
        /// wherever it stands in the chain; a `carouselAxis(_:)` closer to a carousel wins.
        ///
        /// - Parameter axis: the paging axis.
        /// - Returns: the view, its carousels paging along `axis`.
        public func carouselAxis(_ axis: CarouselGeometry.Axis) -> some View {
            carouselModifier(.axis(axis))
        }

        /// The gap between two items of the carousels inside this view, 32 points by default
        /// (with the default inset, the neighbors do not show).
        ///
        /// Like every carousel modifier it applies to each ``EndlessCarousel`` inside this view,
        /// wherever it stands in the chain; a `carouselSpacing(_:)` closer to a carousel wins.
        ///
        /// - Parameter spacing: points between two items, at least 0.
        /// - Returns: the view, its carousels with that spacing.
        public func carouselSpacing(_ spacing: CGFloat) -> some View {
            carouselModifier(.spacing(spacing))
        }

        /// How far the items stay from the edges of the carousels inside this view: an item is
        /// the carousel's width less twice `inset` (with several items at once,
        /// ``carouselNeighbors(_:fewItems:)``, the whole items and the spacings between them
        /// fill that width). 16 points by default.
        ///
        /// The neighbors peek in by `inset` less ``carouselSpacing(_:)``: an inset of 40 with a
        /// spacing of 12 shows 28 points of each. A width too narrow for the items (one not
        /// wider than 4 × `inset` less the spacing, for one item at a time) keeps the last
        /// layout.
        ///
        /// Like every carousel modifier it applies to each ``EndlessCarousel`` inside this view,
        /// wherever it stands in the chain; a `carouselItemInset(_:)` closer to a carousel wins.
        ///
        /// - Parameter inset: points from each edge, at least 0.
        /// - Returns: the view, its carousels with that inset.
        public func carouselItemInset(_ inset: CGFloat) -> some View {
            carouselModifier(.itemInset(inset))
        }

        /// Shows several items at once in the carousels inside this view: `count` on each side
        /// of the current one, which stays centered. A carousel then shows `2 × count − 1`
        /// whole items between its two ``carouselItemInset(_:)``s, ``carouselSpacing(_:)``
        /// apart, and the next ones peek in by the inset less the spacing; a swipe still moves
        /// one item, and the carousel still loops.
        ///
        /// ```swift
        /// EndlessCarousel(apps) { app in AppCard(app: app) }
        ///     .carouselNeighbors(2)  // three whole items, the next peek by 12
        ///     .carouselItemInset(20)
        ///     .carouselSpacing(8)
        ///     .frame(height: 120)
        /// ```
        ///
        /// Each item is `(width − 2 × inset − (2 × count − 2) × spacing) / (2 × count − 1)`
        /// wide; a width too narrow for that keeps the last layout, and before a width that
        /// fits the carousel shows nothing (7 a side with the default inset and spacing need
        /// more than 416 points: 13 items and the 12 spacings of 32 between them). The carousel
        /// hosts `2 × count + 1` item views. A new count or rule takes effect once the carousel
        /// rests, keeping the current item.
        ///
        /// With items of their own lengths (``carouselItemSizing(_:)``), whose lengths decide how
        /// many show, `count` is the fewest items hosted on each side of the current one beyond
        /// those on screen (0 to 7, none without this modifier): their views are made before
        /// they scroll in.
        ///
        /// Like every carousel modifier it applies to each ``EndlessCarousel`` inside this view,
        /// wherever it stands in the chain; a `carouselNeighbors(_:fewItems:)` closer to a
        /// carousel wins, with both its arguments (its `fewItems` too when left out).
        ///
        /// - Parameters:
        ///   - count: the items on each side of the current one, 1 (the default, one item at a
        ///     time) to 7; a value outside counts as the nearest end.
        ///   - fewItems: what shows with fewer items than `2 × count + 1`: `.repeating` (the
        ///     default) loops them, so an item may show twice; `.leavingEmpty` shows each item
        ///     once, nearest the current one, and leaves the other places blank.
        /// - Returns: the view, its carousels showing that many items.
        public func carouselNeighbors(_ count: Int, fewItems: FewItemsRule = .repeating)
            -> some View
        {
            carouselModifier(.neighbors(count, fewItems: fewItems))
        }

        /// Makes the carousels inside this view slide to the next item every `interval` seconds
        /// while nothing else moves them: a finger on a carousel pauses its autoplay, which
        /// counts from 0 again once the carousel rests.
        ///
        /// It also pauses while `isPaused` (bind it to a pause button: WCAG 2.2.2 asks for a way
        /// to pause, stop or hide moving content), while the scene is not active (iOS 14 and
        /// later), while VoiceOver runs and while Reduce Motion is on; and while nobody can see
        /// the carousel: it or a view around it hidden or transparent (an alpha below 0.01),
        /// outside the window's bounds (a `ScrollView` or `List` row scrolled away), or inside
        /// a `ScrollView` or `List` that is dragged or decelerating. After a pause it counts a
        /// whole interval again, never catching up.
        ///
        /// Like every carousel modifier it applies to each ``EndlessCarousel`` inside this view,
        /// wherever it stands in the chain; a `carouselAutoplay(every:isPaused:)` closer to a
        /// carousel wins, with both its arguments (a pause set outside does not reach it).
        ///
        /// - Parameters:
        ///   - interval: seconds between two moves, in `0.001...1e6`; `nil`, or any other value,
        ///     for no autoplay (the default).
        ///   - isPaused: the developer's pause; `false` by default.
        /// - Returns: the view, its carousels with that autoplay.
        public func carouselAutoplay(every interval: Double?, isPaused: Bool = false)
            -> some View
        {
            carouselModifier(.autoplay(every: interval, isPaused: isPaused))
        }

        /// Sets what a release does in the carousels inside this view: `.paging` (the default,
        /// one item a release), `.snapping` (a glide of any number of items, round the loop,
        /// ending on one; `.snapping(limit:)` at most that many items a fling) or `.free` (a
        /// glide that rests where it ends, between items too, its nearest item current).
        ///
        /// The carousel runs the glide itself, as a `UIScrollView` without paging would from the
        /// release velocity and its deceleration rate, and stays endless during it.
        ///
        /// - Parameter motion: the motion; a snapping limit below 1, which the carousel
        ///   refuses, pages instead.
        /// - Returns: the view, its carousels with that motion.
        public func carouselMotion(_ motion: CarouselMotion) -> some View {
            carouselModifier(.motion(motion))
        }

        /// Makes the carousels inside this view scroll on their own at `itemsPerSecond` items
        /// per second, a marquee, on the display's clock: after `t` seconds it has gone
        /// `itemsPerSecond × t` items whatever the frame rate.
        ///
        /// A finger stops it and it goes on from where the finger leaves the row. It pauses
        /// while `isPaused` (bind it to a pause button: WCAG 2.2.2), while VoiceOver runs, while
        /// Reduce Motion is on, while the app is not active, and while nobody can see the
        /// carousel, as autoplay does. It excludes autoplay: with both set, the carousel
        /// scrolls continuously. Items of their own lengths have no length in common to count
        /// in: they take a speed in points (``carouselAutoscroll(pointsPerSecond:isPaused:)``)
        /// and stay still with this one.
        ///
        /// - Parameters:
        ///   - itemsPerSecond: negative backward, its magnitude in `0.001...1000`; `nil`, or any
        ///     other value, for none.
        ///   - isPaused: the developer's pause; `false` by default.
        /// - Returns: the view, its carousels scrolling at that speed.
        public func carouselAutoscroll(itemsPerSecond: Double?, isPaused: Bool = false)
            -> some View
        {
            carouselModifier(
                .autoscroll(itemsPerSecond.map { .itemsPerSecond($0) }, isPaused: isPaused))
        }

        /// Makes the carousels inside this view scroll on their own at `pointsPerSecond` points
        /// per second, a ticker: every item moves `pointsPerSecond × t` points in `t` seconds,
        /// whatever its length. Pages take the page length's share of it in items per second.
        /// It runs and pauses as ``carouselAutoscroll(itemsPerSecond:isPaused:)`` says.
        ///
        /// - Parameters:
        ///   - pointsPerSecond: negative backward, its magnitude in `0.001...100000` (for pages,
        ///     also at most 1,000 pages a second); `nil`, or any other value, for none.
        ///   - isPaused: the developer's pause; `false` by default.
        /// - Returns: the view, its carousels scrolling at that speed.
        public func carouselAutoscroll(pointsPerSecond: Double?, isPaused: Bool = false)
            -> some View
        {
            carouselModifier(
                .autoscroll(pointsPerSecond.map { .pointsPerSecond($0) }, isPaused: isPaused))
        }

        /// Makes the carousels inside this view scroll on their own at `speed`: items per second
        /// for pages, points per second for items of their own lengths.
        ///
        /// - Parameters:
        ///   - speed: in the unit the carousel's items have; `nil` for none.
        ///   - isPaused: the developer's pause; `false` by default.
        /// - Returns: the view, its carousels scrolling at that speed.
        @available(
            *, deprecated,
            message: "say the unit: carouselAutoscroll(itemsPerSecond:) or (pointsPerSecond:)"
        )
        public func carouselAutoscroll(speed: Double?, isPaused: Bool = false) -> some View {
            carouselModifier(.autoscroll(speed.map { .itemsOrPoints($0) }, isPaused: isPaused))
        }

        /// How long each item of the carousels inside this view is along the axis:
        /// ``CarouselItemSizing/pages`` (the default), each item as long as its content
        /// (``CarouselItemSizing/fitted(anchor:minimumLength:)``), or one length for all
        /// (``CarouselItemSizing/length(_:anchor:)``). The last two make an endless row of
        /// items of their own lengths, chips or a ticker:
        ///
        /// ```swift
        /// EndlessCarousel(tags, selection: $tag) { tag in
        ///     Text(tag.title).padding(.horizontal, 12)
        /// }
        /// .carouselItemSizing(.fitted(anchor: .leading))
        /// .carouselSpacing(8)
        /// .frame(height: 44)
        /// ```
        ///
        /// A carousel takes its sizing when it is made: a change between pages and a row, or of
        /// the row's anchor or minimum, makes it anew (SwiftUI's identity changes), on the
        /// selection when one is bound and on the first item otherwise.
        ///
        /// Like every carousel modifier it applies to each ``EndlessCarousel`` inside this view,
        /// wherever it stands in the chain; a `carouselItemSizing(_:)` closer to a carousel wins.
        ///
        /// - Parameter sizing: the sizing.
        /// - Returns: the view, its carousels with items of that sizing.
        public func carouselItemSizing(_ sizing: CarouselItemSizing) -> some View {
            carouselModifier(.itemSizing(sizing))
        }

        /// Makes the carousels inside this view play a selection haptic each time an item
        /// reaches the center during a drag or the glide after it, as a picker does; off by
        /// default, and never for autoplay or continuous scrolling.
        ///
        /// - Parameter plays: whether they play it; `true` by default.
        /// - Returns: the view, its carousels with or without the haptic.
        public func carouselPlaysHapticsOnItemPass(_ plays: Bool = true) -> some View {
            carouselModifier(.playsHapticsOnItemPass(plays))
        }

        /// Gives each item of the carousels inside this view a look by its distance from the
        /// center (scale, opacity, offsets, rotation, a tilt in perspective, the drawing
        /// order), on every frame of a scroll, without a SwiftUI update: a preset such as
        /// `.coverFlow()` or `.crossFade`, or a closure from the displacement to a look.
        ///
        /// The look goes on each item's cell as a layer transform and an alpha, mirrored from
        /// right to left and turned for a vertical axis by the carousel. Like every carousel
        /// modifier it applies to each ``EndlessCarousel`` inside this view, wherever it stands
        /// in the chain; a `carouselItemEffect(_:)` closer to a carousel wins. A carousel of
        /// items sized to their content (``carouselItemSizing(_:)``) applies it too, each card's
        /// displacement counted in items of its own length.
        ///
        /// - Parameter effect: the effect, `CarouselItemEffect.none` by default.
        /// - Returns: the view, its carousels with that effect.
        public func carouselItemEffect(_ effect: CarouselItemEffect) -> some View {
            carouselModifier(.itemEffect(effect))
        }

        /// The words for the position that VoiceOver reads for the carousels and the page
        /// indicators inside this view, "Item 3 of 12": by default the package's own, in the
        /// app's language (`CarouselPositionWording.standard`: English, Arabic, German,
        /// Japanese or Korean, with the count's plural form and the locale's digits). One
        /// modifier around a carousel and its ``CarouselPageIndicator`` gives both the same
        /// words:
        ///
        /// ```swift
        /// VStack {
        ///     EndlessCarousel(apps, selection: $selected) { app in
        ///         AppCard(app: app)
        ///     }
        ///     CarouselPageIndicator(apps, selection: $selected)
        /// }
        /// .carouselPositionWording(
        ///     CarouselPositionWording { index, count in
        ///         String(format: NSLocalizedString(
        ///             "Card %ld of %ld", comment: ""), index + 1, count)
        ///     })
        /// ```
        ///
        /// A carousel whose items have a ``carouselItemAccessibilityValue(for:_:)`` reads that
        /// instead. Like every carousel modifier it applies wherever it stands in the chain; a
        /// `carouselPositionWording(_:)` closer to a carousel or an indicator wins.
        ///
        /// - Parameter wording: the words for an item's position among the items.
        /// - Returns: the view, its carousels and page indicators with those words.
        public func carouselPositionWording(_ wording: CarouselPositionWording) -> some View {
            carouselModifier(.positionWording(wording))
        }

        /// What VoiceOver reads as the value of the carousels of `Item`s inside this view, for
        /// their current item: by default the position in ``carouselPositionWording(_:)``'s
        /// words, "Item 3 of 12". A carousel is one
        /// adjustable element (a swipe up or down moves one item, a three-finger swipe pages);
        /// give it a label with SwiftUI's `accessibility(label:)` (`accessibilityLabel(_:)`
        /// from iOS 14).
        ///
        /// ```swift
        /// .carouselItemAccessibilityValue(for: App.self) { app, index, count in
        ///     "\(app.name), \(index + 1) of \(count)"
        /// }
        /// ```
        ///
        /// The environment does not know a carousel's item type, so the type is named, as
        /// with SwiftUI's `navigationDestination(for:destination:)`: the value applies to each
        /// ``EndlessCarousel`` inside this view whose items are `Item`s, and a carousel of
        /// another type keeps its own (or the value set for its type). A
        /// `carouselItemAccessibilityValue(for:_:)` for the same type closer to a carousel wins.
        ///
        /// - Parameters:
        ///   - type: the type of the carousel's items, its `Data.Element`.
        ///   - value: the text for `item` at `index` (from 0) of `count` items, e.g. a localized
        ///     "\(item.name), \(index + 1) of \(count)".
        /// - Returns: the view, its carousels of `Item`s with that value.
        public func carouselItemAccessibilityValue<Item>(
            for type: Item.Type,
            _ value:
                @escaping @MainActor (_ item: Item, _ index: Int, _ count: Int) -> String
        ) -> some View {
            carouselModifier(.itemAccessibilityValue(for: type, value))
        }

        /// Gives the cell of each item of the carousels of `Item`s inside this view an
        /// accessibility identifier made from the item's id, so that a UI test finds the card
        /// of an item (`app.otherElements["card-42"]` in XCUITest, `~card-42` in Appium):
        ///
        /// ```swift
        /// EndlessCarousel(cards) { card in CardView(card: card) }
        ///     .carouselItemAccessibilityIdentifier(for: Card.self) { id in "card-\(id)" }
        /// ```
        ///
        /// The identifier is on the cell that hosts the item's view, set each time the cell
        /// shows an item and taken off a cell that shows nothing, so that a cell the carousel
        /// reuses never names the item it showed before. With few items repeated, each cell
        /// that shows an item carries its identifier. VoiceOver still reads the carousel as one
        /// element: the identifier is for tests, not for users. The type is named as in
        /// ``carouselItemAccessibilityValue(for:_:)``; one for the same type closer to a
        /// carousel wins.
        ///
        /// - Parameters:
        ///   - type: the type of the carousel's items, its `Data.Element`.
        ///   - identifier: the identifier for an item's id.
        /// - Returns: the view, its carousels of `Item`s identifying their items' cells.
        public func carouselItemAccessibilityIdentifier<Item: Identifiable>(
            for type: Item.Type, _ identifier: @escaping @MainActor (Item.ID) -> String
        ) -> some View {
            carouselModifier(.itemAccessibilityIdentifier(for: type, identifier))
        }

        /// Calls `action` with the item the user taps in the carousels of `Item`s inside this
        /// view, as a `List` row's `onTapGesture` would: open it, show its details.
        ///
        /// ```swift
        /// .onCarouselItemTap(for: App.self) { app in opened = app }
        /// ```
        ///
        /// A tap counts on the current item; on a neighbor that peeks in, it moves the carousel
        /// to that neighbor instead (the selection follows), unless
        /// ``carouselMovesToTappedNeighbor(_:)`` is `false`, which calls `action` with the
        /// neighbor. A tap that stops a motion only stops it, a tap on the spacing between two
        /// items is nobody's, and a `Button` inside an item keeps its own tap. VoiceOver's
        /// double tap on the carousel calls `action` with the current item (without this
        /// modifier, it does what the system does for the element). `action` runs outside
        /// SwiftUI's updates, so it may change state.
        ///
        /// The type is named as in ``carouselItemAccessibilityValue(for:_:)``: the action
        /// applies to each ``EndlessCarousel`` inside this view whose items are `Item`s; one
        /// for the same type closer to a carousel wins.
        ///
        /// - Parameters:
        ///   - type: the type of the carousel's items, its `Data.Element`.
        ///   - action: called with the item tapped, its value in the data of the last update.
        /// - Returns: the view, its carousels of `Item`s calling `action` on a tap.
        public func onCarouselItemTap<Item>(
            for type: Item.Type, perform action: @escaping @MainActor (Item) -> Void
        ) -> some View {
            carouselModifier(.itemTap(for: type, action))
        }

        /// Whether a tap on a neighbor that peeks in moves the carousels inside this view to
        /// it: `true` by default, one item forward or back (or, with
        /// ``carouselNeighbors(_:fewItems:)`` above 1, the shortest way to a farther one),
        /// sliding unless Reduce Motion is on, the selection following. `false` leaves the
        /// carousel where it is and calls ``onCarouselItemTap(for:perform:)``'s action with the
        /// neighbor.
        ///
        /// Like every carousel modifier it applies to each ``EndlessCarousel`` inside this view,
        /// wherever it stands in the chain; a `carouselMovesToTappedNeighbor(_:)` closer to a
        /// carousel wins.
        ///
        /// - Parameter moves: whether a tap on a neighbor moves to it.
        /// - Returns: the view, its carousels moving to a tapped neighbor or not.
        public func carouselMovesToTappedNeighbor(_ moves: Bool) -> some View {
            carouselModifier(.movesToTappedNeighbor(moves))
        }

        /// Whether the carousels inside this view take, across their axis (their height, for a
        /// horizontal carousel), the size of the item at their center: a card with two lines of
        /// text beside one with five. `false` by default: the carousel takes the size its
        /// parent proposes, as any view that fills the space it gets.
        ///
        /// Each item's view is measured as SwiftUI sizes it, for the item's length along the
        /// axis and as much as it wants across it. As a finger drags toward a neighbor the
        /// carousel's size moves from the current item's to the neighbor's in proportion to the
        /// way travelled, and it settles on the current item's at rest. Leave that length to
        /// the carousel (no `frame(height:)` on a horizontal one): a fixed frame wins.
        ///
        /// ```swift
        /// EndlessCarousel(stories) { story in StoryCard(story: story) }
        ///     .carouselFitsCurrentItem()
        /// ```
        ///
        /// Not available with `CarouselItemSizing.fitted(anchor:minimumLength:)` items yet:
        /// the carousel then takes the size proposed.
        ///
        /// - Parameter fits: whether the size across the axis follows the item at the center.
        /// - Returns: the view, its carousels fitting their current item or not.
        public func carouselFitsCurrentItem(_ fits: Bool = true) -> some View {
            carouselModifier(.fitsCurrentItem(fits))
        }

        /// Calls `action` when an item of the carousels of `Item`s inside this view comes on
        /// screen (`true`) or leaves it (`false`), as a collection view's `willDisplay` and
        /// `didEndDisplaying`: start a card's countdown or video, and stop it.
        ///
        /// ```swift
        /// .onCarouselItemVisibilityChange(for: App.self) { app, isVisible in
        ///     isVisible ? clock.start(app.id) : clock.stop(app.id)
        /// }
        /// ```
        ///
        /// On screen is any part of the item inside the carousel's bounds (not the spacing):
        /// a neighbor that peeks in is on screen. Exact across the carousel's recenters: an
        /// item that stays on screen while the carousel moves its pages back is not reported
        /// again. An item shown twice (two items, both neighbors showing the other one) is
        /// reported once, when the first place shows it and when the last stops. After a data
        /// change, an item whose id left the screen is reported `false`, with its last value
        /// if its id left the data, before the ones that came are reported `true`.
        ///
        /// When the action first applies to a carousel, it hears the items already on screen
        /// (`true`), in the order they came. During a SwiftUI update the calls wait for the
        /// next turn of the main actor, in order, so `action` may change state; calls made
        /// outside an update come at once, after any that still wait.
        ///
        /// The type is named as in ``carouselItemAccessibilityValue(for:_:)``: the action
        /// applies to each ``EndlessCarousel`` inside this view whose items are `Item`s; one
        /// for the same type closer to a carousel wins.
        ///
        /// - Parameters:
        ///   - type: the type of the carousel's items, its `Data.Element`.
        ///   - action: called with the item and whether it is on screen now.
        /// - Returns: the view, its carousels of `Item`s calling `action`.
        public func onCarouselItemVisibilityChange<Item>(
            for type: Item.Type, perform action: @escaping @MainActor (Item, Bool) -> Void
        ) -> some View {
            carouselModifier(.itemVisibilityChange(for: type, action))
        }

        /// Calls `prefetch` with each item about to come into the carousels of `Item`s inside
        /// this view, and `cancel` with each one no longer needed soon, as a collection view's
        /// `prefetchItemsAt` and `cancelPrefetchingForItemsAt` do: start loading an image
        /// there.
        ///
        /// The items are the `distance` ones just beyond those the carousel holds (the current
        /// item and its neighbors), on the side it moves toward: drags, glides, slides and
        /// jumps alike. Each is asked for once while it stays there; it then either comes into
        /// the carousel (no call) or is cancelled, with its value when it was asked for. A data
        /// change cancels every item asked for and asks for the new ones. During a SwiftUI
        /// update the calls wait for the next turn of the main actor, in order. A carousel of
        /// items sized to their content asks for the items beyond the cards it holds, the same
        /// way.
        ///
        /// The type is named as in ``carouselItemAccessibilityValue(for:_:)``; a modifier for
        /// the same type closer to a carousel wins.
        ///
        /// - Parameters:
        ///   - type: the type of the carousel's items, its `Data.Element`.
        ///   - distance: how many items to prefetch, 0 to 16 (beyond counts as the nearest
        ///     end; 0 turns prefetching off); 2 by default.
        ///   - prefetch: called with each item to load.
        ///   - cancel: called with each item asked for that is no longer needed soon.
        /// - Returns: the view, its carousels of `Item`s prefetching.
        public func onCarouselItemPrefetch<Item>(
            for type: Item.Type, distance: Int = 2,
            perform prefetch: @escaping @MainActor (Item) -> Void,
            cancel: (@MainActor (Item) -> Void)? = nil
        ) -> some View {
            carouselModifier(
                .itemPrefetch(for: type, distance: distance, prefetch, cancel: cancel))
        }

        /// Calls `action` with the progress for page dots of each carousel inside this view, on
        /// every scroll: the position in `[0, count)`, continuous while the carousel moves
        /// (`count - 0.5` halfway from the last item to the first), or `nil` when there are no
        /// items.
        ///
        /// The name reads as SwiftUI's `onChange(of:perform:)`; the current item needs no
        /// callback of its own: bind the selection and watch it with `onChange(of:perform:)`.
        ///
        /// It is called on every display frame while a carousel moves: state it changes
        /// updates its views as often, so keep that state in a small view of its own, not in the
        /// one that holds the carousel (which would compare the data's ids every frame). During
        /// a SwiftUI update the call waits for the next turn of the main actor, so `action` may
        /// change state.
        ///
        /// Like every carousel modifier it applies to each ``EndlessCarousel`` inside this view,
        /// wherever it stands in the chain: with two carousels inside, each calls `action` with
        /// its own progress. An `onCarouselProgressChange(perform:)` closer to a carousel
        /// replaces this one for it (the innermost wins; the two are not both called).
        ///
        /// - Parameter action: called with the progress.
        /// - Returns: the view whose carousels call `action`.
        public func onCarouselProgressChange(
            perform action: @escaping @MainActor (Double?) -> Void
        ) -> some View {
            carouselModifier(.progressChange(action))
        }

        /// Applies `modifier` to every carousel inside this view, inside the modifiers of its
        /// containers.
        private func carouselModifier(_ modifier: CarouselModifier) -> some View {
            transformEnvironment(\.carouselModifiers) { $0.apply(modifier) }
        }
    }
#endif

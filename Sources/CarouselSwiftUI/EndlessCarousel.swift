#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// An endless paging carousel for SwiftUI: the items of a collection, one page each, the
    /// last followed by the first, with UIKit's paging physics at the display's frame rate.
    ///
    /// Write it like `ForEach`: the data, a selection by id (or by index, with
    /// ``init(_:selectedIndex:content:)``), and a view for an item.
    ///
    /// ```swift
    /// @State private var selected: App.ID?
    ///
    /// var body: some View {
    ///     EndlessCarousel(apps, selection: $selected) { app in
    ///         AppCard(app: app)
    ///     }
    ///     .carouselItemInset(40)
    ///     .carouselSpacing(12)
    ///     .carouselAutoplay(every: 5)
    ///     .frame(height: 260)
    /// }
    /// ```
    ///
    /// It is a `CarouselView` from CarouselUIKit (a paging `UIScrollView` and three reusable
    /// cells, or `2 × n + 1` for ``SwiftUI/View/carouselNeighbors(_:fewItems:)``) whose cells
    /// host the item views, so a swipe, a flick and the glide after it are UIKit's own.
    ///
    /// Its modifiers (``SwiftUI/View/carouselAxis(_:)``, ``SwiftUI/View/carouselSpacing(_:)``,
    /// ``SwiftUI/View/carouselAutoplay(every:isPaused:)`` and the others) are modifiers of any
    /// view, as SwiftUI's `buttonStyle(_:)` is: they work anywhere in the chain, after
    /// `frame(height:)` too, and one on a container applies to every carousel inside it; the
    /// innermost of a kind wins.
    ///
    /// - **Selection**: the binding always names the current item: a swipe writes it, and after
    ///   a change of the data the current item stays current by id (an item removed while
    ///   current is followed by the one that took its place). Setting the binding moves the
    ///   carousel the shortest way round, sliding when the change is animated (`withAnimation`)
    ///   and Reduce Motion is off. A change while the carousel slides to an item the binding
    ///   asked for waits for that slide, then the carousel moves on. Any other change the
    ///   carousel cannot follow is refused and the binding set back to the current item: while
    ///   a finger or a motion has the view (the user's gesture wins), once the view rests or
    ///   moves to another item; for an id that is not in the data, at once. Two carousels on one
    ///   binding (a main one and a thumbnail strip) follow each other this way without fighting
    ///   (<doc:LinkedCarousels>). An index binding (``init(_:selectedIndex:content:)``)
    ///   follows the same rules, as the id of the item it names. The binding is the one shape of
    ///   the current item, as with `TabView` and `List`: watch it with `onChange(of:perform:)`
    ///   to act when the current item changes.
    /// - **State follows the item**: each item's view has the item's id as its identity, as a
    ///   `ForEach` row has, so its `@State` never shows on another item. While the item stays
    ///   in its cell (on screen or beside it) its view and state stay with it across every
    ///   swipe, move and recenter; when it leaves the cells, its state goes with its view (a
    ///   `LazyHStack` keeps rows that scroll far away): keep what must last in your model, by
    ///   id. <doc:SwiftUIIntegration#An-items-own-state> compares the two.
    /// - **Few items**: with no items it shows nothing and the selection is `nil`; one item does
    ///   not scroll; two items loop (each is the other's neighbor on both sides).
    /// - **Right to left** follows the environment's `layoutDirection`: the next item is on the
    ///   left and a swipe to the right goes to it.
    /// - **Size**: it fills the space it is offered; give it a height (`frame(height:)` or
    ///   `aspectRatio(_:contentMode:)`). Each item is the width less twice
    ///   ``SwiftUI/View/carouselItemInset(_:)``, as tall as the carousel;
    ///   ``SwiftUI/View/carouselNeighbors(_:fewItems:)`` shows several at once. Items as long
    ///   as their content (chips, tags, a logo ticker) take
    ///   ``SwiftUI/View/carouselItemSizing(_:)`` with `.fitted(anchor:minimumLength:)`.
    /// - **Keys, focus and pointer** are `CarouselView`'s: with the focus engine's focus on it,
    ///   a Siri Remote swipe or an arrow along the axis moves one item (and autoplay stands
    ///   still). SwiftUI cannot make the view it hosts the first responder, so Page Up, Page
    ///   Down, Home and End reach it only where the presses go to the focused view, as on tvOS.
    ///   A trackpad's swipe drags it as a finger does; a mouse wheel moves it one item a
    ///   gesture.
    /// - **Updates**: SwiftUI updates it whenever the state around it changes. It reloads only
    ///   when the data's ids changed (O(*n*) to compare them), and otherwise shows the visible
    ///   items again with their new values; a modifier's value reaches the view only when it
    ///   changed, so updates never restart autoplay's timer.
    ///
    /// Each item view is hosted in its own `UIHostingController`; items off the three pages (the
    /// `2 × n + 1` pages with `n` neighbors) are not built. An item view gets the whole
    /// environment around the carousel, environment objects included, at every update, and its
    /// hosting controller is a child of the nearest view controller while the carousel is in a
    /// window, so that navigation, sheets and the safe area work from inside a card. The source is compiled against
    /// Apple's iOS SDK in CI and its logic tested on Linux against a UIKit stand-in; it has not
    /// run on a device in this project.
    public struct EndlessCarousel<Data: RandomAccessCollection, Content: View>: View
    where Data.Element: Identifiable {
        /// The items.
        let data: Data
        /// The current item's id or index, when the developer binds it.
        let selection: SelectionBinding<Data>?
        /// The view for an item.
        let content: (Data.Element) -> Content
        /// What the carousel modifiers around it asked: a new sizing makes the carousel anew.
        @Environment(\.carouselModifiers) private var modifiers

        /// A carousel of `data` whose current item's id is `selection`.
        ///
        /// - Parameters:
        ///   - data: the items, each with an id; ids should be unique (with duplicates, the first
        ///     item with an id is the one the selection finds).
        ///   - selection: the id of the current item: it follows swipes and moves the carousel
        ///     when set. `nil` is answered with the current item's id (the first item's at the
        ///     start), and stays `nil` only while there are no items.
        ///   - content: the view for an item.
        public init(
            _ data: Data, selection: Binding<Data.Element.ID?>,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.data = data
            self.selection = .id(selection)
            self.content = content
        }

        /// A carousel of `data` whose current item's index is `selectedIndex`, for an app that
        /// keeps an index (`@State private var day = 0`), as with `TabView` and `.tag(index)`.
        ///
        /// The index is the item's position in `data`, counted from 0 (also for a slice, whose
        /// own indices start elsewhere). It follows swipes (from the last item on to 0), and
        /// setting it moves the carousel the shortest way round, as a selection by id does. An
        /// index outside `0..<data.count` is refused and set back to the current item's at
        /// once; it is not wrapped round. After a change of the data the current item stays
        /// current, as with an id, and the binding is set to its new index (an insertion
        /// before it adds one). With no items the binding keeps its value, and the carousel
        /// goes to that index when items come.
        ///
        /// The label tells the two kinds of selection apart, so that the compiler never chooses
        /// between them by the binding's type: with items whose ids are `Int`s, an index is
        /// never taken for an id, nor an id for an index. A `Binding<Int>` passed as
        /// `selection:` does not compile (an id selection is optional); bind an id as
        /// `selection:`, an index as `selectedIndex:`.
        ///
        /// - Parameters:
        ///   - data: the items, each with an id (by which the carousel keeps its current item
        ///     through a change of the data).
        ///   - selectedIndex: the position of the current item in `data`.
        ///   - content: the view for an item.
        public init(
            _ data: Data, selectedIndex: Binding<Int>,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.data = data
            selection = .index(selectedIndex)
            self.content = content
        }

        /// A carousel of `data` that starts on the first item, with no selection to bind.
        ///
        /// - Parameters:
        ///   - data: the items, each with an id.
        ///   - content: the view for an item.
        public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
            self.data = data
            selection = nil
            self.content = content
        }

        /// The carousel: a UIKit `CarouselView` hosting the item views.
        public var body: some View {
            // The view is made for its sizing: pages and a row are two kinds of view.
            CarouselRepresentable(carousel: self).id(modifiers.options.sizing)
        }
    }
#endif

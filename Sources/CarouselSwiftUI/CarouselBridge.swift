#if canImport(SwiftUI) && canImport(UIKit)
    import CarouselUIKit
    import UIKit
#elseif CAROUSEL_SWIFTUI_STAND_IN
    import UIKitStandIn
#endif

#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    import Carousel

    /// The `CarouselView` behind an `EndlessCarousel`, and all that lies between it and SwiftUI,
    /// in UIKit terms only (so that it runs on Linux against the UIKit stand-in).
    ///
    /// Each SwiftUI update hands it the data, the selection and the options; it
    /// - reloads the carousel (a load that keeps the current item by id) only when the data's
    ///   ids changed, and otherwise shows the visible items again with their new values;
    /// - applies only the options that changed (so that autoplay's timer is not restarted by
    ///   every update);
    /// - moves the view only when the selection changed, as ``SelectionSync`` decides.
    ///
    /// What the view reports (the progress, a selection to write back, the items that come on
    /// screen or leave it) is passed on at once, except during an update, when SwiftUI forbids
    /// state changes: then it is passed on on the next turn of the main actor (the progress and
    /// the selection once, with the latest values; the visibility changes each, in order).
    @MainActor
    final class CarouselBridge<Data: RandomAccessCollection, Cell: UIView>
    where Data.Element: Identifiable {
        typealias Item = Data.Element
        typealias ID = Item.ID

        /// What SwiftUI hears from the carousel.
        struct Outputs {
            /// Writes the selection binding, by id or by index as it names the item.
            var select: @MainActor (SelectionKey<ID>?) -> Void = { _ in }
            /// Called when the progress changed; `nil` when there are no items.
            var progressChanged: (@MainActor (Double?) -> Void)?
            /// What the item modifiers for the data's item type set: the value for VoiceOver,
            /// the tap, the visibility changes.
            var items = ItemHandlers<Item>()
            /// The words for the position, which the carousel's dots share.
            var positionWording = CarouselPositionWording.standard
        }

        /// What is still to be passed on after an update.
        private struct Pending {
            /// The selection to write (`.some(nil)`: write `nil`).
            var selection: ID??
            /// Whether to write an index binding's new index, if a data change moved its item.
            var reindexes = false
            var progressChanged = false
            /// The visibility changes and the prefetch requests, in order.
            var itemNews: [ItemNews] = []
        }

        /// What an item's handlers hear.
        private enum ItemNews {
            /// It came on screen (`true`) or left it.
            case visibility(Item, isVisible: Bool)
            /// It is asked for (`true`) or no longer wanted.
            case prefetch(Item, isWanted: Bool)
        }

        /// An item on screen, as the view reported it.
        private struct OnScreen {
            /// Its entry, as of the storage it was shown from.
            var entry: CarouselEntry<ID>
            /// Its value at the last update, for when its id leaves the data.
            var item: Item
            /// When it came on screen, counted in items: the order to report them in.
            var order: Int
        }

        /// The UIKit carousel.
        let view: CarouselView<CarouselEntry<ID>, Cell>
        private let cells: ItemCells<Data, Cell>
        /// The measured lengths of a fitted row's items; `nil` for pages and a given length.
        private let lengths: MeasuredLengths<Data, Cell>?
        /// Runs a closure on the next turn of the main actor.
        private let schedule: (@escaping @Sendable @MainActor () -> Void) -> Void
        private var sync: SelectionSync<ID>
        /// An index binding's memory; `nil` while the binding names the item by id.
        private var indexSelection: IndexSelection<ID>?
        /// The options last applied; `nil` before the first update.
        private var options: CarouselOptions?
        private var outputs = Outputs()
        /// The progress last passed on.
        private var progress: Double?
        private var isUpdating = false
        private var pending = Pending()
        private var isFlushScheduled = false
        /// The items on screen, by the storage index the view reported them with.
        private var onScreen: [Int: OnScreen] = [:]
        /// Whether a reload is under way, whose visibility changes ``reload(_:)`` reports.
        private var isReloading = false
        /// The items the view asked to prefetch, by id, with their value then, until they are
        /// shown or cancelled.
        private var prefetched: [ID: Item] = [:]
        /// The items that came on screen so far, for ``OnScreen/order``.
        private var itemsShown = 0
        /// The items on screen, in the order they came.
        private var itemsOnScreen: [OnScreen] { onScreen.values.sorted { $0.order < $1.order } }
        /// The carousels of the enclosing reader, which holds this bridge weakly; `nil` outside
        /// a reader.
        var readerTargets: CarouselTargets? {
            didSet {
                guard oldValue !== readerTargets else { return }
                oldValue?.remove(self)
                readerTargets?.add(self)
            }
        }

        /// A carousel of `data` at rest on the first item, not yet updated.
        ///
        /// - Parameters:
        ///   - data: the items.
        ///   - options: the options of the first update, whose sizing, neighbor count and
        ///     few-items rule the view is made with (so that it makes its cells once).
        ///   - makeCell: makes each cell, now and when a larger neighbor count or a row needs
        ///     more.
        ///   - show: shows an item in a cell, its view with the identity given (replaced at
        ///     each update).
        ///   - measure: an item's length along the axis, given the length across it, for
        ///     ``CarouselItemSizing/fitted(anchor:minimumLength:)``.
        ///   - place: tells a cell its displacement from the center, after every scroll (the
        ///     view's `transformCell`), for ``SwiftUI/View/carouselTransition(_:)``.
        ///   - schedule: runs a closure on the next turn of the main actor.
        init(
            data: Data, options: CarouselOptions = CarouselOptions(),
            makeCell: @escaping @MainActor () -> Cell,
            show: @escaping @MainActor (Cell, Item, CarouselItemIdentity<ID>) -> Void,
            measure: @escaping @MainActor (_ item: Item, _ crossLength: CGFloat) -> CGFloat,
            place: @escaping @MainActor (Cell, CarouselItemEffect.Displacement) -> Void,
            schedule: @escaping (@escaping @Sendable @MainActor () -> Void) -> Void
        ) {
            let cells = ItemCells(data: data, show: show)
            let entries = Self.entries(of: data)
            self.cells = cells
            self.schedule = schedule
            // Made empty and loaded once its display hooks are set: a view shows its first
            // items as soon as it is made.
            let configure: @MainActor (Cell, CarouselEntry<ID>) -> Void = { cell, entry in
                cells.show(entry, in: cell)
            }
            let sizing = options.sizing
            let itemLength: (@MainActor (CarouselEntry<ID>, CGFloat) -> CGFloat)?
            switch sizing {
            case .pages:
                lengths = nil
                itemLength = nil
            case .fitted:
                let lengths = MeasuredLengths(cells: cells, measure: measure)
                self.lengths = lengths
                itemLength = { entry, across in lengths.length(of: entry, crossLength: across) }
            case .length(let length, _):
                lengths = nil
                itemLength = { _, _ in length }
            }
            // `.rotate` (the view's default, written since the bridge relies on it): each item
            // keeps its cell, and so its view and its state, while it stays bound.
            if let itemLength {
                view = CarouselView(
                    items: [], itemLength: itemLength, minimumItemLength: sizing.minimumLength,
                    spacing: options.spacing, anchor: sizing.anchor, fewItems: options.fewItems,
                    reusePolicy: .rotate, makeCell: makeCell,
                    configureCell: configure)
            } else {
                view = CarouselView(
                    items: [], neighbors: options.neighbors ?? 1, fewItems: options.fewItems,
                    reusePolicy: .rotate, makeCell: makeCell, configureCell: configure)
            }
            sync = SelectionSync(current: entries.first?.id)
            view.willDisplayCell = { [weak self] _, index in self?.didBeginDisplaying(index) }
            view.didEndDisplayingCell = { [weak self] _, index in self?.didEndDisplaying(index) }
            view.prefetchItem = { [weak self] entry, _ in self?.prefetch(entry, isWanted: true) }
            view.cancelPrefetchingItem = { [weak self] entry, _ in
                self?.prefetch(entry, isWanted: false)
            }
            view.transformCell = place
            view.setItems(entries, keepingCurrent: .byPosition)
            progress = view.progress
            view.onChange = { [weak self] in self?.viewChanged() }
        }

        /// The carousel's storage for `data`: each item's id and position.
        private static func entries(of data: Data) -> [CarouselEntry<ID>] {
            data.enumerated().map { CarouselEntry(id: $0.element.id, position: $0.offset) }
        }

        // MARK: SwiftUI's updates

        /// A SwiftUI update.
        ///
        /// - Parameters:
        ///   - data: the items now.
        ///   - selection: the selection binding's value now, an id or an index.
        ///   - options: the options now.
        ///   - animated: whether a move the selection asks for slides (ignored at the first
        ///     update, which never slides).
        ///   - show: shows an item in a cell, its view with the identity given.
        ///   - outputs: what SwiftUI hears from the carousel.
        /// - Complexity: O(*n*) to compare the ids, plus O(*n*) to reload when they changed (or,
        ///   for a fitted row, when an item's length may have); a new selection finds its item
        ///   in O(1), amortized (see ``ItemCells``).
        func update(
            data: Data, selection: SelectionKey<ID>?, options newOptions: CarouselOptions,
            animated: Bool,
            show: @escaping @MainActor (Cell, Item, CarouselItemIdentity<ID>) -> Void,
            outputs newOutputs: Outputs
        ) {
            isUpdating = true
            defer { isUpdating = false }
            let isFirst = options == nil
            let isWatchingVisibility = outputs.items.visibilityChange != nil
            outputs = newOutputs
            if !isWatchingVisibility, newOutputs.items.visibilityChange != nil {
                // A new visibility action hears what is on screen already.
                for shown in itemsOnScreen { reportVisibility(of: shown.item, true) }
            }
            let sameIDs = view.items.lazy.map(\.id).elementsEqual(data.lazy.map(\.id))
            cells.take(data, sameIDs: sameIDs)
            cells.show = show
            let lengthsChanged =
                lengths?.forgetChanged(textSize: newOptions.textSize, axis: newOptions.axis)
                ?? false
            if !sameIDs {
                sync.dataWillChange(position: cells.position(ofID:))
                reload(Self.entries(of: data))
                // The index of the item an index binding names may have changed.
                if indexSelection != nil { report(Pending(reindexes: true)) }
            } else if lengthsChanged {
                // The same items, some of new lengths: the row lays them out again.
                reload(view.items)
            }
            // The cells were configured with this update's content when the view was made; a
            // cell that keeps its item through a reload shows its new value here.
            if !isFirst {
                cells.refresh()
                for (index, shown) in onScreen {
                    onScreen[index]?.item = cells.item(of: shown.entry) ?? shown.item
                }
            }
            apply(newOptions)
            applyPrefetchDistance(newOutputs.items.prefetchDistance)
            applyAccessibilityValue(
                newOutputs.items.accessibilityValue, wording: newOutputs.positionWording)
            applyTap(newOutputs.items.tap)
            applyAccessibilityIdentifier(newOutputs.items.accessibilityIdentifier)
            select(selection, animated: animated && !isFirst)
        }

        /// Sets the view's prefetch distance to `distance`, or the nearest one it accepts.
        private func applyPrefetchDistance(_ distance: Int) {
            let limits = CarouselLimits.prefetchDistances
            let accepted = min(max(distance, limits.lowerBound), limits.upperBound)
            // In range, so it does not throw.
            if view.prefetchDistance != accepted { try? view.setPrefetchDistance(accepted) }
        }

        /// Makes the view's value for VoiceOver from the developer's closure, given the item;
        /// without one (or for an item no longer in the data), the position in `wording`.
        private func applyAccessibilityValue(
            _ value: (@MainActor (Item, Int, Int) -> String)?, wording: CarouselPositionWording
        ) {
            view.positionWording = wording
            guard let value else { return view.accessibilityValueForItem = nil }
            let cells = cells
            view.accessibilityValueForItem = { entry, index, count in
                guard let item = cells.item(of: entry) else {
                    return wording.text(index: index, count: count)
                }
                return value(item, index, count)
            }
        }

        /// Makes the view's identifier of each cell the developer's, from the item's id; none
        /// without one. Set at each update (a closure cannot be compared), O(cells) as the
        /// update's own showing of the visible items again.
        private func applyAccessibilityIdentifier(_ identifier: (@MainActor (Item) -> String)?) {
            guard let identifier else { return view.accessibilityIdentifierForItem = nil }
            let cells = cells
            view.accessibilityIdentifierForItem = { entry in
                // A cell shows an item of the data: its value is there.
                cells.item(of: entry).map(identifier) ?? ""
            }
        }

        /// Makes the view's `onSelect` call the developer's tap action with the item; none
        /// without one, so that VoiceOver's activation falls back to the system's.
        private func applyTap(_ tap: (@MainActor (Item) -> Void)?) {
            guard let tap else { return view.onSelect = nil }
            let cells = cells
            view.onSelect = { _, entry in
                if let item = cells.item(of: entry) { tap(item) }
            }
        }

        /// Applies the options that differ from the last ones applied.
        private func apply(_ new: CarouselOptions) {
            let old = options
            options = new
            if old?.itemInset != new.itemInset { view.itemInset = new.itemInset }
            if old?.spacing != new.spacing { view.spacing = new.spacing }
            if old?.axis != new.axis { view.axis = new.axis }
            if old?.neighbors != new.neighbors {
                view.neighbors = new.neighbors ?? (new.sizing == .pages ? 1 : 0)
            }
            if old?.fewItems != new.fewItems { view.fewItems = new.fewItems }
            if old?.movesToTappedNeighbor != new.movesToTappedNeighbor {
                view.movesToTappedNeighbor = new.movesToTappedNeighbor
            }
            if old?.fitsCurrentItem != new.fitsCurrentItem {
                view.fitsCurrentItem = new.fitsCurrentItem
            }
            if old?.rightToLeft != new.rightToLeft {
                view.semanticContentAttribute =
                    new.rightToLeft ? .forceRightToLeft : .forceLeftToRight
                view.setNeedsLayout()
            }
            if old?.motion != new.motion {
                // A snapping limit the carousel refuses (below 1) pages instead.
                if (try? view.setMotion(new.motion)) == nil { try? view.setMotion(.paging) }
            }
            if old?.playsHapticsOnItemPass != new.playsHapticsOnItemPass {
                view.playsHapticsOnItemPass = new.playsHapticsOnItemPass
            }
            let speed = new.runningAutoscrollSpeed
            if old?.runningAutoscrollSpeed != speed {
                // The request passes only speeds the carousel accepts (a speed in points that
                // is more than a thousand pages a second stops it).
                switch speed {
                case .itemsPerSecond(let v): try? view.startAutoscroll(itemsPerSecond: v)
                case .pointsPerSecond(let v):
                    if (try? view.startAutoscroll(pointsPerSecond: v)) == nil {
                        view.stopAutoscroll()
                    }
                default: view.stopAutoscroll()
                }
            }
            if old?.autoscroll.isPaused != new.autoscroll.isPaused {
                view.isAutomaticMotionPaused = new.autoscroll.isPaused
            }
            let interval = new.runningAutoplayInterval
            if old?.runningAutoplayInterval != interval {
                if let interval {
                    // The gate passes only intervals the carousel accepts.
                    try? view.startAutoplay(interval: interval)
                } else {
                    view.stopAutoplay()
                }
            }
            // Not comparable (an effect is a closure): the view skips none after none, and
            // re-applies any other to the cells it holds, O(1) each.
            view.itemEffect = new.effect
        }

        /// Follows the selection binding, as ``SelectionSync`` decides; an index is followed as
        /// the id its ``IndexSelection`` reads it as.
        private func select(_ selection: SelectionKey<ID>?, animated: Bool) {
            let id: ID?
            switch selection {
            case .index(let index)?:
                var memory = indexSelection ?? IndexSelection()
                let data = cells.data
                id = memory.read(index, count: data.count) { data.element(atPosition: $0).id }
                indexSelection = memory
            case .id(let value)?:
                indexSelection = nil
                id = value
            case nil:
                id = nil
            }
            let request = sync.update(
                selection: id, current: view.currentItem?.id, position: cells.position(ofID:))
            switch request {
            case .none:
                break
            case .write(let id):
                report(Pending(selection: .some(id)))
            case .move(let position):
                move(to: position, animated: animated)
            }
        }

        /// Asks the view to move to `position` for the binding, and tells the sync how it went.
        private func move(to position: Int?, animated: Bool) {
            // A position of the data: the view refuses it only while it moves.
            if let position, (try? view.jump(to: position, animated: animated)) == true {
                sync.moved()
            } else {
                sync.refused()
            }
        }

        // MARK: What the view reports

        /// Whether the view rests: no finger down, nothing moving, exactly on its current item's
        /// page (a slide caught before its first frame counts as moved, and ends here).
        private var isAtRest: Bool { view.isAtRest }

        /// After every scroll, move and data change of the view.
        private func viewChanged() {
            var write: ID??
            switch sync.viewChanged(current: view.currentItem?.id, isAtRest: isAtRest) {
            case .none: break
            case .write(let id): write = .some(id)
            case .move(let id): move(to: cells.position(ofID: id), animated: true)
            }
            let newProgress = view.progress
            let progressChanged = newProgress != progress
            progress = newProgress
            report(Pending(selection: write, progressChanged: progressChanged))
            readerTargets?.carouselChanged()
        }

        /// The view shows the item at `index` (of its storage now): once, however many cells
        /// show it (the view tells of an item, not of its cells).
        private func didBeginDisplaying(_ index: Int) {
            let entry = view.items[index]
            prefetched[entry.id] = nil
            guard let item = cells.item(of: entry) else { return }
            itemsShown += 1
            onScreen[index] = OnScreen(entry: entry, item: item, order: itemsShown)
            reportVisibility(of: item, true)
        }

        /// The view no longer shows the item at `index` (of the storage it was shown from) in
        /// any cell. Within one change the view reports every end before every beginning, so
        /// an end of a reload names the old storage's index, which ``onScreen`` still holds.
        private func didEndDisplaying(_ index: Int) {
            guard let shown = onScreen.removeValue(forKey: index) else { return }
            reportVisibility(of: cells.item(of: shown.entry) ?? shown.item, false)
        }

        /// Loads `entries`, keeping the current item by id, and reports the visibility
        /// changes by id. The view's load rebinds every cell whose entry changed (an entry is
        /// an id at a position, so an item whose index moved too), and reports such an item on
        /// screen ended and begun again, under its new index: an item on screen before and
        /// after, whatever its index, is not passed on.
        private func reload(_ entries: [CarouselEntry<ID>]) {
            let before = itemsOnScreen
            isReloading = true
            view.setItems(entries, keepingCurrent: .byID)
            isReloading = false
            let after = itemsOnScreen
            let stayed = Set(after.map(\.entry.id)).intersection(before.map(\.entry.id))
            for shown in before where !stayed.contains(shown.entry.id) {
                reportVisibility(of: cells.item(of: shown.entry) ?? shown.item, false)
            }
            for shown in after where !stayed.contains(shown.entry.id) {
                reportVisibility(of: shown.item, true)
            }
        }

        /// Passes a visibility change on now, or, during an update or while earlier ones wait,
        /// after them: in order.
        private func reportVisibility(of item: Item, _ isVisible: Bool) {
            guard !isReloading else { return }
            report(.visibility(item, isVisible: isVisible))
        }

        /// Passes an item's news on now, or, during an update or while earlier ones wait,
        /// after them: in order.
        private func report(_ news: ItemNews) {
            guard isUpdating || !pending.itemNews.isEmpty else { return pass(news) }
            report(Pending(itemNews: [news]))
        }

        /// The view asks for the item of `entry`, or no longer wants it: passed on with its
        /// value when asked for (an item whose id left the data is cancelled with it).
        private func prefetch(_ entry: CarouselEntry<ID>, isWanted: Bool) {
            let item: Item?
            if isWanted {
                item = cells.item(of: entry)
                prefetched[entry.id] = item
            } else {
                item = prefetched.removeValue(forKey: entry.id) ?? cells.item(of: entry)
            }
            if let item { report(.prefetch(item, isWanted: isWanted)) }
        }

        /// Passes `news` on now, or after the update under way.
        private func report(_ news: Pending) {
            guard isUpdating || !news.itemNews.isEmpty else { return pass(news) }
            if let selection = news.selection { pending.selection = .some(selection) }
            pending.reindexes = pending.reindexes || news.reindexes
            pending.progressChanged = pending.progressChanged || news.progressChanged
            pending.itemNews += news.itemNews
            guard !isFlushScheduled else { return }
            isFlushScheduled = true
            schedule { [weak self] in
                guard let self else { return }
                isFlushScheduled = false
                let news = pending
                pending = Pending()
                pass(news)
            }
        }

        /// Tells SwiftUI, with the latest values; a selection write that a later update
        /// overtook (the binding asked for something else since) is dropped.
        private func pass(_ news: Pending) {
            if let selection = news.selection, sync.land(selection) { write(selection) }
            if news.reindexes, let index = indexSelection?.shift(position: cells.position(ofID:)) {
                outputs.select(.index(index))
            }
            if news.progressChanged { outputs.progressChanged?(view.progress) }
            for item in news.itemNews { pass(item) }
        }

        /// Writes `id` to the binding, or its index to an index binding (none while there are
        /// no items: an index binding then keeps its value).
        private func write(_ id: ID?) {
            guard var memory = indexSelection else { return outputs.select(id.map { .id($0) }) }
            let index = memory.write(id, position: id.flatMap(cells.position(ofID:)))
            indexSelection = memory
            if let index { outputs.select(.index(index)) }
        }

        /// Tells the item's handler.
        private func pass(_ news: ItemNews) {
            switch news {
            case .visibility(let item, let isVisible):
                outputs.items.visibilityChange?(item, isVisible)
            case .prefetch(let item, true): outputs.items.prefetch?(item)
            case .prefetch(let item, false): outputs.items.cancelPrefetching?(item)
            }
        }
    }

    // A reader's proxy moves the view directly; the binding follows each item the view commits.
    extension CarouselBridge: CarouselTarget {
        func next(animated: Bool) -> Bool { view.next(animated: animated) }

        func previous(animated: Bool) -> Bool { view.previous(animated: animated) }

        func jump<Other: Hashable>(toID id: Other, animated: Bool) -> Bool {
            guard let id = id as? ID, let position = cells.position(ofID: id) else {
                return false
            }
            // A position of the data, so the view does not throw.
            return (try? view.jump(to: position, animated: animated)) ?? false
        }

        func nearest<Other: Hashable>(ifCurrent current: Other) -> (position: Int, id: Other)? {
            guard let current = current as? ID, view.currentItem?.id == current,
                let position = view.nearestIndex, let id = view.items[position].id as? Other
            else { return nil }
            return (position, id)
        }
    }
#endif

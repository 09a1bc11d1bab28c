#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    /// Moves the carousels inside a ``CarouselReader``, as `ScrollViewProxy` scrolls the scroll
    /// views inside a `ScrollViewReader`.
    ///
    /// Each request goes to every carousel inside the reader that can take it (usually one);
    /// the selection binding of a carousel that moves follows it. A carousel takes a request
    /// only at rest: while a finger is on it (the user's gesture wins) or while it moves (a
    /// glide, a slide, autoplay's step) it refuses, and the call returns `false`.
    @MainActor
    public struct CarouselProxy {
        let targets: CarouselTargets

        /// Slides to the next item (from the last, on to the first).
        ///
        /// - Parameter animated: slide (the default) or move at once; with Reduce Motion on,
        ///   the carousel moves at once either way.
        /// - Returns: whether a carousel took the request: `false` while a finger is on it or
        ///   it moves, with fewer than two items, or with no carousel inside the reader.
        /// - Complexity: O(1) a carousel.
        @discardableResult
        public func next(animated: Bool = true) -> Bool {
            targets.send { $0.next(animated: animated) }
        }

        /// Slides to the previous item (from the first, back to the last).
        ///
        /// - Parameter animated: as in ``next(animated:)``.
        /// - Returns: as ``next(animated:)``.
        /// - Complexity: O(1) a carousel.
        @discardableResult
        public func previous(animated: Bool = true) -> Bool {
            targets.send { $0.previous(animated: animated) }
        }

        /// Moves to the item with `id` the shortest way round, in one page of travel.
        ///
        /// - Parameters:
        ///   - id: an item's id, of the type of the carousel's `Data.Element.ID`.
        ///   - animated: as in ``next(animated:)``.
        /// - Returns: as ``next(animated:)``, and `false` when no carousel's data holds `id`;
        ///   `true` when it is already current.
        /// - Complexity: O(1) a carousel, amortized: the first jump after the data's ids
        ///   changed indexes them, O(*n*).
        @discardableResult
        public func jump(to id: some Hashable, animated: Bool = true) -> Bool {
            targets.send { $0.jump(toID: id, animated: animated) }
        }
    }

    /// What a ``CarouselProxy`` moves: a carousel's bridge.
    @MainActor
    protocol CarouselTarget: AnyObject {
        func next(animated: Bool) -> Bool
        func previous(animated: Bool) -> Bool
        func jump<ID: Hashable>(toID id: ID, animated: Bool) -> Bool
        /// The storage position and id of the item nearest the center, if the current item's
        /// id is `current` (of the carousel's id type): `nil` for another carousel.
        func nearest<ID: Hashable>(ifCurrent current: ID) -> (position: Int, id: ID)?
    }

    /// The carousels inside one ``CarouselReader``, held weakly: a carousel that leaves the
    /// view tree is dropped with its bridge.
    @MainActor
    final class CarouselTargets {
        private struct Weak {
            weak var target: (any CarouselTarget)?
        }

        private var targets: [Weak] = []
        /// Called whenever a carousel inside scrolled, moved or took new data.
        private var observers: [ObjectIdentifier: @MainActor () -> Void] = [:]

        nonisolated init() {}

        /// Adds `target`, once.
        func add(_ target: any CarouselTarget) {
            targets.removeAll { $0.target == nil }
            guard !targets.contains(where: { $0.target === target }) else { return }
            targets.append(Weak(target: target))
        }

        /// Removes `target`.
        func remove(_ target: any CarouselTarget) {
            targets.removeAll { $0.target == nil || $0.target === target }
        }

        /// Calls `observe` whenever a carousel inside scrolls, moves or takes new data, until
        /// ``stopObserving(_:)`` with the same `observer`, which the caller keeps.
        func observe(_ observer: AnyObject, _ observe: @escaping @MainActor () -> Void) {
            observers[ObjectIdentifier(observer)] = observe
        }

        /// Stops calling what ``observe(_:_:)`` registered for `observer`.
        func stopObserving(_ observer: AnyObject) {
            observers[ObjectIdentifier(observer)] = nil
        }

        /// A carousel inside scrolled, moved or took new data.
        func carouselChanged() {
            for observe in observers.values { observe() }
        }

        /// The storage position in `data` of the item nearest the center of the carousel whose
        /// current item's id is `current`, if one of the carousels inside shows it and `data`
        /// holds that item there (the carousel shows the same data).
        ///
        /// - Complexity: O(1) a carousel.
        func nearestPosition<Data: RandomAccessCollection>(
            ifCurrent current: Data.Element.ID, in data: Data
        ) -> Int? where Data.Element: Identifiable {
            for weak in targets {
                guard let nearest = weak.target?.nearest(ifCurrent: current) else { continue }
                guard nearest.position < data.count,
                    data.element(atPosition: nearest.position).id == nearest.id
                else { return nil }
                return nearest.position
            }
            return nil
        }

        /// Sends a request to every carousel; whether one took it.
        func send(_ request: (any CarouselTarget) -> Bool) -> Bool {
            var taken = false
            for case let target? in targets.map(\.target) where request(target) { taken = true }
            return taken
        }
    }
#endif

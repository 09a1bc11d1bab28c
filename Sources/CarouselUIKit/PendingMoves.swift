#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    /// The moves asked for by keys, focus movements and wheel turns while a carousel moves by
    /// itself (its own slide, a glide), to be made together once it rests: a user who presses
    /// → → quickly, or turns the wheel twice, expects two items, but a carousel refuses a move
    /// while it moves. A finger on the carousel drops them (the user's gesture wins).
    ///
    /// The moves add up: steps count from the current item at rest, or from the first or last
    /// item after a Home or an End; an arrow after End goes on from the last item.
    struct PendingMoves: Equatable {
        /// What the carousel does with the moves once it rests.
        enum Resolution: Equatable {
            /// One item forward: the slide goes forward even where the short way round would
            /// be either way (two items).
            case next
            /// One item back, as ``next`` forward.
            case previous
            /// The item at this position, the short way round.
            case jump(to: Int)
        }

        /// Where the steps count from: the first or last item, or `nil` for the current one.
        private var base: KeyboardMove?
        /// The items forward (negative: back) from the base.
        private var steps = 0

        /// Whether no move waits.
        var isEmpty: Bool { base == nil && steps == 0 }

        /// Adds `move` after the others: a step adds to theirs, Home or End replaces them all.
        mutating func add(_ move: KeyboardMove) {
            switch move {
            case .step(let step): steps += step
            case .first, .last: (base, steps) = (move, 0)
            }
        }

        /// What the moves make of a carousel of `count` items resting on `current`: `nil` when
        /// they end where it is (→ ← or, with two items, → →).
        ///
        /// - Complexity: O(1).
        func resolution(current: Int, count: Int) -> Resolution? {
            guard count > 0 else { return nil }
            let start =
                switch base {
                case .first: 0
                case .last: count - 1
                default: current
                }
            let ahead = (steps % count + count) % count
            let target = (start + ahead) % count
            guard target != current else { return nil }
            // The steps alone make one item either way: the slide goes the way they point.
            if base == nil, ahead == 1, steps > 0 { return .next }
            if base == nil, ahead == count - 1, steps < 0 { return .previous }
            return .jump(to: target)
        }
    }
#endif

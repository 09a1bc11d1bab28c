#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    /// Keeps a selection binding and the carousel's current item in step, by id, so that neither
    /// side fights the other.
    ///
    /// - The binding asks for a move only when it holds another value than the one the sync knows
    ///   it holds (the value at the last update, or the last write that landed since): a binding
    ///   that lags behind the view (a write still on its way) never pulls the view back.
    /// - A move the view refuses (a finger or a motion has it) is answered by writing the item
    ///   the view shows back to the binding once the view rests (at once if the gesture moves it
    ///   to another item first): the user's gesture wins, and the binding always ends up naming
    ///   what is shown. Not at once, so that two carousels on one selection, both under a
    ///   finger, do not write each other's refusals back and forth. An id that is not in the
    ///   data and `nil` while there are items are answered at once.
    /// - Except while the view slides to an item the binding asked for: a newer value then waits
    ///   for that slide to arrive and is asked for next, with nothing written meanwhile, so that
    ///   two carousels on one selection follow each other without fighting. A slide the user
    ///   takes over to another item drops it: the gesture wins. A change of the data that
    ///   removes its item drops it too.
    /// - A change of the data that removes the item the binding names (the target of the slide
    ///   it asked for, or a value waiting for that slide) is answered at the next report, as an
    ///   id that is not in the data is, not when the view rests: with the item the slide still
    ///   heads for, or else the item shown (each item the slide then commits is written, as a
    ///   swipe's). A binding by index cannot name a removed item: held until the rest, its
    ///   index would name the item that took the removed one's place.
    /// - Every change of the current item is written to the binding, unless the binding already
    ///   names it (the arrival of a move it asked for). While that move slides, nothing is
    ///   written, so the binding keeps the target instead of flickering back; if a finger catches
    ///   the slide and it ends where it began, the item shown is written once the view rests.
    ///
    /// The owner writes the binding after asking ``land(_:)``, at once or, during a SwiftUI
    /// update, on the next turn of the main actor.
    struct SelectionSync<ID: Hashable> {
        /// What the owner does after an update.
        enum Request: Equatable {
            /// Nothing: the binding did not change, or already names the item shown.
            case none
            /// Move the view to this storage position, which the binding asked for; call
            /// ``moved()`` if the view takes it, ``refused()`` if it refuses.
            case move(toPosition: Int)
            /// Write this id to the binding.
            case write(ID?)
        }

        /// What the binding holds as far as the sync knows: its value at the last update, or the
        /// last write that landed since; `nil` before the first update.
        private var seen: ID??
        /// A write decided and not yet landed; `nil` when there is none, or when the binding
        /// asked for a move since (which the write must not undo).
        private var pending: ID??
        /// The view's current item at the last report of a change.
        private var reported: ID?
        /// The move the binding asked for, from the request until the current item changes or
        /// the view rests again without a change.
        private var inFlight: InFlight?

        /// The in-flight move an update replaced, until the view takes the new one or refuses
        /// it (`.some(nil)`: none was in flight).
        private var replaced: InFlight??
        /// A newer value of the binding, asked for while the view slid to an older one: the
        /// next move once that slide arrives (`isDue`).
        private var waiting: (id: ID, isDue: Bool)?
        /// Whether the view refused a move and owes the binding the item it shows at rest.
        private var owesWrite = false
        /// Whether a change of the data removed the item the binding names, which the next
        /// report answers at once (``viewChanged(current:isAtRest:)``).
        private var owesAnswer = false
        /// Whether the binding's slide still heads for an item of the data, as of the last
        /// change of the data: the answer a removal of the item the binding names gets while
        /// the slide runs.
        private var targetRemains = false

        /// A move the binding asked for: its target, and whether the view left its rest
        /// position since.
        private struct InFlight {
            var target: ID
            var hasLeftRest = false
        }

        /// What the owner does after the view changed.
        enum Reaction: Equatable {
            /// Nothing.
            case none
            /// Write this id to the binding (`nil`: write `nil`).
            case write(ID?)
            /// Move the view to this id, the binding's newer value; call ``moved()`` or
            /// ``refused()`` as after ``update(selection:current:position:)``.
            case move(toID: ID)
        }

        /// A sync for a view that shows `current`.
        init(current: ID?) {
            reported = current
        }

        /// What the binding holds once the pending write has landed.
        private var expected: ID?? {
            if case .some(let value) = pending { return .some(value) }
            return seen
        }

        /// A SwiftUI update: the binding holds `selection` and the view shows `current`.
        ///
        /// - Parameter position: the storage position of an id in the data, if it is there.
        mutating func update(selection: ID?, current: ID?, position: (ID) -> Int?) -> Request {
            let isKnown = seen == .some(selection)
            seen = .some(selection)
            guard !isKnown else { return .none }
            pending = nil
            waiting = nil
            owesWrite = false
            owesAnswer = false
            guard selection != current else { return .none }
            guard let selection, let target = position(selection) else {
                pending = .some(current)
                return .write(current)
            }
            startMove(to: selection)
            return .move(toPosition: target)
        }

        /// Records a move to `id` about to be asked of the view.
        private mutating func startMove(to id: ID) {
            replaced = .some(inFlight)
            inFlight = InFlight(target: id)
        }

        /// The view took the move of the last request.
        mutating func moved() {
            replaced = nil
        }

        /// The view refused the move of the last request.
        ///
        /// While the view slides to an item the binding asked for before, the refused one waits
        /// for that slide; otherwise the view owes the binding the item it shows, written when
        /// it rests (``viewChanged(current:isAtRest:)``).
        mutating func refused() {
            let earlier = replaced ?? nil
            replaced = nil
            if let earlier, let target = inFlight?.target {
                inFlight = earlier
                waiting = (target, false)
                return
            }
            inFlight = nil
            owesWrite = true
        }

        /// The data is about to be reloaded. A requested move may have nowhere left to go (its
        /// target gone, one item left, which never leaves its rest): the next report at rest
        /// ends it and writes the item shown. A newer value that waits for the slide and is not
        /// in the new data is dropped, and the view owes the binding the item it shows at rest:
        /// asked for there, the move would be refused, and no later report would answer the
        /// binding.
        ///
        /// When the item the binding names is not in the new data (the slide's target, or the
        /// value that waited), the next report answers the binding at once: with the slide's
        /// target while the slide runs and its target remains, or else with the item shown.
        /// Held until the rest, the binding would name a removed id for the rest of the slide,
        /// and a binding by index, which cannot name a removed item, the item that took its
        /// place.
        ///
        /// - Parameter position: the storage position of an id in the new data, if it is there.
        mutating func dataWillChange(position: (ID) -> Int?) {
            inFlight?.hasLeftRest = true
            if let next = waiting, position(next.id) == nil {
                waiting = nil
                owesWrite = true
            }
            if case .some(let named?) = expected, position(named) == nil {
                owesAnswer = true
                targetRemains = inFlight.map { position($0.target) != nil } ?? false
            }
        }

        /// The owner is about to write `value` to the binding.
        ///
        /// - Returns: whether to write it: `false` when a request of the binding overtook it.
        mutating func land(_ value: ID?) -> Bool {
            guard pending == .some(value) else { return false }
            pending = nil
            seen = .some(value)
            return true
        }

        /// The view scrolled, moved or took new data: it shows `current`, and `isAtRest` says
        /// whether it stands exactly on that item's page.
        ///
        /// - Returns: what to do: write the binding, or move to its newer value.
        mutating func viewChanged(current: ID?, isAtRest: Bool) -> Reaction {
            if current != reported {
                reported = current
                // A change of the current item is written (or is the arrival), an answer too.
                owesAnswer = false
                let arrived = inFlight.map { $0.target == current } ?? false
                inFlight = nil
                if arrived, var next = waiting {
                    next.isDue = true
                    waiting = next
                    return isAtRest ? moveToWaiting(current: current) : .none
                }
                waiting = nil
                owesWrite = false
                return settle(on: current)
            }
            if owesAnswer { return answerRemoval(current: current, isAtRest: isAtRest) }
            if isAtRest, waiting?.isDue == true { return moveToWaiting(current: current) }
            if isAtRest, owesWrite {
                owesWrite = false
                return settle(on: current)
            }
            guard var flight = inFlight else { return .none }
            if !isAtRest {
                flight.hasLeftRest = true
                inFlight = flight
                return .none
            }
            guard flight.hasLeftRest else { return .none }
            inFlight = nil
            waiting = nil
            return settle(on: current)
        }

        /// The answer to a change of the data that removed the item the binding names: the
        /// slide's target while the slide runs and its target remains (its arrival then writes
        /// nothing), or else the item shown, which ends a slide at rest.
        private mutating func answerRemoval(current: ID?, isAtRest: Bool) -> Reaction {
            owesAnswer = false
            owesWrite = false
            if !isAtRest, targetRemains, let target = inFlight?.target {
                return settle(on: target)
            }
            if isAtRest {
                inFlight = nil
                waiting = nil
            }
            return settle(on: current)
        }

        /// The move to the value that waited, unless the view shows it already.
        private mutating func moveToWaiting(current: ID?) -> Reaction {
            guard let next = waiting else { return .none }
            waiting = nil
            guard next.id != current else { return .none }
            startMove(to: next.id)
            return .move(toID: next.id)
        }

        /// The write that makes the binding name `current`, if it will not already.
        private mutating func settle(on current: ID?) -> Reaction {
            guard expected != .some(current) else { return .none }
            pending = .some(current)
            return .write(current)
        }
    }
#endif

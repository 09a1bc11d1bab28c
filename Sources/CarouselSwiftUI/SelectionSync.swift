#if (canImport(SwiftUI) && canImport(UIKit)) || CAROUSEL_SWIFTUI_STAND_IN
    /// Keeps a selection binding and the carousel's current item in step, by id, so that neither
    /// side fights the other.
    ///
    /// - The binding asks for a move only when it holds another value than the one the sync knows
    ///   it holds (the value at the last update, or the last write that landed since): a binding
    ///   that lags behind the view (a write still on its way) never pulls the view back.
    /// - A move the view refuses (a finger or a motion has it), an id that is not in the data and
    ///   `nil` while there are items are answered by writing the item the view shows back to the
    ///   binding: the user's gesture wins, and the binding always ends up naming what is shown.
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
            /// ``refused(current:)`` if the view refuses.
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

        /// Whether the view left its rest position since the move was asked for.
        private struct InFlight {
            var hasLeftRest = false
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
            guard selection != current else { return .none }
            guard let selection, let target = position(selection) else {
                pending = .some(current)
                return .write(current)
            }
            inFlight = InFlight()
            return .move(toPosition: target)
        }

        /// The view refused the move of the last ``update(selection:current:position:)``.
        ///
        /// - Returns: the id to write to the binding: the item the view shows.
        mutating func refused(current: ID?) -> ID? {
            inFlight = nil
            pending = .some(current)
            return current
        }

        /// The data is about to be reloaded. A requested move may have nowhere left to go (its
        /// target gone, one item left, which never leaves its rest): the next report at rest
        /// ends it and writes the item shown (at worst the binding names the origin for the rest
        /// of a slide that goes on).
        mutating func dataWillChange() {
            inFlight?.hasLeftRest = true
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
        /// - Returns: the id to write to the binding, if any (`.some(nil)`: write `nil`).
        mutating func viewChanged(current: ID?, isAtRest: Bool) -> ID?? {
            if current != reported {
                reported = current
                inFlight = nil
                return settle(on: current)
            }
            guard var flight = inFlight else { return nil }
            if !isAtRest {
                flight.hasLeftRest = true
                inFlight = flight
                return nil
            }
            guard flight.hasLeftRest else { return nil }
            inFlight = nil
            return settle(on: current)
        }

        /// The write that makes the binding name `current`, if it will not already.
        private mutating func settle(on current: ID?) -> ID?? {
            guard expected != .some(current) else { return nil }
            pending = .some(current)
            return .some(current)
        }
    }
#endif

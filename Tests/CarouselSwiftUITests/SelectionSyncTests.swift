import PropertyTesting
import Testing

@Suite("SwiftUI selection sync: the binding and the view never fight")
struct SelectionSyncTests {
    /// Positions of ids "a" to "e".
    private func position(_ id: String) -> Int? { ["a", "b", "c", "d", "e"].firstIndex(of: id) }

    /// The owner writes `id` if the sync lets it.
    private func land(_ id: String, in sync: inout SelectionSync<String>) -> Bool {
        sync.land(id)
    }

    @Test("a new selection asks for a move; the same value again asks for nothing")
    func request() {
        var sync = SelectionSync<String>(current: "a")
        expectEqual(sync.update(selection: "a", current: "a", position: position), .none)
        expectEqual(
            sync.update(selection: "c", current: "a", position: position), .move(toPosition: 2))
        expectEqual(sync.update(selection: "c", current: "a", position: position), .none)
    }

    @Test("a binding that lags behind a swipe (its write not landed) does not pull the view back")
    func lagging() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        let swipe = sync.viewChanged(current: "b", isAtRest: true)
        expectEqual(swipe, .write("b"))
        // An update before the write lands still sees "a": not a request.
        expectEqual(sync.update(selection: "a", current: "b", position: position), .none)
        // The write lands.
        #expect(land("b", in: &sync))
        expectEqual(sync.update(selection: "b", current: "b", position: position), .none)
    }

    @Test("the move the binding asked for writes nothing while it slides or when it arrives")
    func requestedMoveArrives() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        expectEqual(
            sync.update(selection: "d", current: "a", position: position), .move(toPosition: 3))
        // The view reports the request itself before it starts to slide.
        expectEqual(sync.viewChanged(current: "a", isAtRest: true), .none)
        expectEqual(sync.viewChanged(current: "a", isAtRest: false), .none)
        expectEqual(sync.viewChanged(current: "d", isAtRest: false), .none)
        expectEqual(sync.viewChanged(current: "d", isAtRest: true), .none)
    }

    @Test("a slide caught by a finger that ends where it began writes the item shown, at rest")
    func requestedMoveCaught() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        _ = sync.update(selection: "d", current: "a", position: position)
        expectEqual(sync.viewChanged(current: "a", isAtRest: false), .none)
        expectEqual(sync.viewChanged(current: "a", isAtRest: true), .write("a"))
        expectEqual(sync.update(selection: "a", current: "a", position: position), .none)
    }

    @Test("a reload during a requested move ends it at the next report at rest")
    func reloadDuringMove() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        _ = sync.update(selection: "d", current: "a", position: position)
        sync.dataWillChange(position: { $0 == "a" ? 0 : nil })
        // Down to one item, "a": the view never leaves its rest.
        expectEqual(sync.viewChanged(current: "a", isAtRest: true), .write("a"))
    }

    @Test("a refused move writes the item shown back at rest; its echo asks for nothing")
    func refused() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        expectEqual(
            sync.update(selection: "e", current: "a", position: position), .move(toPosition: 4))
        sync.refused()
        expectEqual(sync.viewChanged(current: "a", isAtRest: false), .none)
        expectEqual(sync.viewChanged(current: "a", isAtRest: true), .write("a"))
        // Before the write lands the binding still holds "e": not a new request.
        expectEqual(sync.update(selection: "e", current: "a", position: position), .none)
        #expect(land("a", in: &sync))
        expectEqual(sync.update(selection: "a", current: "a", position: position), .none)
    }

    @Test("the same value again after a write landed is a new request")
    func sameValueAgain() {
        var sync = SelectionSync<String>(current: "a")
        expectEqual(sync.update(selection: "zz", current: "a", position: position), .write("a"))
        #expect(land("a", in: &sync))
        expectEqual(sync.viewChanged(current: "c", isAtRest: true), .write("c"))
        #expect(land("c", in: &sync))
        // The developer sets the unknown id again, with no update between: it is new.
        expectEqual(sync.update(selection: "zz", current: "c", position: position), .write("c"))
    }

    @Test("an unknown id and nil with items are answered with the item shown; nil when empty")
    func unknown() {
        var sync = SelectionSync<String>(current: "b")
        expectEqual(sync.update(selection: "z", current: "b", position: position), .write("b"))
        expectEqual(sync.update(selection: nil, current: "b", position: position), .write("b"))
        var empty = SelectionSync<String>(current: nil)
        expectEqual(empty.update(selection: nil, current: nil, position: { _ in nil }), .none)
        expectEqual(empty.update(selection: "a", current: nil, position: { _ in nil }), .write(nil))
    }

    @Test("a request overtakes a write not yet landed: the write is withdrawn")
    func overtaken() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        expectEqual(sync.viewChanged(current: "b", isAtRest: true), .write("b"))
        expectEqual(
            sync.update(selection: "e", current: "b", position: position), .move(toPosition: 4))
        #expect(!land("b", in: &sync))
    }

    @Test("a value asked for during the binding's own slide waits for it, then moves on")
    func waitsForTheSlide() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        expectEqual(
            sync.update(selection: "b", current: "a", position: position), .move(toPosition: 1))
        sync.moved()
        expectEqual(sync.viewChanged(current: "a", isAtRest: false), .none)
        // The other carousel moves on: the view, still sliding, refuses; nothing is written.
        expectEqual(
            sync.update(selection: "d", current: "a", position: position), .move(toPosition: 3))
        sync.refused()
        // The slide arrives on b, still moving: no write of b, the move waits for the rest.
        expectEqual(sync.viewChanged(current: "b", isAtRest: false), .none)
        expectEqual(sync.viewChanged(current: "b", isAtRest: true), .move(toID: "d"))
        sync.moved()
        expectEqual(sync.viewChanged(current: "d", isAtRest: true), .none)
        expectEqual(sync.update(selection: "d", current: "d", position: position), .none)
    }

    /// A sync whose binding asked for b, which the view slides to, and then for d, which waits
    /// for that slide.
    private func waitingBehindASlide() -> SelectionSync<String> {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        _ = sync.update(selection: "b", current: "a", position: position)
        sync.moved()
        _ = sync.update(selection: "d", current: "a", position: position)
        sync.refused()
        return sync
    }

    @Test("a finger that takes the slide elsewhere drops the waiting value: the gesture wins")
    func fingerWins() {
        var sync = waitingBehindASlide()
        // The finger drags back past a: the view shows e, the user's choice.
        expectEqual(sync.viewChanged(current: "e", isAtRest: false), .write("e"))
        expectEqual(sync.viewChanged(current: "e", isAtRest: true), .none)
        // With no slide of the binding's under way, a refusal writes the item shown back at
        // rest, or at once when the gesture moves the view to another item.
        expectEqual(
            sync.update(selection: "c", current: "e", position: position), .move(toPosition: 2))
        sync.refused()
        expectEqual(sync.viewChanged(current: "f", isAtRest: false), .write("f"))
        expectEqual(sync.viewChanged(current: "f", isAtRest: true), .none)
    }

    @Test(
        """
        a value waiting for the binding's slide whose item a data change removes is dropped: \
        the binding hears the slide's target while it runs, or the item shown
        """)
    func waitingValueRemoved() {
        var sync = waitingBehindASlide()
        // d leaves the data while the slide to b runs.
        sync.dataWillChange(position: { $0 == "d" ? nil : position($0) })
        // The slide arrives, still moving, or it does not (the reload ended it): either way
        // the binding, which names d, hears the item shown.
        var arrived = sync
        expectEqual(arrived.viewChanged(current: "b", isAtRest: false), .write("b"))
        expectEqual(arrived.viewChanged(current: "b", isAtRest: true), .none)
        var ended = sync
        expectEqual(ended.viewChanged(current: "a", isAtRest: true), .write("a"))
        // The reload's report, the slide going on: the binding names its target at once, and
        // hears nothing when it arrives.
        expectEqual(sync.viewChanged(current: "a", isAtRest: false), .write("b"))
        #expect(land("b", in: &sync))
        expectEqual(sync.viewChanged(current: "b", isAtRest: false), .none)
        expectEqual(sync.viewChanged(current: "b", isAtRest: true), .none)
    }

    @Test(
        """
        the target of the binding's slide removed by a data change: the item shown is written at \
        the next report, and each item the slide commits after it
        """)
    func targetRemoved() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        expectEqual(
            sync.update(selection: "d", current: "a", position: position), .move(toPosition: 3))
        sync.moved()
        // d leaves the data before the slide's first frame; the reload reports, still moving.
        sync.dataWillChange(position: { $0 == "d" ? nil : position($0) })
        expectEqual(sync.viewChanged(current: "a", isAtRest: false), .write("a"))
        #expect(land("a", in: &sync))
        expectEqual(sync.viewChanged(current: "a", isAtRest: false), .none)
        expectEqual(sync.viewChanged(current: "b", isAtRest: false), .write("b"))
        #expect(land("b", in: &sync))
        expectEqual(sync.viewChanged(current: "b", isAtRest: true), .none)
        expectEqual(sync.update(selection: "b", current: "b", position: position), .none)
    }

    @Test("the current item changing by a data change is written; to none when the data empties")
    func dataChange() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        expectEqual(
            sync.viewChanged(current: "c", isAtRest: true), .write("c"))
        expectEqual(
            sync.viewChanged(current: nil, isAtRest: true), .write(nil))
        expectEqual(sync.update(selection: nil, current: nil, position: position), .none)
    }
}

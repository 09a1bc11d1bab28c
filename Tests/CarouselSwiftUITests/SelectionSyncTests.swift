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
        #expect(sync.update(selection: "a", current: "a", position: position) == .none)
        #expect(
            sync.update(selection: "c", current: "a", position: position) == .move(toPosition: 2))
        #expect(sync.update(selection: "c", current: "a", position: position) == .none)
    }

    @Test("a binding that lags behind a swipe (its write not landed) does not pull the view back")
    func lagging() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        let swipe = sync.viewChanged(current: "b", isAtRest: true)
        #expect(swipe == .some("b"))
        // An update before the write lands still sees "a": not a request.
        #expect(sync.update(selection: "a", current: "b", position: position) == .none)
        // The write lands.
        #expect(land("b", in: &sync))
        #expect(sync.update(selection: "b", current: "b", position: position) == .none)
    }

    @Test("the move the binding asked for writes nothing while it slides or when it arrives")
    func requestedMoveArrives() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        #expect(
            sync.update(selection: "d", current: "a", position: position) == .move(toPosition: 3))
        // The view reports the request itself before it starts to slide.
        #expect(sync.viewChanged(current: "a", isAtRest: true) == nil)
        #expect(sync.viewChanged(current: "a", isAtRest: false) == nil)
        #expect(sync.viewChanged(current: "d", isAtRest: false) == nil)
        #expect(sync.viewChanged(current: "d", isAtRest: true) == nil)
    }

    @Test("a slide caught by a finger that ends where it began writes the item shown, at rest")
    func requestedMoveCaught() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        _ = sync.update(selection: "d", current: "a", position: position)
        #expect(sync.viewChanged(current: "a", isAtRest: false) == nil)
        #expect(sync.viewChanged(current: "a", isAtRest: true) == .some("a"))
        #expect(sync.update(selection: "a", current: "a", position: position) == .none)
    }

    @Test("a reload during a requested move ends it at the next report at rest")
    func reloadDuringMove() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        _ = sync.update(selection: "d", current: "a", position: position)
        sync.dataWillChange()
        // Down to one item, "a": the view never leaves its rest.
        #expect(sync.viewChanged(current: "a", isAtRest: true) == .some("a"))
    }

    @Test("a refused move writes the item shown back; its echo asks for nothing")
    func refused() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        #expect(
            sync.update(selection: "e", current: "a", position: position) == .move(toPosition: 4))
        #expect(sync.refused(current: "a") == "a")
        // Before the write lands the binding still holds "e": not a new request.
        #expect(sync.update(selection: "e", current: "a", position: position) == .none)
        #expect(land("a", in: &sync))
        #expect(sync.update(selection: "a", current: "a", position: position) == .none)
    }

    @Test("the same value again after a write landed is a new request")
    func sameValueAgain() {
        var sync = SelectionSync<String>(current: "a")
        #expect(sync.update(selection: "zz", current: "a", position: position) == .write("a"))
        #expect(land("a", in: &sync))
        #expect(sync.viewChanged(current: "c", isAtRest: true) == .some("c"))
        #expect(land("c", in: &sync))
        // The developer sets the unknown id again, with no update between: it is new.
        #expect(sync.update(selection: "zz", current: "c", position: position) == .write("c"))
    }

    @Test("an unknown id and nil with items are answered with the item shown; nil when empty")
    func unknown() {
        var sync = SelectionSync<String>(current: "b")
        #expect(sync.update(selection: "z", current: "b", position: position) == .write("b"))
        #expect(sync.update(selection: nil, current: "b", position: position) == .write("b"))
        var empty = SelectionSync<String>(current: nil)
        #expect(empty.update(selection: nil, current: nil, position: { _ in nil }) == .none)
        #expect(empty.update(selection: "a", current: nil, position: { _ in nil }) == .write(nil))
    }

    @Test("a request overtakes a write not yet landed: the write is withdrawn")
    func overtaken() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        #expect(sync.viewChanged(current: "b", isAtRest: true) == .some("b"))
        #expect(
            sync.update(selection: "e", current: "b", position: position) == .move(toPosition: 4))
        #expect(!land("b", in: &sync))
    }

    @Test("the current item changing by a data change is written; to none when the data empties")
    func dataChange() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        #expect(
            sync.viewChanged(current: "c", isAtRest: true)
                == .some("c"))
        #expect(
            sync.viewChanged(current: nil, isAtRest: true)
                == .some(nil))
        #expect(sync.update(selection: nil, current: nil, position: position) == .none)
    }
}

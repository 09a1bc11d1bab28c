import Testing

@Suite("SwiftUI selection sync: the binding and the view never fight")
struct SelectionSyncTests {
    /// Positions of ids "a" to "e".
    private func position(_ id: String) -> Int? { ["a", "b", "c", "d", "e"].firstIndex(of: id) }

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
        #expect(swipe == .init(currentChanged: true, write: .some("b")))
        // An update before the write lands still sees "a": not a request.
        #expect(sync.update(selection: "a", current: "b", position: position) == .none)
        // The write lands.
        #expect(sync.update(selection: "b", current: "b", position: position) == .none)
        #expect(sync.written == .some("b"))
    }

    @Test("the move the binding asked for writes nothing while it slides or when it arrives")
    func requestedMoveArrives() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        #expect(
            sync.update(selection: "d", current: "a", position: position) == .move(toPosition: 3))
        // The view reports the request itself before it starts to slide.
        #expect(sync.viewChanged(current: "a", isAtRest: true) == .init())
        #expect(sync.viewChanged(current: "a", isAtRest: false) == .init())
        #expect(sync.viewChanged(current: "d", isAtRest: false) == .init(currentChanged: true))
        #expect(sync.viewChanged(current: "d", isAtRest: true) == .init())
    }

    @Test("a slide caught by a finger that ends where it began writes the item shown, at rest")
    func requestedMoveCaught() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        _ = sync.update(selection: "d", current: "a", position: position)
        #expect(sync.viewChanged(current: "a", isAtRest: false) == .init())
        #expect(sync.viewChanged(current: "a", isAtRest: true) == .init(write: .some("a")))
        #expect(sync.update(selection: "a", current: "a", position: position) == .none)
    }

    @Test("a refused move writes the item shown back; its echo asks for nothing")
    func refused() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        #expect(
            sync.update(selection: "e", current: "a", position: position) == .move(toPosition: 4))
        #expect(sync.refused(current: "a") == "a")
        #expect(sync.written == .some("a"))
        #expect(sync.update(selection: "e", current: "a", position: position) == .none)
        #expect(sync.update(selection: "a", current: "a", position: position) == .none)
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
        #expect(sync.viewChanged(current: "b", isAtRest: true).write == .some("b"))
        #expect(
            sync.update(selection: "e", current: "b", position: position) == .move(toPosition: 4))
        #expect(sync.written == nil)
    }

    @Test("the current item changing by a data change is written; to none when the data empties")
    func dataChange() {
        var sync = SelectionSync<String>(current: "a")
        _ = sync.update(selection: "a", current: "a", position: position)
        #expect(
            sync.viewChanged(current: "c", isAtRest: true)
                == .init(currentChanged: true, write: .some("c")))
        #expect(
            sync.viewChanged(current: nil, isAtRest: true)
                == .init(currentChanged: true, write: .some(nil)))
        #expect(sync.update(selection: nil, current: nil, position: position) == .none)
    }
}

import Carousel
import PropertyTesting
import Testing

@testable import CarouselDemo

/// A session on `items` after `lines`: the last line's result and the session.
@MainActor
private func afterLines(
    _ items: [String], _ lines: [String], policy: ReusePolicy = .rebind
) throws -> (LineResult, Session<String>) {
    var session = Session(items: items, reusePolicy: policy)
    var last: LineResult?
    for (offset, line) in lines.enumerated() {
        last = session.process(NumberedLine(number: offset + 1, bytes: Array(line.utf8)))
    }
    return (try #require(last), session)
}

/// The events of a successful result.
private func events(_ result: LineResult) -> [CarouselEvent] {
    if case .success(let events, nil) = result.outcome { events } else { [] }
}

private let fiveItems = ["a", "b", "c", "d", "e"]

@MainActor
@Suite struct GestureSessionTests {
    @Test func dragOnePageLandsOnePageOnExactlyAtRest() throws {
        let (result, session) = try afterLines(fiveItems, ["drag 1"])
        #expect(result.succeeded)
        expectEqual(session.carousel.currentIndex, 1)
        expectEqual(session.carousel.offset, 1)
        let frames = try #require(result.frames)
        expectEqual(frames.count, 10)  // a tenth of a page a frame, and at rest on the last one
        expectEqual(frames.map(\.number), Array(1...10))
        expectEqual(frames.last?.state, result.state)
        let move = CarouselMove(from: 0, to: 1, step: 1, cause: .scroll)
        expectEqual(events(result).first, .moved(move))
        expectEqual(events(result).count, 5)  // moved, three rebinds, the reset
        // The recenter: the offset jumps back a page while the item under the center stays.
        let recenter = try #require(frames.firstIndex { !$0.events.isEmpty })
        expectEqual(frames[recenter].events, events(result))
        #expect(frames[recenter - 1].state.offset > 1.79 && frames[recenter].state.offset < 0.95)
        expectEqual(frames[recenter - 1].center, frames[recenter].center)
        expectEqual(frames[recenter].center, GestureFrame.Center(index: 1, item: "b"))
    }

    @Test func aShortDragComesBack() throws {
        let (result, session) = try afterLines(fiveItems, ["next 2", "drag -0.3"])
        #expect(result.succeeded && events(result).isEmpty)
        #expect(session.carousel.currentIndex == 2 && session.carousel.offset == 1)
        let offsets = try #require(result.frames).map(\.state.offset)
        // Two frames of the finger; it lifts in the third at 0.7, and the view glides back.
        expectEqual(offsets.prefix(2).map { ($0 * 100).rounded() }, [90, 80])
        #expect(offsets.count > 3 && offsets.dropFirst(2).allSatisfy { $0 > 0.7 && $0 <= 1 })
        expectEqual(offsets.last, 1)
    }

    @Test(arguments: [(3.0, 1), (-3.0, 4), (0.5, 0)])
    func flingMovesOnePageAboveTheThreshold(_ velocity: Double, _ current: Int) throws {
        let (result, session) = try afterLines(fiveItems, ["fling \(velocity)"])
        #expect(result.succeeded)
        #expect(session.carousel.currentIndex == current && session.carousel.offset == 1)
        let moves = events(result).filter { if case .moved = $0 { true } else { false } }
        expectEqual(moves.count, (current == 0 ? 0 : 1))
    }

    @Test func aLongDragCommitsEveryPageInItsOwnFrame() throws {
        let (result, session) = try afterLines(fiveItems, ["drag 7"])
        expectEqual(session.carousel.currentIndex, 2)  // 7 pages on from 0, round a ring of 5
        let frames = try #require(result.frames)
        let moves = frames.compactMap { frame -> Int? in
            guard case .moved(let move)? = frame.events.first else { return nil }
            expectEqual(frame.events.count, 5)
            return move.to
        }
        expectEqual(moves, [1, 2, 3, 4, 0, 1, 2])
        expectEqual(frames.flatMap(\.events), events(result))
    }

    @Test(arguments: [[String](), ["only"]])
    func withoutScrollingNothingHappens(_ items: [String]) throws {
        let (result, session) = try afterLines(items, ["autoplay 2", "drag 1 5"])
        #expect(result.succeeded)
        expectEqual(result.frames, [])
        #expect(events(result).isEmpty)
        let (_, before) = try afterLines(items, ["autoplay 2"])
        expectEqual(session.carousel, before.carousel)
    }

    @Test func twoItemsLoop() throws {
        let (first, session) = try afterLines(["a", "b"], ["drag 1"])
        #expect(first.succeeded && session.carousel.currentIndex == 1)
        let (second, again) = try afterLines(["a", "b"], ["drag 1", "drag 1"])
        #expect(again.carousel.currentIndex == 0 && again.carousel.offset == 1)
        expectEqual(
            events(second).first, .moved(CarouselMove(from: 1, to: 0, step: 1, cause: .scroll)))
    }

    @Test func autoplayTicksThroughTheFramesAndResumesAtRest() throws {
        let (result, session) = try afterLines(fiveItems, ["autoplay 2", "drag 1"])
        let autoplay = try #require(session.carousel.autoplay)
        // The touch restarted the timer; it runs again from the frame the view came to rest.
        #expect(autoplay.elapsed > 0 && autoplay.elapsed < 0.1)
        #expect(!result.state.isAutoplayPaused)
    }

    @Test func autoplayFasterThanItsSlideStopsAtTheFrameCap() throws {
        let (result, session) = try afterLines(fiveItems, ["autoplay 0.001", "drag 0"])
        #expect(result.succeeded)
        expectEqual(result.frames?.count, GestureSimulation.maximumFrames)
        #expect(
            events(result).contains { event in
                if case .moved(let move) = event { move.cause == .autoplay } else { false }
            })
        #expect(session.carousel.autoplay != nil)
    }

    @Test func aCarouselAHairShortOfTheNextPageCommitsItOnTakeover() throws {
        let (result, session) = try afterLines(fiveItems, ["scroll 1.9999", "drag 0"])
        #expect(session.carousel.currentIndex == 1 && session.carousel.offset == 1)
        let move = CarouselEvent.moved(CarouselMove(from: 0, to: 1, step: 1, cause: .scroll))
        expectEqual(events(result).first, move)
        // Listed in the first frame, so that the text shows it too.
        expectEqual(result.frames?.first?.events.first, move)
        expectEqual(result.frames?.flatMap(\.events), events(result))
    }

    @Test func aCarouselBetweenPagesIsCaughtWhereItIs() throws {
        let (result, session) = try afterLines(fiveItems, ["scroll 1.4", "drag 0.2"])
        // The finger catches the view at 1.4 and drags it on past half way: it goes on to the next.
        expectEqual(result.frames?.first.map { abs($0.state.offset - 1.5) < 1e-9 }, true)
        #expect(session.carousel.currentIndex == 1 && session.carousel.offset == 1)
    }

    @Test func rotateReordersTheSlots() throws {
        let (result, session) = try afterLines(fiveItems, ["drag 1"], policy: .rotate)
        #expect(events(result).contains(rotateReorder(neighbors: 1, by: 1)))
        expectEqual(Array(session.carousel.slotOrder), [1, 2, 0])
    }

    @Test func otherCommandsHaveNoFrames() throws {
        let (result, _) = try afterLines(fiveItems, ["next"])
        #expect(result.frames == nil)
        let (refused, _) = try afterLines(fiveItems, ["drag 101"])
        #expect(!refused.succeeded && refused.frames == nil)
    }
}

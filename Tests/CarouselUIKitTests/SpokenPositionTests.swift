import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

@Suite("UIKit adapter: what VoiceOver hears of the position")
struct SpokenPositionTests {
    @Test("the value names a move's target until the view rests, then the current item")
    func target() {
        var spoken = SpokenPosition()
        expectEqual(spoken.position(current: 4), 4)
        #expect(spoken.position(current: nil) == nil)
        spoken.target = 5
        expectEqual(spoken.position(current: 4), 5)
        let due = spoken.rest()
        #expect(!due)
        #expect(spoken.position(current: 5) == 5 && spoken.target == nil)
    }

    @Test("an announcement is due at the next rest after a request, once")
    func due() {
        var spoken = SpokenPosition()
        spoken.requestAnnouncement()
        spoken.requestAnnouncement()
        #expect(spoken.isAnnouncementDue)
        let rests = [spoken.rest(), spoken.rest()]
        expectEqual(rests, [true, false])
    }

    @Test("announcements with the position differ across the wrap, and are kept as they are")
    func wrap() {
        var spoken = SpokenPosition()
        let announced = (0..<7).map { step in
            let position = (1 + step) % 3
            return spoken.announcement(
                for: "Item \(position + 1) of 3", position: position, count: 3)
        }
        expectEqual(announced.first, "Item 2 of 3")
        expectEqual(announced[2], "Item 1 of 3")  // across the wrap
        #expect(zip(announced, announced.dropFirst()).allSatisfy(!=))
    }

    @Test("a text that repeats the last announcement gets the position appended")
    func repeated() {
        var spoken = SpokenPosition()
        let announced = [0, 1, 0, 1].map {
            spoken.announcement(for: "Featured", position: $0, count: 2)
        }
        expectEqual(announced, ["Featured", "Featured (2/2)", "Featured", "Featured (2/2)"])
    }

    @Test("no two announcements in a row are equal, whatever the texts")
    func neverRepeats() {
        Property.check(
            generate: { r in
                (0..<Int.random(in: 1...20, using: &r)).map { _ in
                    (
                        ["A", "B", "A (1/2)", "A (2/2)"].randomElement(using: &r)!,
                        Int.random(in: 0..<2, using: &r)
                    )
                }
            },
            shrink: { Shrink.array($0) }
        ) { texts throws(PropertyFailure) in
            var spoken = SpokenPosition()
            let announced = texts.map {
                spoken.announcement(for: $0.0, position: $0.1, count: 2)
            }
            if let pair = zip(announced, announced.dropFirst()).first(where: ==) {
                throw PropertyFailure(description: "\(pair.0) twice in a row")
            }
        }
    }

    @Test(
        "a three-finger swipe's move: along the axis, flipped right to left, never vertically",
        arguments: [
            (CarouselGeometry.Axis.horizontal, CarouselGeometry.LayoutDirection.leftToRight),
            (.horizontal, .rightToLeft), (.vertical, .leftToRight), (.vertical, .rightToLeft),
        ])
    func scrollDirection(axis: CarouselGeometry.Axis, direction: CarouselGeometry.LayoutDirection) {
        let steps = [.left, .right, .up, .down, .next, .previous].map {
            (swipe: UIAccessibilityScrollDirection) in
            swipe.carouselStep(axis: axis, layoutDirection: direction)
        }
        switch (axis, direction) {
        case (.horizontal, .leftToRight): expectEqual(steps, [1, -1, nil, nil, 1, -1])
        case (.horizontal, .rightToLeft): expectEqual(steps, [-1, 1, nil, nil, 1, -1])
        case (.vertical, _): expectEqual(steps, [nil, nil, 1, -1, 1, -1])
        }
    }
}

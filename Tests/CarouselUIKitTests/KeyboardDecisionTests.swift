import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// The pure decisions behind the keys and the focus, every input against a small table.
@MainActor
@Suite("UIKit adapter: key and focus decisions")
struct KeyboardDecisionTests {
    typealias Layout = (axis: CarouselGeometry.Axis, direction: CarouselGeometry.LayoutDirection)

    static let layouts: [Layout] = [
        (.horizontal, .leftToRight), (.horizontal, .rightToLeft), (.vertical, .leftToRight),
        (.vertical, .rightToLeft),
    ]

    /// The keys that move a carousel along `layout` forward and back, written out.
    static func arrows(_ layout: Layout) -> (forward: CarouselKey, backward: CarouselKey) {
        if layout.axis == .vertical { return (.downArrow, .upArrow) }
        return layout.direction == .leftToRight
            ? (.rightArrow, .leftArrow) : (.leftArrow, .rightArrow)
    }

    @Test("the next item lies on one side, the previous one across from it, none across the axis")
    func sides() {
        for layout in Self.layouts {
            let next: ScreenSide =
                layout.axis == .vertical
                ? .bottom : layout.direction == .leftToRight ? .right : .left
            for side in ScreenSide.allCases {
                let expected: Int? = side == next ? 1 : side == next.opposite ? -1 : nil
                expectEqual(
                    side.step(axis: layout.axis, layoutDirection: layout.direction), expected,
                    "\(side), \(layout)")
            }
        }
    }

    @Test("every key on every axis and direction moves as the table says")
    func keys() {
        for layout in Self.layouts {
            let (forward, backward) = Self.arrows(layout)
            for key in CarouselKey.allCases {
                let expected: KeyboardMove? =
                    switch key {
                    case .home: .first
                    case .end: .last
                    case .pageDown: .step(1)
                    case .pageUp: .step(-1)
                    default: key == forward ? .step(1) : key == backward ? .step(-1) : nil
                    }
                let move = KeyboardMove(
                    key: key, axis: layout.axis, layoutDirection: layout.direction)
                expectEqual(move, expected, "\(key) on \(layout)")
            }
        }
        // Across the axis: both arrows of the other axis, and only those.
        let across = CarouselKey.allCases.filter {
            KeyboardMove(key: $0, axis: .horizontal, layoutDirection: .leftToRight) == nil
        }
        expectEqual(across, [.upArrow, .downArrow])
    }

    @Test("pending moves add up to the item a plain fold predicts, and slide the way they point")
    func pending() {
        for count in 1...6 {
            for current in 0..<count {
                let sequences: [[KeyboardMove]] = [
                    [], [.step(1)], [.step(-1)], [.step(1), .step(1)], [.step(1), .step(-1)],
                    [.step(-1), .step(-1), .step(-1)], [.first], [.last], [.last, .step(1)],
                    [.step(3), .first, .step(-1)], [.step(1), .last, .step(-2)],
                ]
                for moves in sequences {
                    var pending = PendingMoves()
                    for move in moves { pending.add(move) }
                    let target = moves.reduce(current) { position, move in
                        switch move {
                        case .first: 0
                        case .last: count - 1
                        case .step(let step): ((position + step) % count + count) % count
                        }
                    }
                    let resolution = pending.resolution(current: current, count: count)
                    let isStepsOnly = moves.allSatisfy {
                        if case .step = $0 { true } else { false }
                    }
                    let sum = moves.reduce(0) {
                        if case .step(let step) = $1 { $0 + step } else { $0 }
                    }
                    let expected: PendingMoves.Resolution? =
                        if target == current {
                            nil
                        } else if isStepsOnly, sum > 0, target == (current + 1) % count {
                            .next
                        } else if isStepsOnly, sum < 0, target == (current + count - 1) % count {
                            .previous
                        } else { .jump(to: target) }
                    expectEqual(resolution, expected, "\(moves) from \(current) of \(count)")
                    // Steps that cancel out leave nothing to do.
                    expectEqual(pending.isEmpty, (isStepsOnly && sum == 0))
                }
            }
        }
        #expect(PendingMoves().resolution(current: 0, count: 0) == nil)
    }

    @Test("every focus heading, place and layout decides as the table says")
    func focus() {
        let headings: [UIFocusHeading] = [
            [], .up, .down, .left, .right, .next, .previous, .first, .last,
        ]
        for layout in Self.layouts {
            let forward: UIFocusHeading =
                layout.axis == .vertical ? .down : layout.direction == .leftToRight ? .right : .left
            let backward: UIFocusHeading =
                layout.axis == .vertical ? .up : layout.direction == .leftToRight ? .left : .right
            for heading in headings {
                for from in FocusUpdate.Place.allCases {
                    for to in FocusUpdate.Place.allCases {
                        for isScrollable in [false, true] {
                            let decision = FocusUpdate(
                                heading: heading, from: from, to: to, axis: layout.axis,
                                layoutDirection: layout.direction, isScrollable: isScrollable)
                            let step = heading == forward ? 1 : heading == backward ? -1 : 0
                            let expected: FocusUpdate =
                                if !isScrollable { .allow } else if from != .outside, step != 0 {
                                    .step(step)
                                } else if to == .offCenter { .redirect } else { .allow }
                            expectEqual(
                                decision, expected,
                                "\(heading) from \(from) to \(to), \(layout), \(isScrollable)")
                        }
                    }
                }
            }
        }
    }
}

import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// Random sequences of keys and Siri Remote swipes, each followed by a random number of frames
/// (none: pressed during the slide before), end on the item a plain fold predicts: each step
/// one item on round the loop, Home the first, End the last, a key across the axis nothing;
/// the frame checks hold throughout and the focus ends on the current item. One session in four
/// runs with Reduce Motion on, where every move is a cut.
@MainActor
@Suite("UIKit adapter simulation: random key and swipe sessions")
struct KeyboardSessionTests {
    /// One input and the frames that follow it.
    enum Input: Equatable, CustomStringConvertible {
        case key(UIKeyboardHIDUsage)
        /// A swipe toward the next item (1) or the previous one (-1).
        case swipe(Int)

        var description: String {
            switch self {
            case .key(let key): "key \(key)"
            case .swipe(let step): "swipe \(step)"
            }
        }
    }

    struct Session: CustomStringConvertible {
        var count: Int
        var axis: CarouselGeometry.Axis
        var rightToLeft: Bool
        var reusePolicy: ReusePolicy
        var focusableCells: Bool
        var reduceMotion: Bool
        var inputs: [(input: Input, frames: Int)]

        var description: String {
            "\(count) items, \(axis), rightToLeft \(rightToLeft), \(reusePolicy), focusable "
                + "cells \(focusableCells), Reduce Motion \(reduceMotion): "
                + inputs.map { "\($0.input) +\($0.frames)" }.joined(separator: ", ")
        }

        static func random(using r: inout SplitMix64) -> Session {
            let keys: [UIKeyboardHIDUsage] = [
                .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow,
                .keyboardHome, .keyboardEnd, .keyboardPageUp, .keyboardPageDown,
            ]
            return Session(
                count: Int.random(in: 2...7, using: &r),
                axis: Bool.random(using: &r) ? .horizontal : .vertical,
                rightToLeft: Bool.random(using: &r),
                reusePolicy: Bool.random(using: &r) ? .rebind : .rotate,
                focusableCells: Bool.random(using: &r),
                reduceMotion: Int.random(in: 0..<4, using: &r) == 0,
                inputs: (0..<Int.random(in: 1...12, using: &r)).map { _ in
                    let input: Input =
                        Int.random(in: 0..<3, using: &r) == 0
                        ? .swipe(Bool.random(using: &r) ? 1 : -1)
                        : .key(keys[Int.random(in: 0..<keys.count, using: &r)])
                    let frames = [0, 0, 1, 3, Int.random(in: 0...40, using: &r)]
                    return (input, frames[Int.random(in: 0..<frames.count, using: &r)])
                })
        }

        /// The heading of a swipe toward `step`'s item.
        func heading(_ step: Int) -> UIFocusHeading {
            if axis == .vertical { return step > 0 ? .down : .up }
            return (step > 0) != rightToLeft ? .right : .left
        }

        /// The plain model: where `input` takes a carousel resting on `position`.
        func fold(_ position: Int, _ input: Input) -> Int {
            let step: Int
            switch input {
            case .swipe(let swipe): step = swipe
            case .key(.keyboardHome): return 0
            case .key(.keyboardEnd): return count - 1
            case .key(.keyboardPageDown): step = 1
            case .key(.keyboardPageUp): step = -1
            case .key(let key):
                let forward: UIKeyboardHIDUsage =
                    axis == .vertical
                    ? .keyboardDownArrow : rightToLeft ? .keyboardLeftArrow : .keyboardRightArrow
                let backward: UIKeyboardHIDUsage =
                    axis == .vertical
                    ? .keyboardUpArrow : rightToLeft ? .keyboardRightArrow : .keyboardLeftArrow
                step = key == forward ? 1 : key == backward ? -1 : 0
            }
            return ((position + step) % count + count) % count
        }

        @MainActor
        func check() throws(PropertyFailure) {
            StandInFocus.reset()
            StandInDevice.reset()
            defer {
                StandInFocus.reset()
                StandInDevice.reset()
            }
            StandInDevice.setReduceMotionEnabled(reduceMotion)
            let harness = AdapterHarness(
                items: Array(0..<count), axis: axis, reusePolicy: reusePolicy,
                rightToLeft: rightToLeft)
            for cell in harness.cells { cell.isFocusable = focusableCells }
            harness.view.becomeFirstResponder()
            StandInFocus.focus(into: harness.view)
            var expected = 0
            for (input, frames) in inputs {
                expected = fold(expected, input)
                harness.allowFarMove(to: expected)
                harness.play("\(input)") {
                    switch input {
                    case .key(let key): StandInFocus.press(key)
                    case .swipe(let step): StandInFocus.swipe(heading(step))
                    }
                }
                harness.frame(frames)
            }
            harness.runUntilRest()
            let failures = harness.failures
            try require(failures.isEmpty, "\(failures)")
            let (current, center) = (harness.view.currentIndex, harness.centerItem)
            try requireEqual(current, expected, "the current item")
            try requireEqual(center, expected, "the item under the center")
            let focused = StandInFocus.focusedView
            if focusableCells {
                let item = (focused as? TestCell)?.item
                try requireEqual(item, expected, "the focused cell's item")
            } else {
                let isOnView = focused === harness.view
                try require(isOnView, "the focus is on \(String(describing: focused))")
            }
        }
    }

    @Test("random keys and swipes end on the item a plain fold predicts, the focus on it")
    func randomSessions() {
        Property.check(
            iterations: Property.iterations(times: 0.3),
            generate: Session.random,
            shrink: { session in
                Shrink.array(
                    session.inputs,
                    element: { step in
                        step.frames == 0 ? [] : [(step.input, 0), (step.input, step.frames / 2)]
                    }
                ).map {
                    var shrunk = session
                    shrunk.inputs = $0
                    return shrunk
                }
            }
        ) { session throws(PropertyFailure) in
            try session.check()
        }
    }
}

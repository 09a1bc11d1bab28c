import Carousel
import CarouselTestSupport
import PropertyTesting
import Testing
import UIKitStandIn

/// The view's length across its axis under `fitsCurrentItem`, at every frame of random
/// sessions, against a plain model of what is on screen: each visible cell within a page of the
/// viewport's center weighs one less its distance from it in pages, and the view's length is
/// the weighted mean of what their items fit (one cell alone: its item's).
@MainActor
struct FittingCheck {
    let harness: AdapterHarness
    /// The length and the invalidation count at the last check.
    private var last: (length: CGFloat, invalidations: Int)
    private(set) var problems: [String] = []

    init(_ harness: AdapterHarness) {
        self.harness = harness
        last = (Self.length(of: harness.view), harness.view.intrinsicContentSizeInvalidations)
    }

    /// The view's natural length across its axis, or `noIntrinsicMetric`.
    static func length(of view: CarouselView<Int, TestCell>) -> CGFloat {
        view.axis.oriented(view.intrinsicContentSize).height
    }

    /// The model's length: the weighted mean over the cells near the center; `nil` for none.
    func expected() -> CGFloat? {
        let axis = harness.view.axis
        let scrollView = harness.scrollView
        let page = axis.oriented(scrollView.bounds.size).width
        let center = axis.oriented(scrollView.bounds).midX
        var weights = 0.0
        var sum = 0.0
        for cell in harness.cells where !cell.isHidden {
            guard let item = cell.item else { continue }
            let distance = abs(Double(axis.oriented(cell.frame).midX - center)) / Double(page)
            guard distance < 1 else { continue }
            weights += 1 - distance
            sum += (1 - distance) * Double(TestCell.crossLength(of: item))
        }
        return weights > 0 ? CGFloat(sum / weights) : nil
    }

    mutating func check(at moment: String) {
        let view = harness.view
        let length = Self.length(of: view)
        let along = view.axis.oriented(view.intrinsicContentSize).width
        if along != UIView.noIntrinsicMetric {
            problems.append("at \(moment) the view has a length along its axis: \(along)")
        }
        let expected = expected() ?? UIView.noIntrinsicMetric
        if abs(Double(length) - Double(expected)) > 1e-6 * max(1, abs(Double(expected))) {
            problems.append(
                "at \(moment) the view's length across its axis is \(length), the items at the "
                    + "center fit \(expected)")
        }
        let invalidations = view.intrinsicContentSizeInvalidations
        if length != last.length, invalidations == last.invalidations {
            problems.append(
                "at \(moment) the length went from \(last.length) to \(length) without "
                    + "invalidateIntrinsicContentSize()")
        }
        last = (length, invalidations)
    }
}

@MainActor
@Suite("UIKit view: a length across the axis that fits the current item")
struct FittingItemsSessionTests {
    /// A view of `count` items whose length across the axis fits the current item, measured
    /// by the cells or, `byClosure`, by `crossLengthForItem`.
    private func harness(
        count: Int, axis: CarouselGeometry.Axis = .horizontal, byClosure: Bool = false,
        neighbors: Int = 1, fewItems: FewItemsRule = .repeating, peeking: Bool = false
    ) -> AdapterHarness {
        AdapterHarness(
            items: Array(0..<count), axis: axis, reusePolicy: nil, peeking: peeking,
            neighbors: neighbors, fewItems: fewItems,
            prepare: { view in
                view.fitsCurrentItem = true
                if byClosure {
                    // The same lengths the cells fit: the check cannot tell the two apart.
                    view.crossLengthForItem = { item, _ in TestCell.crossLength(of: item) }
                }
            })
    }

    @Test("at rest the view takes the current item's length, and a swipe moves it to the next")
    func restAndSwipe() {
        let harness = harness(count: 5)
        let view = harness.view
        expectEqual(FittingCheck.length(of: view), TestCell.crossLength(of: 0))
        expectEqual(view.intrinsicContentSize.width, UIView.noIntrinsicMetric)
        harness.drag(towardNext: 0.6)
        _ = harness.runUntilRest()
        expectEqual(view.currentIndex, 1)
        expectEqual(FittingCheck.length(of: view), TestCell.crossLength(of: 1))
        expectEqual(harness.failures, [])
    }

    @Test("on the way to the next item the length is as far between the two as the row")
    func halfWay() {
        let harness = harness(count: 5)
        harness.touchDown()
        harness.moveTouch(by: harness.fingerPoints(towardNext: 0.5))
        harness.frame()
        let length = FittingCheck.length(of: harness.view)
        let (first, second) = (TestCell.crossLength(of: 0), TestCell.crossLength(of: 1))
        let travelled = 1 - abs(harness.view.coordinator.displacement(atPosition: 2))
        #expect(travelled > 0.3 && travelled < 0.7, "dragged \(travelled) of a page")
        let model = first + (second - first) * CGFloat(travelled)
        #expect(abs(Double(length) - Double(model)) < 1e-6)
    }

    @Test("off, the view has no natural size, as any view; on and off again, it tells Auto Layout")
    func offByDefault() {
        let harness = AdapterHarness(items: [0, 1, 2], reusePolicy: nil)
        let view = harness.view
        expectEqual(view.fitsCurrentItem, false)
        expectEqual(view.intrinsicContentSize.height, UIView.noIntrinsicMetric)
        let before = view.intrinsicContentSizeInvalidations
        view.fitsCurrentItem = true
        expectEqual(view.intrinsicContentSize.height, TestCell.crossLength(of: 0))
        view.fitsCurrentItem = false
        expectEqual(view.intrinsicContentSize.height, UIView.noIntrinsicMetric)
        expectEqual(view.intrinsicContentSizeInvalidations, before + 2)
    }

    @Test(
        "a measure that is not finite or is negative counts as none",
        arguments: [
            CGFloat.nan, .infinity, -1,
        ])
    func badMeasure(_ bad: CGFloat) {
        let harness = AdapterHarness(items: [0, 1, 2], reusePolicy: nil)
        harness.view.fitsCurrentItem = true
        harness.view.crossLengthForItem = { _, _ in bad }
        expectEqual(harness.view.intrinsicContentSize.height, UIView.noIntrinsicMetric)
    }

    @Test("without items the view has no natural size; with one, its item's")
    func fewItems() {
        let harness = harness(count: 0)
        expectEqual(FittingCheck.length(of: harness.view), UIView.noIntrinsicMetric)
        harness.view.items = [4]
        harness.screen.window.layoutIfNeeded()
        expectEqual(FittingCheck.length(of: harness.view), TestCell.crossLength(of: 4))
    }

    @Test("random sessions (125 by default): the model's length at every frame, each change told")
    func randomSessions() {
        Property.check(
            iterations: Property.slowIterations(),
            generate: FittingSession.random,
            shrink: \.shrunk
        ) { session throws(PropertyFailure) in
            if let failure = failures(of: session).first {
                throw PropertyFailure(description: failure)
            }
        }
    }

    private func failures(of session: FittingSession) -> [String] {
        StandInDevice.reset()
        defer { StandInDevice.reset() }
        let harness = harness(
            count: session.count, axis: session.vertical ? .vertical : .horizontal,
            byClosure: session.byClosure, neighbors: session.neighbors,
            fewItems: session.leavingEmpty ? .leavingEmpty : .repeating, peeking: session.peeking)
        var check = FittingCheck(harness)
        check.check(at: "the start")
        harness.onCheck = { moment in check.check(at: moment) }
        var nextItem = session.count
        for gesture in session.gestures {
            AdapterSession.play(gesture, on: harness, nextItem: &nextItem)
        }
        harness.view.stopAutoplay()
        _ = harness.runUntilRest()
        harness.onCheck = nil
        var failures = harness.failures + check.problems
        if let index = harness.view.currentIndex {
            let length = FittingCheck.length(of: harness.view)
            let item = harness.view.items[index]
            if length != TestCell.crossLength(of: item) {
                failures.append("at rest on \(item) the length is \(length)")
            }
        }
        return failures
    }
}

/// A random session of a view that fits its current item.
struct FittingSession: CustomStringConvertible {
    var count: Int
    var vertical: Bool
    var byClosure: Bool
    var neighbors: Int
    var leavingEmpty: Bool
    var peeking: Bool
    var gestures: [Gesture]

    var description: String {
        "\(count) items, \(vertical ? "vertical" : "horizontal"), measured by "
            + "\(byClosure ? "a closure" : "the cells"), \(neighbors) neighbors"
            + "\(leavingEmpty ? ", leaving empty" : "")\(peeking ? ", peeking" : ""): \(gestures)"
    }

    static func random(using r: inout SplitMix64) -> FittingSession {
        let count = Int.random(in: 0...8, using: &r)
        var gestures: [Gesture] = []
        for _ in 0..<Int.random(in: 1...8, using: &r) {
            gestures.append(AdapterSession.randomGesture(count: count, using: &r))
        }
        return FittingSession(
            count: count, vertical: Int.random(in: 0..<4, using: &r) == 0,
            byClosure: Bool.random(using: &r), neighbors: Int.random(in: 1...2, using: &r),
            leavingEmpty: Bool.random(using: &r), peeking: Bool.random(using: &r),
            gestures: gestures)
    }

    var shrunk: [FittingSession] {
        Shrink.array(gestures, element: \.shrunk).map {
            var shrunk = self
            shrunk.gestures = $0
            return shrunk
        }
    }
}

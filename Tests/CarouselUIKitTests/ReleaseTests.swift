import Carousel
import CarouselTestSupport
import PropertyTesting
import Testing
import UIKitStandIn

/// The objects of a view that must go with it, held weakly.
@MainActor
struct ViewObjects {
    weak var view: CarouselView<Int, TestCell>?
    weak var displayLink: CADisplayLink?
    weak var frameTarget: DisplayLinkTarget?
    weak var scrollView: UIScrollView?
    var cells: [Weak<TestCell>]

    init(of view: CarouselView<Int, TestCell>) {
        self.view = view
        displayLink = view.displayLink
        frameTarget = view.frameTarget
        scrollView = view.subviews.compactMap { $0 as? UIScrollView }.first
        cells = view.cells.cells.map(Weak.init)
    }

    /// The objects still alive, by name.
    var alive: [String] {
        [
            view.map { _ in "the view" }, displayLink.map { _ in "its display link" },
            frameTarget.map { _ in "the link's target" }, scrollView.map { _ in "its scroll view" },
        ].compactMap { $0 } + cells.compactMap { $0.object.map { _ in "a cell" } }
    }
}

/// A weak reference, for an array of them.
@MainActor
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

/// A screen, its window and everything in it go when the app lets them go: nothing of the view
/// stays behind, above all not the display link that the run loop keeps and fires every frame
/// (one left behind a session made every later frame call it: the sessions slowed down case
/// after case).
@MainActor
@Suite("UIKit adapter: a released view leaves nothing alive")
struct ReleaseTests {
    @Test(
        """
        random sessions, then the window released with the view in it: the view, its cells, \
        scroll view, display link and the link's target are freed; the run loop keeps no link
        """)
    func randomSessionsLeaveNothing() {
        Property.check(
            iterations: Property.iterations(times: 0.05),
            generate: { random in
                switch random.next() % 4 {
                case 0: AdapterSession.random(using: &random)
                case 1: AdapterSession.randomWide(using: &random)
                case 2: AdapterSession.randomGliding(using: &random)
                default: AdapterSession.randomRearranging(using: &random)
                }
            }, shrink: \.shrunk
        ) { session throws(PropertyFailure) in
            let links = RunLoop.main.links.count
            var objects: ViewObjects?
            do {
                let harness = session.played()
                try require(harness.failures.isEmpty, "the session failed: \(harness.failures)")
                try require(harness.view.displayLink != nil, "the view in its window has no link")
                objects = ViewObjects(of: harness.view)
            }
            let alive = objects?.alive ?? []
            try require(alive.isEmpty, "still alive: \(alive)")
            try requireEqual(RunLoop.main.links.count, links, "display links in the run loop")
        }
    }

    @Test("a view under autoplay, mid-slide, freed with its window: its link stops for good")
    func freedMidSlide() throws {
        let links = RunLoop.main.links.count
        var objects: ViewObjects?
        do {
            let harness = AdapterHarness(items: Array(0..<7), neighbors: 2)
            try harness.view.startAutoplay(interval: 0.2)
            harness.frame(15)  // autoplay's slide is under way
            #expect(!harness.view.isAtRest)
            objects = ViewObjects(of: harness.view)
        }
        expectEqual(objects?.alive, [])
        expectEqual(RunLoop.main.links.count, links)
    }
}

import Carousel
import CarouselSimulation
import FrameCostStandIn
import FrameCostUIKit

// `UIKitFrameCost <workload> <frames>`: sets a carousel up, then runs that many frames of the
// workload. measure.sh runs each workload for N and 2N frames under callgrind and divides the
// difference by N, which cancels the start-up exactly.
//
// - view-drag: a CarouselView on the stand-in's screen, a finger dragging 1/60 page a frame (the
//   touch delivered to the recognizers, the stand-in scroll view's did-scroll, the coordinator,
//   the view's own work, then the screen's frame: the display link and the layout pass);
// - view-glide: the same view under `.free`, gliding after a fling, one display frame each;
// - view-autoscroll: the same view under `.free`, continuous scrolling at 3 items a second;
// - coordinator-drag, coordinator-glide, coordinator-autoscroll: the coordinator alone on
//   `SimulatedCarousel`, the same motions, for the figure beside;
// - screen-drag, screen-frame: the stand-in's own part, a plain view in the same window under
//   the same finger, and a display frame alone.

/// A view of `Int` items and `UIView` cells, 375 points long, in a window.
@MainActor
func makeView(_ motion: CarouselMotion) -> (StandInScreen, CarouselView<Int, UIView>) {
    let screen = StandInScreen(width: 375, height: 400)
    let view = CarouselView(
        items: Array(0..<20), makeCell: { UIView(frame: .zero) }, configureCell: { _, _ in })
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
    try! view.setMotion(motion)
    screen.window.addSubview(view)
    screen.window.layoutIfNeeded()
    screen.advanceFrame(by: 1.0 / 60)
    return (screen, view)
}

/// A long glide: a slow deceleration rate, so that the glide outlasts 2N frames.
let slowRate = 0.9999

@MainActor
func run(_ workload: String, frames: Int) {
    let page: CGFloat = 375  // 343-point items 32 points apart
    switch workload {
    case "view-drag":
        let (screen, view) = makeView(.paging)
        screen.touchDown(at: CGPoint(x: 187, y: 100))
        for _ in 0..<frames {
            screen.moveTouch(dx: -page / 60)
            screen.advanceFrame(by: 1.0 / 60)
        }
        print(view.currentIndex ?? -1)
    case "view-glide":
        let (screen, view) = makeView(.free)
        let scrollView = view.subviews.compactMap { $0 as? UIScrollView }[0]
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: CGFloat(slowRate))
        screen.touchDown(at: CGPoint(x: 187, y: 100))
        screen.advanceFrame(by: 1.0 / 60)
        screen.moveTouch(dx: -page / 6)  // 62.5 points in 1/60 s: 3.75 points a millisecond
        screen.liftTouch()
        for _ in 0..<frames { screen.advanceFrame(by: 1.0 / 60) }
        print(view.currentIndex ?? -1)
    case "view-autoscroll":
        let (screen, view) = makeView(.free)
        try! view.startAutoscroll(speed: 3)
        for _ in 0..<frames { screen.advanceFrame(by: 1.0 / 60) }
        print(view.currentIndex ?? -1)
    case "coordinator-autoscroll":
        let geometry = try! CarouselGeometry(viewportLength: 375, itemLength: 343, spacing: 32)
        let simulated = SimulatedCarousel(Array(0..<20), geometry: geometry)
        try! simulated.coordinator.setMotion(.free)
        try! simulated.coordinator.startAutoscroll(speed: 3)
        for _ in 0..<frames { simulated.advanceFrame(by: 1.0 / 60) }
        print(simulated.coordinator.carousel.currentIndex ?? -1)
    case "coordinator-drag", "coordinator-glide":
        let geometry = try! CarouselGeometry(viewportLength: 375, itemLength: 343, spacing: 32)
        let simulated = SimulatedCarousel(Array(0..<20), geometry: geometry)
        let glides = workload == "coordinator-glide"
        if glides {
            try! simulated.coordinator.setMotion(.free)
            simulated.scrollView.decelerationRate = slowRate
        }
        simulated.touchDown()
        if glides {
            simulated.moveFinger(by: Double(page) / 6)
            simulated.liftFinger(velocity: 10)
        }
        for _ in 0..<frames {
            if !glides { simulated.moveFinger(by: Double(page) / 60) }
            simulated.advanceFrame(by: 1.0 / 60)
        }
        print(simulated.coordinator.carousel.currentIndex ?? -1)
    case "screen-drag", "screen-frame":
        let screen = StandInScreen(width: 375, height: 400)
        screen.window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200)))
        let drags = workload == "screen-drag"
        if drags { screen.touchDown(at: CGPoint(x: 187, y: 100)) }
        for _ in 0..<frames {
            if drags { screen.moveTouch(dx: -page / 60) }
            screen.advanceFrame(by: 1.0 / 60)
        }
        print(screen.time)
    default:
        fatalError("unknown workload \(workload)")
    }
}

let arguments = CommandLine.arguments
MainActor.assumeIsolated { run(arguments[1], frames: Int(arguments[2])!) }

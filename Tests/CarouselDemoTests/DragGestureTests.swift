import PropertyTesting
import Testing

@testable import CarouselDemo

@Suite struct DragGestureTests {
    /// The finger never moves more than a tenth of a page a frame, and takes no frame more than it
    /// needs (decimal fractions that divide by 0.1 only up to rounding included).
    @Test(arguments: [
        (0.0, 1), (0.05, 1), (0.1, 1), (0.1000001, 2), (0.3, 3), (0.7, 7), (0.9, 9), (1, 10),
        (-1, 10), (2.5, 25), (-99.99, 1000), (100, 1000), (1e-300, 1),
    ])
    func framesFollowTheDistance(_ pages: Double, _ frames: Int) {
        let gesture = DragGesture.drag(pages: pages, velocity: 0)
        expectEqual(gesture.frames, frames)
        #expect(
            gesture.pages.magnitude / Double(gesture.frames) <= DragGesture.pagesPerFrame + 1e-9)
    }

    @Test func flingFlicksInItsVelocitysDirection() {
        expectEqual(
            DragGesture.fling(velocity: 3), DragGesture(pages: 0.05, frames: 2, velocity: 3))
        expectEqual(
            DragGesture.fling(velocity: -3), DragGesture(pages: -0.05, frames: 2, velocity: -3))
        expectEqual(DragGesture.fling(velocity: -0.0).pages, 0.05)
    }
}

@_spi(Testing) import Carousel
import CarouselSimulation
import PropertyTesting
import Testing

/// Library bugs the adapter's tests found, reproduced without the adapter: each failed before its
/// fix in the library.
@MainActor
@Suite("Library issues found by the UIKit adapter's tests")
struct LibraryIssueTests {
    @Test(
        """
        a new page length taken at rest keeps the offset exactly 1 with three neighbors \
        (the offset's round trip through points starts from the rest offset)
        """)
    func newPageLengthAtRest() throws {
        // A view of 375 points with five whole items of 43 points, 32 apart, then 256 points,
        // items of 19.2: pages of 75 and 51.2.
        let wide = try CarouselGeometry(
            viewportLength: 375, itemLength: 43, spacing: 32, neighbors: 3)
        let narrow = try CarouselGeometry(
            viewportLength: 256, itemLength: 19.2, spacing: 32, neighbors: 3)
        expectEqual(narrow.offset(forContentOffset: narrow.contentOffset(forOffset: 1)), 1)
        let simulated = SimulatedCarousel(Array(0..<3), geometry: wide)
        var violations: [String] = []
        simulated.coordinator._onInvariantViolation = { violations.append($0) }
        simulated.scrollView.boundsLength = narrow.pageLength
        simulated.coordinator.update(geometry: narrow)
        #expect(simulated.coordinator.isAtRest)
        expectEqual(simulated.coordinator.carousel.offset, 1)
        expectEqual(violations, [])
        // The three-slot carousel's round trip is exact: (1 × page) / page is 1.
        let three = try CarouselGeometry(viewportLength: 51.2, itemLength: 19.2, spacing: 32)
        expectEqual(three.offset(forContentOffset: three.contentOffset(forOffset: 1)), 1)
    }
}

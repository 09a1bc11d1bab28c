import Carousel
import CarouselSimulation

/// Glue written by hand from the core alone: every did-scroll feeds `scroll(toOffset:)` and applies
/// the offset reset, ignoring the report the reset causes. It is right for two items or more,
/// but it never turns scrolling off, so one item can be flicked onto an empty page.
@MainActor
final class NaiveGlue: SimulatedScrollViewDelegate {
    let scrollView: SimulatedScrollView
    var carousel: Carousel<[String], Int>
    let geometry: CarouselGeometry
    private var isResetting = false

    init(_ carousel: Carousel<[String], Int>, geometry: CarouselGeometry) {
        self.carousel = carousel
        self.geometry = geometry
        scrollView = SimulatedScrollView(
            boundsLength: geometry.pageLength, contentLength: geometry.contentLength)
        scrollView.contentOffset = geometry.restContentOffset
        scrollView.delegate = self
    }

    func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        guard !isResetting else { return }
        let x = geometry.offset(forContentOffset: scrollView.contentOffset)
        guard let reset = (try? carousel.scroll(toOffset: x))?.offsetReset else { return }
        isResetting = true
        scrollView.contentOffset = geometry.contentOffset(forOffset: reset)
        isResetting = false
    }
}

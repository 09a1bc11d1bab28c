import CarouselSimulation

/// The three-view carousel that the library replaces, glued to the same simulated scroll view:
/// on reaching a neighbor page *exactly* (`contentOffset == 2 * page`, a float `==`), shift the
/// index by one with a single subtraction for the wrap, reload all three views, and reset the
/// offset to the middle page. No recentering before the edge, scrolling always on.
///
/// The classic-bug regression tests run each scenario on it too and expect it to fail, so that
/// each test is known to catch the bug it is named after.
@MainActor
final class ThreeViewGlue: SimulatedScrollViewDelegate {
    let scrollView: SimulatedScrollView
    let count: Int
    let page: Double
    /// The item in the middle view.
    private(set) var index = 0
    /// What the views at page 0, 1 and 2 show.
    private(set) var views: [Int?] = [nil, nil, nil]

    init(count: Int, page: Double) {
        self.count = count
        self.page = page
        scrollView = SimulatedScrollView(boundsLength: page, contentLength: 3 * page)
        scrollView.contentOffset = page
        reload()
        scrollView.delegate = self
    }

    /// The item under the viewport's center.
    var centerItem: Int? {
        let center = scrollView.contentOffset + page / 2
        let view = Int((center / page).rounded(.down))
        return (0..<3).contains(view) ? views[view] : nil
    }

    func scrollViewDidScroll(_ scrollView: SimulatedScrollView) {
        if scrollView.contentOffset == 2 * page {
            index = index + 1 > count - 1 ? index + 1 - count : index + 1
        } else if scrollView.contentOffset == 0 {
            index = index - 1 < 0 ? index - 1 + count : index - 1
        } else {
            return
        }
        reload()
        scrollView.contentOffset = page
    }

    private func reload() {
        guard count > 0 else { return views = [nil, nil, nil] }
        views =
            count == 1
            ? [nil, index, nil]
            : [
                index - 1 < 0 ? index - 1 + count : index - 1, index,
                index + 1 > count - 1 ? index + 1 - count : index + 1,
            ]
    }
}

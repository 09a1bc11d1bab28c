/// UIKit's `UIPageControl`: a row of dots, one current. A `UIControl` in UIKit; here a view,
/// since nothing sends actions.
///
/// As in UIKit, ``currentPage`` stays inside `0..<numberOfPages` (0 with no pages).
@MainActor
open class UIPageControl: UIView {
    /// The number of dots.
    open var numberOfPages = 0 {
        didSet { currentPage = Self.clamp(currentPage, pages: numberOfPages) }
    }

    /// The current dot, counted from the first.
    open var currentPage = 0 {
        didSet {
            let page = Self.clamp(currentPage, pages: numberOfPages)
            if page != currentPage { currentPage = page }
        }
    }

    private static func clamp(_ page: Int, pages: Int) -> Int {
        min(max(page, 0), max(pages - 1, 0))
    }
}

/// UIKit's `UIPageControl`: a row of dots, one current. A `UIControl` in UIKit; here a view,
/// since nothing sends actions.
///
/// As in UIKit, ``currentPage`` stays inside `0..<numberOfPages` (0 with no pages). The dots
/// are one subview, as from iOS 14: UIKit's layout centers it in the bounds, as large as
/// ``size(forNumberOfPages:)``, whatever ``contentHorizontalAlignment`` says (UIKit's page
/// control ignores it).
@MainActor
open class UIPageControl: UIView {
    /// The view that holds the dots (private in UIKit).
    private let dots = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(dots)
    }

    public required init?(coder: NSCoder) { nil }

    /// The number of dots.
    open var numberOfPages = 0 {
        didSet {
            currentPage = Self.clamp(currentPage, pages: numberOfPages)
            setNeedsLayout()
        }
    }

    /// The current dot, counted from the first.
    open var currentPage = 0 {
        didSet {
            let page = Self.clamp(currentPage, pages: numberOfPages)
            if page != currentPage { currentPage = page }
        }
    }

    /// UIControl's horizontal alignment of the content, inherited in UIKit.
    open var contentHorizontalAlignment = UIControl.ContentHorizontalAlignment.center

    /// The image of every dot without one of its own (UIKit's, from iOS 14).
    open var preferredIndicatorImage: UIImage?

    /// The images of single dots, by dot.
    private var indicatorImages: [Int: UIImage] = [:]

    /// Gives dot `page` an image of its own (UIKit's, from iOS 14); `nil` takes it back.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
    }

    /// The image of dot `page` set with ``setIndicatorImage(_:forPage:)``, if any.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// The image of the current dot without one of its own (UIKit's, from iOS 16); `nil` shows
    /// the dot's image.
    open var preferredCurrentPageIndicatorImage: UIImage?

    /// The current dot's images of single dots, by dot.
    private var currentPageIndicatorImages: [Int: UIImage] = [:]

    /// Gives dot `page` an image of its own for when it is current (UIKit's, from iOS 16);
    /// `nil` takes it back.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentPageIndicatorImages[page] = image
    }

    /// The image of dot `page` set with ``setCurrentPageIndicatorImage(_:forPage:)``, if any.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentPageIndicatorImages[page]
    }

    /// The size of `pageCount` dots: the stand-in's figure, UIKit's classic dots, 7 points
    /// wide, 9 apart, 26 high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? CGFloat(pageCount) * 16 - 9 : 0, height: 26)
    }

    /// Centers the dots in the bounds.
    open override func layoutSubviews() {
        let size = size(forNumberOfPages: numberOfPages)
        dots.frame = CGRect(
            x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    private static func clamp(_ page: Int, pages: Int) -> Int {
        min(max(page, 0), max(pages - 1, 0))
    }
}

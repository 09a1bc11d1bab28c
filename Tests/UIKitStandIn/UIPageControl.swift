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

/// UIKit's `UIImage`, only as something a page control's dot shows: named, to tell one from
/// another.
public final class UIImage: NSObject {
    /// The image's name (UIKit's `UIImage(systemName:)` for a symbol).
    public let name: String

    /// The image named `name`.
    public init?(systemName name: String) {
        self.name = name
        super.init()
    }
}

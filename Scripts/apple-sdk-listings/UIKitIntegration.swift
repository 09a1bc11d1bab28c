// What a reader of UIKitIntegration.md supplies for its listings (checked by
// Scripts/check-apple-sdk.sh): the app model, the apps to show, a page control, and the label
// cell of the date strip, the hour picker and the logo ticker.
//
// This file imports CarouselUIKit and UIKit only, where the listings' file also imports
// Carousel: the core types named below compile only through CarouselUIKit's re-export of
// Carousel, which the article's "One import" promises.
import CarouselUIKit
import UIKit

struct App {
    var name: String
}

let apps = [App(name: "Maps"), App(name: "Notes"), App(name: "Weather")]
@MainActor let pageControl = UIPageControl()

/// A cell that shows one line of text, centered.
final class LabelCell: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// The core types that CarouselView's API names, visible without `import Carousel`.
typealias CoreTypesVisibleThroughCarouselUIKit = (
    CarouselGeometry.Axis, FewItemsRule, ReusePolicy, CarouselError, CurrentItemRule<[App]>
)

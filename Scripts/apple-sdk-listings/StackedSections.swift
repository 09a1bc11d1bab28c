// What a reader of StackedSections.md supplies for its listings (checked by
// Scripts/check-apple-sdk.sh): the featured apps and the card that shows one.
import UIKit

struct FeaturedApp {
    var name: String
    static let samples = [FeaturedApp(name: "Maps"), FeaturedApp(name: "Notes")]
}

final class FeatureCardView: UIView {
    let nameLabel = UILabel()
    func show(_ app: FeaturedApp) { nameLabel.text = app.name }
}

// What a reader of SwiftUIIntegration.md supplies for its listing (checked by
// Scripts/check-apple-sdk.sh): the app model and the card view of UIKitIntegration.md's listing.
import UIKit

struct App: Identifiable {
    var id: String
    var name: String
}

final class AppCardView: UIView {
    let titleLabel = UILabel()
    func show(_ app: App) { titleLabel.text = app.name }
}

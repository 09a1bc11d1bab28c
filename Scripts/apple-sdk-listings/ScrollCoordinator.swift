// What a reader of ScrollCoordinator.md supplies for its UIKit listing
// (checked by Scripts/check-apple-sdk.sh): a card view with an image inside.
import UIKit

final class CardView: UIView {
    let imageView = UIImageView()
}

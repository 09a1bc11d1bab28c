import Carousel
import UIKitStandIn

/// An item with an id and a value that can change under the same id.
struct Card: Identifiable, Equatable {
    var id: String
    var title: String

    /// Cards with these ids, titled after them.
    static func deck(_ ids: String...) -> [Card] { ids.map { Card(id: $0, title: $0) } }
}

/// A cell that remembers what it shows, the identity its view has (as a hosting cell gives
/// it to SwiftUI) and how often it was shown something.
@MainActor
final class CardCell: UIView {
    private(set) var card: Card?
    private(set) var identity: CarouselItemIdentity<String>?
    private(set) var shows = 0
    /// The displacement from the center the carousel told it last, for `carouselTransition`.
    var displacement: CarouselItemEffect.Displacement?

    func show(_ card: Card, identity: CarouselItemIdentity<String>) {
        self.card = card
        self.identity = identity
        shows += 1
    }
}

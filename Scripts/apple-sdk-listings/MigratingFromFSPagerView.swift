// What a reader of MigratingFromFSPagerView.md supplies for its listings (checked by
// Scripts/check-apple-sdk.sh): the banner model the ported screen shows, and a carousel of
// them for the transformer's listing.
import CarouselUIKit
import UIKit

struct Banner {
    var title: String
    var imageName: String
    var url: URL

    static let all = [
        Banner(
            title: "Spring sale", imageName: "sale",
            url: URL(fileURLWithPath: "/sale")),
        Banner(
            title: "New arrivals", imageName: "new",
            url: URL(fileURLWithPath: "/new")),
    ]
}

@MainActor let carousel = CarouselView(
    items: Banner.all, makeCell: { BannerCell() },
    configureCell: { cell, banner in cell.show(banner) })

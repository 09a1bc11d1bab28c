// What a reader of ItemEffectGallery.md (in Carousel.docc) supplies for its listings (checked by
// Scripts/check-apple-sdk.sh): the photo model and its view, and a UIKit
// carousel of photos whose effect the UIKit listings set.
import CarouselUIKit
import SwiftUI
import UIKit

struct Photo: Identifiable {
    var id: Int
    var name: String
}

struct PhotoView: View {
    let photo: Photo

    init(_ photo: Photo) { self.photo = photo }

    var body: some View { Text(photo.name) }
}

final class PhotoCell: UIView {
    func show(_ photo: Photo) { accessibilityLabel = photo.name }
}

@MainActor let carousel = CarouselView(
    items: [Photo(id: 1, name: "Dunes")], makeCell: { PhotoCell() },
    configureCell: { cell, photo in cell.show(photo) })

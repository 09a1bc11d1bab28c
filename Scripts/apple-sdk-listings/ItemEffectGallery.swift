// What a reader of ItemEffectGallery.md (in Carousel.docc) supplies for its listings (checked by
// Scripts/check-apple-sdk.sh): the album and photo models with their views, and a UIKit
// carousel of photos whose effect the UIKit listings set.
import CarouselUIKit
import SwiftUI
import UIKit

struct Album: Identifiable {
    var id: Int
    var title: String
}

struct AlbumCover: View {
    let album: Album

    init(_ album: Album) { self.album = album }

    var body: some View { Text(album.title) }
}

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

// What a reader of LinkedCarousels.md (in CarouselSwiftUI.docc) supplies for its listing
// (checked by Scripts/check-apple-sdk.sh): the photo model and its view.
import SwiftUI

struct Photo: Identifiable {
    var id: Int
    var name: String
}

struct PhotoView: View {
    let photo: Photo

    init(_ photo: Photo) { self.photo = photo }

    var body: some View { Text(photo.name) }
}

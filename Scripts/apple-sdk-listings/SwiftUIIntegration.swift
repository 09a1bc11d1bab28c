// What a reader of SwiftUIIntegration.md (in CarouselSwiftUI.docc) supplies for its listings
// (checked by Scripts/check-apple-sdk.sh): the app model and the card view of the short
// listings (the day of the date strip and of the week's timetable, the shoe of the gallery).
// The App Store screen declares its own.
import SwiftUI

struct App: Identifiable {
    var id: String
    var name: String
}

struct AppCard: View {
    let app: App

    var body: some View { Text(app.name) }
}

struct Day: Identifiable {
    var id: Int
    var title: String
}

struct Shoe: Identifiable {
    var id: Int
    var name: String
    /// The name of its photo in the asset catalog.
    var photo: String
}

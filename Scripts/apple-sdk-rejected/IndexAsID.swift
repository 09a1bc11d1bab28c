// expected error: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Int?>'
//
// An index bound as an id, where the items' ids are `Int`s too (issue 43): `selection:` takes an
// optional id, so the index's `Binding<Int>` must not compile there. The app means
// `selectedIndex: $day`. Scripts/check-apple-sdk.sh type-checks this file and requires this error.
import CarouselSwiftUI
import SwiftUI

struct Day: Identifiable {
    var id: Int
    var title: String
}

struct WeekTimetable: View {
    let days: [Day]
    @State private var day = 0

    var body: some View {
        EndlessCarousel(days, selection: $day) { day in
            Text(day.title)
        }
    }
}

// expected error: cannot convert value of type 'Binding<Day.ID?>' (aka 'Binding<Optional<Int>>') to expected argument type 'Binding<Int>'
//
// An id bound as an index, where the items' ids are `Int`s too (issue 43): an id selection is
// optional (`Binding<Day.ID?>`) and `selectedIndex:` takes a `Binding<Int>`, so it must not
// compile there. The app means `selection: $selected`. Scripts/check-apple-sdk.sh type-checks
// this file and requires this error.
import CarouselSwiftUI
import SwiftUI

struct Day: Identifiable {
    var id: Int
    var title: String
}

struct WeekTimetable: View {
    let days: [Day]
    @State private var selected: Day.ID?

    var body: some View {
        VStack {
            EndlessCarousel(days, selectedIndex: $selected) { day in
                Text(day.title)
            }
            CarouselPageIndicator(days, selectedIndex: $selected)
        }
    }
}

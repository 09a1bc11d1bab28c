import Carousel

extension CarouselEvents {
    /// The events in order, appended one by one into room made for them: `Array(_:)` copies a
    /// sequence from another module through a slower generic path.
    var array: [CarouselEvent] {
        var array: [CarouselEvent] = []
        array.reserveCapacity(count)
        for event in self { array.append(event) }
        return array
    }
}

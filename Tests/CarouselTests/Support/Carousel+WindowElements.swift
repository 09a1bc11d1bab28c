import Carousel

extension Carousel {
    /// The item each position shows, in position order (`nil` where a position shows nothing):
    /// ``Carousel/window`` read through ``Carousel/element(at:)``, the form the tests compare.
    var windowElements: [Storage.Element?] { window.map { $0.flatMap(element(at:)) } }
}

#if canImport(SwiftUI) && canImport(UIKit)
    // The core's types are part of this module's API: the modifiers take a
    // `CarouselGeometry.Axis` and a `FewItemsRule`, and an app keeps such values in its own state
    // (`@State var axis: CarouselGeometry.Axis`). Re-exported, so that `import CarouselSwiftUI`
    // is all an app writes, as `import SwiftUI` brings CoreGraphics' `CGFloat`.
    //
    // CarouselUIKit is not re-exported: the `CarouselView` underneath is a detail of the
    // implementation, and an app that wants the UIKit view imports it itself. Its one type this
    // module's API names is: `carouselPositionWording(_:)` takes a `CarouselPositionWording`,
    // the words the UIKit view and page control share.
    @_exported import Carousel
    @_exported import struct CarouselUIKit.CarouselPositionWording
#endif

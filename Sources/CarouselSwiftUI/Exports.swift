#if canImport(SwiftUI) && canImport(UIKit)
    // The core's types are part of this module's API: the modifiers take a
    // `CarouselGeometry.Axis` and a `FewItemsRule`, and an app keeps such values in its own state
    // (`@State var axis: CarouselGeometry.Axis`). Re-exported, so that `import CarouselSwiftUI`
    // is all an app writes, as `import SwiftUI` brings CoreGraphics' `CGFloat`.
    //
    // CarouselUIKit is not re-exported: no declaration of this module names one of its types
    // (the `CarouselView` underneath is a detail of the implementation), and an app that wants
    // the UIKit view imports it itself.
    @_exported import Carousel
#endif

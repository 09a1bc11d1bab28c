#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    // CarouselView's API names the core's types (CarouselGeometry.Axis, FewItemsRule,
    // ReusePolicy, CarouselError, CurrentItemRule, Carousel and CarouselEvents in perform(_:)):
    // an app that imports CarouselUIKit alone must be able to name them too, say to keep the
    // axis in a property. Where UIKit is missing the module is empty and exports nothing.
    //
    // Not Exports.swift: CarouselSwiftUITests compiles this folder and CarouselSwiftUI's into
    // one module, where two files of the same name do not build.
    @_exported import Carousel
#endif

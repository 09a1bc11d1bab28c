#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || CAROUSEL_APPKIT_STAND_IN
    // The view's API names the core's types (`CarouselError`, `CarouselMotion`, `FewItemsRule`,
    // `ReusePolicy`, `CurrentItemRule`, `CarouselGeometry.Axis`): an app that imports this
    // module alone can name them too, as with CarouselUIKit.
    @_exported import Carousel
#endif

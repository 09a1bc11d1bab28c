#if canImport(UIKit)
    import UIKit
#elseif CAROUSEL_UIKIT_STAND_IN
    import UIKitStandIn
#endif

#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    import Carousel

    extension UIView {
        /// Shows `look` on this cell at `displacement`: its layer's transform and drawing
        /// order, its alpha, and its bounds' origin for the content's offset (clipped while
        /// not zero), turned from the carousel's frame to the screen's.
        func show(
            _ look: CarouselItemEffect.Look, at displacement: CarouselItemEffect.Displacement,
            axis: CarouselGeometry.Axis, layoutDirection: CarouselGeometry.LayoutDirection
        ) {
            alpha = CGFloat(look.opacity)
            layer.transform = CATransform3D(
                look.transform(at: displacement, axis: axis, layoutDirection: layoutDirection))
            layer.zPosition = CGFloat(look.zIndex)
            // The bounds' origin moves what the cell holds the other way; toward the next item
            // is to the left from right to left.
            let mirrored = axis == .horizontal && layoutDirection == .rightToLeft
            let shift = CGFloat(mirrored ? look.contentOffset : -look.contentOffset)
            clipsToBounds = look.contentOffset != 0
            bounds = CGRect(origin: axis.oriented(CGPoint(x: shift, y: 0)), size: bounds.size)
        }
    }

    extension CATransform3D {
        /// `transform`, field by field.
        init(_ transform: CarouselItemEffect.Transform) {
            self.init(
                m11: CGFloat(transform.m11), m12: CGFloat(transform.m12),
                m13: CGFloat(transform.m13), m14: CGFloat(transform.m14),
                m21: CGFloat(transform.m21), m22: CGFloat(transform.m22),
                m23: CGFloat(transform.m23), m24: CGFloat(transform.m24),
                m31: CGFloat(transform.m31), m32: CGFloat(transform.m32),
                m33: CGFloat(transform.m33), m34: CGFloat(transform.m34),
                m41: CGFloat(transform.m41), m42: CGFloat(transform.m42),
                m43: CGFloat(transform.m43), m44: CGFloat(transform.m44))
        }
    }
#endif

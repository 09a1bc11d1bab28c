/// Core Animation's `CATransform3D`: sixteen numbers, as a point's row-vector transform.
public struct CATransform3D: Equatable, Sendable {
    public var m11, m12, m13, m14, m21, m22, m23, m24: CGFloat
    public var m31, m32, m33, m34, m41, m42, m43, m44: CGFloat

    /// The transform, field by field, as Swift imports the C struct's initializer.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat,
        m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D(
    m11: CGFloat(1), m12: CGFloat(0), m13: CGFloat(0), m14: CGFloat(0),
    m21: CGFloat(0), m22: CGFloat(1), m23: CGFloat(0), m24: CGFloat(0),
    m31: CGFloat(0), m32: CGFloat(0), m33: CGFloat(1), m34: CGFloat(0),
    m41: CGFloat(0), m42: CGFloat(0), m43: CGFloat(0), m44: CGFloat(1))

/// Core Animation's `CALayer`, reduced to what the adapter sets on a view's layer: its 3D
/// transform and its place in the drawing order. Nothing here draws or hit-tests by them.
@MainActor
public final class CALayer {
    /// The transform about the layer's center.
    public var transform = CATransform3DIdentity
    /// The drawing order among sibling layers: higher in front.
    public var zPosition = CGFloat(0)

    package init() {}
}

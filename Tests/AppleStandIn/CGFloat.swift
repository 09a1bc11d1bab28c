/// CoreGraphics' `CGFloat`: a distinct type, as on Apple platforms, so that a missing conversion
/// to or from `Double` fails here as it would there (this stand-in has no implicit conversion,
/// which makes it stricter than Swift on Apple platforms, never looser).
public struct CGFloat: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The value.
    public var native: Double

    /// `value` as a `CGFloat`.
    public init(_ value: Double) { native = value }

    /// `value` as a `CGFloat`.
    public init(_ value: Int) { native = Double(value) }

    public var description: String { native.description }

    public static func < (a: CGFloat, b: CGFloat) -> Bool { a.native < b.native }
    public static func + (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native + b.native) }
    public static func - (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native - b.native) }
    public static func * (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native * b.native) }
    public static func / (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native / b.native) }
    public static prefix func - (a: CGFloat) -> CGFloat { CGFloat(-a.native) }
    public static func += (a: inout CGFloat, b: CGFloat) { a = a + b }
    public static func -= (a: inout CGFloat, b: CGFloat) { a = a - b }
}

extension CGFloat: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
}

extension Double {
    /// `value` as a `Double`.
    public init(_ value: CGFloat) { self = value.native }
}

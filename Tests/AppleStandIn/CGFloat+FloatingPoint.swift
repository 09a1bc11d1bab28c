/// `CGFloat`'s floating-point limits, which code must guard against (a value of an app's that is
/// not a number or infinite), and its rounding to whole numbers.
extension CGFloat {
    /// The nearest whole number, halves away from zero (`Double`'s `rounded()`).
    public func rounded() -> CGFloat { CGFloat(native.rounded()) }
    /// Whether the value is neither infinite nor NaN.
    public var isFinite: Bool { native.isFinite }
    public static let infinity = CGFloat(Double.infinity)
    public static let nan = CGFloat(Double.nan)
    public static let greatestFiniteMagnitude = CGFloat(Double.greatestFiniteMagnitude)
}

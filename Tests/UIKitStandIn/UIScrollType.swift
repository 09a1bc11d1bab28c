/// UIKit's `UIScrollType`: where a pointer's scroll comes from.
public enum UIScrollType: Int, Sendable {
    /// A mouse's wheel, in steps.
    case discrete
    /// A trackpad's two fingers, smoothly.
    case continuous
}

/// UIKit's `UIScrollTypeMask`: the pointer scrolls a pan recognizer recognizes.
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    public static let continuous = UIScrollTypeMask(
        rawValue: 1 << UIScrollType.continuous.rawValue)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// The mask of one type.
    init(_ type: UIScrollType) { self.init(rawValue: 1 << type.rawValue) }
}

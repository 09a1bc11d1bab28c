/// UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// UIKit's `UISemanticContentAttribute`: here only `.forceRightToLeft` makes a view's
/// `effectiveUserInterfaceLayoutDirection` right to left (there are no traits or locales).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

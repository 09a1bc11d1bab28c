/// UIKit's `UIPress`, reduced to what a carousel reads: the button's type (a remote's
/// clickpad sends the arrows), the hardware keyboard's key, and the phase.
@MainActor
public final class UIPress: NSObject {
    /// UIKit's `UIPress.PressType`: the remote's buttons.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    }

    /// UIKit's `UIPress.Phase`, without the analog phases.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The button. UIKit gives a keyboard's press a type too; the stand-in gives a key's press
    /// ``PressType/select``, so that a test of a key cannot pass on the type alone.
    public let type: PressType
    /// The key of a hardware keyboard's press; `nil` for a remote's.
    public let key: UIKey?
    /// Where the press is in its life; ``StandInFocus`` moves it along.
    public internal(set) var phase = Phase.began

    /// A remote's press of `type`.
    public init(type: PressType) {
        self.type = type
        key = nil
    }

    /// A hardware keyboard's press of `key`.
    public init(key: UIKey) {
        type = .select
        self.key = key
    }
}

/// UIKit's `UIPressesEvent`, reduced to its presses.
@MainActor
public final class UIPressesEvent: NSObject {
    /// Every press of the event.
    public let allPresses: Set<UIPress>

    init(allPresses: Set<UIPress>) { self.allPresses = allPresses }
}

/// UIKit's `UIKey` (iOS 13.4): a hardware keyboard's key and the modifiers held with it.
@MainActor
public final class UIKey: NSObject {
    /// Which key.
    public let keyCode: UIKeyboardHIDUsage
    /// The modifier keys held.
    public let modifierFlags: UIKeyModifierFlags

    /// `keyCode` with `modifierFlags` held.
    public init(keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
    }
}

/// UIKit's `UIKeyboardHIDUsage`, reduced to the keys the tests press (the USB HID usages).
public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardA = 0x04
    case keyboardReturnOrEnter = 0x28
    case keyboardTab = 0x2B
    case keyboardSpacebar = 0x2C
    case keyboardHome = 0x4A
    case keyboardPageUp = 0x4B
    case keyboardEnd = 0x4D
    case keyboardPageDown = 0x4E
    case keyboardRightArrow = 0x4F
    case keyboardLeftArrow = 0x50
    case keyboardDownArrow = 0x51
    case keyboardUpArrow = 0x52
}

/// UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// The Objective-C root class: equal only to itself, as `NSObject`'s default `isEqual(_:)` is.
open class NSObject: Hashable {
    public init() {}

    public static func == (a: NSObject, b: NSObject) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Foundation's `NSCoder`, only so that `init?(coder:)` can be spelled; nothing decodes here.
open class NSCoder: NSObject {}

/// A stand-in for an Objective-C selector: there is no Objective-C runtime here, so it carries
/// the method it names instead of its name.
///
/// Not Apple's API: where UIKit or AppKit code writes `#selector(Target.method(_:))`, stand-in
/// code writes `Selector { (target: Target, argument: Argument) in target.method(argument) }`.
public struct Selector {
    /// Calls the method on a target with one argument.
    package let perform: @MainActor (_ target: Any, _ argument: Any) -> Void

    /// The selector of the one-argument method that `call` calls.
    public init<Target, Argument>(_ call: @escaping @MainActor (Target, Argument) -> Void) {
        perform = { target, argument in
            // A target or argument of another type is a wrong call, as UIKit's and
            // AppKit's unrecognized-selector exception would be.
            call(target as! Target, argument as! Argument)
        }
    }
}

/// Foundation's `NSNumber`, only as a gesture recognizer's list of touch types holds it.
public final class NSNumber: NSObject {
    /// The number.
    public let intValue: Int

    /// A number of `value`.
    public init(value: Int) {
        intValue = value
        super.init()
    }
}

/// A property failed for one input; `description` says how.
///
/// Properties throw it instead of using `#expect` or `#require`, which would record an issue for
/// every candidate the shrinker tries.
public struct PropertyFailure: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
}

/// Fails the current property check with `message` unless `condition` holds.
public func require(
    _ condition: Bool, _ message: @autoclosure () -> String
) throws(PropertyFailure) {
    if !condition { throw PropertyFailure(description: message()) }
}

/// Fails unless `actual == expected`, showing both.
public func requireEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ what: @autoclosure () -> String
) throws(PropertyFailure) {
    try require(actual == expected, "\(what()): got \(actual), expected \(expected)")
}

/// Returns what `body` returns; fails, naming `what`, if it throws (a `PropertyFailure` passes
/// through as it is).
public func requireNoError<T>(
    _ what: @autoclosure () -> String, _ body: () throws -> T
) throws(PropertyFailure) -> T {
    do {
        return try body()
    } catch let failure as PropertyFailure {
        throw failure
    } catch {
        throw PropertyFailure(description: "\(what()): \(error)")
    }
}

/// Fails with `violation`, after `what`, when a check found one (`nil`: the check holds).
public func requireNone(
    _ violation: String?, _ what: @autoclosure () -> String
) throws(PropertyFailure) {
    if let violation { throw PropertyFailure(description: "\(what()): \(violation)") }
}

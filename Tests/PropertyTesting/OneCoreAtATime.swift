import Testing

/// Runs a suite's tests one at a time with every other suite that has this trait, so that long
/// synchronous checks hold at most one thread of Swift's cooperative pool between them.
///
/// Why: Swift Testing starts every test as a task on the cooperative pool, as wide as the
/// machine has cores. A main-actor test needs a turn on the pool before it moves to the main
/// actor, so while every pool thread runs a long synchronous check (a model comparison of
/// thousands of cases), the main-actor suites (the simulation's, the views') do not even start.
/// On two cores they waited 30 s and then ran alone for 50 s, the other core idle: the run took
/// the sum of both. With the heavy non-isolated suites taking turns on one thread, the main actor
/// works on the other from the start and the run takes about the longer of the two.
///
/// Waiting for a turn suspends, it holds no thread. Give the trait to a suite whose tests are
/// not isolated to the main actor and run for a second or more of CPU; nothing else changes:
/// every case still runs, with the same seeds.
public struct OneCoreAtATime: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        // The suite's own scope is no turn: only its test cases queue.
        guard testCase != nil else { return try await function() }
        await Turnstile.shared.enter()
        do {
            try await function()
        } catch {
            await Turnstile.shared.leave()
            throw error
        }
        await Turnstile.shared.leave()
    }
}

extension Trait where Self == OneCoreAtATime {
    /// This suite's tests take turns, on one thread, with every other `.oneCoreAtATime` suite's.
    public static var oneCoreAtATime: Self { Self() }
}

/// One test at a time, first come first served; the rest wait suspended.
private actor Turnstile {
    static let shared = Turnstile()

    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard isTaken else {
            isTaken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the first waiter, if any (it stays taken), else frees it.
    func leave() {
        if waiting.isEmpty {
            isTaken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// Shrinking candidates, simplest first.
public enum Shrink {
    /// Toward 0: 0 itself, then halves, then one step closer.
    public static func int(_ x: Int) -> [Int] {
        guard x != 0 else { return [] }
        var candidates = [0]
        var half = x / 2
        while half != 0 && half != x {
            candidates.append(x - half)
            half /= 2
        }
        candidates.append(x > 0 ? x - 1 : x + 1)
        return Array(Set(candidates)).sorted { $0.magnitude < $1.magnitude }
    }

    /// Toward 1 (the rest offset) and toward whole numbers.
    public static func double(_ x: Double) -> [Double] {
        let simpler = [1, x.rounded(.towardZero), (x * 2).rounded() / 2, x / 2]
        return simpler.filter { $0 != x && $0.isFinite }
    }

    /// Shorter arrays first (drop halves, then single elements), then simpler elements.
    public static func array<T>(_ xs: [T], element: (T) -> [T] = { _ in [] }) -> [[T]] {
        var candidates: [[T]] = []
        var chunk = xs.count == 1 ? 1 : xs.count / 2
        while chunk > 0 {
            for start in stride(from: 0, to: xs.count - chunk + 1, by: chunk) {
                candidates.append(Array(xs[..<start] + xs[(start + chunk)...]))
            }
            chunk /= 2
        }
        for (i, x) in xs.enumerated() {
            for simpler in element(x) {
                var copy = xs
                copy[i] = simpler
                candidates.append(copy)
            }
        }
        return candidates
    }

    /// `input` with each of `fields` set to its simplest value, one field at a time, for the
    /// fields that do not hold it already; then `input` with each list of operations from
    /// ``array(_:element:)`` at `operations`.
    public static func fields<Input, Operation>(
        of input: Input, toDefaults fields: [(Input) -> Input?],
        operations: WritableKeyPath<Input, [Operation]>
    ) -> [Input] {
        fields.compactMap { $0(input) }
            + array(input[keyPath: operations]).map { simpler in
                var smaller = input
                smaller[keyPath: operations] = simpler
                return smaller
            }
    }

    /// A field of `fields(of:toDefaults:operations:)`: `input` with `field` set to `simplest`, or
    /// `nil` when it holds that already.
    public static func reset<Input, Value: Equatable>(
        _ field: WritableKeyPath<Input, Value>, to simplest: Value
    ) -> (Input) -> Input? {
        { input in
            guard input[keyPath: field] != simplest else { return nil }
            var simpler = input
            simpler[keyPath: field] = simplest
            return simpler
        }
    }
}

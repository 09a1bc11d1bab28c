/// How many places show each item, as a surface's display reports add up: a beginning counts
/// one more, an end one less, and an end of an item not shown is a report no coordinator may
/// make.
public struct DisplayTally: Equatable, Sendable {
    /// The places each item shows in, by the driver's key for it; an item on screen nowhere is
    /// absent.
    public private(set) var counts: [Int: Int] = [:]

    public init() {}

    /// The places `key` showed in before the report.
    public func count(of key: Int) -> Int { counts[key] ?? 0 }

    /// The item `key` began to show in one more place.
    public mutating func begin(_ key: Int) {
        counts[key, default: 0] += 1
    }

    /// The item `key` ended in one place: `false`, changing nothing, when it showed nowhere.
    public mutating func end(_ key: Int) -> Bool {
        guard let count = counts[key] else { return false }
        counts[key] = count == 1 ? nil : count - 1
        return true
    }
}

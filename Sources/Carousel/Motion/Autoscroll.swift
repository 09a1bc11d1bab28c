/// The state of continuous scrolling, the marquee: its speed and the time it has run.
///
/// The distance it has covered is `itemsPerSecond × elapsed`, computed from the time itself
/// rather than added up frame by frame, and the time is a compensated sum of the ticks: frames
/// of 1/60 s, 1/120 s, uneven or dropped, the distance after `t` seconds is
/// `itemsPerSecond × t` to a rounding error that does not grow with the number of frames.
public struct Autoscroll: Hashable, Sendable {
    /// The speed in items per second; negative scrolls backward (toward *previous*).
    public let itemsPerSecond: Double
    /// The speed in items per second.
    @available(*, deprecated, renamed: "itemsPerSecond")
    public var speed: Double { itemsPerSecond }
    /// Seconds it has run since it started or since the row was last moved by something else (a
    /// finger, a move, a data change), from where that left the row.
    public var elapsed: Double { sum + compensation }

    /// The running sum of the ticks.
    @usableFromInline var sum = 0.0
    /// What the sum's rounding lost, added back (Neumaier's summation).
    @usableFromInline var compensation = 0.0
    /// The offset it started from, in page units of the frame where `committed` is 0.
    @usableFromInline var anchor: Double
    /// Pages committed since it started from `anchor`.
    @usableFromInline var committed = 0
    /// The offset it left the row at, to notice that something else moved it.
    @usableFromInline var lastOffset: Double

    /// Continuous scrolling at `itemsPerSecond` from `offset`.
    @inlinable
    init(itemsPerSecond: Double, from offset: Double) {
        self.itemsPerSecond = itemsPerSecond
        anchor = offset
        lastOffset = offset
    }

    /// Starts counting again from `offset`, at the same speed.
    @inlinable
    mutating func restart(from offset: Double) {
        self = Autoscroll(itemsPerSecond: itemsPerSecond, from: offset)
    }

    /// Counts `seconds` more.
    @inlinable
    mutating func count(_ seconds: Double) {
        let total = sum + seconds
        compensation +=
            sum.magnitude >= seconds.magnitude ? (sum - total) + seconds : (seconds - total) + sum
        sum = total
    }

    /// The offset it has reached, in page units of the current frame:
    /// `anchor + itemsPerSecond × elapsed` less the pages committed since.
    @inlinable
    var offset: Double { anchor + (itemsPerSecond * elapsed - Double(committed)) }
}

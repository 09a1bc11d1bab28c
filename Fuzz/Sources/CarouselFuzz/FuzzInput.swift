import Carousel

/// Reads libFuzzer's bytes as values shaped so that most operations are valid: small indices
/// around the count, drags in eighths of a page, the autoplay and clock values a user would give.
/// About one value in ten is an edge case or any bit pattern (NaN, infinities, `Int.min`).
///
/// `@unchecked Sendable`: libFuzzer runs one input at a time on the main thread, where the
/// observer and coordinator steps read it too; nothing else ever sees it.
struct FuzzInput: @unchecked Sendable {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte; 0 past the end, so every input decodes to a whole script.
    mutating func byte() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    /// Eight bytes as an `Int`: every bit pattern is reachable.
    mutating func anyInt() -> Int {
        (0..<8).reduce(0) { value, _ in value << 8 | Int(byte()) }
    }

    /// Eight bytes as a `Double`: NaNs, infinities and subnormals included.
    mutating func anyDouble() -> Double { Double(bitPattern: UInt64(truncatingIfNeeded: anyInt())) }

    /// An item value: few, so that values repeat and loads find equal items.
    mutating func value() -> Int { Int(byte() % 4) }

    /// A position for `count` items: mostly `-1...count + 1`, so mostly valid.
    mutating func index(count: Int) -> Int {
        let b = byte()
        return b < 240 ? Int(b) % (count + 3) - 1 : anyInt()
    }

    /// A step: mostly small, sometimes whole loops around `count`, sometimes the extremes.
    mutating func step(count: Int) -> Int {
        let b = byte()
        switch b {
        case 0..<200: return Int(b % 41) - 20
        case 200..<230: return count &* (Int(b % 7) - 3) &+ (Int(b % 3) - 1)
        case 230..<245: return [Int.min, Int.max, Int.min + 1, Int.max - 1][Int(b % 4)]
        default: return anyInt()
        }
    }

    /// A scroll offset: mostly eighths of a page in `-3...5` (a drag), sometimes any double.
    mutating func offset() -> Double {
        let b = byte()
        switch b {
        case 0..<200: return Double(Int(b % 65) - 24) / 8
        case 200..<215:
            return [.nan, .infinity, -.infinity, 1e9, -1e9, 1e9.nextUp, -0.0, 2.0.nextDown][
                Int(b % 8)]
        default: return anyDouble()
        }
    }

    /// An autoplay interval: mostly valid ones, sometimes just outside the limits.
    mutating func interval() -> Double {
        let b = byte()
        return b < 240
            ? [0.5, 1, 2, 0.25, 0.001, 1e6, 0.3, 0, 0.001.nextDown, -1, .nan][Int(b) % 11]
            : anyDouble()
    }

    /// A clock step: mostly a fraction of the intervals above, sometimes out of range.
    mutating func seconds() -> Double {
        let b = byte()
        return b < 240
            ? [0, 0.25, 0.5, 1, 3.75, 0.1, 2, 1e6, 1e9, 1e9.nextUp, -1, .nan][Int(b) % 12]
            : anyDouble()
    }

    /// A load: up to five values.
    mutating func values() -> [Int] { (0..<Int(byte() % 6)).map { _ in value() } }

    /// One model operation for a carousel of `count` items; ticks and drags weigh double, so
    /// autoplay moves often.
    mutating func op(count: Int) -> Op {
        switch byte() % 14 {
        case 0, 1: .advance(step(count: count))
        case 2: .jump(index(count: count))
        case 3, 4: .scroll(offset())
        case 5: .startAutoplay(interval())
        case 6: .stopAutoplay
        case 7, 8: .tick(seconds())
        case 9, 10: .insert(index(count: count), value: value())
        case 11: .remove(index(count: count))
        case 12: .replace(index(count: count), value: value())
        default: .load(values())
        }
    }
}

import Carousel

/// Reads fuzzer bytes as a script of carousel operations.
struct ByteReader {
    var bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    /// Eight bytes as an `Int`, so that every bit pattern (`Int.min`, `Int.max`) is reachable.
    mutating func int() -> Int {
        (0..<8).reduce(0) { value, _ in value << 8 | Int(byte()) }
    }

    /// Eight bytes as a `Double`: every bit pattern, NaNs and infinities included.
    mutating func double() -> Double { Double(bitPattern: UInt64(truncatingIfNeeded: int())) }
}

/// Checks what must hold after every operation; a violation crashes, which libFuzzer reports.
func checkInvariants(_ c: Carousel<[UInt8], Int>) {
    precondition(Set(c.slotOrder) == [0, 1, 2], "slot order is not a permutation")
    for position in CarouselPosition.allCases {
        precondition(c.boundIndex(ofSlot: c.slotOrder[position]) == c.window[position], "slot mismatch")
    }
    if c.isScrollable {
        precondition(c.offset > 0 && c.offset < 2, "offset \(c.offset) outside (0, 2)")
        let progress = c.progress!
        precondition(progress >= 0 && progress < Double(c.count), "progress \(progress)")
    } else {
        precondition(c.offset == 1, "offset \(c.offset) on a carousel that cannot scroll")
    }
    precondition(c.currentIndex.map { 0 <= $0 && $0 < c.count } ?? (c.count == 0), "bad current")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    let policy: ReusePolicy = input.byte() & 1 == 0 ? .rebind : .rotate
    var c = Carousel([UInt8](repeating: 0, count: Int(input.byte() % 6)), reusePolicy: policy) { $0 }
    while !input.isAtEnd {
        let before = c
        var failed = false
        do {
            switch input.byte() % 11 {
            case 0: c.advance(by: input.int())
            case 1: try c.jump(to: input.int())
            case 2: try c.scroll(to: input.double())
            case 3: try c.startAutoplay(interval: input.double())
            case 4: c.stopAutoplay()
            case 5: try c.tick(input.double())
            case 6: try c.insert(input.byte() % 4, at: input.int())
            case 7: try c.remove(at: input.int())
            case 8: try c.replace(at: input.int(), with: input.byte() % 4)
            case 9: c.load((0..<Int(input.byte() % 5)).map { _ in input.byte() % 4 })
            default: _ = try c.pageIndicator(maximumDots: input.int())
            }
        } catch {
            failed = true
        }
        // A refused operation changes nothing.
        if failed { precondition(c == before, "an error changed the carousel") }
        checkInvariants(c)
    }
    return 0
}

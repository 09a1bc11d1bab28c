import Carousel

/// Reads a row session from the input (its layout, its lengths or `0..<Int.max`, its policy and
/// operations, bad ones included) and runs it beside the plain model, as the property test does:
/// any difference, any refused operation that changed the row, is a finding.
func fuzzRow(_ input: inout FuzzInput) {
    let viewport = [390, 100, 37.5, 1200][Int(input.byte() % 4)]
    let minimum = viewport / 10
    func length() -> Double {
        let b = input.byte()
        return b < 64
            ? [minimum, viewport, minimum.nextUp, viewport.nextDown][Int(b % 4)]
            : minimum + (viewport - minimum) * Double(b) / 255
    }
    let shape = input.byte()
    let lengths: [Double]? = shape & 0x80 == 0 ? (0..<Int(shape % 13)).map { _ in length() } : nil
    var count = lengths?.count ?? Int.max
    var ops: [RowOp] = []
    while !input.isAtEnd && ops.count < 48 {
        let b = input.byte()
        switch b % 16 {
        case 0, 1: ops.append(.scroll(input.rowDistance(viewport: viewport)))
        case 2: ops.append(.offset(input.offset() * [1, 1e3, 1e9][Int(b / 16 % 3)]))
        case 3: ops.append(.advance(input.step(count: count)))
        // Near the start of `0..<Int.max` too: the input's index adds to the count.
        case 4: ops.append(.jump(input.index(count: min(count, 1 << 20))))
        case 5: ops.append(.release(input.rowDistance(viewport: viewport) * 30))
        case 6: ops.append(.slide(input.step(count: count)))
        case 7, 8: ops.append(.tick(input.seconds() / 8))
        case 9: ops.append(.autoscroll(b & 0x10 == 0 ? nil : input.rowDistance(viewport: viewport)))
        case 10:
            ops.append(.motion([.paging, .free, .snapping, .snapping(limit: 2)][Int(b / 16 % 4)]))
        case 11 where b & 0x80 != 0:
            ops.append(.relength(Double(input.byte()) / 255))
        case 11:
            ops.append(
                .relayout(
                    viewport * (1 + Double(input.byte()) / 255), [0, 8, 0.5][Int(b / 16 % 3)]))
        case 12, 13:
            guard lengths != nil else { continue }
            ops.append(.insert(input.index(count: min(count, 1 << 20)), length()))
            count += 1
        case 14:
            guard lengths != nil, count > 0 else { continue }
            ops.append(.remove(input.index(count: min(count, 1 << 20))))
            count -= 1
        default:
            guard lengths != nil else { continue }
            guard b & 0x30 == 0 else {
                ops.append(.replace(input.index(count: min(count, 1 << 20)), length()))
                continue
            }
            // A load of few distinct lengths, so that equal items are common.
            let choices = [length(), length()]
            let new = (0..<Int(input.byte() % 13)).map { _ in choices[Int(input.byte() % 2)] }
            ops.append(.load(new, byValue: b & 0x40 != 0))
            count = new.count
        }
    }
    let rowCase = RowCase(
        setup: RowSetup(
            viewport: viewport, spacing: [0, 8, 0.25, 30][Int(shape / 16 % 4)],
            margin: [0, viewport / 4, 40, viewport / 2][Int(shape / 4 % 4)],
            leading: shape & 2 != 0, policy: shape & 1 == 0 ? .rebind : .rotate,
            neighbors: [0, 0, 1, 3][Int(input.byte() % 4)]),
        lengths: lengths, ops: ops)
    do throws(PropertyFailure) {
        try rowCase.play()
    } catch {
        check(false, "row \(rowCase): \(error)")
    }
}

extension FuzzInput {
    /// A distance along a row: mostly a fraction of the viewport either way, sometimes beyond
    /// what a call takes, or not a number.
    mutating func rowDistance(viewport: Double) -> Double {
        let b = byte()
        switch b {
        case 0..<220: return viewport * (Double(b) - 110) / 32
        case 220..<236:
            return [
                .nan, .infinity, -.infinity, 100 * viewport, (100 * viewport).nextUp, -0.0, 1e-300,
                0.001,
            ][Int(b % 8)]
        default: return anyDouble()
        }
    }
}

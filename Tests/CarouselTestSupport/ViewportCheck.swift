/// What the viewport shows lies on the slots or in the spacing between them, never beyond: a
/// carousel shows no empty space. `nil` when so, else what it shows instead.
///
/// - Parameters:
///   - visible: the part of the content the viewport shows, in content points.
///   - slots: where the slots lie, in the same points.
///   - contentLength: the content's length, which scales the rounding allowed.
public func viewportViolation(
    visible: ClosedRange<Double>, slots: [ClosedRange<Double>], contentLength: Double
) -> String? {
    // Offsets and spans are sums of lengths: their rounding grows with the content.
    viewportViolation(visible: visible, slots: slots, tolerance: 1e-9 * contentLength)
}

/// ``viewportViolation(visible:slots:contentLength:)`` with the rounding allowed given: for a
/// row of items of their own lengths, whose slots (each with the spacing beside it) must cover
/// the viewport and its margins.
public func viewportViolation(
    visible: ClosedRange<Double>, slots: [ClosedRange<Double>], tolerance: Double
) -> String? {
    let first = slots.map(\.lowerBound).min() ?? 0
    let last = slots.map(\.upperBound).max() ?? 0
    guard visible.lowerBound < first - tolerance || visible.upperBound > last + tolerance
    else { return nil }
    return "the viewport \(visible) shows beyond the slots \(first)...\(last)"
}

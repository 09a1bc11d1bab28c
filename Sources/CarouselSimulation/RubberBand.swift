/// UIKit's reported rubber band: how far past a content edge the view shows a finger excursion.
///
/// An excursion `x` of the finger beyond an edge shows as `(1 - 1 / (x * 0.55 / d + 1)) * d`,
/// where `d` is the bounds length: 1:1 at first, then ever stiffer, never reaching `d`.
enum RubberBand {
    /// The constant of the reported formula.
    static let resistance = 0.55

    /// Shown excursions beyond this fraction of `d` are read back as this much: a finger needs
    /// some 16 `d` of excursion to get there, and the exact inverse of an excursion near `d` (which
    /// only the app can set) would make the finger's way back unboundedly long.
    static let largestInvertedFraction = 0.9

    /// The offset shown for a finger at `finger` (in content-offset terms), content edges at 0
    /// and `maximum`, bounds length `d`.
    ///
    /// - Complexity: O(1).
    static func offset(forFinger finger: Double, maximum: Double, dimension d: Double) -> Double {
        if finger < 0 { return -shown(-finger, dimension: d) }
        if finger > maximum { return maximum + shown(finger - maximum, dimension: d) }
        return finger
    }

    /// The finger position that shows as `offset`: the inverse of
    /// ``offset(forFinger:maximum:dimension:)`` (shown excursions capped, see
    /// ``largestInvertedFraction``).
    ///
    /// - Complexity: O(1).
    static func finger(forOffset offset: Double, maximum: Double, dimension d: Double) -> Double {
        if offset < 0 { return -excursion(showing: -offset, dimension: d) }
        if offset > maximum { return maximum + excursion(showing: offset - maximum, dimension: d) }
        return offset
    }

    private static func shown(_ excursion: Double, dimension d: Double) -> Double {
        guard d > 0 else { return 0 }
        // For huge `excursion / d` the quotient becomes infinite and the result exactly `d`.
        return (1 - 1 / (excursion * resistance / d + 1)) * d
    }

    private static func excursion(showing shown: Double, dimension d: Double) -> Double {
        guard d > 0 else { return 0 }
        let y = min(shown, d * largestInvertedFraction)
        return y * d / ((d - y) * resistance)
    }
}

/// Core Animation's ease-in-ease-out timing curve: the cubic Bézier with control points
/// (0.42, 0) and (0.58, 1).
///
/// UIKit does not document the curve of `setContentOffset(_:animated:)`; this is its standard
/// ease-in-ease-out, assumed. A row's animated moves follow it, and the simulated scroll view's
/// animated scrolls.
@usableFromInline
package enum EaseInEaseOut {
    /// The animated fraction at time fraction `t` (clamped to `0...1`).
    ///
    /// - Complexity: O(1): a fixed number of Newton steps.
    @inlinable
    package static func progress(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        // Solve x(s) = t for the curve parameter s. x'(s) >= 0.87 on 0...1, so Newton's method
        // from s = t converges fast; six steps reach the limits of Double.
        var s = t
        for _ in 0..<6 {
            let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
            let slope = 1.26 * (1 - s) * (1 - s) + 0.96 * s * (1 - s) + 1.26 * s * s
            s = min(max(s - (x - t) / slope, 0), 1)
        }
        // y(s) with y-control points 0 and 1.
        return s * s * (3 - 2 * s)
    }
}

// Shared with the fuzz target, which compiles it into its own module.

/// How far a `UIScrollView` glides from a release at `velocity` (points or pages a millisecond),
/// its speed falling by `rate` each millisecond: `velocity × rate / (1 − rate)`, the sum of its
/// steps. The models of a glide, of pages and of items of their own lengths, start from it.
public func naturalGlideDistance(velocity: Double, rate: Double) -> Double {
    velocity * rate / (1 - rate)
}

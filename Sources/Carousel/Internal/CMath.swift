// The C library's `pow`, `sin` and `cos`, the functions of it the core needs: a glide's decay
// over a frame of any length, and the turns of the item effects. The core imports no framework,
// only the platform's C library.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(WASILibc)
    import WASILibc
#elseif canImport(ucrt)
    import ucrt
#endif

/// `base` to the power `exponent`.
@usableFromInline
func power(_ base: Double, _ exponent: Double) -> Double {
    pow(base, exponent)
}

/// The sine of `angle`, in radians.
@usableFromInline
func sine(_ angle: Double) -> Double {
    sin(angle)
}

/// The cosine of `angle`, in radians.
@usableFromInline
func cosine(_ angle: Double) -> Double {
    cos(angle)
}

// The C library's `pow`, the one function of it the core needs: a glide's decay over a frame of
// any length. The core imports no framework, only the platform's C library.
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

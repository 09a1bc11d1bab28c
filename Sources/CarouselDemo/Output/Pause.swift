#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sleeps for `seconds` (between animation frames); nothing for 0 or less.
func pause(seconds: Double) {
    guard seconds > 0, seconds.isFinite else { return }
    let whole = seconds.rounded(.down)
    var remaining = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
    var request = remaining
    // Interrupted by a signal: sleep the rest.
    while nanosleep(&request, &remaining) == -1, errno == EINTR { request = remaining }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's file descriptors 1 and 2, with standard output buffered in 64 KiB.
struct StandardConsole: Console {
    private var buffer: [UInt8] = []
    private static let bufferSize = 64 * 1024
    private(set) var outputError: String?

    mutating func out(_ text: String) {
        guard outputError == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { flush() }
    }

    mutating func out(_ text: TextBuffer) {
        guard outputError == nil else { return }
        text.withBytes { buffer.append(contentsOf: $0) }
        if buffer.count >= Self.bufferSize { flush() }
    }

    mutating func err(_ text: String) {
        flush()
        _ = Self.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    mutating func flush() {
        guard outputError == nil else { return }
        outputError = Self.writeAll(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes all of `bytes`, retrying short writes and interruptions; returns why it failed, if
    /// it did. A closed pipe normally ends the process by SIGPIPE, as for any filter; where SIGPIPE
    /// is ignored the write fails with EPIPE instead, and that is reported like any other failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBytes { raw in
            var start = 0
            while start < raw.count {
                let written = write(descriptor, raw.baseAddress! + start, raw.count - start)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                start += written
            }
            return nil
        }
    }

    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}

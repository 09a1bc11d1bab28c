#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of a byte source, numbered from 1, read lazily so memory stays bounded by the longest
/// line plus one chunk.
struct LineReader: Sequence, IteratorProtocol {
    /// Returns the next chunk of input; an empty chunk means the end of input.
    private let readChunk: () throws(ReadError) -> [UInt8]
    private var splitter = LineSplitter()
    private var readyLines: [[UInt8]] = []
    private var nextReadyLine = 0
    private var reachedEnd = false
    private var lastNumber = 0
    /// Why reading stopped before the end of input; the lines so far have all been returned.
    private(set) var readError: ReadError?

    init(readChunk: @escaping () throws(ReadError) -> [UInt8]) {
        self.readChunk = readChunk
    }

    /// The lines of standard input.
    static func standardInput() -> LineReader {
        LineReader(readChunk: readStandardInputChunk)
    }

    /// The lines of `bytes`, as if read from standard input.
    static func lines(of bytes: [UInt8]) -> LineReader {
        var rest = bytes.isEmpty ? [] : [bytes]
        return LineReader { rest.popLast() ?? [] }
    }

    mutating func next() -> NumberedLine? {
        while nextReadyLine == readyLines.count {
            guard !reachedEnd else { return nil }
            let chunk: [UInt8]
            do {
                chunk = try readChunk()
            } catch {
                // A partial last line is not a line the user finished typing: drop it.
                readError = error
                reachedEnd = true
                return nil
            }
            if chunk.isEmpty {
                reachedEnd = true
                readyLines = splitter.finish().map { [$0] } ?? []
            } else {
                readyLines = splitter.feed(chunk[...])
            }
            nextReadyLine = 0
        }
        defer { nextReadyLine += 1 }
        lastNumber += 1
        return NumberedLine(number: lastNumber, bytes: readyLines[nextReadyLine])
    }

    /// Large enough that a megabyte of input takes few system calls, small enough to be cheap.
    private static let chunkSize = 64 * 1024

    /// Reads up to `chunkSize` bytes from file descriptor 0.
    private static func readStandardInputChunk() throws(ReadError) -> [UInt8] {
        var failure: Int32?
        let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, initializedCount in
            var count: Int
            repeat {
                count = read(STDIN_FILENO, buffer.baseAddress, buffer.count)
            } while count < 0 && errno == EINTR
            if count < 0 { failure = errno }
            initializedCount = Swift.max(count, 0)
        }
        if let failure { throw ReadError(message: String(cString: strerror(failure))) }
        return chunk
    }
}

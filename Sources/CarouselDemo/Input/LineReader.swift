#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cuts a byte stream into lines, chunk by chunk.
///
/// Input is bytes, not text: the demo must survive binary garbage and megabyte-long lines, so this
/// never decodes anything and holds at most one unfinished line between chunks.
/// A line ends at LF; one CR right before that LF (or before the end of input) is dropped, and any
/// other CR stays an ordinary byte.
struct LineSplitter {
    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    /// The start of a line whose LF has not arrived yet.
    private var unfinishedLine: [UInt8] = []

    /// Returns the lines that `chunk` completes, in order; keeps the rest for the next call.
    mutating func feed(_ chunk: ArraySlice<UInt8>) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var rest = chunk
        while let lineFeed = rest.firstIndex(of: Self.lineFeed) {
            lines.append(takeLine(endingWith: rest[..<lineFeed]))
            rest = rest[(lineFeed + 1)...]
        }
        unfinishedLine.append(contentsOf: rest)
        return lines
    }

    /// Ends the input: returns the last line if it had no LF, or nil when nothing is left (so empty
    /// input has no lines and a final LF does not make an extra empty line).
    mutating func finish() -> [UInt8]? {
        unfinishedLine.isEmpty ? nil : takeLine(endingWith: [])
    }

    /// Completes the unfinished line without copying it again, however long it has grown.
    private mutating func takeLine(endingWith end: ArraySlice<UInt8>) -> [UInt8] {
        var line: [UInt8]
        if unfinishedLine.isEmpty {
            // The common case, a line inside one chunk: one copy of the exact size.
            line = Array(end)
        } else {
            line = unfinishedLine
            unfinishedLine = []
            line.append(contentsOf: end)
        }
        if line.last == Self.carriageReturn { line.removeLast() }
        return line
    }
}

/// One input line with its 1-based number; every line counts, blank and comment lines too, so
/// that reports point at the line the user sees in their file.
struct NumberedLine: Equatable {
    let number: Int
    let bytes: [UInt8]
}

/// Why standard input could not be read, as the system says it (`Bad file descriptor`).
struct ReadError: Error, Equatable {
    let message: String
}

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

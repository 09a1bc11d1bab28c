import Dispatch
import Foundation

@testable import CarouselDemo

#if canImport(Glibc)
    import Glibc
#endif

/// What one run of the built `CarouselDemo` printed and how it exited.
struct DemoRun: Equatable, CustomStringConvertible {
    var stdout: String
    var stderr: String
    var status: Int32

    var description: String {
        "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---"
    }
}

/// Runs the `CarouselDemo` that `swift test` built next to this test bundle.
enum DemoProcess {
    /// The executable: in the directory of the test bundle (`.build/debug` or its like).
    static let executable: URL = {
        let here = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidates = [
            here.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        let found = candidates.map { $0.appendingPathComponent("CarouselDemo") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
        return found ?? candidates[0].appendingPathComponent("CarouselDemo")
    }()

    /// Runs the demo with `arguments`, writes all of `input` to its standard input and closes it,
    /// and collects both outputs on their own threads, so that no pipe can fill up and deadlock.
    ///
    /// - Parameter redirections: shell redirections applied to the demo itself, such as `2>&-`
    ///   (standard error closed) or `>/dev/full`; the redirected stream then collects nothing.
    static func run(
        _ arguments: [String] = [], input: [UInt8], redirections: String? = nil
    ) throws -> DemoRun {
        // The demo may stop reading (quit, --fail-fast) before all input is written: a write to
        // the closed pipe must fail with EPIPE rather than kill the test process.
        _ = ignoreBrokenPipe
        let process = Process()
        if let redirections {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", #"exec "$0" "$@" "# + redirections, executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = Collected()
        let errors = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            output.data = stdout.fileHandleForReading.readDataToEndOfFile()
        }
        DispatchQueue.global().async(group: group) {
            errors.data = stderr.fileHandleForReading.readDataToEndOfFile()
        }
        let writer = stdin.fileHandleForWriting
        DispatchQueue.global().async(group: group) {
            // A failure is EPIPE: the demo stopped reading.
            _ = StandardConsole.writeAll(input, to: writer.fileDescriptor)
            try? writer.close()
        }
        group.wait()
        process.waitUntilExit()
        return DemoRun(
            stdout: String(decoding: output.data, as: UTF8.self),
            stderr: String(decoding: errors.data, as: UTF8.self), status: process.terminationStatus
        )
    }

    static func run(_ arguments: [String] = [], _ input: String) throws -> DemoRun {
        try run(arguments, input: Array(input.utf8))
    }

    private static let ignoreBrokenPipe: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

}

private final class Collected: @unchecked Sendable {
    var data = Data()
}

import PropertyTesting
import Testing

@testable import CarouselDemo

/// The built demo when its standard streams fail: closed, a directory, a full device.
@Suite struct InputOutputErrorTests {
    @Test func closedStandardErrorDoesNotStopReading() throws {
        let run = try DemoProcess.run(
            ["--items", "a,b,c"], input: Array("bogus\nnext\n".utf8), redirections: "2>&-")
        expectEqual(run, DemoRun(stdout: nextOnABC, stderr: "", status: 1))
    }

    @Test func fullStandardErrorDoesNotStopReading() throws {
        let run = try DemoProcess.run(
            ["--items", "a,b,c"], input: Array("bogus\nnext\n".utf8), redirections: "2>/dev/full")
        expectEqual(run, DemoRun(stdout: nextOnABC, stderr: "", status: 1))
    }

    @Test func fullStandardOutputEndsTheRunWithStatus74() throws {
        let run = try DemoProcess.run(
            ["--items", "a,b,c"], input: Array("next\nbogus\n".utf8), redirections: ">/dev/full")
        expectEqual(
            run,
            DemoRun(
                stdout: "",
                stderr: "error: line 2: bogus: unknown command; type help for the list\n"
                    + "error: cannot write standard output: No space left on device\n",
                status: 74))
        // `--help` writes standard output too.
        let help = try DemoProcess.run(["--help"], input: [], redirections: ">/dev/full")
        expectEqual(
            help,
            DemoRun(
                stdout: "",
                stderr: "error: cannot write standard output: No space left on device\n",
                status: 74))
    }

    @Test(arguments: [("<&-", "Bad file descriptor"), ("</", "Is a directory")])
    func unreadableStandardInputExitsWithStatus74(redirection: String, reason: String) throws {
        let run = try DemoProcess.run(["--items", "a"], input: [], redirections: redirection)
        expectEqual(
            run,
            DemoRun(
                stdout: "", stderr: "error: cannot read standard input: \(reason)\n",
                status: 74))
    }

    @Test func argumentsMustBeUTF8LikeInputLines() throws {
        let run = try DemoProcess.run(["--items", "a\u{FF}"], input: [])
        // Foundation passes the string as UTF-8; the raw byte needs the shell.
        let raw = try DemoProcess.run(
            [], input: [], redirections: #"--items "$(printf 'a\377')""#)
        expectEqual(run.status, 0)
        expectEqual(
            raw,
            DemoRun(
                stdout: "",
                stderr: "error: argument 2 is not valid UTF-8 (byte 0xFF at column 2); "
                    + "write it as UTF-8 text\n" + usageLine + "\n", status: 64))
    }
}

@MainActor @Suite struct OutputFailureTests {
    @Test func aFailedWriteEndsTheRunAfterTheCurrentLine() {
        var console = RecordingConsole()
        console.outputError = "Broken pipe"
        let status = Demo.main(
            arguments: [], lines: .lines(of: Array("next\nbogus\n".utf8)), console: &console,
            inputIsTerminal: false, outputIsTerminal: false)
        expectEqual(status, inputOutputErrorStatus)
        expectEqual(console.stderr, "error: cannot write standard output: Broken pipe\n")
    }

    @Test func aReadErrorIsReportedAfterTheLinesReadBeforeIt() {
        var chunks: [[UInt8]] = [Array("next\nbogus\nsho".utf8)]
        let lines = LineReader { () throws(ReadError) in
            guard let chunk = chunks.popLast() else {
                throw ReadError(message: "Input/output error")
            }
            return chunk
        }
        var console = RecordingConsole()
        let status = Demo.main(
            arguments: [Array("--items".utf8), Array("a,b".utf8)], lines: lines,
            console: &console, inputIsTerminal: false, outputIsTerminal: false)
        expectEqual(status, inputOutputErrorStatus)
        #expect(console.stdout.hasPrefix("  moved next 0 → 1"))
        // The unfinished "sho" is dropped: the read failed before its line ended.
        expectEqual(
            console.stderr,
            "error: line 2: bogus: unknown command; type help for the list\n"
                + "error: cannot read standard input: Input/output error\n")
    }
}

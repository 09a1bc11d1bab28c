#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

var console = StandardConsole()
let status = Demo.main(
    arguments: Array(CommandLine.arguments.dropFirst()), lines: LineReader.standardInput(),
    console: &console, inputIsTerminal: StandardConsole.inputIsTerminal,
    outputIsTerminal: StandardConsole.outputIsTerminal)
exit(status)

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The arguments' own bytes: `CommandLine.arguments` would replace invalid UTF-8 silently.
let arguments = (1..<Int(CommandLine.argc)).map { index in
    // argv holds `argc` non-null strings.
    let argument = CommandLine.unsafeArgv[index]!
    return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
}
var console = StandardConsole()
let status = Demo.main(
    arguments: arguments, lines: LineReader.standardInput(),
    console: &console, inputIsTerminal: StandardConsole.inputIsTerminal,
    outputIsTerminal: StandardConsole.outputIsTerminal)
exit(status)

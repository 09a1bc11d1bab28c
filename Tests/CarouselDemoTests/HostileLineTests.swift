import PropertyTesting
import Testing

@testable import CarouselDemo

@MainActor
private func failure(_ text: String) -> (command: String?, message: String)? {
    var session = Session(items: ["a", "b", "c"], reusePolicy: .rebind)
    guard let result = session.process(NumberedLine(number: 1, bytes: Array(text.utf8))),
        case .failure(let message) = result.outcome
    else { return nil }
    return (result.command, message)
}

/// Lines built to be expensive: millions of tokens, megabyte tokens, text that hides in messages.
@MainActor @Suite struct HostileLineTests {
    @Test func anUnknownCommandIsRefusedAfterItsFirstToken() {
        let line = Array(("bogus" + String(repeating: " a", count: 100_000) + #" "x"#).utf8)
        expectEqual(tokenizeLine(line, keeping: CommandTable.argumentLimit), .tokens(["bogus"]))
        // The bad quote at the end is never read: the command is what is wrong.
        #expect(
            failure(#"bogus "unterminated"#)! == (
                "bogus", "unknown command; type help for the list"
            ))
    }

    @Test func aCommandKeepsOneArgumentMoreThanItTakesAndCountsTheRest() {
        let text = "next" + String(repeating: " a", count: 100_000)
        #expect(
            tokenizeLine(Array(text.utf8), keeping: CommandTable.argumentLimit)
                == .tokens(["next", "a", "a"], more: 99_998))
        #expect(
            failure(text)!.message
                == #"takes at most 1 argument (next [k]), got an extra "a" and 99998 more"#)
        // A bad quote past the kept tokens is still an error of the whole line.
        let quote = failure(text + #" "x"#)!
        #expect(quote.command == nil)
        #expect(quote.message == #"unterminated quote in "\"x"; close it with ""#)
    }

    @Test func loadKeepsEveryItem() {
        var session = Session(items: [], reusePolicy: .rebind)
        let items = (0..<10_000).map(String.init)
        let text = "load " + items.joined(separator: " ")
        let result = session.process(NumberedLine(number: 1, bytes: Array(text.utf8)))
        expectEqual(result?.succeeded, true)
        expectEqual(session.carousel.storage, items)
    }

    @Test(arguments: [
        ("autoplay 0.00", " (from \"0.00\")"), ("autoplay 0", ""), ("tick -1", ""),
        ("tick -1.", " (from \"-1.\")"), ("jump 9", ""), ("jump 09", " (from \"09\")"),
        ("jump +9", " (from \"+9\")"), ("scroll 5e9", " (from \"5e9\")"),
    ])
    func theTypedTextIsQuotedUnlessTheMessageShowsItAsTyped(_ text: String, _ note: String) {
        let message = failure(text)!.message
        #expect(note.isEmpty ? !message.contains("(from") : message.hasSuffix(note))
    }

    @Test func aMegabyteNumberIsQuotedShortly() {
        let digits = String(repeating: "0", count: 1_000_000) + "99"
        let message = failure("jump " + digits)!.message
        expectEqual(
            message,
            "index 99 is out of range 0..<3 (from \""
                + String(repeating: "0", count: 48) + "\"…)")
    }
}

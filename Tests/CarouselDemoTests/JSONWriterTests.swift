import Foundation
import PropertyTesting
import Testing

@testable import CarouselDemo

/// The buffer's JSON writers: strings and numbers as JSON spells them.
@Suite struct JSONWriterTests {
    private func jsonString(_ text: String) -> String {
        String(writing: { $0.appendJSONString(text) })
    }

    private func jsonNumber(_ value: Double) -> String {
        String(writing: { $0.appendJSONNumber(value) })
    }

    @Test(arguments: [
        ("", #""""#),
        ("plain", #""plain""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#),
        ("\u{0}\u{1}\u{1F}\u{B}", #""\u0000\u0001\u001f\u000b""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("é 中 🎠 \u{2028} \u{A0}", "\"é 中 🎠 \u{2028} \u{A0}\""),
        ("/", #""/""#),
    ])
    func stringsAreEscaped(_ text: String, _ json: String) {
        expectEqual(jsonString(text), json)
    }

    @Test(
        arguments: [
            (1, "1.0"), (0.5, "0.5"), (-0.0, "-0.0"), (0, "0.0"), (-2.25, "-2.25"), (1e-7, "1e-07"),
            (1e16, "1e+16"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
            (.leastNonzeroMagnitude, "5e-324"),
        ] as [(Double, String)])
    func numbersAreWrittenAsJSON(_ value: Double, _ json: String) {
        expectEqual(jsonNumber(value), json)
    }

    /// Foundation's decoder is an independent check that the output is valid JSON.
    @Test func randomStringsAndNumbersDecodeBack() {
        let decoder = JSONDecoder()
        Property.check(
            generate: { random in
                var text = ""
                for _ in 0..<Int.random(in: 0...16, using: &random) {
                    let value =
                        Bool.random(using: &random)
                        ? UInt32.random(in: 0...0x7F, using: &random)
                        : UInt32.random(in: 0...0x10FFFF, using: &random)
                    text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
                return (text, Double(bitPattern: random.next()))
            },
            shrink: { text, number in
                Shrink.array(Array(text.unicodeScalars)).map {
                    (String(String.UnicodeScalarView($0)), number)
                }
            }
        ) { text, number throws(PropertyFailure) in
            let decodedText = try requireNoError("decoding \(jsonString(text))") {
                try decoder.decode(String.self, from: Data(jsonString(text).utf8))
            }
            try requireEqual(decodedText, text, "decoded \(jsonString(text))")
            guard number.isFinite else { return }
            let decodedNumber = try requireNoError("decoding \(jsonNumber(number))") {
                try decoder.decode(Double.self, from: Data(jsonNumber(number).utf8))
            }
            try requireEqual(decodedNumber, number, "decoded \(jsonNumber(number))")
        }
    }
}

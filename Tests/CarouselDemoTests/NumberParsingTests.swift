import PropertyTesting
import Testing

@testable import CarouselDemo

private let notAnInteger = " is not an integer; write digits with an optional sign, e.g. 3 or -2"
private let integerRange = " is out of range -9223372036854775808...9223372036854775807"
private let notADecimal = " is not a decimal number; write e.g. 1.5, -0.25 or 2e3"
private let notFinite = " is not a finite decimal number; write e.g. 1.5, -0.25 or 2e3"
private let decimalRange = " is out of range; its magnitude must be at most 1.7976931348623157e+308"

/// The message of the error `parse` throws, or nil; lets a table state the exact message.
private func errorMessage<T>(_ parse: @autoclosure () throws(InputError) -> T) -> String? {
    do {
        _ = try parse()
        return nil
    } catch {
        return error.message
    }
}

@Suite(.oneCoreAtATime) struct NumberParsingTests {
    @Test(arguments: [
        ("0", 0), ("-0", 0), ("+0", 0), ("7", 7), ("+5", 5), ("-12", -12), ("007", 7),
        ("-007", -7), ("9223372036854775807", Int.max), ("+9223372036854775807", Int.max),
        ("-9223372036854775808", Int.min), ("0009223372036854775807", Int.max),
        ("-0009223372036854775808", Int.min),
    ])
    func integersParse(_ token: String, _ value: Int) throws {
        expectEqual(try parseInteger(token), value)
    }

    @Test(arguments: [
        "", "+", "-", "1e3", "1.0", "0x10", "1_0", " 1", "1 ", "--1", "+-1", "-+1", "1-", "a",
        "12a", "٣", "３", "¹", "Ⅻ", "1\u{0}", "nan", "inf", "1,000",
    ])
    func nonIntegersAreErrors(_ token: String) {
        expectEqual(errorMessage(try parseInteger(token)), displayQuoted(token) + notAnInteger)
    }

    @Test(arguments: [
        "9223372036854775808", "-9223372036854775809", "+9223372036854775808",
        "18446744073709551616", "99999999999999999999999", "-10000000000000000000",
    ])
    func integersOutsideIntAreErrors(_ token: String) {
        expectEqual(errorMessage(try parseInteger(token)), "\"\(token)\"" + integerRange)
    }

    @Test func megabyteIntegerTokensWork() throws {
        let zeros = String(repeating: "0", count: 1_000_000)
        expectEqual(try parseInteger("-" + zeros + "42"), -42)
        let nines = String(repeating: "9", count: 1_000_000)
        let shown = "\"" + String(repeating: "9", count: 48) + "\"…"
        expectEqual(errorMessage(try parseInteger(nines)), shown + integerRange)
        let garbage = nines + "x"
        expectEqual(errorMessage(try parseInteger(garbage)), shown + notAnInteger)
    }

    @Test(
        arguments: [
            ("0", 0), ("1.5", 1.5), ("-0.25", -0.25), ("2e3", 2000), ("2E3", 2000), ("2e+3", 2000),
            (".5", 0.5), ("5.", 5), ("+.5e-3", 0.0005), ("-.5", -0.5), ("007.50", 7.5),
            ("1e-400", 0),
            ("123", 123), ("1e0", 1), ("0.1", 0.1), ("1e308", 1e308),
            ("1.7976931348623157e308", .greatestFiniteMagnitude),
            ("4.9e-324", .leastNonzeroMagnitude),
            ("2.2250738585072014e-308", .leastNormalMagnitude),
            ("9007199254740993", 9_007_199_254_740_992),
        ] as [(String, Double)])
    func decimalsParse(_ token: String, _ value: Double) throws {
        expectEqual(try parseDecimal(token), value)
    }

    @Test(arguments: [("-0", -0.0), ("-0.0", -0.0), ("-1e-400", -0.0), ("0", 0.0), ("1e-400", 0)])
    func decimalZerosKeepTheirSign(_ token: String, _ value: Double) throws {
        expectEqual(try parseDecimal(token).bitPattern, value.bitPattern)
    }

    @Test(arguments: [
        "", ".", "+", "-", "+.", "e5", ".e5", "1e", "1e+", "1e-", "--1", "+-1", "1.2.3", "..5",
        "1..",
        "0x10", "0x1p3", "1,5", " 1", "1 ", "1_0", "1e3.5", "1e3e4", "٣", "１", "1.٥", "1d", "1f",
        "e", "nil", "1\u{0}",
    ])
    func malformedDecimalsAreErrors(_ token: String) {
        expectEqual(errorMessage(try parseDecimal(token)), displayQuoted(token) + notADecimal)
    }

    @Test(arguments: ["nan", "NaN", "-nan", "inf", "-inf", "+Inf", "infinity", "INFINITY"])
    func nonFiniteDecimalsAreErrors(_ token: String) {
        expectEqual(errorMessage(try parseDecimal(token)), "\"\(token)\"" + notFinite)
    }

    @Test(arguments: ["1e400", "-1e400", "1.8e308", "1.7976931348623159e308", "1e99999999999999"])
    func decimalsTooLargeAreErrors(_ token: String) {
        expectEqual(errorMessage(try parseDecimal(token)), "\"\(token)\"" + decimalRange)
    }

    @Test func megabyteDecimalTokensWork() throws {
        let digits = String(repeating: "3", count: 1_000_000)
        let zeros = String(repeating: "0", count: 1_000_000)
        expectEqual(try parseDecimal("0." + digits), 0.3333333333333333)
        expectEqual(try parseDecimal(zeros + "1.5" + zeros), 1.5)
        expectEqual(try parseDecimal("1e-" + digits), 0)
        expectEqual(try parseDecimal("." + zeros + "1e1000001"), 1)
        let shown = "\"" + String(repeating: "3", count: 48) + "\"…"
        expectEqual(errorMessage(try parseDecimal(digits)), shown + decimalRange)
        expectEqual(errorMessage(try parseDecimal(digits + ".x")), shown + notADecimal)
    }

    /// Callers with narrower ranges or keywords tell "too large" from "not a number" with these.
    @Test func syntaxChecksIgnoreMagnitude() {
        for token in ["0", "-0", "+7", "99999999999999999999", "-00012"] {
            #expect(isIntegerSyntax(token))
        }
        for token in ["", "+", "-", "1.0", "1e3", "٣", "1_0", " 1", "off"] {
            #expect(!isIntegerSyntax(token))
        }
        for token in ["1e400", "-1e99999", ".5", "5.", "2E+3", "99999999999999999999"] {
            #expect(isDecimalSyntax(token))
        }
        for token in ["inf", "-nan", "0x10", "off", "OFF", "", ".", "1e"] {
            #expect(!isDecimalSyntax(token))
        }
    }

    @Test func randomIntegersRoundTrip() {
        Property.check(
            iterations: Property.iterations(times: 5),
            generate: { random in
                let bits = Int(bitPattern: UInt(random.next()))
                return Bool.random(using: &random)
                    ? bits : bits >> Int.random(in: 0...63, using: &random)
            },
            shrink: Shrink.int
        ) { value throws(PropertyFailure) in
            let parsed = try requireNoError("parsing \(value)") { try parseInteger(String(value)) }
            try requireEqual(parsed, value, "parsed \(value)")
            let padded = (value < 0 ? "-000" : "+000") + String(value.magnitude)
            let parsedPadded = try requireNoError("parsing \(padded)") { try parseInteger(padded) }
            try requireEqual(parsedPadded, value, "parsed \(padded)")
        }
    }

    @Test func randomDecimalsRoundTrip() {
        Property.check(
            iterations: Property.iterations(times: 5),
            generate: { Double(bitPattern: $0.next()) }, shrink: Shrink.double
        ) { value throws(PropertyFailure) in
            let text = value.description
            guard !text.contains("inf"), !text.contains("nan") else { return }
            let parsed = try requireNoError("parsing \(text)") { try parseDecimal(text) }
            try requireEqual(parsed.bitPattern, value.bitPattern, "bits of parsed \(text)")
        }
    }
}

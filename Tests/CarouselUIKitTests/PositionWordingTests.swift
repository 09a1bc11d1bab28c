import Carousel
import Foundation
import PropertyTesting
import Testing

/// The package's words for a position, read from the very resources CarouselUIKit ships (this
/// target's bundle holds them through a folder symlink), on Linux's Foundation.
@Suite("UIKit adapter: the words for a position, in five languages")
struct PositionWordingTests {
    /// The plural forms each language has, by CLDR's cardinal rules for whole numbers.
    static let pluralForms: [String: Set<String>] = [
        "en": ["one", "other"], "de": ["one", "other"], "ko": ["other"], "ja": ["other"],
        "ar": ["zero", "one", "two", "few", "many", "other"],
    ]

    /// The entries of `language`'s stringsdict, as a property list.
    private func entries(_ language: String) throws -> [String: Any] {
        try #require(PositionTable.entries(of: language, in: .module))
    }

    @Test("the five languages are the bundle's localizations, English the development one")
    func localizations() {
        expectEqual(Set(Bundle.module.localizations), Set(Self.pluralForms.keys))
        expectEqual(Bundle.module.developmentLocalization, "en")
    }

    @Test(
        "each language has every key, every plural form of the count and every placeholder",
        arguments: ["en", "de", "ko", "ja", "ar"])
    func everyKeyAndForm(language: String) throws {
        let entries = try entries(language)
        expectEqual(Set(entries.keys), ["position", "position.repeated"])
        let position = try #require(entries["position"] as? [String: Any])
        // The format Apple's own stringsdict lookup reads: the count's variable alone.
        expectEqual(position["NSStringLocalizedFormatKey"] as? String, "%2$#@count@")
        let count = try #require(position["count"] as? [String: Any])
        expectEqual(count["NSStringFormatSpecTypeKey"] as? String, "NSStringPluralRuleType")
        expectEqual(count["NSStringFormatValueTypeKey"] as? String, "ld")
        let forms = count.filter { !$0.key.hasPrefix("NSString") }
        expectEqual(Set(forms.keys), Self.pluralForms[language])
        for (form, text) in forms {
            let text = try #require(text as? String, "\(language) \(form)")
            #expect(text.contains("%1$ld"), "\(language) \(form): the item's number")
            // Arabic spells one and two in words ("عنصر واحد", "عنصرين"); every other form
            // writes the count.
            if !(language == "ar" && (form == "one" || form == "two")) {
                #expect(text.contains("%2$ld"), "\(language) \(form): the count")
            }
        }
        let repeated = try #require(entries["position.repeated"] as? [String: Any])
        let format = try #require(repeated["NSStringLocalizedFormatKey"] as? String)
        for placeholder in ["%1$@", "%2$ld", "%3$ld"] {
            #expect(format.contains(placeholder), "\(language): \(placeholder)")
        }
    }

    @Test("item 3 of 12 in each language, with its digits")
    func eachLanguage() {
        let words = [
            "en": "Item 3 of 12", "de-DE": "Element 3 von 12", "ko-KR": "12개 중 3번째 항목",
            "ja-JP": "12項目中3番目", "ar-EG": "العنصر ٣ من أصل ١٢ عنصرًا",
        ]
        for (language, text) in words {
            let wording = CarouselPositionWording(preferredLanguages: [language])
            expectEqual(wording.text(index: 2, count: 12), text, "\(language)")
        }
    }

    @Test("Arabic picks the count's form: zero, one, two, few, many, other")
    func arabicPlurals() {
        let wording = CarouselPositionWording(preferredLanguages: ["ar-EG"])
        let cases: [(count: Int, text: String)] = [
            (0, "العنصر ١ من أصل ٠ عنصر"),
            (1, "العنصر ١ من أصل عنصر واحد"),
            (2, "العنصر ١ من أصل عنصرين"),
            (3, "العنصر ١ من أصل ٣ عناصر"),
            (11, "العنصر ١ من أصل ١١ عنصرًا"),
            (100, "العنصر ١ من أصل ١٠٠ عنصر"),
            (103, "العنصر ١ من أصل ١٠٣ عناصر"),
            (1_011, "العنصر ١ من أصل ١٬٠١١ عنصرًا"),
        ]
        for (count, text) in cases {
            expectEqual(wording.text(index: 0, count: count), text, "\(count)")
        }
    }

    @Test("CLDR's categories: Arabic's six by the last two digits, English's and German's two")
    func categories() {
        let arabic: [(Int, PluralCategory)] = [
            (0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many),
            (100, .other), (101, .other), (102, .other), (103, .few), (111, .many),
            // Int.max ends in 07, the magnitude of Int.min in 08.
            (200, .other), (-3, .few), (Int.max, .few), (Int.min, .few),
        ]
        for (count, category) in arabic {
            expectEqual(PluralCategory(count, language: "ar"), category, "\(count)")
        }
        for language in ["en", "de", "fr"] {
            expectEqual(PluralCategory(1, language: language), .one)
            #expect(
                [0, 2, 11, 21, 101].allSatisfy { PluralCategory($0, language: language) == .other })
        }
        #expect([0, 1, 2, 3, 11].allSatisfy { PluralCategory($0, language: "ja") == .other })
        #expect([0, 1, 2, 3, 11].allSatisfy { PluralCategory($0, language: "ko") == .other })
    }

    @Test("the first preferred language the package has wins; English when none")
    func matching() {
        let available = ["ar", "de", "en", "ja", "ko"]
        #expect(PositionTable.match(["fr-FR", "de-AT", "ja"], among: available) == ("de", "de-AT"))
        expectEqual(PositionTable.match(["ko_KR@calendar=gregorian"], among: available).0, "ko")
        #expect(PositionTable.match(["fr", "pt-BR"], among: available) == ("en", "en"))
        #expect(PositionTable.match([], among: available) == ("en", "en"))
        #expect(PositionTable.match(["ja"], among: []) == ("en", "en"))
        let german = CarouselPositionWording(preferredLanguages: ["fr-CA", "de-CH"])
        expectEqual(german.text(index: 0, count: 2), "Element 1 von 2")
        expectEqual(
            CarouselPositionWording(preferredLanguages: ["pt"]).text(index: 0, count: 2),
            "Item 1 of 2")
    }

    @Test("the user's locale writes the digits when it is of the language chosen")
    func digits() throws {
        let arabicLocale = try #require(
            PositionTable(preferredLanguages: ["ar"], locale: Locale(identifier: "ar-SA")))
        expectEqual(arabicLocale.position(index: 2, count: 12), "العنصر ٣ من أصل ١٢ عنصرًا")
        // An English locale does not write Arabic: the preferred tag's own digits do.
        let englishLocale = try #require(
            PositionTable(preferredLanguages: ["ar-EG"], locale: Locale(identifier: "en-US")))
        expectEqual(englishLocale.position(index: 2, count: 12), "العنصر ٣ من أصل ١٢ عنصرًا")
        let german = try #require(
            PositionTable(preferredLanguages: ["de"], locale: Locale(identifier: "de-DE")))
        expectEqual(german.position(index: 999, count: 12_345), "Element 1.000 von 12.345")
    }

    @Test("the repeated announcement, in each language's punctuation")
    func repeated() {
        let english = CarouselPositionWording(preferredLanguages: ["en"])
        expectEqual(english.repeated("Maps", index: 2, count: 12), "Maps (3/12)")
        let japanese = CarouselPositionWording(preferredLanguages: ["ja"])
        expectEqual(japanese.repeated("地図", index: 2, count: 12), "地図（3/12）")
        let arabic = CarouselPositionWording(preferredLanguages: ["ar-EG"])
        expectEqual(arabic.repeated("خرائط", index: 2, count: 12), "خرائط (٣/١٢)")
    }

    @Test("the app's words replace the package's; its repeated announcement keeps the package's")
    func appWords() {
        let wording = CarouselPositionWording { index, count in "Karte \(index + 1)/\(count)" }
        expectEqual(wording.text(index: 4, count: 9), "Karte 5/9")
        expectEqual(
            wording.repeated("Karte", index: 4, count: 9),
            CarouselPositionWording.standard.repeated("Karte", index: 4, count: 9))
    }

    @Test("any index and count: no crash, the numbers written as they are")
    func extremes() throws {
        let english = try #require(
            PositionTable(preferredLanguages: ["en"], locale: Locale(identifier: "en-US")))
        let max = "9,223,372,036,854,775,807"
        expectEqual(english.position(index: .max, count: .max), "Item \(max) of \(max)")
        expectEqual(english.position(index: .max - 1, count: .max), "Item \(max) of \(max)")
        expectEqual(english.position(index: -1, count: 0), "Item 0 of 0")
        #expect(english.position(index: .min, count: .min).hasPrefix("Item -9,223,372"))
        for language in ["ar-EG", "de", "ja", "ko"] {
            let wording = CarouselPositionWording(preferredLanguages: [language])
            for (index, count) in [(Int.max, Int.max), (Int.min, Int.min), (0, 0), (-5, 1)] {
                #expect(!wording.text(index: index, count: count).contains("%"), "\(language)")
            }
        }
    }

    @Test("without the package's resources: no table, and the position in digits")
    func missingResources() {
        // The test runner's own bundle has no stringsdict.
        #expect(PositionTable(preferredLanguages: ["en"], locale: nil, bundle: .main) == nil)
        let digits = CarouselPositionWording(table: nil)
        expectEqual(digits.text(index: 2, count: 12), "3/12")
        expectEqual(digits.repeated("Maps", index: 2, count: 12), "Maps (3/12)")
        expectEqual(digits.text(index: .max, count: .max), "\(Int.max)/\(Int.max)")
    }

    @Test("a format's placeholders: numbers, texts and %%; anything else kept as it is")
    func fill() throws {
        let table = try #require(
            PositionTable(preferredLanguages: ["en"], locale: Locale(identifier: "en-US")))
        let arguments: [PositionTable.Argument] = [.number(1_500), .text("a")]
        expectEqual(table.fill("%2$@ %1$ld 100%%", with: arguments), "a 1,500 100%")
        // A wrong type, a missing argument, no position, a trailing percent.
        expectEqual(table.fill("%1$@ %3$ld %ld %", with: arguments), "%1$@ %3$ld %ld %")
    }
}

// Shared with CarouselAppKit (a symbolic link there, and its words with it): nothing here is
// UIKit's or AppKit's alone. Each module compiles it where its framework is: Package.swift
// defines CAROUSEL_UIKIT for CarouselUIKit where UIKit's views exist, CAROUSEL_APPKIT for
// CarouselAppKit on the Mac.
#if CAROUSEL_UIKIT
    import UIKit
#elseif CAROUSEL_APPKIT
    import AppKit
#elseif CAROUSEL_UIKIT_STAND_IN || CAROUSEL_APPKIT_STAND_IN
    // The stand-ins leave Foundation out (their own NSObject and NotificationCenter would clash
    // with Linux's): only the names the words need.
    import class Foundation.Bundle
    import struct Foundation.Data
    import struct Foundation.Locale
    import class Foundation.NSNumber
    import class Foundation.NumberFormatter
    import class Foundation.PropertyListSerialization
#endif

#if CAROUSEL_UIKIT || CAROUSEL_APPKIT || CAROUSEL_UIKIT_STAND_IN || CAROUSEL_APPKIT_STAND_IN
    /// The words for an item's position among a carousel's items, "Item 3 of 12": what
    /// VoiceOver reads as the value of a ``CarouselView`` (and, on iOS, of a
    /// `CarouselPageControl`), and announces after a three-finger swipe. Give the view and its
    /// dots the same wording, so that they say the same words.
    ///
    /// By default (``standard``) the words are the package's own, in the app's language when
    /// it is English, Arabic, German, Japanese or Korean (English otherwise), with the count's
    /// plural form and the locale's digits ("العنصر ٣ من أصل ١٢ عنصرًا", "12개 중 3번째 항목").
    /// An app with other languages, or other words, gives its own:
    ///
    /// ```swift
    /// let wording = CarouselPositionWording { index, count in
    ///     String(format: NSLocalizedString(
    ///         "Card %ld of %ld", comment: ""), index + 1, count)
    /// }
    /// row.positionWording = wording
    /// dots.positionWording = wording
    /// ```
    public struct CarouselPositionWording: Sendable {
        /// The text for the item at `index` (from 0) of `count` items.
        private let words: @Sendable (_ index: Int, _ count: Int) -> String
        /// The package's own words in the wording's language, for the short position that an
        /// announcement which would repeat the last one gets (see `SpokenPosition`).
        let table: PositionTable?

        /// The app's own words.
        ///
        /// The announcement that would repeat the last one word for word gets the position in
        /// digits appended, in the words of ``standard``.
        ///
        /// - Parameter text: the text for the item at `index` (from 0) of `count` items, e.g. a
        ///   localized "Card \(index + 1) of \(count)". Include the position: VoiceOver reads an
        ///   announcement equal to the one before it as the end of the content.
        public init(_ text: @escaping @Sendable (_ index: Int, _ count: Int) -> String) {
            words = text
            table = Self.standard.table
        }

        /// The package's own words in the first of `preferredLanguages` it has a translation
        /// for (English when it has none), with that language's digits: `["ar-EG"]` gives
        /// Arabic with Arabic-Indic digits, `["de-CH", "en"]` German.
        ///
        /// - Parameter preferredLanguages: language tags (BCP 47, as
        ///   `Locale.preferredLanguages` gives them), the preferred first.
        public init(preferredLanguages: [String]) {
            self.init(table: PositionTable(preferredLanguages: preferredLanguages, locale: nil))
        }

        /// The words of `table`, or the position in digits when the package's resources are
        /// missing (`nil`).
        init(table: PositionTable?) {
            self.table = table
            words = { index, count in
                table?.position(index: index, count: count)
                    ?? "\(PositionTable.number(of: index))/\(count)"
            }
        }

        /// The package's own words in the app's language: the first of the app's languages
        /// (its main bundle's localizations, then the user's preferred languages) that the
        /// package has, English when there is none; digits as the user's locale writes them
        /// when it is of the same language. Made once, at first use.
        ///
        /// The package has English, Arabic, German, Japanese and Korean. Matching the main
        /// bundle's localizations first keeps the words in the app's language, as UIKit's own
        /// controls do: an app in English only reads "Item 3 of 12" to a Korean user.
        public static let standard = CarouselPositionWording(
            table: PositionTable(
                preferredLanguages: Bundle.main.preferredLocalizations + Locale.preferredLanguages,
                locale: Locale.current))

        /// The text for the item at `index` (from 0) of `count` items.
        ///
        /// - Parameters:
        ///   - index: the item's position, from 0.
        ///   - count: the number of items.
        /// - Returns: the words, "Item 3 of 12" for index 2 of 12 in English.
        public func text(index: Int, count: Int) -> String {
            words(index, count)
        }

        /// `text`, the announcement of the item at `index` of `count`, with the position in
        /// short appended: "Maps (3/12)".
        func repeated(_ text: String, index: Int, count: Int) -> String {
            table?.repeated(text, index: index, count: count)
                ?? "\(text) (\(PositionTable.number(of: index))/\(count))"
        }
    }

    /// The package's words in one language, read from its `Localizable.stringsdict` (a string
    /// catalog's compiled form): the position's plural forms and the repeated announcement.
    ///
    /// The package resolves the plural forms itself, not through `Bundle.localizedString` and
    /// `String(format:)`: Linux's Foundation crashes on a stringsdict entry, and one way on
    /// every system is the way its tests run.
    struct PositionTable: Sendable {
        /// The language of the words: one of the package's localizations.
        let language: String
        /// The position's text for each plural form of the count the language has.
        let forms: [PluralCategory: String]
        /// The repeated announcement's format: `%1$@` the text, `%2$ld` and `%3$ld` the
        /// position and the count.
        let repeatedFormat: String
        /// The locale whose digits the numbers are written in.
        let locale: Locale

        /// The table of the first of `preferredLanguages` that the package has, English when
        /// there is none; `nil` when the package's resources cannot be read.
        ///
        /// - Parameters:
        ///   - preferredLanguages: language tags, the preferred first.
        ///   - locale: the locale to write numbers in when it is of the language chosen;
        ///     otherwise the preferred tag's own.
        ///   - bundle: where the stringsdict files are, the module's resources by default.
        init?(preferredLanguages: [String], locale: Locale?, bundle: Bundle = .module) {
            let available = bundle.localizations
            let chosen = Self.match(preferredLanguages, among: available)
            self.init(
                language: chosen.localization,
                locale: locale.flatMap {
                    Self.languageCode(of: $0.identifier) == chosen.localization ? $0 : nil
                } ?? Locale(identifier: chosen.tag),
                bundle: bundle)
        }

        /// The table of `localization` in `bundle`, numbers written in `locale`; `nil` when its
        /// file is missing or lacks an entry, or the `other` form.
        init?(language localization: String, locale: Locale, bundle: Bundle) {
            guard let entries = Self.entries(of: localization, in: bundle),
                let position = entries["position"] as? [String: Any],
                let count = position["count"] as? [String: Any],
                let repeated = entries["position.repeated"] as? [String: Any],
                let repeatedFormat = repeated["NSStringLocalizedFormatKey"] as? String
            else { return nil }
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                forms[category] = count[category.rawValue] as? String
            }
            guard forms[.other] != nil else { return nil }
            language = localization
            self.forms = forms
            self.repeatedFormat = repeatedFormat
            self.locale = locale
        }

        /// The entries of `localization`'s `Localizable.stringsdict` in `bundle`.
        static func entries(of localization: String, in bundle: Bundle) -> [String: Any]? {
            guard
                let url = bundle.url(
                    forResource: "Localizable", withExtension: "stringsdict", subdirectory: nil,
                    localization: localization),
                let data = try? Data(contentsOf: url)
            else { return nil }
            return (try? PropertyListSerialization.propertyList(from: data, format: nil))
                as? [String: Any]
        }

        /// The localization of `available` for the first tag of `preferred` whose language it
        /// is, with that tag; English (or the first available) when none is.
        static func match(_ preferred: [String], among available: [String]) -> (
            localization: String, tag: String
        ) {
            for tag in preferred {
                let code = languageCode(of: tag)
                if available.contains(code) { return (code, tag) }
            }
            let fallback = available.contains("en") ? "en" : available.first ?? "en"
            return (fallback, fallback)
        }

        /// The language of a language tag or locale identifier: "ar" for "ar-EG",
        /// "ar_EG@numbers=latn" or "AR".
        static func languageCode(of tag: String) -> String {
            String(tag.prefix { $0 != "-" && $0 != "_" && $0 != "@" }).lowercased()
        }

        /// The position of the item at `index` of `count`, in the count's plural form.
        func position(index: Int, count: Int) -> String {
            let category = PluralCategory(count, language: language)
            let format = forms[category] ?? forms[.other] ?? ""
            return fill(format, with: [.number(Self.number(of: index)), .number(count)])
        }

        /// `text` with the position in short appended.
        func repeated(_ text: String, index: Int, count: Int) -> String {
            fill(
                repeatedFormat,
                with: [.text(text), .number(Self.number(of: index)), .number(count)])
        }

        /// The number of the item at `index`, from 1; `Int.max` stays itself rather than
        /// overflow.
        static func number(of index: Int) -> Int {
            index == .max ? index : index + 1
        }

        /// An argument of a format.
        enum Argument {
            case number(Int)
            case text(String)
        }

        /// `format` with each `%N$ld` replaced by argument N in the locale's digits, each
        /// `%N$@` by argument N's text, and `%%` by `%`; anything else is kept as it is.
        func fill(_ format: String, with arguments: [Argument]) -> String {
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .decimal
            var result = ""
            var rest = Substring(format)
            while let percent = rest.firstIndex(of: "%") {
                result += rest[..<percent]
                rest = rest[rest.index(after: percent)...]
                if rest.first == "%" {
                    result += "%"
                    rest = rest.dropFirst()
                    continue
                }
                let digits = rest.prefix(while: \.isASCII).prefix(while: \.isNumber)
                let afterDigits = rest[digits.endIndex...]
                guard let position = Int(digits), position >= 1, position <= arguments.count,
                    afterDigits.first == "$"
                else {
                    result += "%"
                    continue
                }
                let specifier = afterDigits.dropFirst()
                switch arguments[position - 1] {
                case .number(let number) where specifier.hasPrefix("ld"):
                    result +=
                        formatter.string(from: NSNumber(value: number)) ?? String(number)
                    rest = specifier.dropFirst(2)
                case .text(let text) where specifier.hasPrefix("@"):
                    result += text
                    rest = specifier.dropFirst()
                default:
                    result += "%"
                }
            }
            return result + rest
        }
    }

    /// The plural forms of a count (CLDR's cardinal categories), as a stringsdict names them.
    enum PluralCategory: String, CaseIterable, Sendable {
        case zero, one, two, few, many, other

        /// The form of the whole number `count` in `language`, by CLDR's rules for the
        /// package's languages: Arabic has six forms, English and German two, Japanese and
        /// Korean one (`other`); another language counts as English.
        init(_ count: Int, language: String) {
            let n = count.magnitude
            switch language {
            case "ar":
                switch n % 100 {
                case _ where n == 0: self = .zero
                case _ where n == 1: self = .one
                case _ where n == 2: self = .two
                case 3...10: self = .few
                case 11...99: self = .many
                default: self = .other
                }
            case "ja", "ko": self = .other
            default: self = n == 1 ? .one : .other
            }
        }
    }
#endif

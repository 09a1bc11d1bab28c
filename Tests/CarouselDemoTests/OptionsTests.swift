import Carousel
import PropertyTesting
import Testing

@testable import CarouselDemo

@Suite struct OptionsTests {
    @Test(arguments: [
        ([], Options()),
        (["--json"], Options(json: true)),
        (["--items", "a,b,c"], Options(items: ["a", "b", "c"])),
        (["--items", ""], Options(items: [])),
        (["--items", ","], Options(items: ["", ""])),
        (["--items", "a,,b"], Options(items: ["a", "", "b"])),
        (["--items", " a , b "], Options(items: [" a ", " b "])),
        (["--items", "-1,--json"], Options(items: ["-1", "--json"])),
        (["--items=x y,z"], Options(items: ["x y", "z"])),
        (["--items="], Options(items: [])),
        (["--reuse", "rotate"], Options(reusePolicy: .rotate)),
        (["--reuse=rebind"], Options(reusePolicy: .rebind)),
        (["--fail-fast"], Options(failFast: true)),
        (["--neighbors", "2"], Options(neighbors: 2)),
        (["--neighbors=+07"], Options(neighbors: 7)),
        (["--neighbors", "1"], Options(neighbors: 1)),
        // The old spelling, an alias, in both forms.
        (["--neighbours", "2"], Options(neighbors: 2)),
        (["--neighbours=3"], Options(neighbors: 3)),
        (["--few-items", "empty"], Options(fewItems: .leavingEmpty)),
        (["--few-items=repeat"], Options(fewItems: .repeating)),
        (
            ["--few-items", "empty", "--neighbors", "3", "--reuse", "rotate"],
            Options(reusePolicy: .rotate, neighbors: 3, fewItems: .leavingEmpty)
        ),
        (
            ["--fail-fast", "--reuse", "rotate", "--items", "a", "--json"],
            Options(json: true, items: ["a"], reusePolicy: .rotate, failFast: true)
        ),
    ])
    func optionsParse(_ arguments: [String], _ options: Options) {
        expectEqual(parseOptions(arguments), .run(options))
    }

    @Test(arguments: [["-h"], ["--help"], ["--json", "--help"], ["-h", "--bogus"]])
    func helpWins(_ arguments: [String]) {
        expectEqual(parseOptions(arguments), .help)
    }

    @Test func withoutItemsTheSampleIsADozenCities() {
        let sample = Options().startingItems
        expectEqual(sample.count, 12)
        #expect(sample.contains("Kuala Lumpur"))
        expectEqual(Set(sample).count, 12)
        expectEqual(Options(items: []).startingItems, [])
    }

    @Test func usageTextListsOptionsAndCommands() {
        #expect(
            usageText.hasPrefix(
                """
                usage: CarouselDemo [--json] [--items a,b,c] [--reuse rebind|rotate] [--neighbors N]
                                    [--few-items repeat|empty] [--motion M] [--lengths L1,L2,…] [--viewport V]
                                    [--spacing S] [--anchor center|leading] [--fail-fast]

                """))
        for option in [
            "--json", "--items <a,b,c>", "--reuse <rebind|rotate>", "--neighbors <N>",
            "--few-items <repeat|empty>", "--motion <M>", "--fail-fast",
        ] {
            #expect(usageText.contains("\n  \(option) "))
        }
        #expect(usageText.contains("\n  -h, --help "))
        #expect(usageText.hasSuffix(CommandTable.helpText + "\n"))
        // The aliases are accepted but documented nowhere.
        expectEqual(optionSpecs.flatMap(\.aliases), ["--neighbours"])
        #expect(!usageText.contains("neighbours"))
        #expect(!optionNames.contains("neighbours"))
        #expect(usageText.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }
}

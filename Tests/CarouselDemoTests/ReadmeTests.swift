import Foundation
import Testing

/// The README shows the demo's real terminal screen; the terminal tests pin that screen to the
/// fixture, and this test pins the README to the fixture, so neither copy can drift. (The other
/// sessions are quoted by the Behavior Contract article, pinned by `ContractArticleTests`.)
@Test("the README quotes the demo's terminal screen verbatim", arguments: ["terminal-screen.txt"])
func readmeQuotesFixture(name: String) throws {
    let readme = fixtureURL(name).deletingLastPathComponent()  // Fixtures
        .deletingLastPathComponent()  // CarouselDemoTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let fixture = try String(contentsOf: fixtureURL(name), encoding: .utf8)
    #expect(text.contains(fixture))
}

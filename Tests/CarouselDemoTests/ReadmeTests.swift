import Foundation
import Testing

/// The README quotes the demo's real output; the end-to-end tests pin that output to the fixtures,
/// and this test pins the README to the fixtures, so neither copy can drift.
@Test(
    "the README quotes every fixture of the demo's output verbatim",
    arguments: [
        "readme-session-text.txt", "readme-session-json.txt", "terminal-screen.txt",
        "readme-drag-text.txt", "readme-drag-json.txt", "terminal-drag-screen.txt",
    ])
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

import Foundation
import Testing

/// The Behavior Contract article quotes the demo's real output: the end-to-end tests pin that
/// output to the fixtures, and this test pins the article to the fixtures.
@Test(
    "The Behavior Contract quotes the demo's sessions and gesture screens verbatim",
    arguments: [
        "readme-session-text.txt", "readme-session-json.txt", "readme-drag-text.txt",
        "readme-drag-json.txt", "terminal-drag-screen.txt", "neighbors-3-terminal.txt",
    ])
func contractArticleQuotesFixture(name: String) throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let article = package.appendingPathComponent(
        "Sources/Carousel/Carousel.docc/Articles/BehaviorContract.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let fixture = try String(contentsOf: fixtureURL(name), encoding: .utf8)
    #expect(!fixture.isEmpty)
    #expect(text.contains(fixture))
}

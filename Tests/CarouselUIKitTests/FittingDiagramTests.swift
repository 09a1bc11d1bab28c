import Carousel
import Foundation
import PropertyTesting
import Testing
import UIKitStandIn

/// The picture of *A size that fits the current item* in the UIKit article is drawn from the
/// view itself: three cards that fit 120, 200 and 150 points, a finger dragging the row two
/// items on, frame by frame on the stand-in, and the view's height at each frame. The test draws
/// it again and compares it with the committed file, so that the picture stays what the view
/// does; `CAROUSEL_WRITE_DIAGRAMS=1` writes it instead.
@MainActor
@Suite("UIKit view: the fitting-height diagram is drawn from the view")
struct FittingDiagramTests {
    static let heights: [UIKitStandIn.CGFloat] = [120, 200, 150]

    /// (progress, the view's natural height) at every frame of the drag.
    static func samples() -> [(progress: Double, height: UIKitStandIn.CGFloat)] {
        let harness = AdapterHarness(
            items: [0, 1, 2], reusePolicy: nil,
            prepare: { view in
                view.fitsCurrentItem = true
                view.crossLengthForItem = { item, _ in heights[item] }
            })
        var samples = [(0.0, harness.view.intrinsicContentSize.height)]
        harness.touchDown()
        for _ in 0..<40 {
            harness.moveTouch(by: harness.fingerPoints(towardNext: 0.05))
            harness.frame()
            samples.append((harness.view.progress ?? 0, harness.view.intrinsicContentSize.height))
        }
        return samples
    }

    static func svg() -> String {
        let left = 60.0, top = 20.0, pageWidth = 170.0, baseline = 250.0
        func x(_ progress: Double) -> Double { left + progress * pageWidth }
        func y(_ height: UIKitStandIn.CGFloat) -> Double { baseline - Double(height) }
        func number(_ value: Double) -> String { String(format: "%.1f", value) }
        var lines = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="460" height="290" "##
                + ##"viewBox="0 0 460 290" font-family="-apple-system, Helvetica, sans-serif" "##
                + ##"font-size="13">"##,
            ##"<rect width="460" height="290" fill="white"/>"##,
        ]
        for (index, height) in heights.enumerated() {
            let name = ["A", "B", "C"][index]
            lines.append(
                ##"<rect x="\##(number(x(Double(index)) - 60))" y="\##(number(y(height)))" "##
                    + ##"width="120" height="\##(number(Double(height)))" rx="10" "##
                    + ##"fill="#e8eef8" stroke="#7a8fb5"/>"##)
            lines.append(
                ##"<text x="\##(number(x(Double(index))))" y="\##(number(baseline - 12))" "##
                    + ##"text-anchor="middle" fill="#333">\##(name), \##(Int(Double(height))) pt</text>"##
            )
        }
        let points = samples().map { "\(number(x($0.progress))),\(number(y($0.height)))" }
        lines.append(
            ##"<polyline points="\##(points.joined(separator: " "))" fill="none" "##
                + ##"stroke="#e8730c" stroke-width="3"/>"##)
        lines.append(
            ##"<line x1="\##(number(left - 60))" y1="\##(number(baseline))" "##
                + ##"x2="\##(number(x(2) + 60))" y2="\##(number(baseline))" stroke="#333"/>"##)
        lines.append(
            ##"<text x="\##(number(left - 50))" y="\##(number(top))" fill="#e8730c">"##
                + "the view's height as the finger drags from A to B to C</text>")
        lines.append(
            ##"<text x="\##(number(x(1)))" y="\##(number(baseline + 30))" text-anchor="middle" "##
                + ##"fill="#333">items travelled: 0 (at rest on A), 1 (on B), 2 (on C)</text>"##)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("the committed picture is the one the view draws")
    func diagram() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent(
                "../../Sources/CarouselUIKit/CarouselUIKit.docc/Resources/fitting-height.svg")
        let drawn = Self.svg()
        if ProcessInfo.processInfo.environment["CAROUSEL_WRITE_DIAGRAMS"] == "1" {
            try drawn.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        expectEqual(committed, drawn, "run with CAROUSEL_WRITE_DIAGRAMS=1 to draw it again")
    }
}

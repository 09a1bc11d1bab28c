import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// `CarouselPageControl` is CarouselUIKit's; it is tested here, where CarouselUIKit's sources are
/// compiled against the stand-in beside CarouselSwiftUI's, which wraps it.
@MainActor
@Suite("UIKit page control")
struct PageControlTests {
    @Test("few items: a dot each, the current one current")
    func fewItems() {
        let dots = CarouselPageControl(frame: .zero)
        dots.positionWording = CarouselPositionWording(preferredLanguages: ["en"])
        dots.show(3, of: 5)
        #expect(dots.numberOfPages == 5 && dots.currentPage == 3)
        expectEqual(dots.selectedIndex, 3)
        expectEqual(dots.pageValue, "Item 4 of 5")
        expectEqual(dots.accessibilityValue, "Item 4 of 5")
    }

    @Test("huge counts: a window of dots around the current item, exact to the last item")
    func hugeCounts() {
        let dots = CarouselPageControl(frame: .zero)
        dots.positionWording = CarouselPositionWording(preferredLanguages: ["en"])
        dots.show(500_000, of: 1_000_000)
        #expect(dots.numberOfPages == 7 && dots.currentPage == 3)
        #expect(dots.indicator?.dots == 499_997..<500_004)
        dots.currentPage = 4  // the user taps right of the current dot
        expectEqual(dots.selectedIndex, 500_001)
        dots.show(Int.max - 1, of: Int.max)
        #expect(dots.currentPage == 6 && dots.selectedIndex == Int.max - 1)
        let max = "9,223,372,036,854,775,807"  // Int.max, grouped as English writes it
        expectEqual(dots.pageValue, "Item \(max) of \(max)")
        dots.show(0, of: Int.max)
        #expect(dots.currentPage == 0 && dots.indicator?.dots == 0..<7)
    }

    @Test("no item, an index out of range: no dots; maximumDots re-shows, at least one dot")
    func limits() {
        let dots = CarouselPageControl(frame: .zero)
        for (index, count) in [(nil, 5), (0, 0), (5, 5), (-1, 5), (0, -3), (Int.min, Int.max)] {
            dots.show(index, of: count)
            #expect(dots.numberOfPages == 0 && dots.indicator == nil && dots.selectedIndex == nil)
        }
        dots.show(9, of: 20)
        dots.maximumDots = 3
        #expect(dots.numberOfPages == 3 && dots.selectedIndex == 9)
        dots.maximumDots = 0
        #expect(dots.numberOfPages == 1 && dots.selectedIndex == 9)
    }

    @Test("the app's wording replaces the package's")
    func description() {
        let dots = CarouselPageControl(frame: .zero)
        dots.show(1, of: 3)
        dots.positionWording = CarouselPositionWording { "Karte \($0 + 1) von \($1)" }
        expectEqual(dots.pageValue, "Karte 2 von 3")
        dots.show(nil, of: 3)
        #expect(dots.pageValue == nil)
    }

    @Test("it follows a CarouselView's onChange and moves it by the picked dot")
    func followsCarouselView() throws {
        let screen = StandInScreen(width: 1000, height: 800)
        let row = CarouselView(
            items: Array(0..<12), makeCell: { UIView(frame: .zero) }, configureCell: { _, _ in })
        row.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        screen.window.addSubview(row)
        screen.window.layoutIfNeeded()
        let dots = CarouselPageControl(frame: .zero)
        row.onChange = { [weak row, weak dots] in
            guard let row, let dots else { return }
            dots.show(row.currentIndex, of: row.items.count)
        }
        #expect(row.previous(animated: false))
        #expect(dots.selectedIndex == 11 && dots.currentPage == 6)
        dots.currentPage = 5  // the user taps left of the current dot
        #expect(try row.jump(to: try #require(dots.selectedIndex), animated: false))
        #expect(row.currentIndex == 10 && dots.selectedIndex == 10)
    }

    /// The frame of the control's dots (its one subview here, as in UIKit from iOS 14).
    private func dotsFrame(_ dots: CarouselPageControl) -> CGRect? {
        dots.layoutIfNeeded()
        return dots.subviews.first?.frame
    }

    @Test("alignment moves the dots to either edge, leading and trailing by the layout direction")
    func alignment() {
        let dots = CarouselPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 26))
        dots.show(2, of: 5)  // 5 dots: 71 points wide here
        expectEqual(dots.contentHorizontalAlignment, .center)
        expectEqual(dotsFrame(dots)?.minX, 114.5)  // (300 - 71) / 2
        dots.contentHorizontalAlignment = .leading
        expectEqual(dotsFrame(dots)?.minX, 0)
        dots.contentHorizontalAlignment = .trailing
        expectEqual(dotsFrame(dots)?.maxX, 300)
        dots.semanticContentAttribute = .forceRightToLeft
        dots.setNeedsLayout()
        expectEqual(dotsFrame(dots)?.minX, 0)  // trailing is the left edge right to left
        dots.contentHorizontalAlignment = .left
        expectEqual(dotsFrame(dots)?.minX, 0)
        dots.contentHorizontalAlignment = .right
        expectEqual(dotsFrame(dots)?.maxX, 300)
        // Fewer dots, a new width: laid out again from UIKit's centered place, not moved twice.
        dots.show(0, of: 2)
        expectEqual(dotsFrame(dots)?.maxX, 300)
        dots.frame.size.width = 100
        expectEqual(dotsFrame(dots)?.maxX, 100)
        dots.setNeedsLayout()
        expectEqual(dotsFrame(dots)?.maxX, 100)
        dots.contentHorizontalAlignment = .fill
        expectEqual(dotsFrame(dots)?.midX, 50)
    }

    @Test("the room beside the dots, and none when they are wider than the control")
    func alignmentShift() {
        let shift = CarouselPageControl.shift
        expectEqual(shift(71, 300, .leading, false), -114.5)
        expectEqual(shift(71, 300, .leading, true), 114.5)
        expectEqual(shift(71, 300, .trailing, false), 114.5)
        #expect(shift(71, 300, .center, true) == 0 && shift(71, 300, .fill, false) == 0)
        #expect(shift(400, 300, .left, false) == 0 && shift(400, 300, .right, true) == 0)
    }

    @Test("each item's dot shows its item's image, following the items as the dots slide")
    func itemImages() throws {
        let dots = CarouselPageControl(frame: .zero)
        let star = try #require(UIImage(systemName: "star"))
        let circle = try #require(UIImage(systemName: "circle"))
        dots.maximumDots = 3
        dots.show(0, of: 10)
        expectEqual(dots.indicatorImage(forPage: 0), nil)  // none asked for: the system's dots
        dots.indicatorImageForItem = { $0 == 0 ? star : circle }
        #expect(dots.indicatorImage(forPage: 0) === star)
        #expect(dots.indicatorImage(forPage: 1) === circle)
        dots.show(1, of: 10)  // dots 0..<3: the same items
        #expect(dots.indicatorImage(forPage: 0) === star)
        dots.show(9, of: 10)  // dots 7..<10
        #expect((0..<3).allSatisfy { dots.indicatorImage(forPage: $0) === circle })
        dots.show(0, of: 10)
        #expect(dots.indicatorImage(forPage: 0) === star)
        dots.indicatorImageForItem = nil
        #expect((0..<3).allSatisfy { dots.indicatorImage(forPage: $0) == nil })
    }
}

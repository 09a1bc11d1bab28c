import Carousel
import PropertyTesting
import Testing
import UIKitStandIn

/// `CarouselPageControl.additionalDotSpacing`: the padding's arithmetic, and the padded images
/// the control gives its dots, drawn by the stand-in's renderer, which records where it drew.
@MainActor
@Suite("UIKit page control: spacing between the dots")
struct DotSpacingTests {
    @Test("the spacing used: negative and non-finite add nothing, a huge one at most 100")
    func spacingRule() {
        let used = { (spacing: CGFloat) in DotPadding(spacing: spacing).spacing }
        #expect(used(0) == 0 && used(6) == 6 && used(0.5) == 0.5 && used(100) == 100)
        #expect(used(-3) == 0 && used(-.greatestFiniteMagnitude) == 0)
        #expect(used(100.5) == 100 && used(1e300) == 100 && used(.greatestFiniteMagnitude) == 100)
        #expect(used(.nan) == 0 && used(.infinity) == 0 && used(-.infinity) == 0)
        #expect(DotPadding(spacing: .nan).isNone && !DotPadding(spacing: 1).isNone)
    }

    @Test("a padded image is wider by the spacing, the dot half of it from either end")
    func layout() {
        let six = DotPadding(spacing: 6)
        let dot = six.layout(of: CGSize(width: 7, height: 7), scale: 3)
        expectEqual(dot.size, CGSize(width: 13, height: 7))
        expectEqual(dot.dot, CGRect(x: 3, y: 0, width: 7, height: 7))
        let wide = six.layout(of: CGSize(width: 20, height: 12), scale: 2)
        expectEqual(wide.size, CGSize(width: 26, height: 12))
        expectEqual(wide.dot, CGRect(x: 3, y: 0, width: 20, height: 12))
        let empty = six.layout(of: .zero, scale: 1)
        #expect(empty.size == CGSize(width: 6, height: 0) && empty.dot.minX == 3)
        let none = DotPadding(spacing: -1).layout(of: CGSize(width: 7, height: 9), scale: 3)
        #expect(none.size == CGSize(width: 7, height: 9) && none.dot.minX == 0)
        let most = DotPadding(spacing: .infinity).layout(of: CGSize(width: 7, height: 7), scale: 3)
        expectEqual(most.size.width, 7)
        let huge = DotPadding(spacing: 1e9).layout(of: CGSize(width: 7, height: 7), scale: 3)
        #expect(huge.size.width == 107 && huge.dot.maxX == 57)
    }

    @Test("the room either side is whole pixels: the dot's edges stay on its pixels")
    func wholePixels() {
        let five = DotPadding(spacing: 5)
        let size = CGSize(width: 7, height: 7)
        // 2.5 points either side: 7.5 pixels at 3 a point, rounded to 8.
        let three = five.layout(of: size, scale: 3)
        #expect(three.dot.minX * 3 == 8 && three.size.width * 3 == 37)  // 21 + 2 × 8
        expectEqual(five.layout(of: size, scale: 2).dot.minX, 2.5)  // 5 pixels
        expectEqual(five.layout(of: size, scale: 1).size.width, 13)  // 2.5 rounds to 3, either side
        for scale in [0, -2, .nan, .infinity] as [CGFloat] {  // as 1 pixel a point
            expectEqual(five.layout(of: size, scale: scale).size.width, 13, "\(scale)")
        }
    }

    /// A control of `count` dots over the first items of many.
    private func control(dots count: Int) -> CarouselPageControl {
        let dots = CarouselPageControl(frame: .zero)
        dots.maximumDots = count
        dots.show(0, of: 100)
        return dots
    }

    /// The images the control gave its dots.
    private func images(_ dots: CarouselPageControl) -> [UIImage?] {
        (0..<dots.numberOfPages).map { dots.indicatorImage(forPage: $0) }
    }

    /// An image of `size` made by the stand-in's renderer at 2 pixels a point.
    private func image(_ size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in }
    }

    @Test("without spacing UIKit's dots are left alone; with it, every dot a padded drawn dot")
    func drawnDots() {
        let dots = control(dots: 5)
        expectEqual(dots.additionalDotSpacing, 0)
        #expect(images(dots).allSatisfy { $0 == nil })
        dots.additionalDotSpacing = 6
        let padded = images(dots).compactMap { $0 }
        expectEqual(padded.count, 5)
        // One drawn dot, shared: 7 points wide, 3 points of room either side, a template at the
        // screen's scale.
        #expect(padded.allSatisfy { $0 === padded[0] })
        #expect(padded[0].size == CGSize(width: 13, height: 7) && padded[0].scale == 3)
        expectEqual(padded[0].renderingMode, .alwaysTemplate)
        expectEqual(padded[0].drawings, [.ellipse(in: CGRect(x: 3, y: 0, width: 7, height: 7))])
        dots.additionalDotSpacing = 0
        #expect(images(dots).allSatisfy { $0 == nil })
    }

    @Test("bad spacing never crashes: it reads back as the value in use")
    func badSpacing() {
        let dots = control(dots: 3)
        for (given, used) in [(-4, 0), (.nan, 0), (.infinity, 0), (1e12, 100), (2.5, 2.5)]
            as [(CGFloat, CGFloat)]
        {
            dots.additionalDotSpacing = given
            expectEqual(dots.additionalDotSpacing, used, "\(given)")
            let width = dots.indicatorImage(forPage: 0)?.size.width
            let padded = DotPadding(spacing: used).layout(of: CGSize(width: 7, height: 7), scale: 3)
            expectEqual(width, (used == 0 ? nil : padded.size.width), "\(given)")
        }
    }

    @Test("each item's image padded at its own size and scale, following the items as they slide")
    func itemImages() throws {
        let dots = control(dots: 3)
        let star = try #require(UIImage(systemName: "star"))
        let bar = image(CGSize(width: 12, height: 4))
        dots.indicatorImageForItem = { $0 == 0 ? star : $0 == 1 ? bar : nil }
        dots.additionalDotSpacing = 4
        let first = images(dots)
        expectEqual(
            first.map { $0?.size },
            [
                CGSize(width: 24, height: 20), CGSize(width: 16, height: 4),
                CGSize(width: 11, height: 7),
            ])
        expectEqual(
            first[0]?.drawings,
            [
                .image(ObjectIdentifier(star), in: CGRect(x: 2, y: 0, width: 20, height: 20))
            ])
        #expect(first[1]?.scale == 2 && first[2]?.scale == 3)
        dots.show(1, of: 100)  // the same items: nothing drawn again
        #expect(zip(images(dots), first).allSatisfy { $0 === $1 })
        dots.show(50, of: 100)  // items 49..<52: the drawn dot for each
        #expect(images(dots).allSatisfy { $0 === first[2] })
        dots.show(1, of: 100)  // back: the items' images again, padded anew
        expectEqual(images(dots).map { $0?.size }, first.map { $0?.size })
        dots.additionalDotSpacing = 0  // the items' images themselves
        #expect(dots.indicatorImage(forPage: 0) === star && dots.indicatorImage(forPage: 2) == nil)
    }

    @Test("an image many items share is padded once, and stays so as the dots slide")
    func sharedImage() throws {
        let dots = control(dots: 4)
        let star = try #require(UIImage(systemName: "star"))
        dots.indicatorImageForItem = { _ in star }
        dots.additionalDotSpacing = 5
        let padded = try #require(dots.indicatorImage(forPage: 0))
        for index in [10, 11, 60, 99, 0] {
            dots.show(index, of: 100)
            #expect(images(dots).allSatisfy { $0 === padded }, "\(index)")
        }
    }

    @Test("a show that changes nothing, or only the current dot, draws nothing again")
    func noRedraw() {
        let dots = control(dots: 5)
        dots.additionalDotSpacing = 8
        let before = images(dots)
        for index in [0, 1, 2, 1, 0] {
            dots.show(index, of: 100)  // the dots 0..<5 throughout
            #expect(zip(images(dots), before).allSatisfy { $0 === $1 })
        }
        dots.additionalDotSpacing = 8  // the same spacing
        dots.additionalDotSpacing = 8.0
        #expect(zip(images(dots), before).allSatisfy { $0 === $1 })
        dots.additionalDotSpacing = 10  // a new one draws the dot anew
        #expect(dots.indicatorImage(forPage: 0) !== before[0])
        expectEqual(dots.indicatorImage(forPage: 0)?.size.width, 17)
    }

    @Test("the preferred images are padded, the current dot's for every dot; originals stay so")
    func preferredImages() throws {
        let dots = control(dots: 3)
        let heart = image(CGSize(width: 10, height: 9)).withRenderingMode(.alwaysOriginal)
        let ring = try #require(UIImage(systemName: "circle"))
        dots.preferredIndicatorImage = heart
        dots.preferredCurrentPageIndicatorImage = ring
        #expect(images(dots).allSatisfy { $0 == nil })  // no spacing: UIKit shows them itself
        dots.additionalDotSpacing = 2
        let padded = try #require(dots.indicatorImage(forPage: 1))
        #expect(
            padded.size == CGSize(width: 12, height: 9) && padded.renderingMode == .alwaysOriginal)
        let current = (0..<3).map { dots.currentPageIndicatorImage(forPage: $0) }
        #expect(current.allSatisfy { $0 != nil && $0 === current[0] })
        expectEqual(current[0]?.size, CGSize(width: 22, height: 20))
        expectEqual(current[0]?.renderingMode, .alwaysTemplate)
        dots.preferredCurrentPageIndicatorImage = nil
        #expect((0..<3).allSatisfy { dots.currentPageIndicatorImage(forPage: $0) == nil })
        dots.preferredIndicatorImage = nil  // the drawn dot
        expectEqual(dots.indicatorImage(forPage: 0)?.size, CGSize(width: 9, height: 7))
    }

    @Test("the current dot's images the app gave stay its own unless the control pads")
    func appCurrentImages() throws {
        let dots = control(dots: 3)
        let ring = try #require(UIImage(systemName: "circle"))
        dots.indicatorImageForItem = { _ in nil }
        dots.setCurrentPageIndicatorImage(ring, forPage: 0)
        dots.show(50, of: 100)  // new items: the dots' images given again
        #expect(dots.currentPageIndicatorImage(forPage: 0) === ring)
        dots.additionalDotSpacing = 4  // no preferred current image: still the app's
        #expect(dots.currentPageIndicatorImage(forPage: 0) === ring)
        dots.preferredCurrentPageIndicatorImage = ring  // padded for every dot
        expectEqual(dots.currentPageIndicatorImage(forPage: 0)?.size.width, 24)
        dots.additionalDotSpacing = 0
        #expect(dots.currentPageIndicatorImage(forPage: 0) == nil)
    }

    @Test("fewer dots, then no spacing: no dot keeps a padded image")
    func fewerDots() {
        let dots = control(dots: 5)
        dots.additionalDotSpacing = 6
        dots.show(0, of: 2)  // two dots: the others' images taken back
        #expect((2..<5).allSatisfy { dots.indicatorImage(forPage: $0) == nil })
        dots.additionalDotSpacing = 0
        dots.show(0, of: 100)
        #expect(images(dots).count == 5 && images(dots).allSatisfy { $0 == nil })
    }
}

import UIKitStandIn

/// Two SwiftUI carousels on one selection binding, as an app links a main carousel and a strip
/// of thumbnails: each one's writes set the shared value, and SwiftUI's next update hands it to
/// both. Frames advance both screens together, so that one moves while the other is touched.
@MainActor
final class LinkedHarness {
    /// The main carousel, one card a page.
    let main: BridgeHarness
    /// The strip: five thumbnails on screen (two neighbors a side), or chips as long as their
    /// titles, centered.
    let strip: BridgeHarness
    /// The binding's storage.
    private(set) var selection: String?
    /// Every value written to the binding, by either carousel, in order.
    private(set) var writes: [String?] = []

    /// A main carousel and a strip of `ids`: thumbnails, or with `chips`, items of their own
    /// lengths (as long as their titles, 8 apart, the current one centered).
    init(_ ids: [String], chips: Bool = false) {
        main = BridgeHarness(ids, modifiers: [])
        strip = BridgeHarness(
            ids,
            modifiers: chips
                ? [.itemSizing(.fitted(anchor: .center, minimumLength: 10)), .spacing(8)]
                : [.neighbors(2, fewItems: .repeating), .itemInset(24), .spacing(12)])
        selection = ids.first
    }

    /// The harness of `which` carousel.
    func harness(_ isStrip: Bool) -> BridgeHarness { isStrip ? strip : main }

    /// SwiftUI's work after the carousels spoke: the writes waiting for the next turn land,
    /// the last one written sets the binding, and both carousels are updated with it, until
    /// nobody writes. Returns whether it settled within a bound (a fight never does).
    @discardableResult
    func settleBinding() -> Bool {
        for _ in 0..<16 {
            main.nextTurn()
            strip.nextTurn()
            let written = [main, strip].filter { $0.selection != selection }
            guard let last = written.last else { return true }
            for harness in written { writes.append(harness.selection) }
            selection = last.selection
            for harness in [main, strip] {
                harness.selection = selection
                harness.update(animated: true)
            }
        }
        return false
    }

    /// `count` display frames of both screens, the binding settled after each.
    func frames(_ count: Int = 1) {
        for _ in 0..<count {
            main.frame()
            strip.frame()
            settleBinding()
        }
    }

    /// A finger on `which` carousel's center that drags `pages` toward the next item over ten
    /// frames of both, without lifting.
    func drag(strip isStrip: Bool, towardNext pages: Double) {
        let harness = harness(isStrip)
        guard !harness.screen.isTouching else { return }
        harness.screen.touchDown(at: CGPoint(x: 187.5, y: 100))
        frames()
        let points = CGFloat(pages) * harness.scrollView.frame.width * -1
        for _ in 0..<10 {
            harness.screen.moveTouch(dx: points / 10)
            frames()
        }
    }

    /// Lifts the finger on `which` carousel, if one is down.
    func lift(strip isStrip: Bool) {
        let harness = harness(isStrip)
        guard harness.screen.isTouching else { return }
        harness.screen.liftTouch()
        frames()
    }

    /// A tap on the strip `x` points from its left edge: a thumbnail.
    func tapStrip(at x: CGFloat) {
        guard !strip.screen.isTouching else { return }
        strip.screen.touchDown(at: CGPoint(x: x, y: 100))
        strip.screen.liftTouch()
        frames()
    }

    /// The app sets the selection to `id`.
    func select(_ id: String) {
        selection = id
        for harness in [main, strip] {
            harness.selection = id
            harness.update(animated: true)
        }
        settleBinding()
    }

    /// Lifts every finger and runs both until neither moves and the binding is settled.
    func runUntilRest() {
        lift(strip: false)
        lift(strip: true)
        for _ in 0..<3_000 {
            if main.isAtRest && strip.isAtRest && settleBinding()
                && main.isAtRest && strip.isAtRest
            {
                return
            }
            frames()
        }
    }
}

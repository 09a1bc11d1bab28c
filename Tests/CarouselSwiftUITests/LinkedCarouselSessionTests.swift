import PropertyTesting
import Testing
import UIKitStandIn

/// One thing that happens to two linked carousels.
enum LinkedStep: CustomStringConvertible {
    /// A finger drags one carousel and stays down.
    case drag(strip: Bool, pages: Double)
    case lift(strip: Bool)
    case frames(Int)
    /// A tap on a thumbnail of the strip, this many thumbnails from the center.
    case tap(thumbnails: Int)
    /// The app sets the selection to the item at this position.
    case select(Int)

    var description: String {
        switch self {
        case .drag(let strip, let pages): "drag(\(strip ? "strip" : "main"), \(pages))"
        case .lift(let strip): "lift(\(strip ? "strip" : "main"))"
        case .frames(let count): "frames(\(count))"
        case .tap(let thumbnails): "tap(\(thumbnails))"
        case .select(let position): "select(\(position))"
        }
    }

    static func random(_ random: inout SplitMix64) -> LinkedStep {
        let pages = [-2.2, -1.2, -0.6, 0.3, 0.6, 1.4, 3.1].randomElement(using: &random)!
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2: return .drag(strip: Bool.random(using: &random), pages: pages)
        case 3, 4: return .lift(strip: Bool.random(using: &random))
        case 5, 6: return .frames(Int.random(in: 1...40, using: &random))
        case 7, 8: return .tap(thumbnails: Bool.random(using: &random) ? 1 : -1)
        default: return .select(Int.random(in: 0..<9, using: &random))
        }
    }
}

/// A main carousel and a strip of thumbnails on one selection, driven at once on the stand-in.
@MainActor
@Suite("SwiftUI linked carousels: a main carousel and a thumbnail strip on one selection")
struct LinkedCarouselSessionTests {
    static let ids = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    /// The titles of a strip of chips, 30 to 80 points long.
    static let chipIDs = ["a", "bbbb", "cc", "dddddd", "e", "fff", "gg", "hhhhh", "i"]

    /// What went wrong in `steps`, if anything: after them, at rest, both carousels must show
    /// the binding's item, the binding must have settled at every step, and the writes must
    /// stay few (a fight writes on and on). With `chips`, the strip's items have their own
    /// lengths.
    static func failure(of steps: [LinkedStep], chips: Bool = false) -> String? {
        let ids = chips ? chipIDs : ids
        let linked = LinkedHarness(ids, chips: chips)
        for step in steps {
            switch step {
            case .drag(let strip, let pages): linked.drag(strip: strip, towardNext: pages)
            case .lift(let strip): linked.lift(strip: strip)
            case .frames(let count): linked.frames(count)
            case .tap(let thumbnails):
                // 113 points a thumbnail: a 101-point card and 12 of spacing.
                linked.tapStrip(at: 187.5 + CGFloat(thumbnails) * 113)
            case .select(let position): linked.select(ids[position])
            }
        }
        linked.runUntilRest()
        let main = linked.main.view.currentItem?.id
        let strip = linked.strip.view.currentItem?.id
        guard main == linked.selection, strip == linked.selection,
            linked.main.center == main, linked.strip.center == strip
        else {
            return "at rest the binding names \(linked.selection ?? "nil"), the main carousel "
                + "shows \(main ?? "nil") (center \(linked.main.center ?? "nil")), the strip "
                + "\(strip ?? "nil") (center \(linked.strip.center ?? "nil")); writes "
                + "\(linked.writes)"
        }
        if linked.writes.count > 12 * steps.count + 4 {
            return "\(linked.writes.count) writes for \(steps.count) steps: \(linked.writes)"
        }
        return nil
    }

    @Test(
        "random sessions of drags on both, taps on the strip and the app's selections",
        arguments: [false, true])
    func sessions(chips: Bool) {
        Property.check(
            iterations: Property.iterations(times: 0.2),
            generate: { random in
                (0..<Int.random(in: 1...8, using: &random)).map { _ in LinkedStep.random(&random) }
            },
            shrink: { Shrink.array($0) }
        ) { steps throws(PropertyFailure) in
            if let failure = Self.failure(of: steps, chips: chips) {
                throw PropertyFailure(description: failure)
            }
        }
    }

    @Test("a tap on a chip moves both, the short way round")
    func tapChip() {
        let linked = LinkedHarness(Self.chipIDs, chips: true)
        // The centered chip "a" spans 172.5...202.5; "i" before it 134.5...164.5.
        linked.tapStrip(at: 149.5)
        linked.runUntilRest()
        expectEqual(linked.selection, "i")
        #expect(linked.main.center == "i" && linked.strip.center == "i")
        expectEqual(linked.writes, ["i"])
    }

    @Test("a tap on a thumbnail moves both, the short way round")
    func tapThumbnail() {
        let linked = LinkedHarness(Self.ids)
        linked.tapStrip(at: 187.5 - 113)
        linked.runUntilRest()
        expectEqual(linked.selection, "i")
        #expect(linked.main.center == "i" && linked.strip.center == "i")
        // The main carousel went back one item, not forward eight.
        expectEqual(linked.writes, ["i"])
    }

    @Test("a fling on the strip while the main carousel slides: it follows without fighting")
    func flingDuringSlide() {
        let linked = LinkedHarness(Self.ids)
        linked.drag(strip: true, towardNext: 1.4)
        linked.lift(strip: true)
        linked.drag(strip: true, towardNext: 1.4)
        linked.lift(strip: true)
        linked.runUntilRest()
        expectEqual(linked.main.center, linked.strip.center)
        expectEqual(linked.selection, linked.strip.center)
        // Each write names an item the strip reached: never one the main carousel wrote back.
        #expect(linked.writes.allSatisfy { $0 != "a" })
    }
}

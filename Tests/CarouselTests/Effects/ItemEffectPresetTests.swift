import Carousel
import CarouselTestSupport
import Foundation
import PropertyTesting
import Testing

@Suite("Item effect: the presets and the rules every look follows")
struct ItemEffectPresetTests {
    typealias Look = CarouselItemEffect.Look
    typealias Displacement = CarouselItemEffect.Displacement

    /// Every preset, by name, at its default amounts.
    static let presets = ItemEffects.presets.map { ($0.name, $0.effect) }
    /// The presets the same on both sides of the center, mirrored.
    static let symmetric = presets.filter { $0.0 != "depth" }

    /// An item `items` pages from the center of 300-point items 20 points apart.
    static func at(_ items: Double) -> Displacement {
        Displacement(pages: items, itemLength: 300, spacing: 20)
    }

    @Test("at the center every preset shows the item as it is", arguments: presets)
    func centered(_ name: String, _ effect: CarouselItemEffect) {
        let look = effect.look(at: Self.at(0))
        #expect(look.opacity == 1 && look.contentOffset == 0, "\(name)")
        let transform = look.transform(
            at: Self.at(0), axis: .horizontal, layoutDirection: .leftToRight)
        // A perspective may stay in the transform: a flat item at the center shows unmoved.
        for corner in [(-150.0, -100.0), (150, -100), (150, 100), (-150, 100)] {
            let shown = ItemEffectTransformTests.applied(transform, to: corner)
            #expect(abs(shown.0 - corner.0) < 1e-9 && abs(shown.1 - corner.1) < 1e-9, "\(name)")
        }
    }

    @Test("a preset's look changes continuously with the displacement", arguments: presets)
    func continuous(_ name: String, _ effect: CarouselItemEffect) {
        Property.check(
            "continuous \(name)", generate: { Double.random(in: -7.5...7.5, using: &$0) }
        ) { items throws(PropertyFailure) in
            let a = effect.look(at: Self.at(items))
            let b = effect.look(at: Self.at(items + 1e-7))
            let steps = [
                a.scale - b.scale, a.opacity - b.opacity, (a.offset - b.offset) / 320,
                a.tilt - b.tilt, a.zIndex - b.zIndex, (a.contentOffset - b.contentOffset) / 320,
            ]
            try require(
                steps.allSatisfy { abs($0) < 1e-5 }, "\(name) jumps at \(items): \(a) → \(b)")
        }
    }

    @Test("symmetric presets mirror the previous side to the next", arguments: symmetric)
    func mirrored(_ name: String, _ effect: CarouselItemEffect) {
        Property.check(
            "mirrored \(name)", generate: { Double.random(in: 0...7.5, using: &$0) }
        ) { items throws(PropertyFailure) in
            let next = effect.look(at: Self.at(items))
            let previous = effect.look(at: Self.at(-items))
            let same =
                abs(next.scale - previous.scale) < 1e-9
                && abs(next.opacity - previous.opacity) < 1e-9
                && abs(next.zIndex - previous.zIndex) < 1e-9
                && abs(next.offset + previous.offset) < 1e-6
                && abs(next.tilt + previous.tilt) < 1e-9
                && abs(next.contentOffset + previous.contentOffset) < 1e-6
            try require(same, "\(name) at ±\(items): \(next) against \(previous)")
        }
    }

    @Test("the current item is in front, and nearer items in front of farther ones")
    func drawingOrder() {
        for (name, effect) in Self.symmetric where name != "scale and fade" {
            let order = [0, 0.5, 1, 1.5, 2, 3].map { effect.look(at: Self.at($0)).zIndex }
            #expect(zip(order, order.dropFirst()).allSatisfy { $0 > $1 }, "\(name): \(order)")
        }
    }

    @Test("with two neighbors, the near and the far item look different")
    func nearAndFar() {
        for (name, effect) in Self.presets where name != "cross-fade" && name != "depth" {
            let near = effect.look(at: Self.at(1))
            let far = effect.look(at: Self.at(2))
            let onScreen = { (look: Look, items: Double) in 320 * items + look.offset }
            #expect(
                near.scale != far.scale || near.opacity != far.opacity
                    || onScreen(near, 1) != onScreen(far, 2), "\(name)")
        }
    }

    @Test("scale and fade: linear to one item, compounded beyond; the parallax lags one item")
    func scaleAndFade() {
        let effect = CarouselItemEffect(scale: 0.8, opacity: 0.5, parallax: 0.25)
        let half = effect.look(at: Self.at(0.5))
        #expect(abs(half.scale - 0.9) < 1e-12 && abs(half.opacity - 0.75) < 1e-12)
        expectEqual(half.contentOffset, -0.125 * 300)
        let two = effect.look(at: Self.at(-2))
        #expect(abs(two.scale - 0.64) < 1e-12 && abs(two.opacity - 0.25) < 1e-12)
        let twoAndHalf = effect.look(at: Self.at(2.5))
        #expect(abs(twoAndHalf.scale - 0.64 * 0.9) < 1e-12)
        expectEqual(effect.look(at: Self.at(3)).contentOffset, -0.25 * 300)
        // Out of range: the nearest end; NaN: none.
        let wild = CarouselItemEffect(scale: -3, opacity: 7, parallax: .nan)
        expectEqual(wild.look(at: Self.at(1)), Look(scale: 0))
        expectEqual(CarouselItemEffect(scale: .nan).look(at: Self.at(1)), .identity)
    }

    @Test("cross-fade and depth hold the incoming item at the center")
    func inPlace() {
        for items in [0.25, 0.5, 0.9] {
            let fading = CarouselItemEffect.crossFade.look(at: Self.at(items))
            #expect(fading.offset == -320 * items && fading.opacity == 1 - items)
            let waiting = CarouselItemEffect.depth.look(at: Self.at(items))
            #expect(waiting.offset == -320 * items && waiting.opacity == 1 - items)
            expectEqual(waiting.scale, 1 - 0.25 * items)
            // The outgoing item leaves as it is, in front of the incoming one.
            let leaving = CarouselItemEffect.depth.look(at: Self.at(items - 1))
            #expect(leaving.scale == 1 && leaving.opacity == 1 && leaving.offset == 0)
            #expect(leaving.zIndex > waiting.zIndex)
        }
        expectEqual(CarouselItemEffect.crossFade.look(at: Self.at(1.5)).opacity, 0)
        expectEqual(CarouselItemEffect.depth.look(at: Self.at(2)).opacity, 0)
    }

    @Test("cover flow turns the sides away and overlaps them toward the center")
    func coverFlow() {
        let effect = CarouselItemEffect.coverFlow(tilt: .pi / 3)
        let next = effect.look(at: Self.at(1))
        #expect(next.tilt == .pi / 3 && next.perspective == 600)
        expectEqual(320 + next.offset, 225)
        expectEqual(effect.look(at: Self.at(3)).tilt, .pi / 3)
        expectEqual(CarouselItemEffect.coverFlow(tilt: 9).look(at: Self.at(1)).tilt, .pi / 2)
    }

    @Test("rotary puts the items round a ring: the one opposite recedes most, behind")
    func rotary() {
        let effect = CarouselItemEffect.rotary(itemsPerTurn: 6)
        let opposite = effect.look(at: Self.at(3))
        #expect(abs(320 * 3 + opposite.offset) < 1e-9)
        #expect(abs(opposite.scale - 0.5) < 1e-9 && abs(opposite.zIndex + 1) < 1e-9)
        #expect(abs(opposite.opacity - 0.4) < 1e-9)
        let round = effect.look(at: Self.at(6))
        #expect(abs(320 * 6 + round.offset) < 1e-9 && abs(round.scale - 1) < 1e-9)
        #expect(CarouselItemEffect.rotary(itemsPerTurn: -5).look(at: Self.at(1.5)).zIndex < 1e-9)
    }

    @Test("a custom look outside its ranges, or a displacement not finite, is made safe")
    func sanitized() {
        let wild = CarouselItemEffect { _ in
            Look(
                scale: -2, opacity: .infinity, offset: .nan, offsetAcross: -.infinity,
                rotation: .nan, tilt: .infinity, perspective: -5, zIndex: .nan,
                contentOffset: .infinity)
        }
        expectEqual(wild.look(at: Self.at(1)), Look(scale: 0))
        let clamped = CarouselItemEffect { _ in Look(opacity: -1, perspective: .infinity) }
        expectEqual(clamped.look(at: Self.at(1)), Look(opacity: 0))
        for items in [Double.nan, .infinity, -.infinity] {
            expectEqual(CarouselItemEffect.zoom().look(at: Self.at(items)), .identity)
        }
        #expect(CarouselItemEffect.none.isNone && !CarouselItemEffect.depth.isNone)
        expectEqual(CarouselItemEffect.none.look(at: Self.at(1)), .identity)
    }
}

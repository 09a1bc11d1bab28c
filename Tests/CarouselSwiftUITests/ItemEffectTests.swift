import Testing

@Suite("SwiftUI item effect")
struct ItemEffectTests {
    typealias Look = CarouselItemEffect.Look

    @Test("none at the center, the full amount one page away and beyond, linear between")
    func interpolation() {
        let effect = CarouselItemEffect(scale: 0.8, opacity: 0.5, parallax: 0.25)
        #expect(
            effect.look(atDisplacement: 0, rightToLeft: false)
                == Look(scale: 1, opacity: 1, shift: 0, clips: true))
        #expect(
            effect.look(atDisplacement: 0.5, rightToLeft: false)
                == Look(scale: 0.9, opacity: 0.75, shift: -0.125, clips: true))
        #expect(
            effect.look(atDisplacement: -1, rightToLeft: false)
                == Look(scale: 0.8, opacity: 0.5, shift: 0.25, clips: true))
        #expect(
            effect.look(atDisplacement: 1.5, rightToLeft: false)
                == effect.look(atDisplacement: 1, rightToLeft: false))
    }

    @Test("the content lags toward the center on screen, also from right to left")
    func parallaxDirection() {
        let effect = CarouselItemEffect(parallax: 0.5)
        // One page toward the next item: to the right, or to the left from right to left.
        #expect(effect.look(atDisplacement: 1, rightToLeft: false).shift == -0.5)
        #expect(effect.look(atDisplacement: 1, rightToLeft: true).shift == 0.5)
    }

    @Test("no effect is the identity everywhere; values out of range count as the nearest end")
    func limits() {
        for displacement in [-2, -1, -0.3, 0, 0.7, 1, 3, .nan, .infinity] {
            #expect(
                CarouselItemEffect.none.look(atDisplacement: displacement, rightToLeft: false)
                    == .identity)
        }
        let wild = CarouselItemEffect(scale: -3, opacity: 7, parallax: .nan)
        #expect(
            wild.look(atDisplacement: 1, rightToLeft: false)
                == Look(scale: 0, opacity: 1, shift: 0, clips: false))
        #expect(
            CarouselItemEffect(scale: .nan).look(atDisplacement: 1, rightToLeft: false) == .identity
        )
    }
}

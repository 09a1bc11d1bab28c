extension CarouselItemEffect {
    /// Scales, fades and shifts the content of each item by its distance from the center: none
    /// at the center, the given amount one item away, and the amount again for each further
    /// item (two items away, `scale × scale`), linear in between.
    ///
    /// ```swift
    /// let effect = CarouselItemEffect(scale: 0.9, opacity: 0.6)
    /// ```
    ///
    /// - Parameters:
    ///   - scale: the scale one item away, in `0...1` (1: none).
    ///   - opacity: the opacity one item away, in `0...1` (1: none).
    ///   - parallax: how far the content lags behind its item one item away and beyond, as a
    ///     fraction of the item's length, in `0...1` (0: none); the item clips its content, so
    ///     the content seems to move slower than the item (for image cards).
    ///
    /// Values outside `0...1` count as the nearest end, NaN as none.
    public init(scale: Double = 1, opacity: Double = 1, parallax: Double = 0) {
        let scale = Self.unit(scale, orNone: 1)
        let opacity = Self.unit(opacity, orNone: 1)
        let parallax = Self.unit(parallax, orNone: 0)
        self.init { displacement in
            let distance = abs(displacement.items)
            let lag = min(max(displacement.items, -1), 1) * parallax
            return Look(
                scale: Self.compounded(scale, over: distance),
                opacity: Self.compounded(opacity, over: distance),
                // The item moved toward the next one; its content moves part of the way back.
                contentOffset: -lag * displacement.itemLength)
        }
    }

    /// Items cross-fade in place: each stays at the center, the next one fading in over the
    /// current one as it fades out, as a slideshow does. Items farther than one are invisible.
    public static let crossFade = CarouselItemEffect { displacement in
        let distance = abs(displacement.items)
        return Look(opacity: 1 - distance, offset: -displacement.points, zIndex: -distance)
    }

    /// The items on either side are smaller and fainter, by `scale` and `opacity` for each item
    /// away (compounded, as ``init(scale:opacity:parallax:)``), and drawn in toward the center
    /// by the length they lost, so the gap to the current item stays the spacing.
    ///
    /// - Parameters:
    ///   - scale: the scale one item away, in `0...1`; 0.8 by default.
    ///   - opacity: the opacity one item away, in `0...1`; 1 (none) by default.
    public static func zoom(scale: Double = 0.8, opacity: Double = 1) -> CarouselItemEffect {
        let scale = unit(scale, orNone: 1)
        let opacity = unit(opacity, orNone: 1)
        return CarouselItemEffect { displacement in
            let distance = abs(displacement.items)
            let shown = compounded(scale, over: distance)
            let lost = displacement.itemLength * (1 - shown) / 2
            return Look(
                scale: shown, opacity: compounded(opacity, over: distance),
                offset: displacement.items < 0 ? lost : -lost, zIndex: -distance)
        }
    }

    /// The current item slides away toward the previous one, over the next item, which waits
    /// behind it at the center, small and faint, and grows to its place as it comes: a stack
    /// the user deals from. Items farther than one on the next side are invisible.
    public static let depth = CarouselItemEffect { displacement in
        let items = displacement.items
        // The current item and those before it move as they are, in front of those after.
        guard items > 0 else { return .identity }
        let coming = min(items, 1)
        return Look(
            scale: 1 - 0.25 * coming, opacity: 1 - coming, offset: -displacement.points,
            zIndex: -items)
    }

    /// The items on either side turn away by `tilt`, seen in perspective, overlapping toward
    /// the center, the current item in front, as the album covers of a music player.
    ///
    /// - Parameter tilt: how far an item one away or more is turned, in radians, in
    ///   `0...π/2`; π/3 by default.
    public static func coverFlow(tilt: Double = .pi / 3) -> CarouselItemEffect {
        let tilt = tilt.isNaN ? 0 : min(max(tilt, 0), .pi / 2)
        return CarouselItemEffect { displacement in
            let items = displacement.items
            let side = min(max(items, -1), 1)
            let length = displacement.itemLength
            // Half an item from the center at one away, then a quarter of one for each item.
            let place = length * (0.5 * side + 0.25 * items)
            return Look(
                scale: 1 / (1 + abs(side) / 4), offset: place - displacement.points,
                tilt: side * tilt, perspective: 2 * length, zIndex: -abs(items))
        }
    }

    /// The items ride a ring seen from the front, `itemsPerTurn` of them round it one page
    /// apart: those to the sides recede, smaller, and those behind fade.
    ///
    /// - Parameter itemsPerTurn: how many items go round the ring, at least 3; 8 by default.
    public static func rotary(itemsPerTurn: Int = 8) -> CarouselItemEffect {
        let count = Double(max(itemsPerTurn, 3))
        return CarouselItemEffect { displacement in
            let page = displacement.itemLength + displacement.spacing
            let radius = page * count / (2 * .pi)
            let angle = 2 * .pi * displacement.items / count
            let (across, depth) = (sine(angle), cosine(angle))
            // Seen from two radii in front of the ring, an item behind it shrinks.
            let receded = radius * (1 - depth)
            return Look(
                scale: 2 * radius / (2 * radius + receded),
                opacity: depth < 0 ? 1 + depth * 0.6 : 1,
                offset: radius * across - displacement.points, zIndex: depth)
        }
    }

    /// `amount` compounded over `distance` items: `amount` to the power of the whole items,
    /// then linear toward the next power over the fraction left.
    static func compounded(_ amount: Double, over distance: Double) -> Double {
        // Far enough that any amount below 1 has reached nothing the screen shows.
        let distance = min(distance, 64)
        let whole = distance.rounded(.down)
        // A few whole items at most on screen: multiplied out, cheaper than `pow`.
        var reached = 1.0
        for _ in 0..<Int(whole) { reached *= amount }
        return reached * (1 - (1 - amount) * (distance - whole))
    }

    /// `value` in `0...1`; NaN counts as `none`, the value of no effect.
    static func unit(_ value: Double, orNone none: Double) -> Double {
        value.isNaN ? none : min(max(value, 0), 1)
    }
}

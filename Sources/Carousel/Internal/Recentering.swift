/// When a scroll commits pages and recenters, in page units.
@usableFromInline
enum Recentering {
    /// The whole pages that an offset `margin` pages or less from an end of the three pages has
    /// passed, signed (forward positive); 0 strictly inside the band `(margin, 2 - margin)`, where
    /// the offset is only recorded.
    ///
    /// With `margin` 0 this is `floor(offset - 1)` at 2 or beyond and `-floor(1 - offset)` at 0
    /// or below. A larger margin (below 1/2, see ``CarouselGeometry/recenteringMargin``) commits
    /// `floor(offset - 1 + margin)` pages at `offset >= 2 - margin` and
    /// `-floor(1 - offset + margin)` at `offset <= margin`, so that `offset - pages` lies in
    /// `[1 - margin, 2 - margin)` or `(margin, 1 + margin]`: strictly inside the band.
    ///
    /// - Parameters:
    ///   - offset: finite, with magnitude at most ``CarouselLimits/maximumOffset``.
    ///   - margin: in `[0, 1/2)`.
    @inlinable @inline(__always)
    static func pagesPassed(offset: Double, margin: Double) -> Int {
        guard offset <= margin || offset >= 2 - margin else { return 0 }
        // |offset| <= 1e9, so both floors are exact integers far inside `Int`. With margin 0 the
        // arguments are exactly `offset - 1` and `1 - offset`; a margin can round a floor's
        // argument up to the next integer, one page too many, which the landing check takes back
        // (the exact landing always lies inside the band). Both arguments are at least 1, so
        // `Int(_:)`, which truncates, is their floor, without a call of libm's `floor`; below 2
        // (one page, what almost every scroll commits) the floor is 1 without the conversion.
        var pages: Int
        if offset >= 2 - margin {
            let argument = offset - 1 + margin
            pages = argument < 2 ? 1 : Int(argument)
        } else {
            let argument = 1 - offset + margin
            pages = argument < 2 ? -1 : -Int(argument)
        }
        // |pages| <= 1e9 + 1 here: the wrapping operators cannot wrap. With margin 0 every step
        // is exact and the landing `offset - pages` lies in `[1, 2)` or `(0, 1]`: no check (a
        // constant margin folds the test away).
        if margin > 0 {
            if offset - Double(pages) <= margin {
                pages &-= 1
            } else if offset - Double(pages) >= 2 - margin {
                pages &+= 1
            }
        }
        return pages
    }

    /// The whole pages to commit so that the item nearest the center is current: the landing
    /// `offset - pages` in `[0.5, 1.5)` (half way goes forward). Where the subtraction would round
    /// up to 1.5, the landing is the double below it, a rounding error from the exact one.
    ///
    /// - Parameter offset: finite, with magnitude at most ``CarouselLimits/maximumOffset``.
    @inlinable @inline(__always)
    static func pagesToNearest(offset: Double) -> (pages: Int, landing: Double) {
        // Almost every frame: already the nearest, without the floor's call.
        if 0.5 <= offset && offset < 1.5 { return (0, offset) }
        // |offset| <= 1e9: the floor is exact and far inside `Int`.
        let pages = Int((offset - 0.5).rounded(.down))
        return (pages, Swift.min(offset - Double(pages), 1.5.nextDown))
    }
}

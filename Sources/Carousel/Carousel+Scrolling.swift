extension Carousel {
    /// Follows the scroll position `offset` (page units: 0 *previous*, 1 at rest, 2 *next*).
    ///
    /// Strictly between 0 and 2 the offset is only recorded. At 2 or beyond (0 or below) the
    /// carousel commits every page passed in one move and keeps the fraction, so the picture does
    /// not jump: `offset >= 2` moves `floor(offset - 1)` pages, `offset <= 0` moves
    /// `-floor(1 - offset)`, and the offset becomes `offset - step`, inside `(0, 2)`.
    /// A carousel that is not scrollable stays at offset 1. Restarts the autoplay timer.
    ///
    /// - Parameter offset: finite, with magnitude at most ``CarouselLimits/maximumOffset``.
    /// - Returns: `moved` (cause `.scroll`), rebinds and `offsetReset` when pages were committed.
    /// - Throws: ``CarouselError/invalidOffset(_:)`` for any other offset; nothing changes then.
    /// - Complexity: O(1), even for an offset of a billion pages.
    @discardableResult
    public mutating func scroll(to offset: Double) throws(CarouselError) -> CarouselEvents {
        guard offset.isFinite, offset.magnitude <= CarouselLimits.maximumOffset else {
            throw .invalidOffset(offset)
        }
        restartAutoplayTimer()
        guard isScrollable else { return CarouselEvents() }
        guard offset <= 0 || offset >= 2 else {
            self.offset = offset
            return CarouselEvents()
        }
        // |offset| <= 1e9, so both floors are exact integers far inside `Int`.
        let step =
            offset >= 2 ? Int((offset - 1).rounded(.down)) : -Int((1 - offset).rounded(.down))
        return move(by: step, cause: .scroll, offsetAfter: offset - Double(step))
    }

    /// The real-valued position for page indicators and parallax, in `[0, count)`.
    ///
    /// `nil` when empty, 0 for one item, else `current + offset - 1` reduced into `[0, count)`:
    /// halfway from the last item to the first reads `count - 0.5`.
    public var progress: Double? {
        switch count {
        case 0: nil
        case 1: 0
        default: Ring.position(current, offset: offset, count: count)
        }
    }
}

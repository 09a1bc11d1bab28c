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
    /// - Throws: ``CarouselError/Code/invalidOffset`` for any other offset; nothing changes then.
    /// - Complexity: O(1), even for an offset of a billion pages.
    @inlinable @inline(__always) @discardableResult
    public mutating func scroll(toOffset offset: Double) throws(CarouselError) -> CarouselEvents {
        if hasLengths { return try rowScroll(toOffset: offset) }
        try checkOffset(offset)
        restartAutoplayTimer()
        return follow(offset: offset, margin: 0, cause: .scroll)
    }

    /// Throws unless `offset` is one that ``scroll(toOffset:)`` accepts.
    @inlinable
    func checkOffset(_ offset: Double) throws(CarouselError) {
        // One comparison refuses infinities and NaN too (every comparison with NaN is false).
        guard offset.magnitude <= CarouselLimits.maximumOffset else {
            throw .invalidOffset(offset)
        }
    }

    /// The body of every scroll: records `offset`, or commits the pages it passed once it is
    /// `margin` pages or less from an end of the three pages, keeping the fraction.
    ///
    /// With `margin` 0 this is the rule of ``scroll(toOffset:)``; ``Recentering/pagesPassed(offset:margin:)``
    /// says how many pages any margin commits.
    ///
    /// - Parameters:
    ///   - offset: already checked by ``checkOffset(_:)``.
    ///   - firstStep: the pages the first page in each direction stands for: `(1, -1)` except
    ///     while a neighbor slot shows a far target (an animated jump binds it first).
    ///   - cause: reported in `moved`. The autoplay timer is the caller's.
    @inlinable @inline(__always)
    mutating func follow(
        offset: Double, margin: Double, firstStep: (forward: Int, backward: Int) = (1, -1),
        cause: CarouselMove.Cause
    ) -> CarouselEvents {
        assert(0 <= margin && margin < 0.5 && firstStep.forward > 0 && firstStep.backward < 0)
        guard isScrollable else { return CarouselEvents() }
        let pages = Recentering.pagesPassed(offset: offset, margin: margin)
        guard pages != 0 else {
            _offset = offset
            return CarouselEvents()
        }
        // The first page stands for `firstStep`, the rest for one each; |firstStep| <= count / 2
        // and |pages| <= 1e9 + 2, so the sum cannot overflow.
        let step =
            pages > 0 ? firstStep.forward &+ (pages &- 1) : firstStep.backward &+ (pages &+ 1)
        return move(
            by: step, scrolledPages: pages, cause: cause, offsetAfter: offset - Double(pages))
    }

    /// The real-valued position for page indicators and parallax, in `[0, count)`.
    ///
    /// `nil` when empty, 0 for one item, else `current + offset - 1` reduced into `[0, count)`:
    /// halfway from the last item to the first reads `count - 0.5`.
    @inlinable
    public var progress: Double? {
        switch count {
        case 0: nil
        case 1: 0
        default: Ring.position(current, offset: offset, count: count)
        }
    }

    /// The storage position of the item nearest the viewport's center: the current one at rest,
    /// and while the view moves the neighbor whose page the offset is nearer (half a page goes
    /// forward), so that an indicator can follow a drag. `nil` when empty.
    ///
    /// It is ``progress`` rounded (half up) and taken round the loop: halfway from the last item
    /// to the first, `progress` reads `count - 0.5` and the nearest item is the first. It is read
    /// from the offset itself, so an offset a hair short of half a page, which `progress` may
    /// round to the half, still reads the item it is nearer.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var nearestIndex: Int? {
        currentIndex.map { Ring.advance($0, by: nearestStep, count: count) }
    }

    /// The pages from the current position to the one nearest the center: -1, 0 or 1, since the
    /// offset of a scrollable carousel lies in `(0, 2)`.
    @inlinable
    var nearestStep: Int { offset >= 1.5 ? 1 : offset < 0.5 ? -1 : 0 }
}

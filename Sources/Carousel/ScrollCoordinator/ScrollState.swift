/// What the scroll view is doing, as ``CarouselScrollCoordinator`` sees it, with what lives only
/// while it does: the one place that says which state follows which.
///
/// | state | event | next state |
/// | --- | --- | --- |
/// | any | a finger lands (``touchDown()``) | holding; a far binding stays |
/// | any | the scroll view starts to drag (``beginDragging()``) | dragging; a far binding stays |
/// | holding | the finger lifts (``liftFinger()``) | settling |
/// | dragging | the finger lifts with a target page (``endDragging(targetPage:)``) | gliding there |
/// | dragging | the finger lifts under a gliding motion (``startGlide(_:)``) | decelerating: the coordinator glides |
/// | any | the drag ends (``endDrag(willGlide:)``) | decelerating stays; else settling without a glide; with one, gliding on (to an unknown page if no target came) |
/// | resting | a programmatic or autoplay slide (``startSlide(_:far:)``) | animating, with a far binding for a far step |
/// | resting, or moving with no finger | the coordinator animates to a page (``animate(_:)``) | animating; a far binding stays |
/// | decelerating | the coordinator's glide reaches its end (``endGlide()``) | settling |
/// | moving | pages committed (``committed(pages:keptOrigin:)``) | targets and a glide's end shifted; a far binding reversed when its commit kept the origin, else gone |
/// | resting | someone else moved the view (``displaced()``) | settling |
/// | moving | a data change or a settle takes the binding back (``dropFarBinding()``) | the far binding goes |
/// | animating | a data change (``dropContinuation()``) | the rest of a far slide from off its page goes |
/// | moving, no finger | settled on the rest page (``rest()``) | resting |
///
/// Settling is the coordinator's: it either rests the view or animates it to its page. While a
/// finger is down it changes nothing: the finger's lift settles. Resting has no
/// finger, no motion and no far binding, by construction.
@usableFromInline
enum ScrollState: Hashable {
    /// Nothing moves and no finger is down: the offset is exactly 1, every slot shows the window,
    /// and autoplay may run.
    case resting
    /// A finger is down or the view moves; `far` while a neighbor shows a far move's target.
    case moving(Motion, far: FarBinding?)

    /// What moves the view, or holds it.
    @usableFromInline
    enum Motion: Hashable {
        /// A finger is down and has not dragged (it may have caught a moving view).
        case holding
        /// The scroll view's pan: a finger drags.
        case dragging
        /// The finger lifted off a view it held still, or a drag ended without a glide: the
        /// coordinator settles the view within the same call.
        case settling
        /// The finger lifted and the scroll view glides to `targetPage` (page units), or to a
        /// page it did not say (`nil`: no will-end-dragging call came).
        case gliding(targetPage: Double?)
        /// The coordinator animates the view to a page.
        case animating(ScrollAnimation)
        /// The finger lifted under a motion that glides (``CarouselMotion/snapping`` or
        /// ``CarouselMotion/free``): the coordinator runs the glide itself, a frame a tick.
        case decelerating(Glide)
    }

    /// Whether a finger holds or drags the view.
    var isFingerDown: Bool {
        switch self {
        case .moving(.holding, _), .moving(.dragging, _): true
        case .resting, .moving(.settling, _), .moving(.gliding, _), .moving(.animating, _),
            .moving(.decelerating, _):
            false
        }
    }

    /// The far binding, while a neighbor shows a far move's target.
    @inlinable
    var far: FarBinding? {
        if case .moving(_, let far) = self { far } else { nil }
    }

    /// The glide the coordinator runs, if any.
    @inlinable
    var glide: Glide? {
        if case .moving(.decelerating(let glide), _) = self { glide } else { nil }
    }

    /// The animation the coordinator runs, if any.
    @inlinable
    var animation: ScrollAnimation? {
        if case .moving(.animating(let animation), _) = self { animation } else { nil }
    }

    // MARK: Transitions

    /// A finger lands: it stops any motion where it is; a far binding stays under it.
    mutating func touchDown() {
        self = .moving(.holding, far: far)
    }

    /// The scroll view's pan begins.
    mutating func beginDragging() {
        self = .moving(.dragging, far: far)
    }

    /// The finger lifts; returns whether the view must settle now: only after a touch that never
    /// dragged (after a drag, the scroll view's end-of-drag calls follow).
    mutating func liftFinger() -> Bool {
        guard case .moving(.holding, let far) = self else { return false }
        self = .moving(.settling, far: far)
        return true
    }

    /// The finger lifted off a drag; the scroll view glides to `targetPage`.
    mutating func endDragging(targetPage: Double) {
        self = .moving(.gliding(targetPage: targetPage), far: far)
    }

    /// The finger lifted off a drag under a gliding motion: the coordinator glides.
    mutating func startGlide(_ glide: Glide) {
        self = .moving(.decelerating(glide), far: far)
    }

    /// The glide's clock ran: `glide` is where it is now.
    @inlinable
    mutating func advanceGlide(_ glide: Glide) {
        guard case .moving(.decelerating, let far) = self else { return }
        self = .moving(.decelerating(glide), far: far)
    }

    /// The coordinator's glide reached its end: the view settles there.
    @inlinable
    mutating func endGlide() {
        guard case .moving(.decelerating, let far) = self else { return }
        self = .moving(.settling, far: far)
    }

    /// The drag ended: the view settles where it is, or glides on (to the page the will-end-drag
    /// call aimed it at, when one came). The coordinator's own glide goes on: the scroll view
    /// was told not to glide.
    mutating func endDrag(willGlide: Bool) {
        if glide != nil { return }
        if !willGlide {
            self = .moving(.settling, far: far)
        } else if isFingerDown {
            self = .moving(.gliding(targetPage: nil), far: far)
        }
    }

    /// A programmatic or autoplay slide starts from rest; `far` when its neighbor shows a far
    /// target.
    mutating func startSlide(_ animation: ScrollAnimation, far: FarBinding?) {
        assert(self == .resting, "a slide starts only from rest")
        self = .moving(.animating(animation), far: far)
    }

    /// The coordinator animates the view to a page: a settle that is too far off, a re-aim after
    /// a new layout, a glide ended by a data change. A finger never holds the view then.
    mutating func animate(_ animation: ScrollAnimation) {
        assert(!isFingerDown, "the coordinator never animates under a finger")
        self = .moving(.animating(animation), far: far)
    }

    /// `pages` whole pages were committed (the offset moved back by as many): the targets in page
    /// units move back too. A far binding whose commit kept the origin beside the target
    /// (``Carousel/commitFar(step:offsetAfter:cause:)``) binds the other way; any other
    /// commit ends it.
    @inlinable
    mutating func committed(pages: Int, keptOrigin: Bool) {
        guard case .moving(var motion, let far) = self else { return }
        switch motion {
        case .gliding(let page): motion = .gliding(targetPage: page.map { $0 - Double(pages) })
        case .animating(var animation):
            animation.targetPage -= Double(pages)
            motion = .animating(animation)
        case .decelerating(var glide):
            glide.committed(pages: pages)
            motion = .decelerating(glide)
        case .holding, .dragging, .settling: break
        }
        self = .moving(motion, far: keptOrigin ? far?.reversed : nil)
    }

    /// Something other than the coordinator and the finger moved the view at rest (an app's own
    /// offset change): the coordinator settles it back.
    @inlinable
    mutating func displaced() {
        assert(self == .resting)
        self = .moving(.settling, far: nil)
    }

    /// A data change makes the rest of a far slide meaningless: the slide ends on its page.
    mutating func dropContinuation() {
        guard case .moving(.animating(var animation), let far) = self else { return }
        animation.then = 0
        self = .moving(.animating(animation), far: far)
    }

    /// A data change or a settle took a far binding back.
    mutating func dropFarBinding() {
        if case .moving(let motion, .some) = self { self = .moving(motion, far: nil) }
    }

    /// The view settled on the rest page.
    mutating func rest() {
        assert(!isFingerDown, "a view under a finger does not rest")
        self = .resting
    }
}

/// A far move's target bound to the neighbor in its direction (``Carousel/showWindow(farStep:)``):
/// the first page that way commits `step` pages. It lives until the view rests: the commit onto
/// the target keeps the origin in the neighbor behind, and the binding is reversed, so that the
/// strip on screen stays origin beside target, whether the animation runs on or a finger drags
/// it back.
@usableFromInline
struct FarBinding: Hashable {
    /// The pages the neighbor's page stands for; `|step| >= 2`.
    @usableFromInline
    let step: Int

    /// A binding for a far slide of `step` pages.
    @inlinable
    init(step: Int) {
        assert(step.magnitude >= 2, "a far binding stands for two pages or more")
        self.step = step
    }

    /// The direction the bound neighbor lies in: 1 for *next*, -1 for *previous*.
    @inlinable
    var direction: Int { step > 0 ? 1 : -1 }

    /// The binding after its commit kept the origin: the origin, behind, is `-step` pages away.
    @inlinable
    var reversed: FarBinding { FarBinding(step: -step) }
}

/// An animated scroll the coordinator started: a programmatic or autoplay move, or a settle.
@usableFromInline
struct ScrollAnimation: Hashable {
    /// The page it ends on, in page units of the current frame (shifted at every commit).
    @usableFromInline
    var targetPage: Double
    /// The cause that the move committed on the way reports.
    @usableFromInline
    let cause: CarouselMove.Cause
    /// The pages to slide on from rest once it arrives: the rest of a far slide that started
    /// off its page (0 for none); a data change drops it.
    @usableFromInline
    var then = 0
}

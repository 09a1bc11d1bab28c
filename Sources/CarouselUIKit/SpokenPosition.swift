#if canImport(UIKit) || CAROUSEL_UIKIT_STAND_IN
    /// What VoiceOver hears of a ``CarouselView``'s position: which item its value names while a
    /// move it asked for slides, and the page-scrolled announcement due when the view rests.
    ///
    /// VoiceOver reads the value as soon as an increment returns, before the slide commits: the
    /// value names the move's ``target`` until the view rests. A three-finger swipe asks for an
    /// announcement once the view rests (UIKit wants it after the scroll completes). VoiceOver
    /// reads an announcement equal to the one before as the end of the content (its boundary
    /// sound), and a carousel has no end: each announcement differs from the last one. The
    /// position text ("Item 3 of 12") already does when it names the position; when it would
    /// repeat (a text without the position, or two equal items side by side) the position is
    /// appended in short, in the wording's language ("Maps (3/12)").
    struct SpokenPosition: Equatable {
        /// The position a move VoiceOver asked for is heading to, until the view rests.
        var target: Int?
        /// Whether an announcement is due at the next rest.
        private(set) var isAnnouncementDue = false
        /// The last announcement made.
        private var lastAnnouncement: String?

        /// The position the value names: the target of a move under way, else `current`.
        func position(current: Int?) -> Int? { target ?? current }

        /// Asks for an announcement when the view next rests.
        mutating func requestAnnouncement() {
            isAnnouncementDue = true
        }

        /// The view rests: the move's target is reached or abandoned. Returns whether an
        /// announcement is due, and clears it.
        mutating func rest() -> Bool {
            target = nil
            defer { isAnnouncementDue = false }
            return isAnnouncementDue
        }

        /// The announcement for `text`, the value at `position` of `count` items, different from
        /// the last one; it becomes the last one. A repeated text gets the position in short
        /// appended, in `wording`'s words.
        mutating func announcement(
            for text: String, position: Int, count: Int,
            wording: CarouselPositionWording = .standard
        ) -> String {
            let announcement =
                text == lastAnnouncement
                ? wording.repeated(text, index: position, count: count) : text
            lastAnnouncement = announcement
            return announcement
        }
    }
#endif

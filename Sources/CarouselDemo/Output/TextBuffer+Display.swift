import Carousel

// The display forms written straight into a buffer. Printable ASCII, the common case, is decided
// byte by byte; any other text goes through the general functions.

extension TextBuffer {
    /// Appends ``displayReadable(_:)`` of `text`.
    func appendReadable(_ text: String) {
        // One pass over the bytes for the common case, which copies them as they are.
        let appended = text.withUTF8Bytes { bytes in
            guard showsBareIfASCII(bytes) == true else { return false }
            append(bytes: bytes)
            return true
        }
        guard !appended else { return }
        append(contentsOf: showsBare(text) ? text : displayQuoted(text))
    }

    /// Appends ``displayQuoted(_:)`` of `text`: as it is between quotes when it is at most
    /// ``displayLimit`` bytes of ASCII that need no escape.
    func appendQuoted(_ text: String) {
        let appended = text.withUTF8Bytes { bytes in
            guard bytes.count <= displayLimit && bytes.allSatisfy(ASCII.showsAsItIs) else {
                return false
            }
            append(byte: ASCII.quote)
            append(bytes: bytes)
            append(byte: ASCII.quote)
            return true
        }
        if !appended { append(contentsOf: displayQuoted(text)) }
    }

    /// Appends `indicator.label`, the library's wording (`item 3 of 5`), without making that
    /// `String`.
    func append(_ indicator: PageIndicator) {
        append("item ")
        append(indicator.current + 1)
        append(" of ")
        append(indicator.count)
    }

    /// Appends `event.description`, the library's wording, without making that `String`
    /// (`TextBufferTests.eventsAreWrittenInTheLibrarysWords` holds the two to the same text), its
    /// offset written in `style`.
    func append(_ event: CarouselEvent, offset style: NumberStyle) {
        switch event {
        case .moved(let move):
            append("moved ")
            append(contentsOf: move.direction.description)
            append(byte: ASCII.space)
            append(move.from)
            append(" → ")
            append(move.to)
            append(" (step ")
            append(move.step)
            append(", ")
            append(contentsOf: move.cause.description)
            append(")")
        case .reorder(let slots):
            append("reorder slots")
            for slot in slots {
                append(byte: ASCII.space)
                append(slot)
            }
        case .rebind(let slot, let index):
            append("rebind slot ")
            append(slot)
            append(" → ")
            if let index { append(index) } else { append("none") }
        case .offsetReset(let offset):
            append("offset reset to ")
            append(offset, as: style)
        }
    }
}

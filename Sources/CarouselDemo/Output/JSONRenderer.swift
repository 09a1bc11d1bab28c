import Carousel

/// `--json`: exactly one JSON object a processed line, on a line of its own, fields in the
/// documented order; a gesture adds its `frames` after the state.
struct JSONRenderer: Renderer {
    func render(_ result: LineResult, into rendered: Rendered) {
        let out = rendered.out
        out.field("line", first: true)
        out.append(result.line)
        out.field("command")
        if let command = result.command {
            out.appendJSONString(command)
        } else {
            out.append(Self.null)
        }
        out.field("ok")
        out.append(result.succeeded ? "true" : "false")
        switch result.outcome {
        case .success(let events, let help):
            out.field("events")
            Self.array(events, into: out, Self.event)
            out.field("state")
            Self.state(result.state, into: out)
            if let help {
                out.field("help")
                out.appendJSONString(help)
            }
            if let frames = result.frames {
                out.field("frames")
                Self.array(frames, into: out, Self.frame)
            }
        case .failure(let message):
            out.field("error")
            out.appendJSONString(message)
            out.field("state")
            Self.state(result.state, into: out)
        }
        out.append("}")
        out.append(byte: ASCII.lineFeed)
    }

    private static func event(_ event: CarouselEvent, into out: TextBuffer) {
        out.field("type", first: true)
        switch event {
        case .moved(let move):
            out.append(#""moved""#)
            out.field("direction")
            out.appendJSONString(move.direction.description)
            out.field("from")
            out.append(move.from)
            out.field("to")
            out.append(move.to)
            out.field("step")
            out.append(move.step)
            out.field("cause")
            out.appendJSONString(move.cause.description)
        case .reorder(let slots):
            out.append(#""reorder""#)
            out.field("slots")
            array(slots, into: out) { $1.append($0) }
        case .rebind(let slot, let index):
            out.append(#""rebind""#)
            out.field("slot")
            out.append(slot)
            out.field("index")
            integer(index, into: out)
        case .offsetReset(let offset):
            out.append(#""offsetReset""#)
            out.field("offset")
            out.appendJSONNumber(offset)
        }
        out.append("}")
    }

    /// `{"frame":9,"offset":1.84…,"center":2,"events":[…]}`: the frame's own events, which the
    /// line's `events` lists too.
    private static func frame(_ frame: GestureFrame, into out: TextBuffer) {
        out.field("frame", first: true)
        out.append(frame.number)
        out.field("offset")
        out.appendJSONNumber(frame.state.offset)
        out.field("center")
        integer(frame.center?.index, into: out)
        out.field("events")
        array(frame.events, into: out, event)
        if let visible = frame.state.visible {
            out.field("visible")
            Self.visible(visible, into: out)
        }
        out.append("}")
    }

    private static func state(_ state: CarouselState, into out: TextBuffer) {
        out.field("count", first: true)
        out.append(state.count)
        out.field("current")
        integer(state.current, into: out)
        out.field("offset")
        out.appendJSONNumber(state.offset)
        out.field("progress")
        if let progress = state.progress {
            out.appendJSONNumber(progress)
        } else {
            out.append(null)
        }
        out.field("window")
        array(state.positions, into: out) { integer($0.index, into: $1) }
        out.field("items")
        array(state.positions, into: out) { position, out in
            if let item = position.item { out.appendJSONString(item) } else { out.append(null) }
        }
        out.field("slots")
        array(state.positions, into: out) { position, out in
            out.field("id", first: true)
            out.append(position.slot.id)
            out.field("index")
            integer(position.slot.index, into: out)
            out.append("}")
        }
        out.field("autoplay")
        if let autoplay = state.autoplay {
            out.field("interval", first: true)
            out.appendJSONNumber(autoplay.interval)
            out.field("elapsed")
            out.appendJSONNumber(autoplay.elapsed)
            out.append("}")
        } else {
            out.append(null)
        }
        out.field("motion")
        out.appendJSON(state.motion)
        out.field("autoscroll")
        if let autoscroll = state.autoscroll {
            out.appendJSONNumber(autoscroll.itemsPerSecond)
        } else {
            out.append(null)
        }
        if let visible = state.visible {
            out.field("visible")
            Self.visible(visible, into: out)
        }
        out.append("}")
    }

    /// A row's `"visible"`: `[{"index":i,"slot":s,"start":x,"end":y},…]`.
    private static func visible(_ visible: [CarouselState.Visible], into out: TextBuffer) {
        array(visible, into: out) { item, out in
            out.field("index", first: true)
            out.append(item.index)
            out.field("slot")
            out.append(item.slot)
            out.field("start")
            out.appendJSONNumber(item.start)
            out.field("end")
            out.appendJSONNumber(item.end)
            out.append("}")
        }
    }

    private static let null: StaticString = "null"

    private static func integer(_ value: Int?, into out: TextBuffer) {
        if let value { out.append(value) } else { out.append(null) }
    }

    private static func array<Elements: Sequence>(
        _ elements: Elements, into out: TextBuffer,
        _ write: (Elements.Element, TextBuffer) -> Void
    ) {
        out.append("[")
        for (position, element) in elements.enumerated() {
            if position > 0 { out.append(",") }
            write(element, out)
        }
        out.append("]")
    }
}

extension TextBuffer {
    /// Starts the field `name` of a JSON object, after the opening brace or a comma; the caller
    /// writes the value, and the closing brace after the last. Names are plain ASCII.
    fileprivate func field(_ name: StaticString, first: Bool = false) {
        append(first ? "{\"" : ",\"")
        append(name)
        append("\":")
    }
}

import Carousel

/// `--json`: exactly one JSON object a processed line, fields in the documented order; a gesture
/// adds its `frames` after the state.
enum JSONRenderer {
    /// The object for one line, on one line, without the line feed.
    static func render(_ result: LineResult) -> String {
        var fields = [
            ("line", String(result.line)),
            ("command", result.command.map(jsonString) ?? "null"),
            ("ok", result.succeeded ? "true" : "false"),
        ]
        switch result.outcome {
        case .success(let events, let help):
            fields.append(("events", array(events.map(event))))
            fields.append(("state", state(result.state)))
            if let help { fields.append(("help", jsonString(help))) }
            if let frames = result.frames { fields.append(("frames", array(frames.map(frame)))) }
        case .failure(let message):
            fields.append(("error", jsonString(message)))
            fields.append(("state", state(result.state)))
        }
        return object(fields)
    }

    static func event(_ event: CarouselEvent) -> String {
        switch event {
        case .moved(let move):
            object([
                ("type", #""moved""#),
                ("direction", jsonString(move.direction.description)),
                ("from", String(move.from)), ("to", String(move.to)), ("step", String(move.step)),
                ("cause", jsonString(move.cause.description)),
            ])
        case .reorder(let slots):
            object([("type", #""reorder""#), ("slots", array(slots.map(String.init)))])
        case .rebind(let slot, let index):
            object([("type", #""rebind""#), ("slot", String(slot)), ("index", integer(index))])
        case .offsetReset(let offset):
            object([("type", #""offsetReset""#), ("offset", jsonNumber(offset))])
        }
    }

    /// `{"frame":9,"offset":1.84…,"centre":2,"events":[…]}`: the frame's own events, which the
    /// line's `events` lists too.
    static func frame(_ frame: GestureFrame) -> String {
        object([
            ("frame", String(frame.number)), ("offset", jsonNumber(frame.state.offset)),
            ("centre", integer(frame.centre?.index)), ("events", array(frame.events.map(event))),
        ])
    }

    static func state(_ state: CarouselState) -> String {
        object([
            ("count", String(state.count)),
            ("current", integer(state.current)),
            ("offset", jsonNumber(state.offset)),
            ("progress", state.progress.map(jsonNumber) ?? "null"),
            ("window", array(state.window.map(integer))),
            ("items", array(state.items.map { $0.map(jsonString) ?? "null" })),
            (
                "slots",
                array(
                    state.slots.map {
                        object([("id", String($0.id)), ("index", integer($0.index))])
                    })
            ),
            (
                "autoplay",
                state.autoplay.map {
                    object([
                        ("interval", jsonNumber($0.interval)), ("elapsed", jsonNumber($0.elapsed)),
                    ])
                } ?? "null"
            ),
        ])
    }

    private static func integer(_ value: Int?) -> String {
        value.map { String($0) } ?? "null"
    }

    /// Fields are written in the order given; names are plain ASCII and need no escaping.
    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    private static func array(_ elements: some Sequence<String>) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }
}

@testable import CarouselDemo

/// What a renderer shows for one line, as text: what the tests compare.
struct Shown: Equatable {
    var animation: [String] = []
    var frameDelay = 0.0
    var out = ""
    var err = ""
}

/// What `renderer` writes for `result`, as the shell gets it.
func shown(_ result: LineResult, by renderer: some Renderer) -> Shown {
    let rendered = Rendered()
    renderer.render(result, into: rendered)
    return Shown(
        animation: rendered.animation, frameDelay: rendered.frameDelay, out: rendered.out.string,
        err: rendered.err)
}

/// The object `--json` prints for `result`, without the line feed that ends its line.
func jsonLine(_ result: LineResult) -> String {
    let out = shown(result, by: JSONRenderer()).out
    return out.hasSuffix("\n") ? String(out.dropLast()) : "not a line: " + out
}

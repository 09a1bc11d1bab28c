/// What a callback heard, in order.
@MainActor
final class Heard<Value> {
    var values: [Value] = []
}

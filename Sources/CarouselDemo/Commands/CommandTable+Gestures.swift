extension CommandTable {
    /// The `p` of `drag p [v]`: a decimal of at most ``DragGesture/pageLimit`` pages either way.
    static func dragPages(_ token: String) throws(InputError) -> Double {
        try decimal(token, named: "pages", limit: DragGesture.pageLimit, unit: "")
    }

    /// A lift velocity: a decimal of at most ``DragGesture/velocityLimit`` pages per second either
    /// way; 0 when absent.
    static func liftVelocity(_ token: String?) throws(InputError) -> Double {
        guard let token else { return 0 }
        return try decimal(
            token, named: "velocity", limit: DragGesture.velocityLimit, unit: " pages per second")
    }

    /// `token` read as a decimal number whose magnitude is at most `limit`.
    private static func decimal(
        _ token: String, named name: String, limit: Double, unit: String
    ) throws(InputError) -> Double {
        let value = try parseDecimal(token)
        guard value.magnitude <= limit else {
            let bound = String(Int(limit))
            let range = "-\(bound)...\(bound)\(unit)"
            throw InputError(message: "\(name) \(displayQuoted(token)) is out of range \(range)")
        }
        return value
    }
}

/// One argument in a command's signature.
struct ArgumentSpec: Sendable {
    enum Kind: Sendable {
        /// Must be given.
        case required
        /// May be left out (a default applies).
        case optional
        /// Any number, none included.
        case variadic
    }

    /// The name shown in usage lines and messages, e.g. `i` or `item`.
    let name: String
    let kind: Kind
    /// How a missing required argument is named in a message, e.g. `the index`.
    let missingName: String

    static func required(_ name: String, missing: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .required, missingName: missing)
    }

    static func optional(_ name: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .optional, missingName: name)
    }

    static func variadic(_ name: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .variadic, missingName: name)
    }

    /// The `i` of the commands that take a storage index.
    static let index = required("i", missing: "the index")
    /// The `item` of the commands that take one.
    static let item = required("item", missing: "the item")

    /// `i`, `[k]` or `[item ...]`.
    var usage: String {
        switch kind {
        case .required: name
        case .optional: "[\(name)]"
        case .variadic: "[\(name) ...]"
        }
    }
}

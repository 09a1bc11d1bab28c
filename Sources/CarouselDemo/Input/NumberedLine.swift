/// One input line with its 1-based number; every line counts, blank and comment lines too, so
/// that reports point at the line the user sees in their file.
struct NumberedLine: Equatable {
    let number: Int
    let bytes: [UInt8]
}

/// Why standard input could not be read, as the system says it (`Bad file descriptor`).
struct ReadError: Error, Equatable {
    let message: String
}

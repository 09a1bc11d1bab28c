/// A problem with one input line, told to the user as a one-line `message`.
struct InputError: Error, Equatable {
    let message: String
}

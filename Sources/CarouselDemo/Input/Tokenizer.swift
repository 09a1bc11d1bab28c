/// Only space and tab separate tokens; any other whitespace is part of a token.
private func isBlank(_ byte: UInt8) -> Bool { byte == ASCII.space || byte == ASCII.tab }

/// Splits one line (without its line ending) into tokens.
///
/// Blank and comment lines are recognised before the UTF-8 check, so they are skipped whatever
/// bytes they hold. Splitting works on bytes: space, tab, quote and backslash are ASCII, and ASCII
/// bytes never occur inside a multi-byte UTF-8 sequence, so cutting there keeps every token valid.
///
/// - Parameter limit: for the command named by the first token, how many arguments to keep, or
///   `nil` when there is no such command: then the result is that token alone and the rest of the
///   line is not read. Tokens past the limit are still checked (a bad quote anywhere is an error)
///   and counted, but not kept, so a hostile line of millions of tokens costs no more memory than
///   the ones a command can use.
func tokenizeLine(
    _ line: [UInt8], keeping limit: (_ command: String) -> Int? = { _ in .max }
) -> TokenizedLine {
    guard let firstNonBlank = line.firstIndex(where: { !isBlank($0) }),
        line[firstNonBlank] != ASCII.hash
    else { return .skip }
    if let error = utf8Error(in: line) { return .failure(error) }
    var tokens: [String] = []
    // Room for a command and its arguments (at most three, but for `load`): grown one token at a
    // time, the array would be allocated again for each.
    tokens.reserveCapacity(4)
    var more = 0
    var position = firstNonBlank
    // How many tokens to keep, once the command is known.
    var kept: Int?
    do {
        while position < line.count {
            let token: ArraySlice<UInt8>
            (token, position) = try readToken(in: line, from: position)
            if let kept, tokens.count >= kept {
                more += 1
            } else {
                tokens.append(String(decoding: token, as: UTF8.self))
            }
            if kept == nil {
                guard let arguments = limit(tokens[0]) else { break }
                kept = 1 + Swift.min(arguments, line.count)
            }
            while position < line.count, isBlank(line[position]) { position += 1 }
        }
    } catch {
        return .failure(error)
    }
    return .tokens(tokens, more: more)
}

/// Reads the token starting at `start` (not a blank): returns it unquoted, with the position
/// after it.
private func readToken(
    in line: [UInt8], from start: Int
) throws(InputError) -> (token: ArraySlice<UInt8>, end: Int) {
    if line[start] == ASCII.quote {
        let (token, end) = try readQuotedToken(in: line, from: start)
        return (token[...], end)
    }
    let end = endOfWord(in: line, from: start, stoppingAtQuote: true)
    guard end == line.count || line[end] != ASCII.quote else {
        let end = endOfWord(in: line, from: start)
        throw InputError(
            message: "quote in the middle of the token \(shown(line[start..<end])); "
                + "quote the whole token and write \\\" inside it")
    }
    return (line[start..<end], end)
}

private func readQuotedToken(
    in line: [UInt8], from openingQuote: Int
) throws(InputError) -> (token: [UInt8], end: Int) {
    var token: [UInt8] = []
    var position = openingQuote + 1
    while position < line.count {
        let byte = line[position]
        let next = position + 1 < line.count ? line[position + 1] : nil
        if byte == ASCII.backslash, next == ASCII.quote || next == ASCII.backslash {
            token.append(line[position + 1])
            position += 2
        } else if byte == ASCII.quote {
            let end = position + 1
            guard end == line.count || isBlank(line[end]) else {
                let word = line[openingQuote..<endOfWord(in: line, from: end)]
                throw InputError(
                    message: "text after the closing quote in \(shown(word)); "
                        + "put a space after the quote or move the text inside the quotes")
            }
            return (token, end)
        } else {
            token.append(byte)
            position += 1
        }
    }
    throw InputError(
        message: "unterminated quote in \(shown(line[openingQuote...])); close it with \"")
}

/// The end of the word starting at `start`: the next blank, or (when `stoppingAtQuote`) the next
/// quote, or the end of the line.
private func endOfWord(in line: [UInt8], from start: Int, stoppingAtQuote: Bool = false) -> Int {
    // A plain loop over the buffer: megabyte words stay fast even in a debug build.
    line.withUnsafeBufferPointer { bytes in
        var end = start
        while end < bytes.count && !isBlank(bytes[end])
            && !(stoppingAtQuote && bytes[end] == ASCII.quote)
        {
            end += 1
        }
        return end
    }
}

/// Shows part of a line already checked to be UTF-8, cut at ASCII bytes so it still is.
private func shown(_ bytes: ArraySlice<UInt8>) -> String {
    displayQuoted(String(decoding: bytes, as: UTF8.self))
}

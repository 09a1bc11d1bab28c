extension String {
    /// Calls `body` with the string's UTF-8 bytes, in place when the string is stored contiguously
    /// (as every string the demo makes is), else from a copy.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}

/// An attribute value's bytes (UTF-8, entities decoded), read in place inside its `RawDocument`;
/// valid while the document lives. The value readers take these to parse numbers and names without
/// making a `String`.
struct AttributeBytes {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The value as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The value without leading and trailing XML whitespace (space, tab, CR, LF).
    var trimmed: UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = bytes.count
        while start < end, InputScanner.isXMLSpace(bytes[start]) { start += 1 }
        while end > start, InputScanner.isXMLSpace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Whether the value, trimmed, is exactly `literal`.
    func trimmedEquals(_ literal: [UInt8]) -> Bool {
        AttributeBytes.equal(trimmed, literal)
    }

    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: [UInt8]) -> Bool {
        guard bytes.count == literal.count else { return false }
        var i = 0
        while i < literal.count {
            if bytes[i] != literal[i] { return false }
            i += 1
        }
        return true
    }
}

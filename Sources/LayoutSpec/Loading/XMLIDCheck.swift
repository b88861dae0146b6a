import CLibXML2

/// The two checks libxml2's tree builder makes on `xml:id` attributes, which the loader reported
/// when it read through libxml2's tree: the value must be an NCName, and no value (but the empty one) may be used twice.
/// The loader reads libxml2's SAX2 events without a tree, so it makes them itself, with libxml2's
/// messages at libxml2's position (the parser's, when the start tag has been read).
struct XMLIDCheck {
    private var seen: Set<String> = []

    /// Whether an attribute is `xml:id`.
    static func isXMLID(prefix: UnsafePointer<xmlChar>?, localName: UnsafePointer<xmlChar>) -> Bool {
        guard let prefix else { return false }
        return prefix[0] == UInt8(ascii: "x") && prefix[1] == UInt8(ascii: "m") && prefix[2] == UInt8(ascii: "l") && prefix[3] == 0
            && localName[0] == UInt8(ascii: "i") && localName[1] == UInt8(ascii: "d") && localName[2] == 0
    }

    /// Checks one `xml:id` value as libxml2 hands it over (`&` still written `&#38;`, as libxml2 checked it).
    mutating func check(_ value: UnsafeBufferPointer<UInt8>, parser: xmlParserCtxtPtr?, into errors: inout [LibXMLErrorSink.Entry]) {
        let text = String(decoding: value, as: UTF8.self)
        let input = parser.flatMap { $0.pointee.input }
        let line = input.map { Int($0.pointee.line) } ?? 1
        let column = input.map { Int($0.pointee.col) } ?? 1
        let isNCName = text.withCString { xmlValidateNCName(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self), 1) } == 0
        if !isNCName {
            errors.append(.init(line: line, column: column, message: Self.libxml2Message("xml:id : attribute value \(text) is not an NCName"),
                                isWarning: false))
        }
        // libxml2 registers no empty id, so an empty value is never a duplicate.
        if !text.isEmpty, !seen.insert(text).inserted {
            errors.append(.init(line: line, column: column, message: Self.libxml2Message("ID \(text) already defined"), isWarning: false))
        }
    }

    /// A message as libxml2's formatting leaves it: one that does not fit its 64,000-byte buffer
    /// is cut to its first 149 bytes.
    static func libxml2Message(_ message: String) -> String {
        let bytes = Array(message.utf8)
        guard bytes.count + 151 >= 64_000 else { return message }
        var cut = String(decoding: bytes.prefix(149), as: UTF8.self)
        while let last = cut.last, last.isNewline || last == " " { cut.removeLast() }
        return cut
    }
}

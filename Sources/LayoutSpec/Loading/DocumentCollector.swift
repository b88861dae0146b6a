import CLibXML2

/// Builds a `RawDocument` from libxml2's SAX2 events, as `XMLReader` receives them.
///
/// It keeps what libxml2's tree (and so its pull reader) gave before: elements in document order
/// with their local names and namespaces, attribute values with entities decoded, and the first
/// text node of each element that is not only whitespace. A text node is the character data
/// between two other events (tags, comments, processing instructions).
final class DocumentCollector {
    let bytes: UnsafeBufferPointer<UInt8>
    let tags: [TagPosition]
    let maxDepth: Int
    /// The parser delivering the events (for names, positions, and to stop it).
    var parser: xmlParserCtxtPtr?

    var nodes: [RawNode] = []
    var errors: [LibXMLErrorSink.Entry] = []
    /// False if libxml2's elements did not line up with the scanner's tags.
    var positionsAligned = true
    /// The indices of the open elements.
    var stack: [Int] = []
    /// Character data since the last other event, kept while the open element has no text yet.
    private var pendingText: [UInt8] = []
    private var xmlIDs = XMLIDCheck()
    private var stopped = false

    init(bytes: UnsafeBufferPointer<UInt8>, tags: [TagPosition], maxDepth: Int) {
        self.bytes = bytes
        self.tags = tags
        self.maxDepth = maxDepth
        nodes.reserveCapacity(tags.count)
    }

    /// `startElementNs`: `attributeFields` holds five pointers per attribute (local name, prefix,
    /// namespace URI, value start, value end).
    func startElement(localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
                               attributeCount: Int, attributeFields: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        flushText()
        guard !stopped else { return }
        if stack.count >= maxDepth {
            // The scanner refuses this first; kept so a disagreement can never recurse deeper.
            stop(message: "elements are nested deeper than \(maxDepth) levels, the limit")
            return
        }
        let index = nodes.count
        if index >= tags.count || !tagMatches(tags[index], prefix: prefix, localName: localName) { positionsAligned = false }
        // With an undeclared prefix there is no namespace, and libxml2's tree named the element `prefix:local`.
        let name = String(cString: uri == nil ? qualifiedName(prefix, localName) : localName)
        let namespaceURI = uri.map { String(cString: $0) }
        var node = RawNode(name: name, namespaceURI: namespaceURI)
        if let fields = attributeFields {
            node.attributes.reserveCapacity(attributeCount)
            for k in 0..<attributeCount {
                guard let local = fields[5 * k] else { continue }
                let attributePrefix = fields[5 * k + 1]
                let value = Self.valueBytes(start: fields[5 * k + 3], end: fields[5 * k + 4])
                let name = String(cString: attributePrefix == nil ? local : qualifiedName(attributePrefix, local))
                let namespaceURI = fields[5 * k + 2].map { String(cString: $0) }
                if XMLIDCheck.isXMLID(prefix: attributePrefix, localName: local) { xmlIDs.check(value, parser: parser, into: &errors) }
                node.attributes.append(RawAttribute(name: name, namespaceURI: namespaceURI, value: Self.decoded(value)))
            }
        }
        nodes.append(node)
        if let parent = stack.last { nodes[parent].children.append(index) }
        stack.append(index)
    }

    /// `endElementNs`.
    func endElement() {
        flushText()
        _ = stack.popLast()
    }

    /// `characters` (text, CDATA sections, and entity and character references in text).
    func characters(_ text: UnsafeBufferPointer<UInt8>) {
        guard let top = stack.last, nodes[top].text == nil else { return }
        // Leading whitespace is trimmed anyway: skip indentation without copying it.
        if pendingText.isEmpty, text.allSatisfy(InputScanner.isXMLSpace) { return }
        pendingText.append(contentsOf: text)
    }

    /// Any other event ends a text node.
    func flushText() {
        guard !pendingText.isEmpty else { return }
        defer { pendingText.removeAll(keepingCapacity: true) }
        guard let top = stack.last, nodes[top].text == nil else { return }
        let text = String(decoding: pendingText, as: UTF8.self).trimmingXMLSpace()
        if !text.isEmpty { nodes[top].text = text }
    }

    /// A document type declaration or entity reference reached libxml2: stop there.
    func refuseDTD() {
        stop(message: "DTDs and entities are not allowed in a spec")
    }

    func libxml2Error(_ error: xmlErrorPtr) {
        errors.append(LibXMLErrorSink.Entry(error))
    }

    /// Reports an error at the parser's line and stops the parser.
    private func stop(message: String) {
        guard !stopped else { return }
        stopped = true
        let line = parser.flatMap { $0.pointee.input }.map { Int($0.pointee.line) } ?? 1
        errors.append(.init(line: line, column: 1, message: message, isWarning: false))
        if let parser { xmlStopParser(parser) }
    }

    /// `prefix:local` interned in the parser's dictionary (as libxml2 names such nodes), or `local`.
    private func qualifiedName(_ prefix: UnsafePointer<xmlChar>?, _ localName: UnsafePointer<xmlChar>) -> UnsafePointer<xmlChar> {
        guard let prefix, let dictionary = parser?.pointee.dict else { return localName }
        return xmlDictQLookup(dictionary, prefix, localName) ?? localName
    }

    /// Whether the tag at `position` starts with this element's qualified name.
    private func tagMatches(_ position: TagPosition, prefix: UnsafePointer<xmlChar>?, localName: UnsafePointer<xmlChar>) -> Bool {
        var i = position.offset + 1
        func matches(_ name: UnsafePointer<xmlChar>) -> Bool {
            var k = 0
            while name[k] != 0 {
                guard i < bytes.count, bytes[i] == name[k] else { return false }
                i += 1
                k += 1
            }
            return true
        }
        if let prefix {
            guard matches(prefix), i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return false }
            i += 1
        }
        guard matches(localName), i < bytes.count else { return false }
        let next = bytes[i]
        return InputScanner.isXMLSpace(next) || next == UInt8(ascii: ">") || next == UInt8(ascii: "/")
    }

    static func valueBytes(start: UnsafePointer<xmlChar>?, end: UnsafePointer<xmlChar>?) -> UnsafeBufferPointer<UInt8> {
        guard let start, let end, end > start else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: start, count: end - start)
    }

    /// An attribute value as libxml2 hands it to SAX2 handlers, decoded. libxml2 has already
    /// replaced every entity and character reference except `&`, which it passes on as `&#38;`
    /// (so a value holds no other `&`).
    static func decoded(_ value: UnsafeBufferPointer<UInt8>) -> String {
        guard value.contains(UInt8(ascii: "&")) else { return String(decoding: value, as: UTF8.self) }
        let ampersand = Array("&#38;".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.count)
        var i = 0
        while i < value.count {
            bytes.append(value[i])
            if value[i] == ampersand[0], i + 5 <= value.count, value[i..<(i + 5)].elementsEqual(ampersand) { i += 5 } else { i += 1 }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds a `RawDocument` from libxml2's SAX2 events, as `XMLReader` receives them.
///
/// It keeps what libxml2's tree (and so its pull reader) gave before: elements in document order
/// with their local names and namespaces, attribute values with entities decoded, and the first
/// text node of each element that is not only whitespace. A text node is the character data
/// between two other events (tags, comments, processing instructions).
struct DocumentCollector {
    let bytes: UnsafeBufferPointer<UInt8>
    let tags: [TagPosition]
    let maxDepth: Int
    /// The parser delivering the events (for names, positions, and to stop it).
    var parser: xmlParserCtxtPtr?

    var nodes: PlainBuffer<RawNode>
    var attributes: PlainBuffer<RawAttribute>
    /// The attribute values' bytes, one after the other.
    var values: PlainBuffer<UInt8>
    var texts: [String] = []
    var names = InternedNames()
    var errors: [LibXMLErrorSink.Entry] = []
    /// False if libxml2's elements did not line up with the scanner's tags.
    var positionsAligned = true
    /// Open elements: node index and index of the last child so far.
    var stack: [(node: Int, lastChild: Int)] = []
    /// Character data since the last other event, kept while the open element has no text yet.
    private var pendingText: [UInt8] = []
    private var xmlIDs = XMLIDCheck()
    private var stopped = false

    init(bytes: UnsafeBufferPointer<UInt8>, tags: [TagPosition], maxDepth: Int) {
        self.bytes = bytes
        self.tags = tags
        self.maxDepth = maxDepth
        // The scanner counted the start tags. Values take a part of the file (they grow if need be).
        nodes = PlainBuffer(capacity: tags.count)
        attributes = PlainBuffer(capacity: tags.count * 4)
        values = PlainBuffer(capacity: bytes.count / 3)
    }

    /// `startElementNs`: `attributeFields` holds five pointers per attribute (local name, prefix,
    /// namespace URI, value start, value end).
    mutating func startElement(localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
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
        let nameID = names.id(uri == nil ? qualifiedName(prefix, localName) : localName)
        let namespaceID = uri.map { names.id($0) } ?? -1
        let isPlain = namespaceID < 0
        nodes.append(RawNode(nameID: nameID, namespaceID: namespaceID, viewKind: isPlain ? names.viewKinds[Int(nameID)] : nil,
                             elementCode: isPlain ? names.elementCodes[Int(nameID)] : Vocabulary.unknownCode,
                             attributeStart: Int32(clamping: attributes.count), attributeCount: 0))
        if let parent = stack.last {
            let child = Int32(clamping: index)
            if parent.lastChild < 0 { nodes[parent.node].firstChild = child } else { nodes[parent.lastChild].nextSibling = child }
            nodes[parent.node].childCount += 1
            stack[stack.count - 1].lastChild = index
        }
        stack.append((index, -1))
        guard let fields = attributeFields else { return }
        for k in 0..<attributeCount {
            guard let local = fields[5 * k] else { continue }
            let attributePrefix = fields[5 * k + 1]
            let value = Self.valueBytes(start: fields[5 * k + 3], end: fields[5 * k + 4])
            let attributeNameID = attributePrefix == nil ? names.id(local) : names.id(qualifiedName(attributePrefix, local))
            let attributeNamespaceID = fields[5 * k + 2].map { names.id($0) } ?? -1
            if XMLIDCheck.isXMLID(prefix: attributePrefix, localName: local) { xmlIDs.check(value, parser: parser, into: &errors) }
            let valueStart = values.count
            appendDecoded(value)
            attributes.append(RawAttribute(nameID: attributeNameID, namespaceID: attributeNamespaceID, code: names.attributeCodes[Int(attributeNameID)],
                                           valueStart: Int32(clamping: valueStart), valueCount: Int32(clamping: values.count - valueStart)))
        }
        nodes[index].attributeCount = Int32(clamping: attributes.count) - nodes[index].attributeStart
    }

    /// The document of what was collected. It takes the node, attribute and value buffers over
    /// (and frees them); the collector is left with empty ones.
    mutating func makeDocument() -> RawDocument {
        let document = RawDocument(nodes: nodes, attributes: attributes, values: values, names: names.names, texts: texts)
        nodes = PlainBuffer(capacity: 1)
        attributes = PlainBuffer(capacity: 1)
        values = PlainBuffer(capacity: 1)
        return document
    }

    /// Frees the name table and the node, attribute and value buffers (empty ones after `makeDocument()`).
    mutating func freeBuffers() {
        names.free()
        nodes.free()
        attributes.free()
        values.free()
    }

    /// `endElementNs`.
    mutating func endElement() {
        flushText()
        _ = stack.popLast()
    }

    /// `characters` (text, CDATA sections, and entity and character references in text).
    mutating func characters(_ text: UnsafeBufferPointer<UInt8>) {
        guard let top = stack.last, nodes[top.node].textID < 0 else { return }
        // Leading whitespace is trimmed anyway: skip indentation without copying it.
        if pendingText.isEmpty, text.allSatisfy(InputScanner.isXMLSpace) { return }
        pendingText.append(contentsOf: text)
    }

    /// Any other event ends a text node.
    mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        defer { pendingText.removeAll(keepingCapacity: true) }
        guard let top = stack.last, nodes[top.node].textID < 0 else { return }
        let text = String(decoding: pendingText, as: UTF8.self).trimmingXMLSpace()
        if !text.isEmpty {
            nodes[top.node].textID = Int32(clamping: texts.count)
            texts.append(text)
        }
    }

    /// A document type declaration or entity reference reached libxml2: stop there.
    mutating func refuseDTD() {
        stop(message: "DTDs and entities are not allowed in a spec")
    }

    mutating func libxml2Error(_ error: xmlErrorPtr) {
        errors.append(LibXMLErrorSink.Entry(error))
    }

    /// Reports an error at the parser's line and stops the parser.
    private mutating func stop(message: String) {
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

    /// Appends an attribute value, as libxml2 hands it to SAX2 handlers, to `values`, decoded.
    /// libxml2 has already replaced every entity and character reference except `&`, which it
    /// passes on as `&#38;` (so a value holds no other `&`).
    private mutating func appendDecoded(_ value: UnsafeBufferPointer<UInt8>) {
        guard let base = value.baseAddress, memchr(base, Int32(UInt8(ascii: "&")), value.count) != nil else {
            values.append(contentsOf: value)
            return
        }
        var i = 0
        var copied = 0
        while i < value.count {
            if value[i] == UInt8(ascii: "&"), i + 5 <= value.count, value[i + 1] == UInt8(ascii: "#"), value[i + 2] == UInt8(ascii: "3"),
               value[i + 3] == UInt8(ascii: "8"), value[i + 4] == UInt8(ascii: ";") {
                values.append(contentsOf: UnsafeBufferPointer(rebasing: value[copied...i]))
                i += 5
                copied = i
            } else {
                i += 1
            }
        }
        values.append(contentsOf: UnsafeBufferPointer(rebasing: value[copied..<value.count]))
    }
}

import CLibXML2

/// One attribute as libxml2 read it (entities and character references decoded). Names are
/// indices into `RawDocument.names`, so copying an attribute retains one string, its value.
struct RawAttribute {
    /// The qualified name as written (`prefix:local` for a namespaced attribute), in `RawDocument.names`.
    var nameID: Int32
    /// The namespace URI in `RawDocument.names`, or -1 when the attribute has none.
    var namespaceID: Int32
    /// The name's entry in `Vocabulary.attributeNames`, or `Vocabulary.unknownCode`.
    var code: UInt8
    var value: String

    var isNamespaced: Bool { namespaceID >= 0 }
}

/// One element as libxml2 read it, stored flat in a `RawDocument` (no allocation per element).
struct RawNode {
    var name: String
    var viewKind: ViewKind?
    var namespaceURI: String?
    var attributeStart: Int
    var attributeCount: Int
    var firstChild = -1
    var nextSibling = -1
    var childCount = 0
    /// The first non-whitespace text directly inside the element, if any.
    var text: String?
}

/// Every element and attribute of a document, in document order: the n-th node is the n-th start
/// tag, so a node's index is also its tag index in the `SourceMap`.
final class RawDocument {
    let nodes: [RawNode]
    let attributes: [RawAttribute]
    /// Attribute names and namespace URIs, by id.
    let names: [String]

    init(nodes: [RawNode], attributes: [RawAttribute], names: [String]) {
        self.nodes = nodes
        self.attributes = attributes
        self.names = names
    }

    func name(_ id: Int32) -> String {
        id >= 0 && Int(id) < names.count ? names[Int(id)] : ""
    }

    var root: RawElement? { nodes.isEmpty ? nil : RawElement(document: self, index: 0) }
}

/// A handle on one element of a `RawDocument`.
struct RawElement {
    let document: RawDocument
    let index: Int

    var name: String { document.nodes[index].name }
    /// The view kind when the element is a view element without a namespace (set only then).
    var viewKind: ViewKind? { document.nodes[index].viewKind }
    var namespaceURI: String? { document.nodes[index].namespaceURI }
    var text: String? { document.nodes[index].text }
    /// The index of the element's start tag in the `SourceMap`.
    var tag: Int { index }

    var attributes: ArraySlice<RawAttribute> {
        let start = document.nodes[index].attributeStart
        return document.attributes[start..<(start + document.nodes[index].attributeCount)]
    }

    var children: RawChildren {
        RawChildren(document: document, first: document.nodes[index].firstChild, count: document.nodes[index].childCount)
    }

    /// The attribute without a namespace named `name`.
    func attribute(_ name: String) -> RawAttribute? {
        if let code = Vocabulary.attributeCodes[name] { return attribute(code: code) }
        return attributes.first { !$0.isNamespaced && document.name($0.nameID) == name }
    }

    /// The name of one of this element's attributes, as written.
    func name(of attribute: RawAttribute) -> String { document.name(attribute.nameID) }

    /// The namespace URI of one of this element's attributes, nil if it has none.
    func namespace(of attribute: RawAttribute) -> String? { attribute.isNamespaced ? document.name(attribute.namespaceID) : nil }

    /// Whether the element has the attribute without a namespace whose name has this code.
    func has(code: UInt8) -> Bool {
        var i = document.nodes[index].attributeStart
        let end = i + document.nodes[index].attributeCount
        while i < end {
            if document.attributes[i].code == code, !document.attributes[i].isNamespaced { return true }
            i += 1
        }
        return false
    }

    /// The attribute without a namespace whose name has this vocabulary code (no string comparison).
    func attribute(code: UInt8) -> RawAttribute? {
        var i = document.nodes[index].attributeStart
        let end = i + document.nodes[index].attributeCount
        while i < end {
            let attribute = document.attributes[i]
            if attribute.code == code, !attribute.isNamespaced { return attribute }
            i += 1
        }
        return nil
    }
}

/// The child elements of a `RawElement`, in order.
struct RawChildren: Sequence {
    let document: RawDocument
    let first: Int
    let count: Int

    var isEmpty: Bool { count == 0 }

    struct Iterator: IteratorProtocol {
        let document: RawDocument
        var upcoming: Int

        mutating func next() -> RawElement? {
            guard upcoming >= 0, upcoming < document.nodes.count else { return nil }
            let element = RawElement(document: document, index: upcoming)
            upcoming = document.nodes[upcoming].nextSibling
            return element
        }
    }

    func makeIterator() -> Iterator { Iterator(document: document, upcoming: first) }
    var underestimatedCount: Int { count }
}

/// Strings libxml2 interns in its dictionary, converted once: a small open-addressing table keyed
/// by the interned pointer (names are few, so this is cheaper than hashing strings).
struct InternedNames {
    struct Entry {
        /// Index in `names`.
        var id: Int32
        var name: String
        var code: UInt8
        var viewKind: ViewKind?
        /// The name has a prefix (`p:name`), so it may be in a namespace.
        var isPrefixed: Bool
        /// `xmlns` or `xmlns:p`: a namespace declaration, not an attribute.
        var isNamespaceDeclaration: Bool
    }
    private var keys = [UnsafeRawPointer?](repeating: nil, count: 256)
    private var slots = [Int](repeating: -1, count: 256)
    private var entries: [Entry] = []
    private var overflow: [UnsafeRawPointer: Int] = [:]

    /// Every name met so far, by id.
    var names: [String] { entries.map(\.name) }

    mutating func entry(_ pointer: UnsafePointer<xmlChar>) -> Entry {
        let key = UnsafeRawPointer(pointer)
        var slot = (Int(bitPattern: key) >> 4) & 255
        for _ in 0..<8 {
            if let existing = keys[slot] {
                if existing == key { return entries[slots[slot]] }
                slot = (slot + 1) & 255
            } else {
                let index = add(pointer)
                keys[slot] = key
                slots[slot] = index
                return entries[index]
            }
        }
        if let index = overflow[key] { return entries[index] }
        let index = add(pointer)
        overflow[key] = index
        return entries[index]
    }

    private mutating func add(_ pointer: UnsafePointer<xmlChar>) -> Int {
        let name = String(cString: pointer)
        entries.append(Entry(id: Int32(entries.count), name: name, code: Vocabulary.attributeCodes[name] ?? Vocabulary.unknownCode, viewKind: ViewKind.named(name),
                             isPrefixed: name.utf8.contains(UInt8(ascii: ":")),
                             isNamespaceDeclaration: name == "xmlns" || name.hasPrefix("xmlns:")))
        return entries.count - 1
    }
}

/// Collects libxml2's structured errors; handed to C as a context pointer, never a global.
final class LibXMLErrorSink {
    struct Entry {
        var line: Int
        var column: Int
        var message: String
        var isWarning: Bool
    }
    var entries: [Entry] = []

    /// The C callback: recovers the sink from the context pointer.
    static let callback: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let sink = Unmanaged<LibXMLErrorSink>.fromOpaque(context).takeUnretainedValue()
        var message = error.pointee.message.map { String(cString: $0) } ?? "unknown libxml2 error"
        while let last = message.last, last.isNewline || last == " " { message.removeLast() }
        sink.entries.append(Entry(line: Int(error.pointee.line), column: Int(error.pointee.int2), message: message,
                                  isWarning: error.pointee.level == XML_ERR_WARNING))
    }
}

/// Reads a spec document with libxml2's pull parser (xmlTextReader) into `RawElement`s.
///
/// Hardening: `XML_PARSE_NONET`, no entity substitution (`NOENT`), no DTD loading or default
/// attributes, no `XML_PARSE_HUGE` (so libxml2 keeps its own depth and amplification limits), the
/// encoding forced to UTF-8. The scanner has already refused DTDs, NUL bytes and deep nesting.
enum XMLReader {
    struct Output {
        var document: RawDocument?
        var errors: [LibXMLErrorSink.Entry]
        /// False if libxml2's elements did not line up with the scanner's tags (positions fall back to lines).
        var positionsAligned: Bool
    }

    static let parseOptions: Int32 = Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOCDATA.rawValue) | Int32(XML_PARSE_COMPACT.rawValue)
        | Int32(XML_PARSE_NOBLANKS.rawValue)

    /// libxml2's global initialisation, once per process (thread-safe lazy static).
    static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, url: String, tags: [TagPosition], maxDepth: Int) -> Output {
        _ = initialized
        let sink = LibXMLErrorSink()
        var output = Output(document: nil, errors: [], positionsAligned: true)
        guard let base = bytes.baseAddress, bytes.count <= Int(Int32.max) else { return output }
        let pointer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        guard let reader = xmlReaderForMemory(pointer, Int32(bytes.count), url, "UTF-8", parseOptions) else {
            output.errors.append(.init(line: 1, column: 1, message: "libxml2 could not create a reader", isWarning: false))
            return output
        }
        defer { xmlFreeTextReader(reader) }
        let context = Unmanaged.passUnretained(sink).toOpaque()
        xmlTextReaderSetStructuredErrorHandler(reader, LibXMLErrorSink.callback, context)

        var names = InternedNames()
        func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
            guard let pointer else { return nil }
            return names.entry(pointer).name
        }

        var nodes: [RawNode] = []
        var attributes: [RawAttribute] = []
        nodes.reserveCapacity(tags.count)
        attributes.reserveCapacity(tags.count * 4)
        /// Open elements: node index and index of the last child so far.
        var stack: [(node: Int, lastChild: Int)] = []
        var elementIndex = 0
        loop: while true {
            let status = xmlTextReaderRead(reader)
            if status != 1 { break }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                if stack.count >= maxDepth {
                    // The scanner refuses this first; kept so a disagreement can never recurse deeper.
                    output.errors.append(.init(line: Int(xmlTextReaderGetParserLineNumber(reader)), column: 1,
                                               message: "elements are nested deeper than \(maxDepth) levels, the limit", isWarning: false))
                    break loop
                }
                let qualified = xmlTextReaderConstName(reader)
                if elementIndex >= tags.count || !tagMatches(bytes, tags[elementIndex], qualified) { output.positionsAligned = false }
                let localName = xmlTextReaderConstLocalName(reader).map { names.entry($0) }
                let index = nodes.count
                let namespace = string(xmlTextReaderConstNamespaceUri(reader))
                nodes.append(RawNode(name: localName?.name ?? "", viewKind: namespace == nil ? localName?.viewKind : nil,
                                     namespaceURI: namespace,
                                     attributeStart: attributes.count, attributeCount: 0))
                elementIndex += 1
                if let parent = stack.last {
                    if parent.lastChild < 0 { nodes[parent.node].firstChild = index } else { nodes[parent.lastChild].nextSibling = index }
                    nodes[parent.node].childCount += 1
                    stack[stack.count - 1].lastChild = index
                }
                let isEmpty = xmlTextReaderIsEmptyElement(reader) == 1
                if xmlTextReaderHasAttributes(reader) == 1 {
                    while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                        guard let name = xmlTextReaderConstName(reader).map({ names.entry($0) }) else { continue }
                        if name.isNamespaceDeclaration { continue }
                        let value = xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""
                        var namespaceID: Int32 = -1
                        if name.isPrefixed, let uri = xmlTextReaderConstNamespaceUri(reader) { namespaceID = names.entry(uri).id }
                        attributes.append(RawAttribute(nameID: name.id, namespaceID: namespaceID, code: name.code, value: value))
                    }
                    xmlTextReaderMoveToElement(reader)
                    nodes[index].attributeCount = attributes.count - nodes[index].attributeStart
                }
                if !isEmpty { stack.append((index, -1)) }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                _ = stack.popLast()
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
                if let top = stack.last, nodes[top.node].text == nil, let text = xmlTextReaderConstValue(reader).map({ String(cString: $0) }) {
                    let trimmed = text.trimmingXMLSpace()
                    if !trimmed.isEmpty { nodes[top.node].text = trimmed }
                }
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue), Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue),
                 Int32(XML_READER_TYPE_ENTITY.rawValue):
                output.errors.append(.init(line: Int(xmlTextReaderGetParserLineNumber(reader)), column: 1,
                                           message: "DTDs and entities are not allowed in a spec", isWarning: false))
                break loop
            default:
                continue
            }
        }
        output.errors.append(contentsOf: sink.entries)
        output.document = RawDocument(nodes: nodes, attributes: attributes, names: names.names)
        if !output.errors.contains(where: { !$0.isWarning }), !stack.isEmpty {
            output.errors.append(.init(line: 1, column: 1, message: "the document ended before its elements were closed", isWarning: false))
        }
        return output
    }

    /// Whether the tag at `position` starts with this qualified name.
    private static func tagMatches(_ bytes: UnsafeBufferPointer<UInt8>, _ position: TagPosition, _ name: UnsafePointer<xmlChar>?) -> Bool {
        guard let name else { return false }
        var i = position.offset + 1
        var k = 0
        while name[k] != 0 {
            guard i < bytes.count, bytes[i] == name[k] else { return false }
            i += 1
            k += 1
        }
        guard i < bytes.count else { return false }
        let next = bytes[i]
        return InputScanner.isXMLSpace(next) || next == UInt8(ascii: ">") || next == UInt8(ascii: "/")
    }
}

extension String {
    /// The string without leading and trailing XML whitespace (space, tab, CR, LF).
    func trimmingXMLSpace() -> String {
        // Fast path: nothing to trim (the common case).
        let untouched = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last else { return true }
            return first != 0x20 && first != 0x09 && first != 0x0A && first != 0x0D
                && last != 0x20 && last != 0x09 && last != 0x0A && last != 0x0D
        }
        if untouched == true { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isXMLSpaceScalar($0) }) else { return "" }
        guard let last = scalars.lastIndex(where: { !isXMLSpaceScalar($0) }) else { return "" }
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }
}

func isXMLSpaceScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
}

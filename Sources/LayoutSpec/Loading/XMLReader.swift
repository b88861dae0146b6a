import CLibXML2

/// One attribute as libxml2 read it (entities and character references decoded).
struct RawAttribute {
    /// The qualified name as written (`prefix:local` for a namespaced attribute).
    var name: String
    var value: String
    /// The namespace URI, nil when the attribute has none.
    var namespaceURI: String?
}

/// One element as libxml2 read it, with the index of its start tag in the `SourceMap`.
struct RawElement {
    var name: String
    var namespaceURI: String?
    var attributes: [RawAttribute]
    var children: [RawElement]
    var tag: Int
    /// The first non-whitespace text directly inside the element, if any.
    var text: String?

    func attribute(_ name: String) -> RawAttribute? {
        attributes.first { $0.name == name && $0.namespaceURI == nil }
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
        var root: RawElement?
        var errors: [LibXMLErrorSink.Entry]
        /// False if libxml2's elements did not line up with the scanner's tags (positions fall back to lines).
        var positionsAligned: Bool
    }

    static let parseOptions: Int32 = Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOCDATA.rawValue) | Int32(XML_PARSE_COMPACT.rawValue)

    /// libxml2's global initialisation, once per process (thread-safe lazy static).
    static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, url: String, tags: [TagPosition], maxDepth: Int) -> Output {
        _ = initialized
        let sink = LibXMLErrorSink()
        var output = Output(root: nil, errors: [], positionsAligned: true)
        guard let base = bytes.baseAddress, bytes.count <= Int(Int32.max) else { return output }
        let pointer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        guard let reader = xmlReaderForMemory(pointer, Int32(bytes.count), url, "UTF-8", parseOptions) else {
            output.errors.append(.init(line: 1, column: 1, message: "libxml2 could not create a reader", isWarning: false))
            return output
        }
        defer { xmlFreeTextReader(reader) }
        let context = Unmanaged.passUnretained(sink).toOpaque()
        xmlTextReaderSetStructuredErrorHandler(reader, LibXMLErrorSink.callback, context)

        var names: [UnsafeRawPointer: String] = [:]
        func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
            guard let pointer else { return nil }
            let key = UnsafeRawPointer(pointer)
            if let cached = names[key] { return cached }
            let value = String(cString: pointer)
            names[key] = value
            return value
        }

        var stack: [RawElement] = []
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
                var element = RawElement(name: string(xmlTextReaderConstLocalName(reader)) ?? "",
                                         namespaceURI: string(xmlTextReaderConstNamespaceUri(reader)),
                                         attributes: [], children: [], tag: elementIndex, text: nil)
                elementIndex += 1
                let isEmpty = xmlTextReaderIsEmptyElement(reader) == 1
                if xmlTextReaderHasAttributes(reader) == 1 {
                    while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                        if xmlTextReaderIsNamespaceDecl(reader) == 1 { continue }
                        let value = xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""
                        element.attributes.append(RawAttribute(name: string(xmlTextReaderConstName(reader)) ?? "", value: value,
                                                               namespaceURI: string(xmlTextReaderConstNamespaceUri(reader))))
                    }
                    xmlTextReaderMoveToElement(reader)
                }
                if isEmpty {
                    append(element, to: &stack, root: &output.root)
                } else {
                    stack.append(element)
                }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                if let element = stack.popLast() { append(element, to: &stack, root: &output.root) }
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
                if !stack.isEmpty, stack[stack.count - 1].text == nil,
                   let text = xmlTextReaderConstValue(reader).map({ String(cString: $0) }) {
                    let trimmed = text.trimmingXMLSpace()
                    if !trimmed.isEmpty { stack[stack.count - 1].text = trimmed }
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
        if !output.errors.contains(where: { !$0.isWarning }), !stack.isEmpty {
            output.errors.append(.init(line: 1, column: 1, message: "the document ended before its elements were closed", isWarning: false))
        }
        return output
    }

    private static func append(_ element: RawElement, to stack: inout [RawElement], root: inout RawElement?) {
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
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

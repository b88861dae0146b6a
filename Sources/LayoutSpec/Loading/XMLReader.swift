import CLibXML2

/// Reads a spec document with libxml2's SAX2 push parser straight into a `RawDocument`: libxml2
/// builds no tree, and the callbacks copy only names and attribute values.
///
/// Hardening: `XML_PARSE_NONET`, no entity substitution (`NOENT`), no DTD loading or default
/// attributes, no `XML_PARSE_HUGE` (so libxml2 keeps its own depth and amplification limits), the
/// encoding forced to UTF-8. The handler resolves no entity (only XML's five predefined ones exist)
/// and stops at a document type declaration. The scanner has already refused DTDs, NUL bytes and
/// deep nesting.
enum XMLReader {
    struct Output {
        var document: RawDocument?
        var errors: [LibXMLErrorSink.Entry]
        /// False if libxml2's elements did not line up with the scanner's tags (positions fall back to lines).
        var positionsAligned: Bool
    }

    static let parseOptions: Int32 = Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOCDATA.rawValue) | Int32(XML_PARSE_COMPACT.rawValue)
        | Int32(XML_PARSE_NOBLANKS.rawValue)

    /// Bytes handed to libxml2 per `xmlParseChunk` call when diagnostics must be placed as
    /// xmlTextReader placed them (its `CHUNK_SIZE`).
    static let readerChunkSize = 512

    /// libxml2's global initialisation, once per process (thread-safe lazy static).
    static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Bytes per `xmlParseChunk` call otherwise: large enough that cutting the input costs nothing,
    /// small enough that libxml2's input buffer stays small (given a whole large file at once, it
    /// copies all of it into a buffer as large, which goes back to the kernel when freed and is
    /// faulted in again by the next file).
    static let chunkSize = 64 * 1024

    /// Reads the document 64 KiB at a time. Where libxml2 reports some errors (an unterminated
    /// comment, say) depends on where its input ends, so if it reports anything at all, the document
    /// is read again 512 bytes at a time, as xmlTextReader fed it: every diagnostic stays the same as
    /// when specs were read with xmlTextReader. A document without problems gives the same events
    /// however its input is cut.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, url: String, tags: [TagPosition], maxDepth: Int) -> Output {
        _ = initialized
        // Under 2 GiB, every index and count of the document fits the 32 bits `RawNode` keeps.
        guard bytes.baseAddress != nil, bytes.count <= Int(Int32.max) else {
            return Output(document: nil, errors: [], positionsAligned: true)
        }
        let first = read(bytes, url: url, tags: tags, maxDepth: maxDepth, chunkSize: chunkSize)
        guard !first.errors.isEmpty else { return first }
        return read(bytes, url: url, tags: tags, maxDepth: maxDepth, chunkSize: readerChunkSize)
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, url: String, tags: [TagPosition], maxDepth: Int, chunkSize: Int) -> Output {
        guard let base = bytes.baseAddress else { return Output(document: nil, errors: [], positionsAligned: true) }
        let collector = DocumentCollector(bytes: bytes, tags: tags, maxDepth: maxDepth)
        // The parser starts on the first 4 bytes (to detect the encoding), as libxml2's own readers do.
        let chunk = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
        let head = bytes.count >= 4 ? 4 : 0
        var handler = SAXCallbacks.makeHandler()
        guard let parser = xmlCreatePushParserCtxt(&handler, Unmanaged.passUnretained(collector).toOpaque(), head > 0 ? chunk : nil, Int32(head), url) else {
            return Output(document: nil, errors: [.init(line: 1, column: 1, message: "libxml2 could not create a parser", isWarning: false)],
                          positionsAligned: true)
        }
        defer { xmlFreeParserCtxt(parser) }
        collector.parser = parser
        xmlCtxtUseOptions(parser, parseOptions)
        if let utf8 = xmlFindCharEncodingHandler("UTF-8") { xmlSwitchToEncoding(parser, utf8) }
        var offset = head
        while offset < bytes.count, parser.pointee.wellFormed != 0 {
            let size = min(chunkSize, bytes.count - offset)
            xmlParseChunk(parser, chunk + offset, Int32(size), 0)
            offset += size
        }
        if parser.pointee.wellFormed != 0 { xmlParseChunk(parser, chunk + offset, 0, 1) }
        collector.flushText()

        let document = RawDocument(nodes: collector.nodes)
        var output = Output(document: document, errors: collector.errors, positionsAligned: collector.positionsAligned)
        if !output.errors.contains(where: { !$0.isWarning }), !collector.stack.isEmpty {
            output.errors.append(LibXMLErrorSink.Entry(line: 1, column: 1, message: "the document ended before its elements were closed", isWarning: false))
        }
        return output
    }
}

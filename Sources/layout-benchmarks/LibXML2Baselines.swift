import CLibXML2

/// libxml2 alone over the same bytes, as a reference for `spec-loading` measured in the same run:
/// the SAX2 push parser driven as the loader drives it (what the loader cannot go below), and the
/// xmlTextReader the loader used before.
enum LibXML2Baselines {
    static let options = Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_NOCDATA.rawValue) | Int32(XML_PARSE_COMPACT.rawValue)
        | Int32(XML_PARSE_NOBLANKS.rawValue)

    /// Parses with the SAX2 push parser as the loader does for a spec without problems (the first
    /// 4 bytes, then 64 KiB per chunk), with callbacks that only count the attributes; returns that
    /// count.
    static func saxParse(_ bytes: [UInt8]) -> Int {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, _, _, _, _, _, attributeCount, _, _ in
            context?.assumingMemoryBound(to: Int.self).pointee += Int(attributeCount)
        }
        handler.endElementNs = { _, _, _, _ in }
        handler.characters = { _, _, _ in }
        var count = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= 4 else { return }
            let chunk = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            withUnsafeMutablePointer(to: &count) { counter in
                guard let parser = xmlCreatePushParserCtxt(&handler, counter, chunk, 4, "bench.xml") else { return }
                defer { xmlFreeParserCtxt(parser) }
                xmlCtxtUseOptions(parser, options)
                if let utf8 = xmlFindCharEncodingHandler("UTF-8") { xmlSwitchToEncoding(parser, utf8) }
                var offset = 4
                while offset < buffer.count {
                    let size = min(64 * 1024, buffer.count - offset)
                    xmlParseChunk(parser, chunk + offset, Int32(size), 0)
                    offset += size
                }
                xmlParseChunk(parser, chunk + offset, 0, 1)
            }
        }
        return count
    }

    /// Reads every element and attribute value with xmlTextReader and nothing else; returns the number of values.
    static func readerParse(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress,
                  let reader = xmlReaderForMemory(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(buffer.count),
                                                  "bench.xml", "UTF-8", options) else { return 0 }
            defer { xmlFreeTextReader(reader) }
            var values = 0
            while xmlTextReaderRead(reader) == 1 {
                if xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue) {
                    while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                        if xmlTextReaderConstValue(reader) != nil { values += 1 }
                    }
                }
            }
            return values
        }
    }
}

import CLibXML2

/// The SAX2 handler `XMLReader` gives libxml2: C callbacks that forward each event to the
/// `DocumentCollector` passed as the parser's user data. Events it does not set (entity
/// declarations, entity lookups, external subsets) do nothing, so no entity is ever resolved.
enum SAXCallbacks {
    /// A new handler (a plain C struct of function pointers).
    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, prefix, uri, _, _, attributeCount, _, attributeFields in
            guard let localName else { return }
            collector(context)?.startElement(localName: localName, prefix: prefix, uri: uri,
                                                     attributeCount: Int(max(0, attributeCount)), attributeFields: attributeFields)
        }
        handler.endElementNs = { context, _, _, _ in
            collector(context)?.endElement()
        }
        handler.characters = { context, text, length in
            guard let text, length > 0 else { return }
            collector(context)?.characters(UnsafeBufferPointer(start: text, count: Int(length)))
        }
        handler.comment = { context, _ in
            collector(context)?.flushText()
        }
        handler.processingInstruction = { context, _, _ in
            collector(context)?.flushText()
        }
        handler.internalSubset = { context, _, _, _ in
            collector(context)?.refuseDTD()
        }
        handler.reference = { context, _ in
            collector(context)?.refuseDTD()
        }
        handler.serror = { context, error in
            guard let error else { return }
            collector(context)?.libxml2Error(error)
        }
        return handler
    }
}

/// The collector behind a callback's user data (a free function: C callbacks capture nothing).
private func collector(_ context: UnsafeMutableRawPointer?) -> DocumentCollector? {
    context.map { Unmanaged<DocumentCollector>.fromOpaque($0).takeUnretainedValue() }
}

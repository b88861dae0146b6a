import CLibXML2

/// Validates documents against an XML Schema (Schemas/layout-spec.xsd) with libxml2's validator,
/// under the same hardening as the loader (no network, no entity substitution, no DTD loading).
public final class SchemaValidator: @unchecked Sendable {
    // libxml2's compiled schema is read-only after parsing; validation contexts are per call.
    private let schema: xmlSchemaPtr

    /// Compiles the schema at `path`; nil plus libxml2's messages if it does not compile.
    public static func load(path: String) -> (validator: SchemaValidator?, problems: [String]) {
        _ = XMLReader.initialized
        let sink = LibXMLErrorSink()
        guard let parser = xmlSchemaNewParserCtxt(path) else { return (nil, ["cannot create a schema parser for \(path)"]) }
        defer { xmlSchemaFreeParserCtxt(parser) }
        xmlSchemaSetParserStructuredErrors(parser, LibXMLErrorSink.callback, Unmanaged.passUnretained(sink).toOpaque())
        guard let schema = xmlSchemaParse(parser) else {
            return (nil, sink.entries.map { "\($0.line):\($0.column): \($0.message)" })
        }
        return (SchemaValidator(schema: schema), [])
    }

    private init(schema: xmlSchemaPtr) {
        self.schema = schema
    }

    deinit {
        xmlSchemaFree(schema)
    }

    /// The schema violations of the document in `bytes` (empty when it is valid), as
    /// `path:line:column: error: message` diagnostics. A document that is not well-formed XML is invalid too.
    /// Uses libxml2's streaming validation on the pull reader, errors routed through a context pointer.
    public func validate(bytes: [UInt8], path: String) -> [SpecDiagnostic] {
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else {
            return [SpecDiagnostic(file: path, line: 1, column: 1, message: "XML: the document is empty")]
        }
        let sink = LibXMLErrorSink()
        var completed = false
        var valid = false
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                  let reader = xmlReaderForMemory(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(buffer.count),
                                                  path, nil, XMLReader.parseOptions) else { return }
            defer { xmlFreeTextReader(reader) }
            xmlTextReaderSetStructuredErrorHandler(reader, LibXMLErrorSink.callback, Unmanaged.passUnretained(sink).toOpaque())
            guard xmlTextReaderSetSchema(reader, schema) == 0 else { return }
            var status: Int32 = 1
            while status == 1 { status = xmlTextReaderRead(reader) }
            completed = status == 0
            valid = xmlTextReaderIsValid(reader) == 1
        }
        var problems = sink.entries.filter { !$0.isWarning }.map {
            SpecDiagnostic(file: path, line: max(1, $0.line), column: max(1, $0.column), message: $0.message)
        }
        if problems.isEmpty, !(completed && valid) {
            problems.append(SpecDiagnostic(file: path, line: 1, column: 1, message: "the document is not valid"))
        }
        return problems.sorted()
    }

    /// Validates the file at `path` (read with the loader's size limit).
    public func validate(fileAt path: String, limits: SpecLimits = .default) -> [SpecDiagnostic] {
        switch FileInput.read(path: path, maxSize: limits.maxFileSize) {
        case .success(let bytes): return validate(bytes: bytes, path: path)
        case .failure(let failure): return [SpecDiagnostic(file: path, line: 1, column: 1, message: failure.description)]
        }
    }
}


/// Loads Interface Builder documents (`.storyboard`, `.xib`) as specs, through the same
/// hardened libxml2 reading as the format's own files (`SpecLoader.parse`): every scene of the
/// document becomes a scene of the spec, laid out in the default matrix (or the environments
/// given on the command line) and in the document's design device (docs/interface-builder.md).
public enum InterfaceBuilderLoader {
    /// The file extensions read as Interface Builder documents.
    public static let fileExtensions = [".storyboard", ".xib"]

    /// Whether `path` names an Interface Builder document.
    public static func reads(_ path: String) -> Bool {
        fileExtensions.contains { path.hasSuffix($0) }
    }

    /// Where the intrinsic sizes of text and controls come from.
    public enum ContentSizes: Sendable {
        /// Measured from text, fonts, images and control kinds (what a run uses).
        case measured
        /// IB's stored frames of those views: a diagnostic that separates the error of text
        /// measurement from the rest of the layout when comparing with IB's frames.
        case storedFrames
    }

    /// Loads the document at `path` with what IB stored about its layout.
    public static func importDocument(contentsOf path: String, limits: SpecLimits = .default,
                                      contentSizes: ContentSizes = .measured) -> InterfaceBuilderImport {
        switch FileInput.read(path: path, maxSize: limits.maxFileSize) {
        case .success(let bytes):
            return importDocument(bytes: bytes, path: path, limits: limits, contentSizes: contentSizes)
        case .failure(let failure):
            let diagnostic = SpecDiagnostic(file: path, line: 1, column: 1, message: failure.description)
            return InterfaceBuilderImport(result: SpecLoadResult(spec: nil, diagnostics: [diagnostic]), storedLayouts: [])
        }
    }

    /// Loads a document from bytes as a spec (what `SpecLoader.load` returns for it).
    static func load(bytes: [UInt8], path: String, limits: SpecLimits) -> SpecLoadResult {
        importDocument(bytes: bytes, path: path, limits: limits).result
    }

    /// Loads a document from bytes; `path` names it in diagnostics and gives the spec's name.
    public static func importDocument(bytes: [UInt8], path: String, limits: SpecLimits = .default,
                                      contentSizes: ContentSizes = .measured) -> InterfaceBuilderImport {
        let parsed: SpecLoader.ParsedXML
        switch SpecLoader.parse(bytes: bytes, path: path, limits: limits, rootName: "<document>", what: "an Interface Builder document") {
        case .failure(let failed): return InterfaceBuilderImport(result: failed.result, storedLayouts: [])
        case .success(let value): parsed = value
        }
        let reader = IBDocumentReader(map: parsed.map, contentSizes: contentSizes)
        let (spec, layouts) = parsed.document.withRoot { reader.read($0, name: specName(for: path)) } ?? (nil, [])
        let sorted = SpecLoader.finish(parsed.diagnostics + reader.diagnostics, limits: limits)
        let failed = sorted.contains { $0.severity == .error }
        return InterfaceBuilderImport(result: SpecLoadResult(spec: failed ? nil : spec, diagnostics: sorted),
                                      storedLayouts: failed ? [] : layouts)
    }

    /// The file name without folders and without its extension.
    static func specName(for path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in fileExtensions where file.hasSuffix(suffix) { return String(file.dropLast(suffix.count)) }
        return file
    }
}

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

    /// Where the intrinsic sizes of text and controls come from, and which of IB's canvas-only
    /// constraints apply. A run uses `.measured`; the other settings are diagnostics that take
    /// one part of IB's canvas instead of the harness's own rules, to separate the error of text
    /// measurement (and of other causes) from the rest of the layout when comparing with IB's frames.
    public struct ContentSizes: Sendable, Hashable {
        /// Labels', buttons', text fields' and text views' widths: IB's stored width replaces the
        /// measured one when they differ by at most this fraction of the stored width (0: never,
        /// `.infinity`: always).
        public var storedTextWidthTolerance: Double
        /// Those views' heights from IB's stored frames.
        public var storedTextHeights: Bool
        /// Controls' (switches, sliders, segmented controls, …) and image views' sizes from IB's stored frames.
        public var storedControlSizes: Bool
        /// Constraints IB marks `placeholder="YES"` ("remove at build time") applied, as IB's canvas applies them.
        public var placeholderConstraints: Bool

        public init(storedTextWidthTolerance: Double = 0, storedTextHeights: Bool = false, storedControlSizes: Bool = false,
                    placeholderConstraints: Bool = false) {
            self.storedTextWidthTolerance = storedTextWidthTolerance
            self.storedTextHeights = storedTextHeights
            self.storedControlSizes = storedControlSizes
            self.placeholderConstraints = placeholderConstraints
        }

        /// Measured from text, fonts, images and control kinds (what a run uses).
        public static let measured = ContentSizes()
        /// IB's stored frames of text views and controls as their intrinsic sizes.
        public static let storedFrames = ContentSizes(storedTextWidthTolerance: .infinity, storedTextHeights: true, storedControlSizes: true)
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
        let diagnostics = parsed.diagnostics + reader.diagnostics
        let failed = diagnostics.contains { $0.severity == .error }
        guard !failed, var spec else {
            return InterfaceBuilderImport(result: SpecLoadResult(spec: nil, diagnostics: SpecLoader.finish(diagnostics, limits: limits)),
                                          storedLayouts: [])
        }
        // A base-localized document runs in each language beside it; a malformed table is an
        // error, but the document still runs in the other languages.
        let localizations = IBLocalizations(documentAt: path, limits: limits)
        localizations.apply(to: &spec)
        let sorted = SpecLoader.finish(diagnostics + localizations.diagnostics, limits: limits)
        return InterfaceBuilderImport(result: SpecLoadResult(spec: spec, diagnostics: sorted), storedLayouts: layouts)
    }

    /// The file name without folders and without its extension.
    static func specName(for path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in fileExtensions where file.hasSuffix(suffix) { return String(file.dropLast(suffix.count)) }
        return file
    }
}

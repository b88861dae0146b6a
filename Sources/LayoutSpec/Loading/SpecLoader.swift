/// The outcome of loading one spec file: the model when it has no errors, and every diagnostic, sorted.
public struct SpecLoadResult: Hashable, Sendable {
    /// The spec; nil when it cannot run. It runs despite an error only in a base-localized
    /// Interface Builder document whose string table for one language is malformed: that
    /// language is left out, the error is reported, the others run.
    public var spec: Spec?
    /// Errors and warnings, sorted by line and column.
    public var diagnostics: [SpecDiagnostic]

    public init(spec: Spec?, diagnostics: [SpecDiagnostic]) {
        self.spec = spec
        self.diagnostics = diagnostics
    }

    /// The diagnostics that are errors.
    public var errors: [SpecDiagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// Loads spec files with libxml2. Never throws and never traps for anything a file can contain:
/// every problem comes back as a `SpecDiagnostic` (`path:line:column: error: message`).
public enum SpecLoader {
    /// Loads the spec at `path` (size checked before reading).
    public static func load(contentsOf path: String, limits: SpecLimits = .default) -> SpecLoadResult {
        switch FileInput.read(path: path, maxSize: limits.maxFileSize) {
        case .success(let bytes):
            return load(bytes: bytes, path: path, limits: limits)
        case .failure(let failure):
            return SpecLoadResult(spec: nil, diagnostics: [SpecDiagnostic(file: path, line: 1, column: 1, message: failure.description)])
        }
    }

    /// Loads a spec from bytes; `path` names it in diagnostics and gives the default spec name.
    /// A path ending in `.storyboard` or `.xib` is read as an Interface Builder document.
    public static func load(bytes: [UInt8], path: String, limits: SpecLimits = .default) -> SpecLoadResult {
        if InterfaceBuilderLoader.reads(path) { return InterfaceBuilderLoader.importDocument(bytes: bytes, path: path, limits: limits).result }
        let parsed: ParsedXML
        switch parse(bytes: bytes, path: path, limits: limits, rootName: "<spec>", what: "a spec") {
        case .failure(let failed): return failed.result
        case .success(let value): parsed = value
        }
        let builder = SpecBuilder(map: parsed.map, limits: limits)
        let spec = parsed.document.withRoot { builder.buildSpec($0, defaultName: defaultName(for: path)) } ?? nil
        let sorted = finish(parsed.diagnostics + builder.diagnostics, limits: limits)
        let failed = sorted.contains { $0.severity == .error }
        return SpecLoadResult(spec: failed ? nil : spec, diagnostics: sorted)
    }

    /// A document libxml2 read without errors, with its source map and libxml2's warnings.
    struct ParsedXML {
        var document: RawDocument
        var map: SourceMap
        var diagnostics: [SpecDiagnostic]
    }

    /// Why a file could not be read as XML: the finished load result.
    struct UnreadableXML: Error {
        var result: SpecLoadResult
    }

    /// The hardened read every format shares: size limit, empty file, the byte scanner (UTF-8,
    /// no DTD, no NUL, bounded depth), then libxml2. `rootName` and `what` word the empty-file
    /// message (`<spec>`, "a spec").
    static func parse(bytes: [UInt8], path: String, limits: SpecLimits, rootName: String, what: String) -> Result<ParsedXML, UnreadableXML> {
        func fail(_ line: Int, _ column: Int, _ message: String) -> Result<ParsedXML, UnreadableXML> {
            .failure(UnreadableXML(result: SpecLoadResult(spec: nil, diagnostics: [SpecDiagnostic(file: path, line: line, column: column, message: message)])))
        }
        guard bytes.count <= limits.maxFileSize else {
            return fail(1, 1, "the file is \(bytes.count) bytes; the limit is \(limits.maxFileSize) bytes")
        }
        if bytes.allSatisfy(InputScanner.isXMLSpace) || bytes == [0xEF, 0xBB, 0xBF] {
            return fail(1, 1, "the file is empty; \(what) needs a \(rootName) root element")
        }
        let scan = bytes.withUnsafeBufferPointer { InputScanner.scan($0, maxDepth: limits.maxDepth) }
        if let problem = scan.problem { return fail(problem.line, problem.column, problem.message) }

        let output = bytes.withUnsafeBufferPointer { XMLReader.read($0, url: path, tags: scan.tags, maxDepth: limits.maxDepth) }
        var diagnostics = output.errors.map {
            SpecDiagnostic(file: path, line: max(1, $0.line), column: max(1, $0.column), message: "XML: " + $0.message,
                           severity: $0.isWarning ? .warning : .error)
        }
        guard !diagnostics.contains(where: { $0.severity == .error }), let document = output.document, !document.nodes.isEmpty else {
            if diagnostics.isEmpty { diagnostics.append(SpecDiagnostic(file: path, line: 1, column: 1, message: "XML: no root element")) }
            return .failure(UnreadableXML(result: SpecLoadResult(spec: nil, diagnostics: finish(diagnostics, limits: limits))))
        }
        // If libxml2's elements and the scanner's tags ever disagreed, positions would be wrong: fall back to none.
        let map = SourceMap(file: path, bytes: bytes, tags: output.positionsAligned ? scan.tags : [])
        return .success(ParsedXML(document: document, map: map, diagnostics: diagnostics))
    }

    /// Sorted, without duplicates, at most `maxDiagnostics` (then one more saying so).
    static func finish(_ diagnostics: [SpecDiagnostic], limits: SpecLimits) -> [SpecDiagnostic] {
        var sorted = Array(Set(diagnostics)).sorted()
        if sorted.count > limits.maxDiagnostics, let last = sorted.prefix(limits.maxDiagnostics).last {
            let dropped = sorted.count - limits.maxDiagnostics
            sorted = Array(sorted.prefix(limits.maxDiagnostics))
            sorted.append(SpecDiagnostic(file: last.file, line: last.line, column: last.column,
                                         message: "too many problems: \(dropped) more not shown"))
        }
        return sorted
    }

    /// The file name without directories and without `.xml`.
    static func defaultName(for path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".xml") ? String(file.dropLast(4)) : file
    }
}

/// The outcome of loading an environments file (`--environments`): the environments when the
/// file has no errors, and every diagnostic, sorted.
public struct EnvironmentsLoadResult: Hashable, Sendable {
    /// The environments; nil when any diagnostic is an error.
    public var environments: [Environment]?
    public var diagnostics: [SpecDiagnostic]

    /// The diagnostics that are errors.
    public var errors: [SpecDiagnostic] { diagnostics.filter { $0.severity == .error } }
}

extension SpecLoader {
    /// Loads a file of environments: a document whose root is `<environments>`, or a `<spec>`
    /// that declares `<environments>` (its scenes, if any, are checked as in any spec, and not
    /// needed).
    public static func loadEnvironments(contentsOf path: String, limits: SpecLimits = .default) -> EnvironmentsLoadResult {
        switch FileInput.read(path: path, maxSize: limits.maxFileSize) {
        case .success(let bytes):
            return loadEnvironments(bytes: bytes, path: path, limits: limits)
        case .failure(let failure):
            return EnvironmentsLoadResult(environments: nil, diagnostics: [SpecDiagnostic(file: path, line: 1, column: 1, message: failure.description)])
        }
    }

    /// The same, from bytes; `path` names the file in diagnostics.
    public static func loadEnvironments(bytes: [UInt8], path: String, limits: SpecLimits = .default) -> EnvironmentsLoadResult {
        if bytes.allSatisfy(InputScanner.isXMLSpace) || bytes == [0xEF, 0xBB, 0xBF] {
            return EnvironmentsLoadResult(environments: nil, diagnostics: [SpecDiagnostic(
                file: path, line: 1, column: 1, message: "the file is empty; an environments file has an <environments> root element")])
        }
        let parsed: ParsedXML
        switch parse(bytes: bytes, path: path, limits: limits, rootName: "<environments>", what: "an environments file") {
        case .failure(let failed): return EnvironmentsLoadResult(environments: nil, diagnostics: failed.result.diagnostics)
        case .success(let value): parsed = value
        }
        let builder = SpecBuilder(map: parsed.map, limits: limits)
        let environments = parsed.document.withRoot { builder.buildEnvironmentsFile($0, defaultName: defaultName(for: path)) } ?? nil
        let sorted = finish(parsed.diagnostics + builder.diagnostics, limits: limits)
        let failed = sorted.contains { $0.severity == .error }
        return EnvironmentsLoadResult(environments: failed ? nil : environments, diagnostics: sorted)
    }
}

extension SpecBuilder {
    /// The environments of an environments file (`SpecLoader.loadEnvironments`).
    func buildEnvironmentsFile(_ root: RawElement, defaultName: String) -> [Environment]? {
        if root.name == "environments", root.namespaceURI == nil {
            _ = attributes(of: root, allowed: [])
            return buildEnvironments(root)
        }
        guard root.name == "spec", root.namespaceURI == nil else {
            error(location(root), "the root element is <\(root.name)>; an environments file has an <environments> root element, or is a <spec> with <environments>")
            return nil
        }
        let declares = root.children.contains { $0.name == "environments" && $0.namespaceURI == nil }
        guard declares else {
            error(location(root), "declares no <environments>")
            return nil
        }
        // A spec with scenes is loaded whole, so that its problems are reported as in a run.
        if root.children.contains(where: { $0.name == "scene" && $0.namespaceURI == nil }) {
            return buildSpec(root, defaultName: defaultName)?.environments
        }
        _ = attributes(of: root, allowed: ["name"])
        var environments: [Environment]?
        for child in root.children {
            guard child.name == "environments", child.namespaceURI == nil else {
                unexpectedChild(child, in: root, allowed: ["environments", "scene"])
                continue
            }
            if environments != nil {
                error(location(child), "a spec has at most one <environments>")
            } else {
                environments = buildEnvironments(child)
            }
        }
        return environments
    }
}

import LayoutSpec

/// Applies a scene's `<expectFinding>`s to its cases: in each case a declaration applies to,
/// every finding of its kind that names all its items is marked expected (`Finding.expectedAt`:
/// reported, not failing); a case without such a finding gets an `expectation` finding at the
/// declaration's line, which fails it.
enum ExpectedFindingsCheck {
    static func apply(_ declared: [ExpectedFinding], to cases: [CaseResult]) -> [CaseResult] {
        guard !declared.isEmpty else { return cases }
        return cases.map { item in
            var result = item
            var missing: [Finding] = []
            for declaration in declared where declaration.applies(environment: item.environment, state: item.state) {
                var found = false
                for index in result.findings.indices where matches(result.findings[index], declaration) {
                    found = true
                    if result.findings[index].expectedAt == nil { result.findings[index].expectedAt = declaration.location.line }
                }
                if !found { missing.append(absent(declaration)) }
            }
            if !missing.isEmpty { result.findings = (result.findings + missing).sorted(by: Finding.severityOrder) }
            return result
        }
    }

    /// Whether `finding` is what `declaration` expects: its kind, naming every item.
    static func matches(_ finding: Finding, _ declaration: ExpectedFinding) -> Bool {
        finding.kind.rawValue == declaration.kind && declaration.items.allSatisfy(finding.items.contains)
    }

    /// The failure of a declaration no finding of the case meets.
    static func absent(_ declaration: ExpectedFinding) -> Finding {
        let naming = declaration.items.isEmpty ? "" : " naming " + declaration.items.map { "'\($0)'" }.joined(separator: ", ")
        return Finding(kind: .expectation, items: declaration.items,
                       message: "expected a \(declaration.kind) finding\(naming) (<expectFinding>); this case has none",
                       line: declaration.location.line, column: declaration.location.column)
    }
}

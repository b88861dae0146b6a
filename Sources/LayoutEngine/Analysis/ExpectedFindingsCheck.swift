import LayoutSpec
import LayoutResults

/// Applies a scene's `<expectFinding>`s to its cases: in each case a declaration applies to,
/// every finding of its kind that names all its items is marked expected (`Finding.expectedAt`:
/// reported, not failing); a case without such a finding gets an `expectation` finding at the
/// declaration's line, which fails it.
enum ExpectedFindingsCheck {
    static func apply(_ declared: [ExpectedFinding], to cases: [CaseResult]) -> [CaseResult] {
        guard !declared.isEmpty else { return cases }
        return cases.map { item in
            var result = item
            result.findings = apply(declared, to: item.findings, environment: item.environment, state: item.state)
            return result
        }
    }

    /// The findings of one case (in `environment` and `state`) with the declarations applied:
    /// what `run` reports for the case, and `explain` too.
    static func apply(_ declared: [ExpectedFinding], to findings: [Finding], environment: String, state: String?) -> [Finding] {
        var findings = findings
        var missing: [Finding] = []
        for declaration in declared where declaration.applies(environment: environment, state: state) {
            var found = false
            for index in findings.indices where matches(findings[index], declaration) {
                found = true
                if findings[index].expectedAt == nil { findings[index].expectedAt = declaration.location.line }
            }
            if !found { missing.append(absent(declaration)) }
        }
        return missing.isEmpty ? findings : (findings + missing).sorted(by: Finding.severityOrder)
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

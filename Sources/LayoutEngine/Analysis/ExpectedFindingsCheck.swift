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
            // Its kind, naming every item it names.
            let matching = findings.indices.filter {
                findings[$0].kind.rawValue == declaration.kind && declaration.items.allSatisfy(findings[$0].items.contains)
            }
            for index in matching where findings[index].expectedAt == nil { findings[index].expectedAt = declaration.location.line }
            guard matching.isEmpty else { continue }
            let naming = declaration.items.isEmpty ? "" : " naming " + declaration.items.map { "'\($0)'" }.joined(separator: ", ")
            missing.append(Finding(kind: .expectation, items: declaration.items,
                                   message: "expected a \(declaration.kind) finding\(naming) (<expectFinding>); this case has none",
                                   line: declaration.location.line, column: declaration.location.column))
        }
        return missing.isEmpty ? findings : (findings + missing).sorted(by: Finding.severityOrder)
    }
}

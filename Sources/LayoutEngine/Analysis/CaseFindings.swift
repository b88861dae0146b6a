import LayoutSpec

/// Every finding of a solved case, most severe first: conflicts, ambiguity (unless turned
/// off), overflow and the scene's expectations that apply to this environment and state.
enum CaseFindings {
    static func all(_ layout: CaseLayout, expectations: [Expectation], environment: String, state: String?,
                    analyzesAmbiguity: Bool = true) -> [Finding] {
        var findings = ConflictFindings.findings(layout)
        if analyzesAmbiguity { findings += AmbiguityFindings.findings(layout) }
        findings += OverflowFindings.findings(layout)
        findings += ExpectationFindings.findings(layout, expectations: expectations, environment: environment, state: state)
        return findings.sorted(by: Finding.severityOrder)
    }
}

import LayoutSolver
import LayoutSpec
import LayoutResults

/// Every finding of a solved case, most severe first: conflicts, ambiguity (unless turned
/// off), overflow, overlap and the scene's expectations that apply to this environment and state.
enum CaseFindings {
    static func all(_ layout: CaseLayout, expectations: [Expectation], environment: String, state: String?,
                    analyzesAmbiguity: Bool = true) -> [Finding] {
        var findings = ConflictFindings.findings(layout)
        if analyzesAmbiguity { findings += AmbiguityFindings.findings(layout) }
        findings += OverflowFindings.findings(layout)
        // Views whose position no constraint fixes are where they are by chance: their overlaps
        // would be a second finding of the same missing constraint.
        var unplaced = Set<String>()
        for finding in findings {
            if case .ambiguity(let a)? = finding.details, a.cause == .missingConstraints { unplaced.formUnion(finding.items) }
        }
        findings += OverlapFindings.findings(layout, excluding: unplaced)
        findings += ExpectationFindings.findings(layout, expectations: expectations, environment: environment, state: state)
        // Sorted as positions, then copied once: a sort that moves the findings themselves (a
        // dozen fields each) cost several times as much (docs/performance.md, "Building a case").
        return FindingOrder.indices(findings).map { findings[$0] }
    }
}

import LayoutResults

/// A spec's findings folded by cause (`FindingCauses`) and its cases' labels (`CaseLabels`):
/// what the JUnit and HTML reports both derive from a spec, made once per spec.
struct SpecCauses: Sendable {
    let folded: FindingCauses
    let labels: CaseLabels

    init(_ spec: SpecResult) {
        folded = FindingCauses(spec)
        labels = CaseLabels(spec)
    }

    /// The cases of the cause of the `position`-th finding of the case `ref`.
    func cases(ofFinding position: Int, in ref: FindingCauses.CaseRef) -> [FindingCauses.CaseRef] {
        folded.causes[folded.cause(of: position, in: ref)].cases
    }
}

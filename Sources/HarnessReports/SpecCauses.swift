import LayoutResults

/// A spec's findings folded by cause (`FindingCauses`) and its cases' labels (`CaseLabels`):
/// what the JUnit and HTML reports both derive from a spec, made once per spec.
struct SpecCauses: Sendable {
    let folded: FindingCauses
    let labels: CaseLabels
    /// The spec's file, to tell causes made for other results.
    let specFile: String

    init(_ spec: SpecResult) {
        folded = FindingCauses(spec)
        labels = CaseLabels(spec)
        specFile = spec.file
    }

    /// The cases of the cause of the `position`-th finding of the case `ref`.
    func cases(ofFinding position: Int, in ref: FindingCauses.CaseRef) -> [FindingCauses.CaseRef] {
        folded.causes[folded.cause(of: position, in: ref)].cases
    }
}

/// Every spec's findings folded by cause, with its cases' labels (`SpecCauses`), made once for
/// all the outputs of a run: folding tens of thousands of findings costs tens of milliseconds,
/// and the JUnit, JSON and HTML reports and the terminal summary each did it. `ReportSetWriter`
/// makes them and hands them to the writers and to its `meanwhile`; a writer given none (or
/// causes of other results) folds its own.
public struct ReportCauses: Sendable {
    let specs: [SpecCauses]

    public init(_ results: HarnessResults) { specs = results.specs.map(SpecCauses.init) }

    /// The causes of the `index`-th spec of `results`: those of `shared` when it was made for
    /// `results` (as many specs, the same files), else folded now.
    static func spec(_ index: Int, of results: HarnessResults, from shared: ReportCauses?) -> SpecCauses {
        if let shared, shared.specs.count == results.specs.count, shared.specs[index].specFile == results.specs[index].file {
            return shared.specs[index]
        }
        return SpecCauses(results.specs[index])
    }
}

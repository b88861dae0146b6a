/// Counts over a run: specs, scenes, cases, failing cases, spec errors,
/// findings by kind and summed solve time.
public struct ResultsSummary: Sendable, Hashable {
    public var specs: Int
    /// Specs with at least one spec error.
    public var specsWithErrors: Int
    public var specErrors: Int
    public var scenes: Int
    public var cases: Int
    /// Cases with at least one finding that fails them.
    public var failedCases: Int
    /// Findings that fail their case, counted per kind (every kind present, zero when none).
    public var findings: [Finding.Kind: Int]
    /// Findings a `<expectFinding>` declares: reported, not failing.
    public var expectedFindings: Int
    /// Failing cases counted by their most severe kind.
    public var failedCasesByKind: [Finding.Kind: Int]
    /// Sum of the cases' solve times, seconds.
    public var solveTime: Double

    public init(results: HarnessResults) {
        var counts = Dictionary(uniqueKeysWithValues: Finding.Kind.allCases.map { ($0, 0) })
        var byWorst = counts
        var cases = 0, failed = 0, scenes = 0, errors = 0, specsWithErrors = 0, expected = 0
        var time = 0.0
        for spec in results.specs {
            errors += spec.errors.count
            if !spec.errors.isEmpty { specsWithErrors += 1 }
            scenes += spec.scenes.count
            for scene in spec.scenes {
                for item in scene.cases {
                    cases += 1
                    time += item.solveTime
                    // Counted by kind in an array (`severity` indexes it), each finding read in place.
                    var byKind = [Int](repeating: 0, count: 8)
                    var worst = 0
                    for i in item.findings.indices {
                        if item.findings[i].expectedAt == nil {
                            let severity = item.findings[i].kind.severity
                            byKind[severity] += 1
                            worst = max(worst, severity)
                        } else {
                            expected += 1
                        }
                    }
                    for kind in Finding.Kind.allCases where byKind[kind.severity] > 0 { counts[kind, default: 0] += byKind[kind.severity] }
                    if let kind = Finding.Kind.allCases.first(where: { $0.severity == worst }) {
                        failed += 1
                        byWorst[kind, default: 0] += 1
                    }
                }
            }
        }
        self.specs = results.specs.count
        self.specsWithErrors = specsWithErrors
        self.specErrors = errors
        self.scenes = scenes
        self.cases = cases
        self.failedCases = failed
        self.findings = counts
        self.expectedFindings = expected
        self.failedCasesByKind = byWorst
        self.solveTime = time
    }

    /// Cases without findings.
    public var passedCases: Int { cases - failedCases }

    /// Whether the run passes: no spec errors and no failing case.
    public var passed: Bool { specErrors == 0 && failedCases == 0 }

    /// All findings that fail their case.
    public var totalFindings: Int { findings.values.reduce(0, +) }
}

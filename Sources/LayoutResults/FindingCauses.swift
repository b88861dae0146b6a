
/// A spec's findings folded by cause, as every report folds them: findings of several cases
/// with equal kind, line, column, message and `<expectFinding>` line are one cause (the
/// engine's messages keep per-case numbers, such as an ambiguity's range, in the details, so
/// that one cause folds). The terminal prints a cause once with its cases, JUnit names the
/// other cases of a cause in each failure and lists the causes once in the suite's
/// `<system-out>`, the HTML report shows one card per cause (docs/reports.md, "One finding per
/// cause").
public struct FindingCauses: Sendable {
    /// A case of the spec by position: `spec.scenes[scene].cases[item]`.
    public struct CaseRef: Sendable, Hashable {
        public var scene: Int
        public var item: Int

        public init(scene: Int, item: Int) {
            self.scene = scene
            self.item = item
        }
    }

    /// One cause: the finding as its first case has it (details included) and every case it
    /// occurs in, in run order, each once.
    public struct Cause: Sendable {
        public var finding: Finding
        public var cases: [CaseRef]
        /// The position of the finding in each case (`cases[i]`'s `findings[positions[i]]`).
        public var positions: [Int]
    }

    /// The causes, failing ones first, most severe first, then by line, then in run order.
    public let causes: [Cause]
    /// `causeOf[scene][item][finding]`: the position in `causes` of each finding of each case.
    let causeOf: [[[Int]]]

    public init(_ spec: SpecResult) {
        // Findings are read in place (`findings[position].message`), never copied whole: a
        // finding is a dozen references, and a run has tens of thousands of them.
        var found: [Cause] = []
        var index: [Key: Int] = [:]
        var positions: [[[Int]]] = []
        positions.reserveCapacity(spec.scenes.count)
        for s in spec.scenes.indices {
            var sceneCauses: [[Int]] = []
            sceneCauses.reserveCapacity(spec.scenes[s].cases.count)
            for c in spec.scenes[s].cases.indices {
                let ref = CaseRef(scene: s, item: c)
                let findings = spec.scenes[s].cases[c].findings
                var caseCauses: [Int] = []
                caseCauses.reserveCapacity(findings.count)
                for position in findings.indices {
                    let key = Key(kind: findings[position].kind.severity, line: findings[position].line ?? 0,
                                  column: findings[position].column ?? 0, expectedAt: findings[position].expectedAt ?? 0,
                                  message: findings[position].message)
                    if let i = index[key] {
                        if found[i].cases.last != ref {
                            found[i].cases.append(ref)
                            found[i].positions.append(position)
                        }
                        caseCauses.append(i)
                    } else {
                        index[key] = found.count
                        caseCauses.append(found.count)
                        found.append(Cause(finding: findings[position], cases: [ref], positions: [position]))
                    }
                }
                sceneCauses.append(caseCauses)
            }
            positions.append(sceneCauses)
        }
        // Sorted by a key of integers made once per cause: failing first, most severe first,
        // then by line (unknown last), then in run order.
        let sortKeys = found.indices.map { i in
            (found[i].finding.fails ? 0 : 1, -found[i].finding.kind.severity, found[i].finding.line ?? Int.max, i)
        }
        let order = sortKeys.sorted(by: <).map(\.3)
        var rank = [Int](repeating: 0, count: found.count)
        for (r, i) in order.enumerated() { rank[i] = r }
        causes = order.map { found[$0] }
        causeOf = positions.map { $0.map { $0.map { rank[$0] } } }
    }

    /// The cause of the `finding`-th finding of a case.
    public func cause(of finding: Int, in ref: CaseRef) -> Int {
        causeOf[ref.scene][ref.item][finding]
    }

    /// What makes two findings one cause: their kind (as its severity, an integer to hash),
    /// line, column, `<expectFinding>` line (nil and 0 alike) and message.
    private struct Key: Hashable {
        var kind: Int
        var line: Int
        var column: Int
        var expectedAt: Int
        var message: String
    }
}

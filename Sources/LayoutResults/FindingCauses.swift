import LayoutSpec

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
        var found: [Cause] = []
        var index: [Key: Int] = [:]
        var positions: [[[Int]]] = []
        for (s, scene) in spec.scenes.enumerated() {
            var sceneCauses: [[Int]] = []
            for (c, item) in scene.cases.enumerated() {
                let ref = CaseRef(scene: s, item: c)
                var caseCauses: [Int] = []
                caseCauses.reserveCapacity(item.findings.count)
                for (position, finding) in item.findings.enumerated() {
                    let key = Key(finding)
                    if let i = index[key] {
                        if found[i].cases.last != ref {
                            found[i].cases.append(ref)
                            found[i].positions.append(position)
                        }
                        caseCauses.append(i)
                    } else {
                        index[key] = found.count
                        caseCauses.append(found.count)
                        found.append(Cause(finding: finding, cases: [ref], positions: [position]))
                    }
                }
                sceneCauses.append(caseCauses)
            }
            positions.append(sceneCauses)
        }
        let order = found.indices.sorted { a, b in
            let x = found[a].finding, y = found[b].finding
            // Failing causes first, then the expected ones.
            if x.fails != y.fails { return x.fails }
            if x.kind != y.kind { return x.kind > y.kind }
            if (x.line ?? Int.max) != (y.line ?? Int.max) { return (x.line ?? Int.max) < (y.line ?? Int.max) }
            return a < b
        }
        var rank = [Int](repeating: 0, count: found.count)
        for (r, i) in order.enumerated() { rank[i] = r }
        causes = order.map { found[$0] }
        causeOf = positions.map { $0.map { $0.map { rank[$0] } } }
    }

    /// The cause of the `finding`-th finding of a case.
    public func cause(of finding: Int, in ref: CaseRef) -> Int {
        causeOf[ref.scene][ref.item][finding]
    }

    /// What makes two findings one cause.
    private struct Key: Hashable {
        var kind: Finding.Kind
        var line: Int
        var column: Int
        var message: String
        var expectedAt: Int

        init(_ f: Finding) {
            kind = f.kind
            line = f.line ?? 0
            column = f.column ?? 0
            message = f.message
            expectedAt = f.expectedAt ?? 0
        }
    }
}

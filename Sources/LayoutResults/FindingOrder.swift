/// `CaseResult.findingsBySeverity` as positions: most severe first, then by
/// line, column, message and items (`Finding.severityOrder`), without
/// moving or copying findings. Kind, line and column are compared as one
/// key first; only findings equal in all three compare their text.
public enum FindingOrder {
    /// The positions of `findings`, most severe first: the order
    /// `findings.sorted(by: Finding.severityOrder)` gives.
    public static func indices(_ findings: [Finding]) -> [Int] {
        let keys = findings.map { (-$0.kind.severity, $0.line ?? Int.max, $0.column ?? Int.max) }
        return findings.indices.sorted { a, b in
            let ka = keys[a], kb = keys[b]
            if ka != kb { return ka < kb }
            return Finding.severityOrder(findings[a], findings[b])
        }
    }

    /// The position of the most severe finding: the first of `indices`
    /// (findings that compare equal have the same kind, line, column and message).
    public static func first(_ findings: [Finding]) -> Int? {
        guard !findings.isEmpty else { return nil }
        var best = 0
        for i in findings.indices.dropFirst() where Finding.severityOrder(findings[i], findings[best]) { best = i }
        return best
    }
}

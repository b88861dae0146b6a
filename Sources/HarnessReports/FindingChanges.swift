import LayoutResults

/// What changed in a spec's findings and errors between two runs, folded across cases: what
/// `layout-harness --watch` prints after a save. A finding is the same in both runs when its
/// kind, location and message are (one cause, `FindingCauses`); the cases it occurs in are listed.
public struct FindingChanges: Sendable, Equatable {
    /// One finding (or spec error) that appeared or went away, with the cases it is in.
    public struct Change: Sendable, Equatable {
        /// `file:line:column: kind: message` (the line and column when the finding has them).
        public var text: String
        /// The labels of the cases (`scene · environment · …`), empty for a spec error.
        public var cases: [String]
        /// Whether the finding fails its cases (an `<expectFinding>` declares it otherwise).
        public var fails: Bool
    }

    /// Findings and errors in the new run that the old one did not have.
    public var appeared: [Change]
    /// Findings and errors of the old run that the new one does not have.
    public var disappeared: [Change]
    /// Findings in both runs whose cases changed, with the new cases.
    public var recased: [Change]

    public var isEmpty: Bool { appeared.isEmpty && disappeared.isEmpty && recased.isEmpty }

    /// The changes from `old` (nil: the spec was not run before) to `new` (nil: the file is gone).
    public init(from old: SpecResult?, to new: SpecResult?) {
        let before = Self.folded(old), after = Self.folded(new)
        var oldCases: [String: [String]] = [:], newTexts = Set<String>()
        for change in before { oldCases[change.text] = change.cases }
        for change in after { newTexts.insert(change.text) }
        appeared = after.filter { oldCases[$0.text] == nil }
        recased = after.filter { change in oldCases[change.text].map { $0 != change.cases } ?? false }
        disappeared = before.filter { !newTexts.contains($0.text) }
    }

    /// The spec's errors, then its findings folded by cause (`FindingCauses`, as every report
    /// folds them), each with the cases it occurs in.
    static func folded(_ spec: SpecResult?) -> [Change] {
        guard let spec else { return [] }
        let errors = spec.errors.map { Change(text: "\(spec.file):\($0.line):\($0.column): error: \($0.message)", cases: [], fails: true) }
        return errors + FindingCauses(spec).causes.map { cause in
            let finding = cause.finding
            let place = finding.line.map { line in ":\(line):\(finding.column ?? 1)" } ?? ""
            return Change(text: "\(spec.file)\(place): \(finding.kind.rawValue): \(FindingText.oneLine(finding.message))",
                          cases: cause.cases.map { FindingCauses.label($0, in: spec) }, fails: finding.fails)
        }
    }

    /// The lines `--watch` prints: `+ ` for what appeared, `- ` for what went away, `~ ` for a
    /// finding now in other cases, each with its cases (the first three, then how many more).
    public var lines: [String] {
        func line(_ sign: String, _ change: Change) -> String {
            var text = sign + " " + change.text + (change.fails ? "" : " (expected)")
            if !change.cases.isEmpty {
                let shown = change.cases.prefix(3).joined(separator: "; ")
                let more = change.cases.count > 3 ? "; and \(change.cases.count - 3) more" : ""
                text += " [\(change.cases.count) \(change.cases.count == 1 ? "case" : "cases"): \(shown)\(more)]"
            }
            return text
        }
        return appeared.map { line("+", $0) } + recased.map { line("~", $0) } + disappeared.map { line("-", $0) }
    }
}

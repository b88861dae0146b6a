import LayoutResults

/// The top of the HTML report: a table of the failing findings by kind (causes, cases, links
/// to the cards), then one card per cause (`FindingCauses`: equal findings of several cases
/// folded into one) with the cases it occurs in, each a link to that case's drawing.
///
/// Causes are ordered as the terminal orders them, across specs: failing ones first, most
/// severe kind first, then by spec, then by line. Cause `k` is `id="cause-k"`; a case link is
/// `<a class="case-link" href="#c12" data-f="3">` (case 12 of the run, its finding 3).
struct HTMLCauseSection {
    /// One cause and where it is.
    struct Entry {
        var spec: Int
        var cause: FindingCauses.Cause
        /// The run-order number of each of its cases (`c<N>` in the page).
        var caseNumbers: [Int]
    }

    /// A row of the summary table: a finding kind that fails cases.
    struct Row: Equatable {
        var kind: Finding.Kind
        /// The causes of that kind, as positions in `entries`.
        var causes: [Int]
        /// How many distinct cases have a finding of that kind.
        var cases: Int
    }

    let entries: [Entry]
    let rows: [Row]

    /// How many case links a cause card shows before the rest fold into "and N more".
    static let shownCases = 12
    /// How many cause links a table row shows.
    static let shownCauses = 8
    /// How many cause cards the page shows of one kind (failing and expected apart); the rest
    /// are counted in a "and N more" line (a run of 10,000 distinct overflows would otherwise
    /// be 10,000 cards). The table's links always point at shown cards (`shownCauses` is less).
    static let shownCardsPerKind = 50

    /// `caseNumber(spec, scene, item)` gives a case's run-order number.
    init(_ results: HarnessResults, causes: [FindingCauses], caseNumber: (Int, Int, Int) -> Int) {
        var unsorted: [Entry] = []
        for s in results.specs.indices {
            for cause in causes[s].causes {
                let numbers = cause.cases.map { caseNumber(s, $0.scene, $0.item) }
                unsorted.append(Entry(spec: s, cause: cause, caseNumbers: numbers))
            }
        }
        let entries = unsorted.enumerated().sorted { a, b in
            let x = a.element.cause.finding, y = b.element.cause.finding
            if x.fails != y.fails { return x.fails }
            if x.kind != y.kind { return x.kind > y.kind }
            return a.offset < b.offset
        }.map(\.element)
        self.entries = entries
        var rows: [Row] = []
        for kind in Finding.Kind.bySeverity {
            let causes = entries.indices.filter { entries[$0].cause.finding.fails && entries[$0].cause.finding.kind == kind }
            guard !causes.isEmpty else { continue }
            var cases = Set<Int>()
            for i in causes { cases.formUnion(entries[i].caseNumbers) }
            rows.append(Row(kind: kind, causes: causes, cases: cases.count))
        }
        self.rows = rows
    }

    /// Appends the section (nothing when the run has no findings).
    func append(_ results: HarnessResults, to out: inout ReportBytes) {
        guard !entries.isEmpty else { return }
        out.append("<section id=\"by-cause\" class=\"by-cause\">\n<h2>Findings by cause</h2>\n")
        if !rows.isEmpty { table(results, to: &out) }
        out.append("<ol class=\"causes\">\n")
        // Expected causes (`<expectFinding>`) come last, folded away: they fail nothing.
        let expected = entries.filter { !$0.cause.finding.fails }.count
        var k = 0
        while k < entries.count {
            if k == entries.count - expected {
                out.append("</ol>\n<details class=\"expected-causes\"><summary>"); out.append(expected)
                out.append(expected == 1 ? " expected cause" : " expected causes")
                out.append(", declared by &lt;expectFinding&gt;: they fail nothing</summary>\n<ol class=\"causes\">\n")
            }
            // One group: the entries of one kind, failing or expected (they are contiguous).
            let f = entries[k].cause.finding
            var end = k
            while end < entries.count && entries[end].cause.finding.kind == f.kind && entries[end].cause.finding.fails == f.fails { end += 1 }
            for i in k..<min(end, k + Self.shownCardsPerKind) { card(entries[i], number: i, spec: results.specs[entries[i].spec], to: &out) }
            let more = end - k - Self.shownCardsPerKind
            if more > 0 {
                out.append("<li class=\"cause-more finding k-"); out.append(verbatim: f.kind.rawValue)
                out.append(f.fails ? "\" data-kind=\"" : " expected\" data-kind=\""); out.append(verbatim: f.kind.rawValue)
                out.append("\" data-more=\""); out.append(more); out.append("\">and "); out.append(more); out.append(" more ")
                out.append(verbatim: f.kind.rawValue)
                out.append(" causes, not shown here: each case's card below lists its findings, and the JSON results have them all</li>\n")
            }
            k = end
        }
        out.append(expected > 0 ? "</ol>\n</details>\n</section>\n" : "</ol>\n</section>\n")
    }

    /// `<table id="summary">`: one row per failing kind, most severe first; a total row.
    private func table(_ results: HarnessResults, to out: inout ReportBytes) {
        out.append("<table id=\"summary\" class=\"summary\"><thead><tr><th>finding</th><th class=\"n\">causes</th>")
        out.append("<th class=\"n\">cases</th><th>cards</th></tr></thead>\n<tbody>")
        for row in rows {
            out.append("<tr data-kind=\""); out.append(verbatim: row.kind.rawValue)
            out.append("\" data-causes=\""); out.append(row.causes.count)
            out.append("\" data-cases=\""); out.append(row.cases)
            out.append("\"><td><a class=\"kind k-"); out.append(verbatim: row.kind.rawValue)
            out.append("\" href=\"#cause-"); out.append(row.causes[0]); out.append("\">")
            out.append(verbatim: row.kind.rawValue); out.append("</a></td><td class=\"n\">"); out.append(row.causes.count)
            out.append("</td><td class=\"n\">"); out.append(row.cases); out.append("</td><td class=\"links\">")
            for (j, k) in row.causes.prefix(Self.shownCauses).enumerated() {
                if j > 0 { out.append(" ") }
                let f = entries[k].cause.finding
                out.append("<a href=\"#cause-"); out.append(k); out.append("\" title=\"")
                out.append(html: FindingText.oneLine(f.message)); out.append("\">")
                out.append(html: Self.shortLocation(entries[k], file: results.specs[entries[k].spec].file))
                out.append("</a>")
            }
            if row.causes.count > Self.shownCauses {
                out.append(" <span class=\"more\">and "); out.append(row.causes.count - Self.shownCauses); out.append(" more</span>")
            }
            out.append("</td></tr>")
        }
        let failing = entries.filter(\.cause.finding.fails)
        var cases = Set<Int>()
        for entry in failing { cases.formUnion(entry.caseNumbers) }
        out.append("</tbody>\n<tfoot><tr><td>all</td><td class=\"n\">"); out.append(failing.count)
        out.append("</td><td class=\"n\">"); out.append(cases.count); out.append("</td><td></td></tr></tfoot></table>\n")
    }

    /// `Login.xml:12 ×3`: the spec's file name, the line, and the number of cases.
    private static func shortLocation(_ entry: Entry, file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let f = entry.cause.finding
        return FindingText.location(file: name, line: f.line, column: nil) + " ×\(entry.caseNumbers.count)"
    }

    private func card(_ entry: Entry, number: Int, spec: SpecResult, to out: inout ReportBytes) {
        let f = entry.cause.finding, n = entry.caseNumbers.count
        out.append("<li class=\"cause finding k-"); out.append(verbatim: f.kind.rawValue)
        if !f.fails { out.append(" expected") }
        out.append("\" id=\"cause-"); out.append(number)
        out.append("\" data-kind=\""); out.append(verbatim: f.kind.rawValue)
        out.append("\" data-cases=\""); out.append(n); out.append("\">")
        HTMLCaseCard.appendFinding(f, file: spec.file, cases: n, to: &out)
        out.append("<div class=\"in\">in ")
        for i in 0..<n {
            if i == Self.shownCases { out.append("<details><summary>and "); out.append(n - Self.shownCases); out.append(" more</summary>") }
            out.append("<a class=\"case-link\" href=\"#c"); out.append(entry.caseNumbers[i])
            out.append("\" data-f=\""); out.append(entry.cause.positions[i]); out.append("\">")
            out.append(html: FindingCauses.label(entry.cause.cases[i], in: spec)); out.append("</a>")
        }
        if n > Self.shownCases { out.append("</details>") }
        out.append("</div></li>\n")
    }
}

import LayoutResults

/// One case's card in the HTML report: environment, size classes, size,
/// state and solve time, the drawing, and the findings, most of them listed
/// as they are: the first `listedFindings`; past those a button lets the
/// page's script list the rest from the embedded data, so a case with
/// thousands of findings does not put thousands of list items in the page.
enum HTMLCaseCard {
    /// How many findings a card lists in the page itself.
    static let listedFindings = 30

    /// Appends the card; `index` is the previous case's (its id table is
    /// reused when the ids are the same); returns this case's.
    @discardableResult
    /// With `lazy`, the drawing's markup is the text of a `<script type="text/x-drawing">` in a
    /// box of the drawing's size, which the page's script turns into the drawing when the card
    /// comes near the viewport: a browser parses text far faster than elements, so a run of
    /// thousands of cases opens in seconds (docs/reports.md, "Big runs").
    static func append(_ item: CaseResult, spec: SpecResult, id: String, scale: Double, highlight: Bool = false, lazy: Bool = false,
                       sharing index: CaseViewIndex? = nil, to out: inout ReportBytes) -> CaseViewIndex {
        let findings = item.findings
        // The kinds of the findings that fail the case; expected ones (`<expectFinding>`) are listed, not counted.
        let kinds = Finding.Kind.bySeverity.filter { kind in findings.contains { $0.kind == kind && $0.fails } }
        let failing = findings.filter(\.fails).count
        let layout = SVGCaseDrawing.Layout(item, scale: scale, sharing: index)
        let width = max(layout.pixelWidth + 38, 250)
        out.append("<article class=\"case")
        if let worst = kinds.first { out.append(" k-"); out.append(verbatim: worst.rawValue) }
        out.append("\" id=\""); out.append(html: id)
        // The size the browser assumes for a card off screen (`content-visibility: auto` skips
        // laying it out and painting it until it is near the viewport): the drawing, the
        // header and about 60 pixels a listed finding.
        let height = layout.pixelHeight + 90 + 60 * Double(min(findings.count, listedFindings))
        out.append("\" style=\"width:"); out.append(decimal: width, places: 0)
        out.append("px;contain-intrinsic-size:auto "); out.append(decimal: width, places: 0)
        out.append("px auto "); out.append(decimal: height, places: 0)
        out.append("px\" data-kinds=\""); out.append(verbatim: kinds.map(\.rawValue).joined(separator: " "))
        out.append("\">\n<header>")
        if let worst = kinds.first {
            out.append("<span class=\"status kind k-"); out.append(verbatim: worst.rawValue); out.append("\">")
            out.append(failing); out.append(failing == 1 ? " finding</span>" : " findings</span>")
        } else {
            out.append("<span class=\"status pass\">✓ passes")
            if failing < findings.count { out.append(" · "); out.append(findings.count - failing); out.append(" expected") }
            out.append("</span>")
        }
        out.append("<span class=\"env\">"); out.append(html: item.environment); out.append("</span>")
        if let state = item.state { out.append("<span class=\"state\">"); out.append(html: state); out.append("</span>") }
        out.append("<div class=\"traits\">"); out.append(html: CaseNaming.traits(item)); out.append(" · ")
        out.append(html: CaseNaming.size(item)); out.append(" pt")
        if item.layoutDirection == .rightToLeft { out.append(" · right-to-left") }
        out.append(" · "); out.append(decimal: item.solveTime * 1000, places: 1); out.append(" ms</div></header>\n")
        if lazy {
            // The box has the drawing's size (its 8-pixel padding included) until the drawing replaces the script.
            out.append("<span class=\"drawing-box lazy\" style=\"width:"); out.append(decimal: layout.pixelWidth + 16, places: 0)
            out.append("px;height:"); out.append(decimal: layout.pixelHeight + 16, places: 0)
            out.append("px\"><script type=\"text/x-drawing\">")
            // No user text in the markup can end the script: `<` is always escaped in it.
            SVGCaseDrawing.append(item, layout: layout, caseID: id, highlight: highlight, to: &out)
            out.append("</script></span>\n")
        } else {
            out.append("<span class=\"drawing-box\">")
            SVGCaseDrawing.append(item, layout: layout, caseID: id, highlight: highlight, to: &out)
            out.append("</span>\n")
        }
        if !findings.isEmpty {
            out.append("<ul class=\"findings\">")
            for (i, finding) in findings.prefix(listedFindings).enumerated() {
                out.append("<li class=\"finding k-"); out.append(verbatim: finding.kind.rawValue)
                if !finding.fails { out.append(" expected") }
                out.append("\" data-f=\""); out.append(i); out.append("\">")
                appendFinding(finding, file: spec.file, to: &out)
                out.append("</li>")
            }
            if findings.count > listedFindings {
                out.append("<li class=\"more\"><button type=\"button\" class=\"more-findings\">Show ")
                out.append(findings.count - listedFindings)
                out.append(" more findings</button></li>")
            }
            out.append("</ul>\n")
        }
        out.append("</article>\n")
        return layout.index
    }

    /// What the page shows of a finding (a card's list item, a cause's card): its kind, its
    /// location, the number of cases of a cause (`cases`), the `<expectFinding>` tag, then its
    /// message, its details when they say more (a cause's: its first case's) and its fix.
    static func appendFinding(_ f: Finding, file: String, cases: Int? = nil, to out: inout ReportBytes) {
        out.append("<span class=\"kind k-"); out.append(verbatim: f.kind.rawValue); out.append("\">")
        out.append(verbatim: f.kind.rawValue); out.append("</span><span class=\"loc mono\">")
        out.append(html: FindingText.location(file: file, line: f.line, column: f.column))
        out.append("</span>")
        if let n = cases {
            out.append(" <span class=\"count\">"); out.append(n); out.append(n == 1 ? " case</span>" : " cases</span>")
        }
        if let line = f.expectedAt {
            out.append(" <span class=\"expected-tag\">expected (line "); out.append(line); out.append(")</span>")
        }
        out.append("<br>")
        let message = FindingText.oneLine(f.message)
        out.append(html: message)
        if let detail = FindingText.detailLine(f), detail != message {
            out.append("<div class=\"detail\">"); out.append(html: detail)
            if let n = cases, n > 1 { out.append(" (in the first case)") }
            out.append("</div>")
        }
        if let fix = f.fix {
            out.append("<div class=\"fix\">fix: "); out.append(html: FindingText.oneLine(fix)); out.append("</div>")
        }
    }
}

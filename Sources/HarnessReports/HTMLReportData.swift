import LayoutResults
import LayoutSpec

/// The data the HTML report's script reads (`<script type="application/json"
/// id="report-data">`), compact JSON that cannot close the script element:
///
///     {"version": 1, "kinds": ["view", "label", ...],
///      "scenes": [{"name", "cases": [{"label", "w", "h",
///        "views": [[id, kind, x, y, w, h, hidden, parent, line(, name)], ...],
///        "findings": [[kind, location, message, details], ...]}]}]}
///
/// A view's `kind` is its index in `kinds`, `hidden` 0 or 1, `parent` the
/// index of its parent in `views` (-1 for a root, which the drawing shows as
/// the canvas; -2 for a parent id that is not in the case), `line` 0 when unknown, `name`
/// (an Interface Builder view's `userLabel` or text) only when the view has one.
/// A finding's message is on one line; `details` is null when it says no
/// more than the message. The animation, the view tooltips and the findings
/// a card does not list come from here.
enum HTMLReportData {
    static let kinds = ViewKind.allCases

    static func append(_ results: HarnessResults, to out: inout ReportBytes) {
        var taken = ReportBytes(capacity: 0)
        swap(&taken, &out)
        var e = JSONLayoutWriter(continuing: taken, pretty: false, htmlSafe: true)
        e.openObject()
        e.key("version"); e.int(results.version)
        e.key("kinds"); e.strings(kinds.map(\.rawValue))
        e.key("scenes")
        e.openArray()
        for spec in results.specs {
            for scene in spec.scenes {
                e.element()
                e.openObject()
                e.key("name"); e.string(scene.name)
                e.key("cases")
                e.openArray()
                for item in scene.cases {
                    e.element()
                    caseData(item, file: spec.file, &e)
                }
                e.close()
                e.close()
            }
        }
        e.close()
        out = e.finish()
    }

    private static func caseData(_ item: CaseResult, file: String, _ e: inout JSONLayoutWriter) {
        var byID: [String: Int]?
        let parents = CaseViewIndex.parentIndices(item.views) { id in
            if byID == nil {
                var first: [String: Int] = [:]
                for (i, v) in item.views.enumerated() where first[v.id] == nil { first[v.id] = i }
                byID = first
            }
            return byID?[id]
        }
        e.openObject()
        e.key("label"); e.string(CaseNaming.label(item))
        e.key("w"); e.number(item.width)
        e.key("h"); e.number(item.height)
        e.key("views")
        e.openArray()
        for (i, v) in item.views.enumerated() {
            e.element()
            e.openArray()
            e.element(); e.string(v.id)
            e.element(); e.int(kinds.firstIndex(of: v.kind) ?? 0)
            e.element(); e.number(v.frame.x)
            e.element(); e.number(v.frame.y)
            e.element(); e.number(v.frame.width)
            e.element(); e.number(v.frame.height)
            e.element(); e.int(v.hidden ? 1 : 0)
            e.element(); e.int(parents[i])
            e.element(); e.int(v.line ?? 0)
            if let name = v.name { e.element(); e.string(name) }
            e.close()
        }
        e.close()
        e.key("findings")
        // Location, message and details are put together in scratch buffers, then escaped.
        var message = ReportBytes(capacity: 256), text = ReportBytes(capacity: 256)
        e.openArray()
        for finding in item.findings {
            e.element()
            e.openArray()
            e.element(); e.string(finding.kind.rawValue)
            text.truncate(to: 0)
            text.append(location: file, line: finding.line, column: finding.column)
            e.element(); text.withUnsafeBytes { e.string(utf8: $0) }
            message.truncate(to: 0)
            message.append(oneLine: finding.message)
            if let line = finding.expectedAt {
                message.append(" (expected: <expectFinding> at line ")
                message.append(line)
                message.append(")")
            }
            e.element(); message.withUnsafeBytes { e.string(utf8: $0) }
            text.truncate(to: 0)
            let details = text.append(detailLine: finding)
            let same = details && text.withUnsafeBytes { detail in message.withUnsafeBytes { ReportBytes.sameText(detail, $0) } }
            e.element()
            if details && !same {
                text.withUnsafeBytes { e.string(utf8: $0) }
            } else {
                e.null()
            }
            e.close()
        }
        e.close()
        e.close()
    }
}

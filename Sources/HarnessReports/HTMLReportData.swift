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
        var e = JSONEmitter(htmlSafe: true, capacity: 0)
        swap(&e.out, &out)
        defer { swap(&e.out, &out) }
        let scenes = results.specs.flatMap { spec in spec.scenes.map { (spec, $0) } }
        e.container(.object, count: 3) { e, i in
            switch i {
            case 0: e.field("version"); e.int(results.version)
            case 1: e.field("kinds"); e.container(.array, count: kinds.count) { e, k in e.string(kinds[k].rawValue) }
            default:
                e.field("scenes")
                e.container(.array, count: scenes.count) { e, s in
                    let (spec, scene) = scenes[s]
                    e.container(.object, count: 2) { e, m in
                        if m == 0 {
                            e.field("name"); e.string(scene.name)
                        } else {
                            e.field("cases")
                            e.container(.array, count: scene.cases.count) { e, c in
                                caseData(scene.cases[c], file: spec.file, &e)
                            }
                        }
                    }
                }
            }
        }
    }

    private static func caseData(_ item: CaseResult, file: String, _ e: inout JSONEmitter) {
        var byID: [String: Int]?
        let parents = CaseViewIndex.parentIndices(item.views) { id in
            if byID == nil {
                var first: [String: Int] = [:]
                for (i, v) in item.views.enumerated() where first[v.id] == nil { first[v.id] = i }
                byID = first
            }
            return byID?[id]
        }
        e.container(.object, count: 5) { e, m in
            switch m {
            case 0: e.field("label"); e.string(CaseNaming.label(item))
            case 1: e.field("w"); e.number(item.width)
            case 2: e.field("h"); e.number(item.height)
            case 3:
                e.field("views")
                e.out.append(UInt8(ascii: "["))
                for (i, v) in item.views.enumerated() {
                    if i > 0 { e.out.append(UInt8(ascii: ",")) }
                    e.out.append(UInt8(ascii: "["))
                    e.string(v.id)
                    e.out.append(UInt8(ascii: ","))
                    e.int(kinds.firstIndex(of: v.kind) ?? 0)
                    e.out.append(UInt8(ascii: ",")); e.number(v.frame.x)
                    e.out.append(UInt8(ascii: ",")); e.number(v.frame.y)
                    e.out.append(UInt8(ascii: ",")); e.number(v.frame.width)
                    e.out.append(UInt8(ascii: ",")); e.number(v.frame.height)
                    e.out.append(v.hidden ? ",1," : ",0,")
                    e.int(parents[i])
                    e.out.append(UInt8(ascii: ","))
                    e.int(v.line ?? 0)
                    if let name = v.name { e.out.append(UInt8(ascii: ",")); e.string(name) }
                    e.out.append(UInt8(ascii: "]"))
                }
                e.out.append(UInt8(ascii: "]"))
            default:
                e.field("findings")
                // Location, message and details are put together in scratch buffers, then escaped.
                var message = ReportBytes(capacity: 256), text = ReportBytes(capacity: 256)
                let findings = item.findings
                e.container(.array, count: findings.count) { e, f in
                    e.out.append(UInt8(ascii: "["))
                    e.string(findings[f].kind.rawValue)
                    e.out.append(UInt8(ascii: ","))
                    text.truncate(to: 0)
                    text.append(location: file, line: findings[f].line, column: findings[f].column)
                    text.withUnsafeBytes { e.out.append(jsonString: $0, htmlSafe: true) }
                    e.out.append(UInt8(ascii: ","))
                    message.truncate(to: 0)
                    message.append(oneLine: findings[f].message)
                    if let line = findings[f].expectedAt {
                        message.append(" (expected: <expectFinding> at line ")
                        message.append(line)
                        message.append(")")
                    }
                    message.withUnsafeBytes { e.out.append(jsonString: $0, htmlSafe: true) }
                    e.out.append(UInt8(ascii: ","))
                    text.truncate(to: 0)
                    let details = text.append(detailLine: findings[f])
                    let same = details && text.withUnsafeBytes { detail in message.withUnsafeBytes { ReportBytes.sameText(detail, $0) } }
                    if details && !same {
                        text.withUnsafeBytes { e.out.append(jsonString: $0, htmlSafe: true) }
                    } else {
                        e.null()
                    }
                    e.out.append(UInt8(ascii: "]"))
                }
            }
        }
    }
}

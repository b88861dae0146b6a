import LayoutResults
import LayoutSpec

/// Streams the results JSON into bytes, member by member, in `JSONText`'s
/// layout (two-space indents; a container of scalars on one line), without
/// building a `JSONValue` tree first: no allocation per view or number. It is
/// the one writer of the results JSON; `JSONResultsReader` reads it back. Each container tells the emitter
/// whether all its items are scalars (a non-empty array or object is not),
/// which decides whether it may stand on one line.
enum JSONResultsEncoder {
    static func encode(_ results: HarnessResults) -> ReportBytes {
        // About 220 bytes a view and 400 a finding: one allocation, no growing.
        let items = results.specs.reduce(0) { $0 + $1.scenes.reduce(0) { $0 + $1.cases.reduce(0) { $0 + 220 * $1.views.count + 400 * $1.findings.count } } }
        var e = JSONEmitter(style: .pretty, capacity: 4096 + items)
        var members = 3
        if results.startedAt != nil { members += 1 }
        if results.hostname != nil { members += 1 }
        if results.wallTime != nil { members += 1 }
        e.container(.object, count: members, scalarItems: false, indent: 0) { e, i, indent in
            var optional = 0
            switch i {
            case 0: e.field("version"); e.int(results.version); return
            case members - 2: e.field("summary"); summary(results, &e, indent); return
            case members - 1:
                e.field("specs")
                e.container(.array, count: results.specs.count, scalarItems: false, indent: indent) { e, i, indent in
                    spec(results.specs[i], &e, indent)
                }
                return
            default: break
            }
            // The optional members, in order: startedAt, hostname, wallTime.
            if let startedAt = results.startedAt {
                optional += 1
                if optional == i { e.field("startedAt"); e.string(ReportDate.iso8601(startedAt)); return }
            }
            if let hostname = results.hostname {
                optional += 1
                if optional == i { e.field("hostname"); e.string(hostname); return }
            }
            if let wallTime = results.wallTime {
                e.field("wallTime"); e.number(wallTime)
            }
        }
        e.finish()
        return e.out
    }

    private static func summary(_ results: HarnessResults, _ e: inout JSONEmitter, _ indent: Int) {
        let s = results.summary
        let milliseconds = results.specs.reduce(0) { total, spec in
            spec.scenes.reduce(total) { total, scene in
                scene.cases.reduce(total) { $0.saturatingAdd(ReportNumber.milliseconds($1.solveTime)) }
            }
        }
        let counts: [(String, Int)] = [
            ("specs", s.specs), ("specErrors", s.specErrors), ("scenes", s.scenes), ("cases", s.cases),
            ("passedCases", s.passedCases), ("failedCases", s.failedCases),
        ]
        // `expectedFindings` only when there are some (files without never had it).
        let expected = s.expectedFindings > 0 ? 1 : 0
        e.container(.object, count: counts.count + 2 + expected, scalarItems: false, indent: indent) { e, i, indent in
            if i < counts.count {
                e.key(counts[i].0); e.int(counts[i].1)
            } else if i == counts.count + 1 && expected == 1 {
                e.field("expectedFindings"); e.int(s.expectedFindings)
            } else if i == counts.count {
                e.field("findings")
                let kinds = Finding.Kind.bySeverity
                e.container(.object, count: kinds.count, scalarItems: true, indent: indent) { e, k, _ in
                    e.key(kinds[k].rawValue); e.int(s.findings[kinds[k]] ?? 0)
                }
            } else {
                e.field("solveTime"); e.number(Double(milliseconds) / 1000)
            }
        }
    }

    private enum SpecField { case file, name, errors, warnings, scenes, causes }

    private static func spec(_ spec: SpecResult, _ e: inout JSONEmitter, _ indent: Int) {
        // `warnings` only when there are some (a member files without warnings never had);
        // `causes`, the findings folded by cause as every report folds them, only when there
        // are findings.
        let hasWarnings = !spec.warnings.isEmpty
        let causes = FindingCauses(spec).causes
        let fields: [SpecField] = [.file, .name, .errors] + (hasWarnings ? [.warnings] : []) + [.scenes] + (causes.isEmpty ? [] : [.causes])
        e.container(.object, count: fields.count, scalarItems: spec.errors.isEmpty && spec.scenes.isEmpty && !hasWarnings,
                    indent: indent) { e, i, indent in
            func diagnostics(_ list: [SpecResult.Diagnostic], _ e: inout JSONEmitter) {
                e.container(.array, count: list.count, scalarItems: false, indent: indent) { e, i, indent in
                    let error = list[i]
                    e.container(.object, count: 3, scalarItems: true, indent: indent) { e, m, _ in
                        switch m {
                        case 0: e.field("line"); e.int(error.line)
                        case 1: e.field("column"); e.int(error.column)
                        default: e.field("message"); e.string(error.message)
                        }
                    }
                }
            }
            switch fields[i] {
            case .file: e.field("file"); e.string(spec.file)
            case .name: e.field("name"); e.string(spec.name)
            case .errors:
                e.field("errors")
                diagnostics(spec.errors, &e)
            case .warnings:
                e.field("warnings")
                diagnostics(spec.warnings, &e)
            case .scenes:
                e.field("scenes")
                e.container(.array, count: spec.scenes.count, scalarItems: false, indent: indent) { e, i, indent in
                    scene(spec.scenes[i], &e, indent)
                }
            case .causes:
                e.field("causes")
                e.container(.array, count: causes.count, scalarItems: false, indent: indent) { e, i, indent in
                    cause(causes[i], in: spec, &e, indent)
                }
            }
        }
    }

    /// `{"kind", "line", "column", "message", "expected", "cases": [{"scene", "environment", "state"}]}`.
    private static func cause(_ cause: FindingCauses.Cause, in spec: SpecResult, _ e: inout JSONEmitter, _ indent: Int) {
        let finding = cause.finding
        e.container(.object, count: 6, scalarItems: false, indent: indent) { e, m, indent in
            switch m {
            case 0: e.field("kind"); e.string(finding.kind.rawValue)
            case 1: e.field("line"); e.int(finding.line)
            case 2: e.field("column"); e.int(finding.column)
            case 3: e.field("message"); e.string(finding.message)
            case 4: e.field("expected"); e.bool(!finding.fails)
            default:
                e.field("cases")
                e.container(.array, count: cause.cases.count, scalarItems: false, indent: indent) { e, c, indent in
                    let ref = cause.cases[c]
                    let scene = spec.scenes[ref.scene], item = scene.cases[ref.item]
                    e.container(.object, count: 3, scalarItems: true, indent: indent) { e, k, _ in
                        switch k {
                        case 0: e.field("scene"); e.string(scene.name)
                        case 1: e.field("environment"); e.string(item.environment)
                        default: e.field("state"); e.string(item.state)
                        }
                    }
                }
            }
        }
    }

    private static func scene(_ scene: SceneResult, _ e: inout JSONEmitter, _ indent: Int) {
        e.container(.object, count: 3, scalarItems: scene.cases.isEmpty, indent: indent) { e, i, indent in
            switch i {
            case 0: e.field("name"); e.string(scene.name)
            case 1: e.field("index"); e.int(scene.index)
            default:
                e.field("cases")
                e.container(.array, count: scene.cases.count, scalarItems: false, indent: indent) { e, i, indent in
                    caseValue(scene.cases[i], &e, indent)
                }
            }
        }
    }

    private static func caseValue(_ c: CaseResult, _ e: inout JSONEmitter, _ indent: Int) {
        let members = 14 + (c.warnings.isEmpty ? 0 : 1) + (c.fitted.isEmpty ? 0 : 1)
        e.container(.object, count: members, scalarItems: false, indent: indent) { e, i, indent in
            switch i {
            case 0: e.field("environment"); e.string(c.environment)
            case 1: e.field("environmentIndex"); e.int(c.environmentIndex)
            case 2: e.field("widthClass"); e.string(c.widthClass.rawValue)
            case 3: e.field("heightClass"); e.string(c.heightClass.rawValue)
            case 4: e.field("width"); e.number(c.width)
            case 5: e.field("height"); e.number(c.height)
            case 6: e.field("layoutDirection"); e.string(c.layoutDirection.rawValue)
            case 7:
                let s = c.safeArea
                e.field("safeArea"); numbers(s.top, s.left, s.bottom, s.right, &e, indent)
            case 8: e.field("state"); e.string(c.state)
            case 9: e.field("stateIndex"); e.int(c.stateIndex)
            case 10: e.field("solveTime"); e.number(c.solveTime)
            case 11:
                e.field("frames")
                e.container(.object, count: c.views.count, scalarItems: false, indent: indent) { e, i, indent in
                    let v = c.views[i]
                    e.key(v.id)
                    frame(v.frame, &e, indent)
                }
            case 12:
                e.field("views")
                e.container(.array, count: c.views.count, scalarItems: false, indent: indent) { e, i, indent in
                    view(c.views[i], &e, indent)
                }
            case 13:
                e.field("findings")
                let findings = c.findings
                e.container(.array, count: findings.count, scalarItems: false, indent: indent) { e, i, indent in
                    finding(findings, i, &e, indent)
                }
            case 14 where c.warnings.isEmpty, 15:
                e.field("fitting"); strings(c.fitted.names, &e, indent)
            default:
                e.field("warnings")
                e.container(.array, count: c.warnings.count, scalarItems: false, indent: indent) { e, i, indent in
                    let w = c.warnings[i]
                    e.container(.object, count: 5, scalarItems: w.items.isEmpty, indent: indent) { e, m, indent in
                        switch m {
                        case 0: e.field("code"); e.string(w.code)
                        case 1: e.field("message"); e.string(w.message)
                        case 2: e.field("items"); strings(w.items, &e, indent)
                        case 3: e.field("line"); e.int(w.line)
                        default: e.field("column"); e.int(w.column)
                        }
                    }
                }
            }
        }
    }

    private static func view(_ v: ViewFrame, _ e: inout JSONEmitter, _ indent: Int) {
        let lineMembers = (v.line == nil ? 0 : 1) + (v.column == nil ? 0 : 1)
        let named = v.name == nil ? 0 : 1
        let members = 4 + named + lineMembers + (v.text == nil ? 0 : 1)
        e.container(.object, count: members, scalarItems: v.text == nil, indent: indent) { e, k, indent in
            // `name`, when there is one, comes after `id`; the other members after it.
            if k == 1 && named == 1 { e.field("name"); e.string(v.name); return }
            let i = k > 0 ? k - named : 0
            switch i {
            case 0: e.field("id"); e.string(v.id)
            case 1: e.field("kind"); e.string(v.kind.rawValue)
            case 2: e.field("parent"); e.string(v.parent)
            case 3: e.field("hidden"); e.bool(v.hidden)
            case 4 where v.line != nil: e.field("line"); e.int(v.line)
            case 4 + lineMembers: if let text = v.text { e.field("text"); shownText(text, &e, indent) }
            default: e.field("column"); e.int(v.column)
            }
        }
    }

    /// A view's `text`: the lines it shows and where (`ShownText`).
    private static func shownText(_ t: ShownText, _ e: inout JSONEmitter, _ indent: Int) {
        e.container(.object, count: 8, scalarItems: t.lines.isEmpty, indent: indent) { e, i, indent in
            switch i {
            case 0: e.field("lines"); strings(t.lines, &e, indent)
            case 1: e.field("fontSize"); e.number(t.fontSize)
            case 2: e.field("lineHeight"); e.number(t.lineHeight)
            case 3: e.field("baseline"); e.number(t.baseline)
            case 4: e.field("leftInset"); e.number(t.leftInset)
            case 5: e.field("rightInset"); e.number(t.rightInset)
            case 6: e.field("alignment"); e.string(t.alignment.rawValue)
            default: e.field("placeholder"); e.bool(t.isPlaceholder)
            }
        }
    }

    /// `findings[n]`, read in place (a `Finding` copied costs a reference count per field).
    private static func finding(_ findings: [Finding], _ n: Int, _ e: inout JSONEmitter, _ indent: Int) {
        let hasDetails = findings[n].details != nil
        let expected = findings[n].expectedAt
        let fix = findings[n].fix
        let members = 5 + (hasDetails ? 1 : 0) + (expected == nil ? 0 : 1) + (fix == nil ? 0 : 1)
        e.container(.object, count: members, scalarItems: findings[n].items.isEmpty && !hasDetails, indent: indent) { e, i, indent in
            switch i {
            case 0: e.field("kind"); e.string(findings[n].kind.rawValue)
            case 1: e.field("items"); strings(findings[n].items, &e, indent)
            case 2: e.field("message"); e.string(findings[n].message)
            case 3: e.field("line"); e.int(findings[n].line)
            case 4: e.field("column"); e.int(findings[n].column)
            case 5 where hasDetails: if let details = findings[n].details { e.field("details"); self.details(details, &e, indent) }
            case 5 + (hasDetails ? 1 : 0) where expected != nil: e.field("expected"); e.int(expected)
            default: e.field("fix"); e.string(fix)
            }
        }
    }

    private static func details(_ d: Finding.Details, _ e: inout JSONEmitter, _ indent: Int) {
        switch d {
        case .conflict(let c):
            e.container(.object, count: c.equations.isEmpty ? 2 : 3, scalarItems: c.constraints.isEmpty && c.equations.isEmpty,
                        indent: indent) { e, i, indent in
                switch i {
                case 0: e.field("constraints"); strings(c.constraints, &e, indent)
                case 1: e.field("broken"); e.string(c.broken)
                default:
                    e.field("equations")
                    e.container(.array, count: c.equations.count, scalarItems: false, indent: indent) { e, k, indent in
                        equation(c.equations[k], &e, indent)
                    }
                }
            }
        case .ambiguity(let a):
            e.container(.object, count: 4, scalarItems: a.range == nil, indent: indent) { e, i, indent in
                switch i {
                case 0: e.field("view"); e.string(a.view)
                case 1: e.field("attribute"); e.string(a.attribute.rawValue)
                case 2:
                    e.field("range")
                    if let r = a.range { numbers([r.lowerBound, r.upperBound], &e, indent) } else { e.null() }
                default: e.field("cause"); e.string(a.cause.rawValue)
                }
            }
        case .overflow(let o):
            e.container(.object, count: 4, scalarItems: true, indent: indent) { e, i, _ in
                switch i {
                case 0: e.field("view"); e.string(o.view)
                case 1: e.field("edge"); e.string(o.edge.rawValue)
                case 2: e.field("amount"); e.number(o.amount)
                default: e.field("container"); e.string(o.container)
                }
            }
        case .expectation(let x):
            e.container(.object, count: 5, scalarItems: x.expected.isEmpty && x.actual.isEmpty, indent: indent) { e, i, indent in
                switch i {
                case 0: e.field("view"); e.string(x.view)
                case 1: e.field("attribute"); e.string(x.attribute)
                case 2: e.field("expected"); numbers(x.expected, &e, indent)
                case 3: e.field("actual"); numbers(x.actual, &e, indent)
                default: e.field("tolerance"); e.number(x.tolerance)
                }
            }
        case .truncation(let t):
            e.container(.object, count: 7, scalarItems: true, indent: indent) { e, i, _ in
                switch i {
                case 0: e.field("view"); e.string(t.view)
                case 1: e.field("shown"); e.string(t.shown)
                case 2: e.field("text"); e.string(t.text)
                case 3: e.field("mode"); e.string(t.mode)
                case 4: e.field("widthLacking"); if let lacking = t.widthLacking { e.number(lacking) } else { e.null() }
                case 5: e.field("linesLost"); e.int(t.linesLost)
                default: e.field("limitedBy"); e.string(t.limitedBy?.rawValue)
                }
            }
        case .overlap(let o):
            e.container(.object, count: 3, scalarItems: false, indent: indent) { e, i, indent in
                switch i {
                case 0: e.field("view"); e.string(o.view)
                case 1: e.field("others"); strings(o.others, &e, indent)
                default: e.field("area"); frame(o.area, &e, indent)
                }
            }
        case .regression(let r):
            e.container(.object, count: 3, scalarItems: r.old == nil && r.new == nil, indent: indent) { e, i, indent in
                switch i {
                case 0: e.field("view"); e.string(r.view)
                case 1: e.field("old"); if let old = r.old { frame(old, &e, indent) } else { e.null() }
                default: e.field("new"); if let new = r.new { frame(new, &e, indent) } else { e.null() }
                }
            }
        }
    }

    /// `{"id", "name", "equation", "line", "column", "written"}`.
    private static func equation(_ q: ConstraintEquation, _ e: inout JSONEmitter, _ indent: Int) {
        e.container(.object, count: 6, scalarItems: true, indent: indent) { e, m, _ in
            switch m {
            case 0: e.field("id"); e.string(q.id)
            case 1: e.field("name"); e.string(q.name)
            case 2: e.field("equation"); e.string(q.equation)
            case 3: e.field("line"); e.int(q.line)
            case 4: e.field("column"); e.int(q.column)
            default: e.field("written"); e.bool(q.written)
            }
        }
    }

    private static func frame(_ f: Rect, _ e: inout JSONEmitter, _ indent: Int) {
        numbers(f.x, f.y, f.width, f.height, &e, indent)
    }

    private static func numbers(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: inout JSONEmitter, _ indent: Int) {
        e.container(.array, count: 4, scalarItems: true, indent: indent) { e, i, _ in
            e.number(i == 0 ? a : i == 1 ? b : i == 2 ? c : d)
        }
    }

    private static func numbers(_ values: [Double], _ e: inout JSONEmitter, _ indent: Int) {
        e.container(.array, count: values.count, scalarItems: true, indent: indent) { e, i, _ in e.number(values[i]) }
    }

    private static func strings(_ values: [String], _ e: inout JSONEmitter, _ indent: Int) {
        e.container(.array, count: values.count, scalarItems: true, indent: indent) { e, i, _ in e.string(values[i]) }
    }
}

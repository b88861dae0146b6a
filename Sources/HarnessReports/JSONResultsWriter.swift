import Foundation
import LayoutEngine

/// Writes the machine-readable results (`--json PATH`): the results JSON,
/// format version 1, plus additions (docs/reports.md lists them).
/// The output is deterministic: fixed member order, views in tree order,
/// numbers with at most 3 decimals and never an exponent.
public enum JSONResultsWriter {
    /// The results JSON text (pretty, ends in a newline).
    public static func render(_ results: HarnessResults) -> String {
        JSONResultsEncoder.encode(results).string
    }

    /// The results JSON as UTF-8 bytes: the same text as `render`, without
    /// the copy into a `String`.
    public static func renderBytes(_ results: HarnessResults) -> ReportBytes {
        JSONResultsEncoder.encode(results)
    }

    /// Writes the results JSON to `path` atomically.
    public static func write(_ results: HarnessResults, to path: String) throws {
        try AtomicFileWriter.write(JSONResultsEncoder.encode(results), to: path)
    }

    /// The whole document as a `JSONValue`: `render` streams the same text
    /// without building it (`JSONResultsEncoder`).
    public static func document(_ results: HarnessResults) -> JSONValue {
        var members: [JSONValue.Member] = [.init("version", .int(results.version))]
        if let startedAt = results.startedAt { members.append(.init("startedAt", .string(ReportDate.iso8601(startedAt)))) }
        if let hostname = results.hostname { members.append(.init("hostname", .string(hostname))) }
        if let wallTime = results.wallTime { members.append(.init("wallTime", .number(wallTime))) }
        members.append(.init("summary", summary(results)))
        members.append(.init("specs", .array(results.specs.map(spec))))
        return .object(members)
    }

    /// The summary; its `solveTime` adds the cases' times as written (whole
    /// milliseconds), so reading a file back and writing it again changes nothing.
    static func summary(_ results: HarnessResults) -> JSONValue {
        let s = results.summary
        let milliseconds = results.specs.reduce(0) { total, spec in
            spec.scenes.reduce(total) { total, scene in
                scene.cases.reduce(total) { $0.saturatingAdd(ReportNumber.milliseconds($1.solveTime)) }
            }
        }
        var members: [JSONValue.Member] = [
            .init("specs", .int(s.specs)),
            .init("specErrors", .int(s.specErrors)),
            .init("scenes", .int(s.scenes)),
            .init("cases", .int(s.cases)),
            .init("passedCases", .int(s.passedCases)),
            .init("failedCases", .int(s.failedCases)),
            .init("findings", .object(Finding.Kind.bySeverity.map { .init($0.rawValue, .int(s.findings[$0] ?? 0)) })),
        ]
        if s.expectedFindings > 0 { members.append(.init("expectedFindings", .int(s.expectedFindings))) }
        members.append(.init("solveTime", .number(Double(milliseconds) / 1000)))
        return .object(members)
    }

    static func spec(_ spec: SpecResult) -> JSONValue {
        func diagnostics(_ list: [SpecResult.Diagnostic]) -> JSONValue {
            .array(list.map { error in
                .object([
                    .init("line", .int(error.line)),
                    .init("column", .int(error.column)),
                    .init("message", .string(error.message)),
                ])
            })
        }
        var members: [JSONValue.Member] = [
            .init("file", .string(spec.file)),
            .init("name", .string(spec.name)),
            .init("errors", diagnostics(spec.errors)),
        ]
        if !spec.warnings.isEmpty { members.append(.init("warnings", diagnostics(spec.warnings))) }
        members.append(.init("scenes", .array(spec.scenes.map(scene))))
        return .object(members)
    }

    static func scene(_ scene: SceneResult) -> JSONValue {
        .object([
            .init("name", .string(scene.name)),
            .init("index", .int(scene.index)),
            .init("cases", .array(scene.cases.map(caseValue))),
        ])
    }

    static func caseValue(_ c: CaseResult) -> JSONValue {
        let insets = c.safeArea
        var members: [JSONValue.Member] = [
            .init("environment", .string(c.environment)),
            .init("environmentIndex", .int(c.environmentIndex)),
            .init("widthClass", .string(c.widthClass.rawValue)),
            .init("heightClass", .string(c.heightClass.rawValue)),
            .init("width", .number(c.width)),
            .init("height", .number(c.height)),
            .init("layoutDirection", .string(c.layoutDirection.rawValue)),
            .init("safeArea", .numbers([insets.top, insets.left, insets.bottom, insets.right])),
            .init("state", .string(c.state)),
            .init("stateIndex", .int(c.stateIndex)),
            .init("solveTime", .number(c.solveTime)),
            .init("frames", .object(c.views.map { .init($0.id, .numbers($0.frame.array)) })),
            .init("views", .array(c.views.map(view))),
            .init("findings", .array(c.findings.map(finding))),
        ]
        if !c.warnings.isEmpty {
            members.append(.init("warnings", .array(c.warnings.map { w in
                .object([
                    .init("code", .string(w.code)), .init("message", .string(w.message)),
                    .init("items", .strings(w.items)), .init("line", .int(w.line)), .init("column", .int(w.column)),
                ])
            })))
        }
        if !c.fitted.isEmpty { members.append(.init("fitting", .strings(c.fitted.names))) }
        return .object(members)
    }

    static func view(_ v: ViewFrame) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("id", .string(v.id)),
            .init("kind", .string(v.kind.rawValue)),
            .init("parent", .string(v.parent)),
            .init("hidden", .bool(v.hidden)),
        ]
        if let line = v.line { members.append(.init("line", .int(line))) }
        if let column = v.column { members.append(.init("column", .int(column))) }
        if let t = v.text {
            members.append(.init("text", .object([
                .init("lines", .strings(t.lines)),
                .init("fontSize", .number(t.fontSize)),
                .init("lineHeight", .number(t.lineHeight)),
                .init("baseline", .number(t.baseline)),
                .init("leftInset", .number(t.leftInset)),
                .init("rightInset", .number(t.rightInset)),
                .init("alignment", .string(t.alignment.rawValue)),
                .init("placeholder", .bool(t.isPlaceholder)),
            ])))
        }
        return .object(members)
    }

    static func finding(_ f: Finding) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("kind", .string(f.kind.rawValue)),
            .init("items", .strings(f.items)),
            .init("message", .string(f.message)),
            .init("line", .int(f.line)),
            .init("column", .int(f.column)),
        ]
        if let details = f.details { members.append(.init("details", self.details(details))) }
        if let expected = f.expectedAt { members.append(.init("expected", .int(expected))) }
        if let fix = f.fix { members.append(.init("fix", .string(fix))) }
        return .object(members)
    }

    static func details(_ d: Finding.Details) -> JSONValue {
        switch d {
        case .conflict(let c):
            var members: [JSONValue.Member] = [.init("constraints", .strings(c.constraints)), .init("broken", .string(c.broken))]
            if !c.equations.isEmpty {
                members.append(.init("equations", .array(c.equations.map { q in
                    .object([
                        .init("id", .string(q.id)), .init("name", .string(q.name)), .init("equation", .string(q.equation)),
                        .init("line", .int(q.line)), .init("column", .int(q.column)), .init("written", .bool(q.written)),
                    ])
                })))
            }
            return .object(members)
        case .ambiguity(let a):
            return .object([
                .init("view", .string(a.view)),
                .init("attribute", .string(a.attribute.rawValue)),
                .init("range", a.range.map { .numbers([$0.lowerBound, $0.upperBound]) } ?? .null),
                .init("cause", .string(a.cause.rawValue)),
            ])
        case .overflow(let o):
            return .object([
                .init("view", .string(o.view)),
                .init("edge", .string(o.edge.rawValue)),
                .init("amount", .number(o.amount)),
                .init("container", .string(o.container)),
            ])
        case .expectation(let e):
            return .object([
                .init("view", .string(e.view)),
                .init("attribute", .string(e.attribute)),
                .init("expected", .numbers(e.expected)),
                .init("actual", .numbers(e.actual)),
                .init("tolerance", .number(e.tolerance)),
            ])
        case .truncation(let t):
            return .object([
                .init("view", .string(t.view)),
                .init("shown", .string(t.shown)),
                .init("text", .string(t.text)),
                .init("mode", .string(t.mode)),
                .init("widthLacking", t.widthLacking.map { .number($0) } ?? .null),
                .init("linesLost", .int(t.linesLost)),
                .init("limitedBy", .string(t.limitedBy?.rawValue)),
            ])
        case .regression(let r):
            return .object([
                .init("view", .string(r.view)),
                .init("old", r.old.map { .numbers($0.array) } ?? .null),
                .init("new", r.new.map { .numbers($0.array) } ?? .null),
            ])
        case .overlap(let o):
            return .object([.init("view", .string(o.view)), .init("others", .strings(o.others)), .init("area", .numbers(o.area.array))])
        }
    }
}

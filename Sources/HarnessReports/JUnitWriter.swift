import Foundation
import LayoutResults

/// Writes results as JUnit XML for CI servers (docs/reports.md explains the
/// mapping): one `<testsuite>` per spec file; one `<testcase>` per scene ×
/// environment × state, `classname` `<spec>.<scene>`, `name` the case label;
/// at most one `<failure>` per testcase, typed by the most severe finding,
/// with every finding in its body; spec errors as an `<error>` testcase.
public enum JUnitWriter {
    /// Choices for the JUnit output.
    public struct Options: Sendable, Equatable {
        /// Adds `file` and `line` attributes to testcases (read by
        /// mikepenz/action-junit-report and GitLab). No JUnit schema allows
        /// them, so they are off by default.
        public var fileAttributes: Bool

        public init(fileAttributes: Bool = false) {
            self.fileAttributes = fileAttributes
        }
    }

    /// The `<failure>`/`<error>` `type` of spec errors.
    public static let specErrorType = "specError"

    /// The JUnit XML text.
    public static func render(_ results: HarnessResults, options: Options = Options()) -> String {
        renderBytes(results, options: options).string
    }

    /// The JUnit XML as UTF-8 bytes: the same text as `render`. The failure
    /// bodies (every finding of a case) are written straight into the file's
    /// bytes instead of into the document's `String`s first.
    /// `causes`, when given, are those of `results` (`ReportCauses`), made once for every report.
    public static func renderBytes(_ results: HarnessResults, options: Options = Options(), causes shared: ReportCauses? = nil,
                                   sink: ReportSink? = nil) -> ReportBytes {
        let causes = results.specs.indices.map { ReportCauses.spec($0, of: results, from: shared) }
        let document = self.document(results, options: options, bodies: false, causes: causes)
        var body = ReportBytes(capacity: 1 << 16)
        // About 200 bytes a finding in the bodies.
        let findings = results.specs.reduce(0) { $0 + $1.scenes.reduce(0) { $0 + $1.cases.reduce(0) { $0 + $1.findings.count } } }
        return JUnitXMLSerializer.renderBytes(document, extraCapacity: 200 * findings, sink: sink) { suite, testcase, out in
            guard suite < results.specs.count else { return false }
            let spec = results.specs[suite]
            var index = testcase - (spec.errors.isEmpty ? 0 : 1)
            guard index >= 0 else { return false }
            for (sceneIndex, scene) in spec.scenes.enumerated() {
                if index < scene.cases.count {
                    body.truncate(to: 0)
                    let ref = FindingCauses.CaseRef(scene: sceneIndex, item: index)
                    failureBody(scene.cases[index], spec: spec, scene: scene, ref: ref, causes: causes[suite], into: &body)
                    body.withUnsafeBytes { out.append(xmlText: $0) }
                    return true
                }
                index -= scene.cases.count
            }
            return false
        }
    }

    /// Writes the JUnit XML to `path` atomically.
    public static func write(_ results: HarnessResults, to path: String, options: Options = Options()) throws {
        try AtomicFileWriter.write(renderBytes(results, options: options), to: path)
    }

    /// The report as a `JUnitDocument`.
    public static func document(_ results: HarnessResults, options: Options = Options()) -> JUnitDocument {
        document(results, options: options, bodies: true, causes: results.specs.map(SpecCauses.init))
    }

    /// The document; without `bodies`, failures have an empty body (`renderBytes` writes them).
    private static func document(_ results: HarnessResults, options: Options, bodies: Bool, causes: [SpecCauses]) -> JUnitDocument {
        let timestamp = ReportDate.junitTimestamp(results.startedAt ?? Date(timeIntervalSince1970: 0))
        let host = FindingText.oneLine(results.hostname ?? ""), hostname = host.isEmpty ? "localhost" : host
        var used = Set<String>()
        var suites: [JUnitDocument.Suite] = []
        for (index, spec) in results.specs.enumerated() {
            var testcases: [JUnitDocument.TestCase] = []
            if !spec.errors.isEmpty {
                testcases.append(unique(errorCase(spec, options: options), &used))
            }
            for (s, scene) in spec.scenes.enumerated() {
                for (c, item) in scene.cases.enumerated() {
                    let ref = FindingCauses.CaseRef(scene: s, item: c)
                    testcases.append(unique(testCase(item, spec: spec, scene: scene, ref: ref, causes: causes[index], options: options,
                                                     body: bodies), &used))
                }
            }
            suites.append(JUnitDocument.Suite(
                name: CaseNaming.junitComponent(spec.name),
                package: CaseNaming.junitPackage(spec: spec),
                id: index,
                timestamp: timestamp,
                hostname: hostname,
                properties: properties(spec),
                testcases: testcases,
                systemOut: systemOut(spec, causes: causes[index])
            ))
        }
        return JUnitDocument(suites: suites)
    }

    /// `widthClass=compact heightClass=regular width=390 height=844 safeArea=47 0 34 0 layoutDirection=leftToRight`.
    public static func traitValues(_ c: CaseResult) -> String {
        let s = c.safeArea
        let insets = [s.top, s.left, s.bottom, s.right].map { ReportNumber.decimal($0) }.joined(separator: " ")
        return "widthClass=\(c.widthClass.rawValue) heightClass=\(c.heightClass.rawValue)"
            + " width=\(ReportNumber.decimal(c.width)) height=\(ReportNumber.decimal(c.height))"
            + " safeArea=\(insets) layoutDirection=\(c.layoutDirection.rawValue)"
            + (c.fitted.isEmpty ? "" : " fitting=" + c.fitted.names.joined(separator: ","))
    }

    /// The suite's `<system-out>` (every JUnit schema allows a suite's `system-out`; the Ant
    /// schema has none on a testcase), one line each, so that CI shows them beside the testcases:
    /// first the failing findings folded by cause (`FindingCauses`), each once with every case it
    /// occurs in; then the expected findings (`<expectFinding>`) as notes with their cases; then
    /// the spec's warnings (`ReportWarnings`).
    static func systemOut(_ spec: SpecResult, causes: SpecCauses) -> String {
        var out = ReportBytes(capacity: 1024)
        func line(_ cause: FindingCauses.Cause, cases: String) {
            if out.count > 0 { out.append(UInt8(ascii: "\n")) }
            out.append(headline: cause.finding, file: spec.file)
            out.append(" [")
            out.append(verbatim: cases)
            out.append(UInt8(ascii: "]"))
        }
        for cause in causes.folded.causes where cause.finding.fails {
            line(cause, cases: causes.labels.labels(cause).joined(separator: "; "))
        }
        for cause in causes.folded.causes where !cause.finding.fails {
            line(cause, cases: ReportWarnings.casesText(causes.labels.labels(cause)))
        }
        for entry in ReportWarnings.entries(spec) {
            if out.count > 0 { out.append(UInt8(ascii: "\n")) }
            out.append(verbatim: ReportWarnings.line(entry, file: spec.file))
        }
        return out.string
    }

    /// Appends `also in 7 other cases: Main · …; Main · …; and 5 more cases` for the finding
    /// at `position` of the case `ref`, after `prefix`; nothing when its cause is in this case only.
    static func appendAlsoIn(_ position: Int, of ref: FindingCauses.CaseRef, causes: SpecCauses, prefix: StaticString,
                             to out: inout ReportBytes) {
        let cases = causes.cases(ofFinding: position, in: ref)
        let count = cases.count - 1
        guard count > 0 else { return }
        out.append(prefix)
        out.append("also in ")
        out.append(count)
        out.append(count == 1 ? " other case: " : " other cases: ")
        // Named as `ReportWarnings.casesText` names them (three, or two and how many more), looking
        // at no more cases than it names: a cause of every case must not make this quadratic.
        var named = 0
        for other in cases where other != ref {
            if named > 0 { out.append("; ") }
            out.append(verbatim: causes.labels.label(other))
            named += 1
            if named == (count <= 3 ? count : 2) { break }
        }
        if count > 3 {
            out.append("; and ")
            out.append(count - 2)
            out.append(" more cases")
        }
    }

    private static func properties(_ spec: SpecResult) -> [JUnitDocument.Property] {
        var result = [JUnitDocument.Property(name: "spec", value: spec.file)]
        var seen = Set<String>()
        for scene in spec.scenes {
            for item in scene.cases where seen.insert(item.environment).inserted {
                result.append(.init(name: "environment: " + FindingText.oneLine(item.environment), value: traitValues(item)))
            }
        }
        return result
    }

    private static func testCase(_ item: CaseResult, spec: SpecResult, scene: SceneResult, ref: FindingCauses.CaseRef, causes: SpecCauses,
                                 options: Options, body: Bool) -> JUnitDocument.TestCase {
        var testcase = JUnitDocument.TestCase(
            // `<spec>.<scene>`: Jenkins shows the spec as the package and the scene as the class.
            classname: CaseNaming.junitComponent(spec.name) + "." + CaseNaming.junitComponent(scene.name),
            name: CaseNaming.junitComponent(CaseNaming.label(item)),
            timeMilliseconds: ReportNumber.milliseconds(item.solveTime)
        )
        // Only the findings that fail the case; the expected ones are in the suite's output.
        let positions = item.findings.indices.filter { item.findings[$0].fails }
        let findings = positions.map { item.findings[$0] }
        if let first = FindingOrder.first(findings) {
            let worst = findings[first]
            var message = FindingText.oneLine(worst.message)
            // The same cause in other cases: how many (the body names them).
            let others = causes.cases(ofFinding: positions[first], in: ref).count - 1
            if others > 0 { message += " [also in \(others) other case\(others == 1 ? "" : "s")]" }
            if findings.count > 1 { message += " (+\(findings.count - 1) more)" }
            var text = ""
            if body {
                var bytes = ReportBytes(capacity: 256 + findings.count * 160)
                failureBody(item, spec: spec, scene: scene, ref: ref, causes: causes, into: &bytes)
                text = bytes.string
            }
            testcase.results = [.init(element: .failure, type: worst.kind.rawValue, message: message, body: text)]
            if options.fileAttributes { testcase.line = worst.line }
        }
        if options.fileAttributes { testcase.file = spec.file }
        return testcase
    }

    /// The case and its trait values, then each finding's headline, its details indented
    /// below when they say more than the message, its fix, and the other cases with the
    /// same cause.
    private static func failureBody(_ item: CaseResult, spec: SpecResult, scene: SceneResult, ref: FindingCauses.CaseRef,
                                    causes: SpecCauses, into body: inout ReportBytes) {
        body.append(verbatim: "\(scene.name) · \(CaseNaming.label(item)) · \(traitValues(item))")
        var message = ReportBytes(capacity: 128)
        // `findingsBySeverity`, as positions: the same order, without moving findings.
        let all = item.findings.allSatisfy(\.fails)
        let positions = all ? Array(item.findings.indices) : item.findings.indices.filter { item.findings[$0].fails }
        let findings = all ? item.findings : positions.map { item.findings[$0] }
        for i in FindingOrder.indices(findings) {
            body.append(UInt8(ascii: "\n"))
            body.append(headline: findings[i], file: spec.file)
            let start = body.count
            body.append("\n    ")
            if body.append(detailLine: findings[i]) {
                // Left out when it says what the message says (as `String`s compare:
                // canonically equivalent text is equal, so non-ASCII text is compared so).
                message.truncate(to: 0)
                message.append(oneLine: findings[i].message)
                let same = body.withBytes(from: start + 5) { detail in message.withUnsafeBytes { ReportBytes.sameText(detail, $0) } }
                if same { body.truncate(to: start) }
            } else {
                body.truncate(to: start)
            }
            if let fix = findings[i].fix {
                body.append("\n    fix: ")
                body.append(oneLine: fix)
            }
            appendAlsoIn(positions[i], of: ref, causes: causes, prefix: "\n    ", to: &body)
        }
    }

    private static func errorCase(_ spec: SpecResult, options: Options) -> JUnitDocument.TestCase {
        let errors = spec.errors
        let first = errors[0]
        var message = FindingText.location(file: spec.file, line: first.line, column: first.column) + ": " + FindingText.oneLine(first.message)
        if errors.count > 1 { message += " (+\(errors.count - 1) more)" }
        let body = errors.map {
            FindingText.location(file: spec.file, line: $0.line, column: $0.column) + ": error: " + FindingText.oneLine($0.message)
        }.joined(separator: "\n")
        var testcase = JUnitDocument.TestCase(
            classname: CaseNaming.junitComponent(spec.name) + ".(spec)",
            name: "spec errors",
            timeMilliseconds: 0,
            results: [.init(element: .error, type: specErrorType, message: message, body: body)]
        )
        if options.fileAttributes {
            testcase.file = spec.file
            testcase.line = first.line > 0 ? first.line : nil
        }
        return testcase
    }

    /// Makes `classname`+`name` unique in the report (GitLab keeps only the
    /// first of equal pairs) by appending ` (2)`, ` (3)`, ... to the name.
    private static func unique(_ testcase: JUnitDocument.TestCase, _ used: inout Set<String>) -> JUnitDocument.TestCase {
        var result = testcase
        var counter = 1
        while !used.insert(result.classname + "\u{1F}" + result.name).inserted {
            counter += 1
            result.name = testcase.name + " (\(counter))"
        }
        return result
    }
}

import Foundation
import LayoutEngine

/// The HTML report: one self-contained page (inline CSS, SVG and script, no
/// network) with a drawing of every case. The environments of a scene stand
/// side by side at one scale; findings are marked on the drawings and listed
/// under them; a filter shows or hides finding kinds, passing cases, spec
/// errors and hidden views; each scene has a control that animates its
/// frames from one case (environment or state) to another. All user text
/// is escaped.
public enum HTMLReport {
    /// Choices for the page.
    public struct Options: Sendable, Equatable {
        /// The page title.
        public var title: String

        public init(title: String = "LayoutHarness report") {
            self.title = title
        }
    }

    /// The HTML text of the report.
    public static func render(_ results: HarnessResults, options: Options = Options()) -> String {
        let summary = results.summary
        var out = "<!DOCTYPE html>\n<html lang=\"en\" data-report-ready=\"no\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(e(options.title)) · \(summary.passed ? "passed" : "failed")</title>\n"
        out += "<style>\n\(HTMLReportStyle.css)</style>\n</head>\n<body>\n"
        out += header(results, summary: summary, options: options)
        out += "<div id=\"report-errors\" role=\"alert\" hidden></div>\n<main>\n"
        var sceneIndex = 0, caseIndex = 0
        var data: [JSONValue] = []
        for spec in results.specs {
            out += specSection(spec, sceneIndex: &sceneIndex, caseIndex: &caseIndex, data: &data)
        }
        out += "<p id=\"nothing\" class=\"empty is-hidden\">Nothing to show with these filters.</p>\n"
        if results.specs.isEmpty { out += "<p class=\"empty\">No specs were checked.</p>\n" }
        out += "</main>\n<footer class=\"page\">Results format version \(results.version). This page is self-contained: it loads nothing from the network.</footer>\n"
        let json = JSONText.render(.object([.init("version", .int(results.version)), .init("scenes", .array(data))]), style: .compact, htmlSafe: true)
        out += "<script type=\"application/json\" id=\"report-data\">\(json)</script>\n"
        out += "<script>\n\(HTMLReportScript.js)</script>\n</body>\n</html>\n"
        return out
    }

    /// Writes the report to `path` atomically.
    public static func write(_ results: HarnessResults, to path: String, options: Options = Options()) throws {
        try AtomicFileWriter.write(render(results, options: options), to: path)
    }

    // MARK: - Header

    private static func header(_ results: HarnessResults, summary s: ResultsSummary, options: Options) -> String {
        var out = "<header class=\"top\">\n<h1>\(e(options.title))</h1>"
        if s.passed {
            out += "<span class=\"verdict passed\">PASSED</span>\n"
        } else {
            var text = "FAILED · \(s.failedCases) of \(s.cases) cases"
            if s.specsWithErrors > 0 { text += " · \(s.specsWithErrors) spec\(s.specsWithErrors == 1 ? "" : "s") with errors" }
            out += "<span class=\"verdict failed\">\(e(text))</span>\n"
        }
        out += "<div class=\"stats\">"
        out += "<span><b>\(s.specs)</b> specs</span><span><b>\(s.scenes)</b> scenes</span><span><b>\(s.cases)</b> cases</span>"
        out += "<span><b>\(s.passedCases)</b> passed</span><span><b>\(s.failedCases)</b> failed</span>"
        out += "<span><b>\(s.totalFindings)</b> findings</span><span><b>\(s.specErrors)</b> spec errors</span>"
        out += "<span>solve time <b>\(e(ReportNumber.decimal(s.solveTime * 1000, places: 1)))</b> ms</span>"
        if let started = results.startedAt {
            out += "<span>started <b>\(e(ReportDate.junitTimestamp(started).replacingOccurrences(of: "T", with: " ")))</b> UTC</span>"
        }
        if let host = results.hostname { out += "<span>on <b>\(e(host))</b></span>" }
        out += "</div>\n<form id=\"filters\" class=\"filters\" onsubmit=\"return false\"><span class=\"label\">Show</span>"
        for kind in Finding.Kind.bySeverity {
            out += chip(filter: kind.rawValue, label: kind.rawValue, dot: "k-\(kind.rawValue)", count: s.findings[kind] ?? 0)
        }
        out += chip(filter: "pass", label: "passing cases", dot: "k-pass", count: s.passedCases)
        out += chip(filter: "error", label: "spec errors", dot: "k-error", count: s.specErrors)
        out += "<span class=\"sep\"></span>"
        out += "<label class=\"chip\"><input type=\"checkbox\" data-filter=\"hidden\" checked> hidden views</label>"
        out += "<label class=\"chip\">zoom <input id=\"zoom\" type=\"range\" min=\"50\" max=\"250\" step=\"10\" value=\"100\"></label>"
        out += "<span id=\"shown\" class=\"shown\"></span></form>\n"
        out += "<div class=\"legend\">"
        for (kind, text) in [("view", "view"), ("stackView", "stack view"), ("label", "label"), ("button", "button"),
                             ("imageView", "image view"), ("textField", "text field"), ("textView", "text view"), ("scrollView", "scroll view")] {
            out += "<span><i style=\"\(legendStyle(kind))\"></i>\(text)</span>"
        }
        out += "<span><i style=\"background:#8c959f22;border-color:#8c959f\"></i>outside the safe area</span>"
        out += "</div>\n</header>\n"
        return out
    }

    private static func chip(filter: String, label: String, dot: String, count: Int) -> String {
        "<label class=\"chip\"><input type=\"checkbox\" data-filter=\"\(filter)\" checked><span class=\"dot \(dot)\"></span>\(e(label)) <span class=\"count\">\(count)</span></label>"
    }

    private static func legendStyle(_ kind: String) -> String {
        switch kind {
        case "stackView": return "background:#eaeef255;border:1px dashed #6e7781"
        case "label": return "background:#ddf4ff;border-color:#54aeff"
        case "button": return "background:#b6e3ff;border-color:#0969da;border-radius:4px"
        case "imageView": return "background:#fff8c5;border-color:#d4a72c"
        case "textField": return "background:#fff;border-color:#57606a"
        case "textView": return "background:#fbefff;border-color:#c297ff"
        case "scrollView": return "background:#eef1ff;border-color:#6b7bd6"
        default: return "background:#f6f8fa;border-color:#8c959f"
        }
    }

    // MARK: - Specs, scenes, cases

    private static func specSection(_ spec: SpecResult, sceneIndex: inout Int, caseIndex: inout Int, data: inout [JSONValue]) -> String {
        var out = "<section class=\"spec\">\n<h2><span>\(e(spec.name))</span><span class=\"file mono\">\(e(spec.file))</span></h2>\n"
        if !spec.errors.isEmpty {
            out += "<ul class=\"spec-errors\">"
            for error in spec.errors {
                out += "<li><span class=\"kind\" style=\"color:var(--error)\">error</span> <span class=\"loc mono\">\(e(FindingText.location(file: spec.file, line: error.line, column: error.column)))</span> \(e(FindingText.oneLine(error.message)))</li>"
            }
            out += "</ul>\n"
        }
        for scene in spec.scenes {
            out += sceneSection(scene, spec: spec, index: sceneIndex, caseIndex: &caseIndex, data: &data)
            sceneIndex += 1
        }
        return out + "</section>\n"
    }

    private static func sceneSection(_ scene: SceneResult, spec: SpecResult, index: Int, caseIndex: inout Int, data: inout [JSONValue]) -> String {
        let failing = scene.cases.filter(\.failed).count
        var out = "<section class=\"scene\" data-scene=\"\(index)\">\n<h3><span>\(e(scene.name))</span>"
        out += "<span class=\"sub\">\(scene.cases.count) case\(scene.cases.count == 1 ? "" : "s") · \(failing) failing</span></h3>\n"
        let scale = SVGCaseDrawing.fittingScale(for: scene.cases)
        out += "<div class=\"cases\">\n"
        var sceneData: [JSONValue] = []
        for item in scene.cases {
            let id = "c\(caseIndex)"
            caseIndex += 1
            out += caseCard(item, spec: spec, id: id, scale: scale)
            sceneData.append(caseData(item))
        }
        if scene.cases.count >= 2 { out += morphControl(scene, index: index) }
        data.append(.object([.init("name", .string(scene.name)), .init("cases", .array(sceneData))]))
        return out + "</div>\n</section>\n"
    }

    private static func morphControl(_ scene: SceneResult, index: Int) -> String {
        let first = scene.cases[0]
        let portrait = first.height >= first.width
        let target = scene.cases.indices.dropFirst().first { (scene.cases[$0].height >= scene.cases[$0].width) != portrait } ?? 1
        func options(selected: Int) -> String {
            scene.cases.enumerated().map { i, item in
                "<option value=\"\(i)\"\(i == selected ? " selected" : "")>\(e(CaseNaming.label(item)))</option>"
            }.joined()
        }
        var out = "<aside class=\"morph\" data-scene=\"\(index)\"><header><span class=\"env\">Animate between cases</span>"
        out += "<div class=\"traits\">the frames of each view id, interpolated</div></header>"
        out += "<label><span>from</span><select class=\"morph-from\">\(options(selected: 0))</select></label>"
        out += "<label><span>to</span><select class=\"morph-to\">\(options(selected: target))</select></label>"
        out += "<div class=\"controls\"><button type=\"button\" class=\"morph-play\">▶ Play</button>"
        out += "<input class=\"morph-t\" type=\"range\" min=\"0\" max=\"1000\" value=\"0\" aria-label=\"progress\"></div>"
        out += "<span class=\"drawing-box\"><svg class=\"morph-stage\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"animation\"></svg></span>"
        out += "<span class=\"morph-caption traits\"></span>"
        return out + "</aside>\n"
    }

    private static func caseCard(_ item: CaseResult, spec: SpecResult, id: String, scale: Double) -> String {
        let findings = item.findings
        let kinds = Finding.Kind.bySeverity.filter { kind in findings.contains { $0.kind == kind } }
        var cls = "case"
        if let worst = kinds.first { cls += " k-\(worst.rawValue)" }
        let width = max(SVGCaseDrawing.pixelSize(of: item, scale: scale).width + 38, 250)
        var out = "<article class=\"\(cls)\" id=\"\(id)\" style=\"width:\(ReportNumber.decimal(width, places: 0))px\" data-kinds=\"\(kinds.map(\.rawValue).joined(separator: " "))\">\n<header>"
        if let worst = kinds.first {
            out += "<span class=\"status kind k-\(worst.rawValue)\">\(findings.count) finding\(findings.count == 1 ? "" : "s")</span>"
        } else {
            out += "<span class=\"status pass\">✓ passes</span>"
        }
        out += "<span class=\"env\">\(e(item.environment))</span>"
        if let state = item.state { out += "<span class=\"state\">\(e(state))</span>" }
        out += "<div class=\"traits\">\(e(CaseNaming.traits(item))) · \(e(CaseNaming.size(item))) pt"
        if item.layoutDirection == .rightToLeft { out += " · right-to-left" }
        out += " · \(e(ReportNumber.decimal(item.solveTime * 1000, places: 1))) ms</div></header>\n"
        out += "<span class=\"drawing-box\">" + SVGCaseDrawing.render(item, scale: scale, caseID: id) + "</span>\n"
        if !findings.isEmpty {
            out += "<ul class=\"findings\">"
            for (i, finding) in findings.enumerated() {
                out += "<li class=\"finding k-\(finding.kind.rawValue)\" data-finding=\"\(i)\">"
                out += "<span class=\"kind k-\(finding.kind.rawValue)\">\(finding.kind.rawValue)</span>"
                out += "<span class=\"loc mono\">\(e(FindingText.location(file: spec.file, line: finding.line, column: finding.column)))</span><br>"
                out += e(FindingText.oneLine(finding.message))
                if let detail = FindingText.detailLine(finding), detail != FindingText.oneLine(finding.message) {
                    out += "<div class=\"detail\">\(e(detail))</div>"
                }
                out += "</li>"
            }
            out += "</ul>\n"
        }
        return out + "</article>\n"
    }

    /// The frames of a case for the animation: `[id, kind, x, y, w, h, hidden, root, parent]`.
    private static func caseData(_ item: CaseResult) -> JSONValue {
        .object([
            .init("label", .string(CaseNaming.label(item))),
            .init("w", .number(item.width)),
            .init("h", .number(item.height)),
            .init("views", .array(item.views.map { v in
                .array([.string(v.id), .string(v.kind.rawValue), .number(v.frame.x), .number(v.frame.y),
                        .number(v.frame.width), .number(v.frame.height), .int(v.hidden ? 1 : 0), .int(v.parent == nil ? 1 : 0), .string(v.parent)])
            })),
        ])
    }

    private static func e(_ text: String) -> String { HTMLEscaping.escape(text) }
}

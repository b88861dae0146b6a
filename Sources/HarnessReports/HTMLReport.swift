import Foundation
import LayoutResults

/// The HTML report: one self-contained page (inline CSS, SVG and script, no
/// network) with a drawing of every case. At the top, a table of the failing
/// findings by kind and one card per cause with the cases it occurs in
/// (`HTMLCauseSection`); then the failing cases, drawn large with the views
/// their findings name highlighted; then the passing cases, the environments
/// of a scene side by side at one scale. Findings are marked on the drawings
/// and listed under them; a filter shows or hides finding kinds, passing
/// cases, spec errors and hidden views; each scene has a control that animates
/// its frames from one case (environment or state) to another. All user text
/// is escaped. The page is written straight into bytes (`ReportBytes`):
/// the header and sections here, the cards in `HTMLCaseCard`, the drawings
/// in `SVGCaseDrawing`, the script's data in `HTMLReportData`.
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
        renderBytes(results, options: options).string
    }

    /// Writes the report to `path` atomically.
    public static func write(_ results: HarnessResults, to path: String, options: Options = Options()) throws {
        try AtomicFileWriter.write(renderBytes(results, options: options), to: path)
    }

    /// The HTML text as UTF-8 bytes: the same text as `render`, without the
    /// copy into a `String`.
    /// `causes`, when given, are those of `results` (`ReportCauses`), made once for every report.
    /// With a `sink`, the page streams into it as it is written (`ReportBytes`).
    public static func renderBytes(_ results: HarnessResults, options: Options = Options(), causes shared: ReportCauses? = nil,
                                   sink: ReportSink? = nil) -> ReportBytes {
        let summary = results.summary
        let views = results.specs.reduce(0) { $0 + $1.scenes.reduce(0) { $0 + $1.cases.reduce(0) { $0 + $1.views.count } } }
        // About 250 bytes a view (drawing and data) and 250 a finding: one allocation.
        var out = ReportBytes(capacity: 64 * 1024 + 250 * views + 250 * summary.totalFindings, sink: sink)
        out.append("<!DOCTYPE html>\n<html lang=\"en\" data-report-ready=\"no\">\n<head>\n<meta charset=\"utf-8\">\n")
        out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
        out.append(html: options.title)
        out.append(summary.passed ? " · passed</title>\n" : " · failed</title>\n")
        out.append("<style>\n"); out.append(verbatim: HTMLReportStyle.css); out.append("</style>\n</head>\n<body>\n")
        header(results, summary: summary, options: options, to: &out)
        out.append("<div id=\"report-errors\" role=\"alert\" hidden></div>\n<main>\n")
        // Cases are numbered in run order (`c<N>`, the position in the script's data), whatever order they are shown in.
        var caseStart: [[Int]] = [], sceneStart: [Int] = []
        var cases = 0, scenes = 0
        for spec in results.specs {
            sceneStart.append(scenes)
            scenes += spec.scenes.count
            caseStart.append(spec.scenes.map { scene in defer { cases += scene.cases.count }; return cases })
        }
        let causes = results.specs.indices.map { ReportCauses.spec($0, of: results, from: shared).folded }
        HTMLCauseSection(results, causes: causes) { caseStart[$0][$1] + $2 }.append(results, to: &out)
        // The page is written front to back: nothing before the end is read again.
        out.release(before: out.count)
        var shown = Shown()
        for part in [Part.failing, .passing] {
            let count = part == .failing ? summary.failedCases : summary.passedCases
            let specs = results.specs.indices.filter { part.shows(results.specs[$0]) }
            guard !specs.isEmpty else { continue }
            out.append(part == .failing ? "<section class=\"part\" id=\"failing\">\n<h2 class=\"part-title\">Failing cases"
                                        : "<section class=\"part\" id=\"passing\">\n<h2 class=\"part-title\">Passing cases")
            out.append(" <span class=\"count\">"); out.append(count); out.append("</span></h2>\n")
            for s in specs {
                specSection(results.specs[s], part: part, sceneStart: sceneStart[s], caseStart: caseStart[s], shown: &shown, to: &out)
            }
            out.append("</section>\n")
        }
        out.append("<p id=\"nothing\" class=\"empty is-hidden\">Nothing to show with these filters.</p>\n")
        if results.specs.isEmpty { out.append("<p class=\"empty\">No specs were checked.</p>\n") }
        out.append("</main>\n<footer class=\"page\">Results format version ")
        out.append(results.version)
        out.append(". This page is self-contained: it loads nothing from the network.</footer>\n")
        out.append("<script type=\"application/json\" id=\"report-data\">")
        out.release(before: out.count)
        HTMLReportData.append(results, to: &out)
        out.append("</script>\n<script>\n"); out.append(verbatim: HTMLReportScript.js); out.append("</script>\n</body>\n</html>\n")
        return out
    }

    // MARK: - Header

    private static func header(_ results: HarnessResults, summary s: ResultsSummary, options: Options, to out: inout ReportBytes) {
        out.append("<header class=\"top\">\n<h1>")
        out.append(html: options.title)
        out.append("</h1>")
        if s.passed {
            out.append("<span class=\"verdict passed\">PASSED</span>\n")
        } else {
            var text = "FAILED · \(s.failedCases) of \(s.cases) cases"
            if s.specsWithErrors > 0 { text += " · \(s.specsWithErrors) spec\(s.specsWithErrors == 1 ? "" : "s") with errors" }
            out.append("<span class=\"verdict failed\">"); out.append(html: text); out.append("</span>\n")
        }
        var stats = "<div class=\"stats\">"
        stats += "<span><b>\(s.specs)</b> specs</span><span><b>\(s.scenes)</b> scenes</span><span><b>\(s.cases)</b> cases</span>"
        stats += "<span><b>\(s.passedCases)</b> passed</span><span><b>\(s.failedCases)</b> failed</span>"
        stats += "<span><b>\(s.totalFindings)</b> findings</span><span><b>\(s.specErrors)</b> spec errors</span>"
        if s.expectedFindings > 0 { stats += "<span><b>\(s.expectedFindings)</b> expected (&lt;expectFinding&gt;)</span>" }
        let warnings = results.specs.reduce(0) { $0 + ReportWarnings.entries($1).count }
        if warnings > 0 { stats += "<span><b>\(warnings)</b> warning\(warnings == 1 ? "" : "s")</span>" }
        stats += "<span>solve time <b>\(e(ReportNumber.decimal(s.solveTime * 1000, places: 1)))</b> ms</span>"
        if let started = results.startedAt {
            stats += "<span>started <b>\(e(ReportDate.junitTimestamp(started).replacingOccurrences(of: "T", with: " ")))</b> UTC</span>"
        }
        if let host = results.hostname { stats += "<span>on <b>\(e(host))</b></span>" }
        stats += "</div>\n<form id=\"filters\" class=\"filters\" onsubmit=\"return false\"><span class=\"label\">Show</span>"
        for kind in Finding.Kind.bySeverity {
            stats += chip(filter: kind.rawValue, label: kind.rawValue, dot: "k-\(kind.rawValue)", count: s.findings[kind] ?? 0)
        }
        stats += chip(filter: "pass", label: "passing cases", dot: "k-pass", count: s.passedCases)
        stats += chip(filter: "error", label: "spec errors", dot: "k-error", count: s.specErrors)
        stats += "<span class=\"sep\"></span>"
        stats += "<label class=\"chip\"><input type=\"checkbox\" data-filter=\"hidden\" checked> hidden views</label>"
        stats += "<label class=\"chip\">zoom <input id=\"zoom\" type=\"range\" min=\"50\" max=\"250\" step=\"10\" value=\"100\"></label>"
        stats += "<span id=\"shown\" class=\"shown\"></span></form>\n"
        stats += "<div class=\"legend\">"
        for (text, style) in legend { stats += "<span><i style=\"\(style)\"></i>\(text)</span>" }
        stats += "<span><i style=\"background:#8c959f22;border-color:#8c959f\"></i>outside the safe area</span>"
        stats += "</div>\n</header>\n"
        out.append(verbatim: stats)
    }

    private static func chip(filter: String, label: String, dot: String, count: Int) -> String {
        "<label class=\"chip\"><input type=\"checkbox\" data-filter=\"\(filter)\" checked><span class=\"dot \(dot)\"></span>\(e(label)) <span class=\"count\">\(count)</span></label>"
    }

    /// The legend's view kinds and the style of each one's swatch.
    private static let legend = [
        ("view", "background:#f6f8fa;border-color:#8c959f"),
        ("stack view", "background:#eaeef255;border:1px dashed #6e7781"),
        ("label", "background:#ddf4ff;border-color:#54aeff"),
        ("button", "background:#b6e3ff;border-color:#0969da;border-radius:4px"),
        ("image view", "background:#fff8c5;border-color:#d4a72c"),
        ("text field", "background:#fff;border-color:#57606a"),
        ("text view", "background:#fbefff;border-color:#c297ff"),
        ("scroll view", "background:#eef1ff;border-color:#6b7bd6"),
    ]

    // MARK: - Specs and scenes

    /// The two parts of the page: failing cases (and spec errors) first, then passing cases.
    enum Part {
        case failing, passing

        /// Whether the case is shown in this part.
        func shows(_ item: CaseResult) -> Bool { item.failed == (self == .failing) }

        /// Whether the spec has anything to show in this part: the failing part shows specs with
        /// errors or failing cases; the passing part, specs with passing cases and specs the
        /// failing part does not show (a spec without scenes).
        func shows(_ spec: SpecResult) -> Bool {
            switch self {
            case .failing: return Self.isFailing(spec)
            case .passing: return !Self.isFailing(spec) || spec.scenes.contains { $0.cases.contains { !$0.failed } }
            }
        }

        /// Whether the spec's first appearance is in this part (its warnings and its scenes'
        /// animations are shown there, once).
        func isFirst(for spec: SpecResult) -> Bool { (self == .failing) == Self.isFailing(spec) }

        static func isFailing(_ spec: SpecResult) -> Bool {
            !spec.errors.isEmpty || spec.scenes.contains { $0.cases.contains(where: \.failed) }
        }
    }

    /// How many cards, from the top of the page, have their drawing in the page itself, as long
    /// as they hold `eagerViews` views together (the first card always); the others are drawn
    /// by the script when they come near the viewport (`HTMLCaseCard`'s `lazy`).
    static let eagerDrawings = 8
    static let eagerViews = 10_000

    /// What the cards so far hold: how many, and how many views.
    struct Shown {
        var cards = 0
        var views = 0

        /// Whether the next card, of `views` views, is drawn by the script.
        mutating func isLazy(views: Int) -> Bool {
            defer { cards += 1; self.views += views }
            return cards >= HTMLReport.eagerDrawings || (cards > 0 && self.views + views > HTMLReport.eagerViews)
        }
    }

    private static func specSection(_ spec: SpecResult, part: Part, sceneStart: Int, caseStart: [Int], shown: inout Shown,
                                    to out: inout ReportBytes) {
        out.append("<section class=\"spec\">\n<h2><span>"); out.append(html: spec.name)
        out.append("</span><span class=\"file mono\">"); out.append(html: spec.file); out.append("</span></h2>\n")
        if part == .failing && !spec.errors.isEmpty {
            out.append("<ul class=\"spec-errors\">")
            for error in spec.errors {
                out.append("<li><span class=\"kind\" style=\"color:var(--error)\">error</span> <span class=\"loc mono\">")
                out.append(html: FindingText.location(file: spec.file, line: error.line, column: error.column))
                out.append("</span> "); out.append(html: FindingText.oneLine(error.message)); out.append("</li>")
            }
            out.append("</ul>\n")
        }
        let warnings = part.isFirst(for: spec) ? ReportWarnings.entries(spec) : []
        if !warnings.isEmpty {
            // Warnings do not fail a case; listed so that they are seen (the loader's and the engine's).
            out.append("<ul class=\"spec-warnings\">")
            for warning in warnings {
                out.append("<li><span class=\"kind\" style=\"color:var(--warning)\">warning</span> <span class=\"loc mono\">")
                out.append(html: FindingText.location(file: spec.file, line: warning.line, column: warning.column))
                out.append("</span> "); out.append(html: FindingText.oneLine(warning.message))
                if !warning.cases.isEmpty {
                    out.append(" <span class=\"loc\">["); out.append(html: ReportWarnings.casesText(warning.cases)); out.append("]</span>")
                }
                out.append("</li>")
            }
            out.append("</ul>\n")
        }
        for (i, scene) in spec.scenes.enumerated() where scene.cases.contains(where: part.shows) {
            sceneSection(scene, spec: spec, part: part, index: sceneStart + i, caseStart: caseStart[i], shown: &shown, to: &out)
        }
        out.append("</section>\n")
    }

    /// The scene's cases of this part in run order: a failing case at `SVGCaseDrawing.failingScale`
    /// with the views its findings name highlighted, a passing one at the scene's common scale.
    /// The animation is shown where the scene first appears.
    private static func sceneSection(_ scene: SceneResult, spec: SpecResult, part: Part, index: Int, caseStart: Int, shown: inout Shown,
                                     to out: inout ReportBytes) {
        let failing = scene.cases.filter(\.failed).count
        out.append("<section class=\"scene\" data-scene=\""); out.append(index); out.append("\">\n<h3><span>")
        out.append(html: scene.name)
        out.append(verbatim: "</span><span class=\"sub\">\(scene.cases.count) case\(scene.cases.count == 1 ? "" : "s") · \(failing) failing</span></h3>\n")
        let scale = SVGCaseDrawing.fittingScale(for: scene.cases)
        out.append("<div class=\"cases\">\n")
        var views: CaseViewIndex?
        for (i, item) in scene.cases.enumerated() where part.shows(item) {
            let caseScale = part == .failing ? SVGCaseDrawing.failingScale(for: item, sceneScale: scale) : scale
            views = HTMLCaseCard.append(item, spec: spec, id: "c\(caseStart + i)", scale: caseScale, highlight: part == .failing,
                                        lazy: shown.isLazy(views: item.views.count), sharing: views, to: &out)
            out.release(before: out.count)
        }
        let first = part == .failing ? failing > 0 : failing == 0
        if scene.cases.count >= 2 && first { morphControl(scene, index: index, to: &out) }
        out.append("</div>\n</section>\n")
    }

    private static func morphControl(_ scene: SceneResult, index: Int, to out: inout ReportBytes) {
        let first = scene.cases[0]
        let portrait = first.height >= first.width
        let target = scene.cases.indices.dropFirst().first { (scene.cases[$0].height >= scene.cases[$0].width) != portrait } ?? 1
        func options(selected: Int, to out: inout ReportBytes) {
            for (i, item) in scene.cases.enumerated() {
                out.append("<option value=\""); out.append(i); out.append(i == selected ? "\" selected>" : "\">")
                out.append(html: CaseNaming.label(item)); out.append("</option>")
            }
        }
        out.append("<aside class=\"morph\" data-scene=\""); out.append(index)
        out.append("\"><header><span class=\"env\">Animate between cases</span>")
        out.append("<div class=\"traits\">the frames of each view id, interpolated</div></header>")
        out.append("<label><span>from</span><select class=\"morph-from\">"); options(selected: 0, to: &out); out.append("</select></label>")
        out.append("<label><span>to</span><select class=\"morph-to\">"); options(selected: target, to: &out); out.append("</select></label>")
        out.append("<div class=\"controls\"><button type=\"button\" class=\"morph-play\">▶ Play</button>")
        out.append("<input class=\"morph-t\" type=\"range\" min=\"0\" max=\"1000\" value=\"0\" aria-label=\"progress\"></div>")
        out.append("<span class=\"drawing-box\"><svg class=\"morph-stage\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"animation\"></svg></span>")
        out.append("<span class=\"morph-caption traits\"></span></aside>\n")
    }

    private static func e(_ text: String) -> String { HTMLEscaping.escape(text) }
}

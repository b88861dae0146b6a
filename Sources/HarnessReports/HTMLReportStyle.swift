/// The HTML report's style sheet, inlined into the page (no network): `Resources/report.css`, a
/// resource of this module (`Bundle.module`), read once.
enum HTMLReportStyle {
    static let css = HTMLReportScript.resource("report", withExtension: "css", what: "style sheet")
}

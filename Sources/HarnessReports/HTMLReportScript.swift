import Foundation

/// The HTML report's script, inlined into the page: the filter by finding kind, the zoom,
/// finding highlighting, tooltips for views and marks, the findings a card does not list, and
/// the per-scene animation that interpolates the frames of the same view ids from one case to
/// another (views, findings and frames come from the embedded data, `HTMLReportData`). On
/// success it sets `data-report-ready="ok"` on `<html>`; any error is written into
/// `#report-errors` and flagged with `data-report-error`.
///
/// The script is `Resources/report.js`, a resource of this module (`Bundle.module`), read once.
enum HTMLReportScript {
    static let js = resource("report", withExtension: "js", what: "script")

    /// A text resource of this module, without the line break that ends the file.
    static func resource(_ name: String, withExtension type: String, what: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: type),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            // The build puts the resource beside the binary: missing, the installation is broken.
            fatalError("the HTML report's \(what) (\(name).\(type)) is missing from LayoutHarness's resources")
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}

import Foundation
import LayoutResults
import LayoutSpec

/// Names of cases in reports: the JUnit `classname` and `name` (unique per
/// case, free of dots where Jenkins would split them) and the label a person
/// reads in the HTML report and the terminal.
public enum CaseNaming {
    /// `wC hR`: Interface Builder's shorthand for the size classes.
    public static func traits(_ c: CaseResult) -> String {
        "w\(letter(c.widthClass)) h\(letter(c.heightClass))"
    }

    /// `390×844`; a fitted axis reads `fitting` (`390×fitting`), so that a case's name stays when its content's size changes.
    public static func size(_ c: CaseResult) -> String {
        let width = c.fitted.contains(.width) ? "fitting" : ReportNumber.decimal(c.width)
        let height = c.fitted.contains(.height) ? "fitting" : ReportNumber.decimal(c.height)
        return "\(width)×\(height)"
    }

    /// `iPhone 13 portrait · wC hR · 390×844 · state: expanded`.
    public static func label(_ c: CaseResult) -> String {
        var text = "\(FindingText.oneLine(c.environment)) · \(traits(c)) · \(size(c))"
        if let state = c.state { text += " · state: \(FindingText.oneLine(state))" }
        return text
    }

    /// JUnit `package` of a spec's suite: the folders of its file joined by
    /// dots (`Specs/Checkout/Cart.xml` → `Specs.Checkout`), `specs` for a file
    /// without a folder.
    public static func junitPackage(spec: SpecResult) -> String {
        let parts = spec.file.split(separator: "/", omittingEmptySubsequences: true).dropLast()
            .filter { $0 != "." && $0 != ".." }
            .map { junitComponent(String($0)) }
        return parts.isEmpty ? "specs" : parts.joined(separator: ".")
    }

    /// One line, dots replaced by `-`, never empty.
    public static func junitComponent(_ text: String) -> String {
        let cleaned = FindingText.oneLine(text).replacingOccurrences(of: ".", with: "-")
        return cleaned.isEmpty ? "_" : cleaned
    }

    private static func letter(_ sizeClass: SizeClass) -> String {
        sizeClass == .compact ? "C" : "R"
    }
}

extension FindingCauses {
    /// `scene · case label`, as the terminal and JUnit name a case.
    public static func label(_ ref: CaseRef, in spec: SpecResult) -> String {
        let scene = spec.scenes[ref.scene]
        return "\(scene.name) · \(CaseNaming.label(scene.cases[ref.item]))"
    }

    /// The labels of a cause's cases, each once (two cases can have the same label).
    public static func labels(_ cause: Cause, in spec: SpecResult) -> [String] {
        var seen = Set<String>(), result: [String] = []
        for ref in cause.cases {
            let label = label(ref, in: spec)
            if seen.insert(label).inserted { result.append(label) }
        }
        return result
    }
}

import LayoutEngine

/// How findings read as text, shared by the JUnit failure bodies, the
/// terminal summary and the HTML report: `file:line:column: kind: message`,
/// plus one line of structured details.
public enum FindingText {
    /// `file:line:column`, `file:line` or `file`, leaving out what is unknown (or 0).
    public static func location(file: String, line: Int?, column: Int?) -> String {
        guard let line, line > 0 else { return file }
        guard let column, column > 0 else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    /// `file:line:column: kind: message` on one line.
    public static func headline(_ finding: Finding, file: String) -> String {
        "\(location(file: file, line: finding.line, column: finding.column)): \(finding.kind.rawValue): \(oneLine(finding.message))"
    }

    /// The structured details as one readable line, or nil when there are none.
    public static func detailLine(_ finding: Finding) -> String? {
        guard let details = finding.details else { return nil }
        switch details {
        case .conflict(let c):
            return "conflicting constraints: \(c.constraints.joined(separator: ", ")); broken: \(c.broken)"
        case .ambiguity(let a):
            var text = "\(a.attribute.rawValue) of '\(a.view)' is not fixed"
            if let range = a.range {
                text += " (anywhere in \(ReportNumber.decimal(range.lowerBound))…\(ReportNumber.decimal(range.upperBound)))"
            }
            return text + "; cause: \(a.cause.rawValue)"
        case .overflow(let o):
            let container = o.container.map { "'\($0)'" } ?? "the canvas"
            switch o.edge {
            case .width, .height:
                return "'\(o.view)' is compressed below its intrinsic \(o.edge.rawValue) by \(ReportNumber.decimal(o.amount)) pt"
            default:
                return "'\(o.view)' extends \(ReportNumber.decimal(o.amount)) pt past the \(o.edge.rawValue) edge of \(container)"
            }
        case .expectation(let e):
            return "'\(e.view)' \(e.attribute): expected \(numbers(e.expected)) ± \(ReportNumber.decimal(e.tolerance)), got \(numbers(e.actual))"
        case .regression(let r):
            switch (r.old, r.new) {
            case let (old?, new?): return "'\(r.view)' moved: \(frame(old)) → \(frame(new))"
            case let (nil, new?): return "'\(r.view)' is new: \(frame(new))"
            case let (old?, nil): return "'\(r.view)' is gone: was \(frame(old))"
            case (nil, nil): return "'\(r.view)' changed"
            }
        }
    }

    /// `(x, y, width, height)` with at most 3 decimals.
    public static func frame(_ rect: FrameRect) -> String { numbers(rect.array) }

    /// `(a, b, ...)`, or the single number alone.
    public static func numbers(_ values: [Double]) -> String {
        if values.count == 1 { return ReportNumber.decimal(values[0]) }
        return "(" + values.map { ReportNumber.decimal($0) }.joined(separator: ", ") + ")"
    }

    /// The text on one line: line breaks and tabs become spaces, runs of
    /// spaces collapse, the ends are trimmed, and other control characters
    /// (which could drive a terminal or break XML) become visible `\u{1B}` text.
    public static func oneLine(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out += " "; pendingSpace = false }
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || !XMLEscaping.isAllowed(scalar) {
                out += XMLEscaping.placeholder(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

import LayoutSpec
import TextLayout
import LayoutResults

/// What each measured text shows in its solved frame, and the `truncated` findings: a label or
/// button title that UIKit draws with an ellipsis (or clipped) because its frame is narrower
/// than its text, or that loses lines to `numberOfLines` or to a frame too short for them
/// (docs/engine.md, "Truncated texts").
///
/// The text is laid out again in the frame, less the view's text insets, as UIKit draws it: the
/// lines that fit the height (one pixel of slack for the rounding of heights), at most
/// `numberOfLines`, the last one cut by the line break mode. Hidden views are not checked.
enum TextFindings {
    struct Result {
        var findings: [Finding] = []
        /// By view index (tree order); nil for a view whose text is not measured.
        var shown: [ShownText?] = []
    }

    static func analyse(_ layout: CaseLayout, contents: [MeasuredContent?], scale: Double, measurer: TextMeasurer) -> Result {
        var result = Result()
        result.shown = Array(repeating: nil, count: contents.count)
        let table = layout.table
        for index in contents.indices {
            guard let content = contents[index], index < table.views.count else { continue }
            let view = table[index]
            let frame = layout.frame(of: view)
            let width = max(frame.width - content.insets.left - content.insets.right, 0)
            let height = max(frame.height - content.insets.top - content.insets.bottom, 0)
            let font = content.font
            let lineHeight = font.lineHeight
            // The lines the height holds: at least one (UIKit draws it, clipped).
            let slack = 1 / PixelRounding.sanitizedScale(scale)
            let fitting = lineHeight > 0 ? max(1, Int(min((height + slack) / lineHeight, 1_000_000))) : 1
            let limit = content.numberOfLines == 0 ? fitting : min(content.numberOfLines, fitting)
            // The layout the view was sized with holds whenever the frame is at least as wide
            // as its widest line, no wider than the width it was laid out at (a wider one could
            // take more words a line) and tall enough for its lines: no second layout then.
            let sizing = content.sizing ?? measurer.measure(content.request(scale: scale, width: content.measuredWidth))
            let m = sizing.width <= width + 1e-6 && width <= (content.measuredWidth ?? .infinity) + 1e-6
                && sizing.lines.count <= fitting
                ? sizing
                : measurer.measure(content.text, font: font, scale: scale, numberOfLines: limit,
                                   lineBreakMode: content.lineBreakMode, width: width)
            let drawnHeight = Double(m.lines.count) * lineHeight
            let top = content.insets.top + max((height - drawnHeight) / 2, 0)
            // To the thousandth of a point, as the reports write numbers.
            func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
            result.shown[index] = ShownText(
                lines: m.lines.map(\.text), fontSize: rounded(font.pointSize), lineHeight: rounded(lineHeight),
                baseline: rounded(top + font.ascender),
                leftInset: content.insets.left, rightInset: content.insets.right,
                alignment: content.role == .buttonTitle ? .center : .natural, isPlaceholder: content.isPlaceholder)
            guard let truncation = m.truncation, !view.isEffectivelyHidden,
                  content.role == .label || content.role == .buttonTitle else { continue }
            result.findings.append(finding(view, content: content, measured: m, truncation: truncation, width: width,
                                           height: height, limitedByLines: content.numberOfLines != 0 && content.numberOfLines <= fitting))
        }
        return result
    }

    private static func finding(_ view: LayoutView, content: MeasuredContent, measured m: TextMeasurement, truncation: Truncation,
                                width: Double, height: Double, limitedByLines: Bool) -> Finding {
        let singleLine = content.numberOfLines == 1
        // One line: what it lacks is width, and the paragraphs after the first are lost; more
        // lines: the lines the text would wrap to beyond those shown.
        let lacking = singleLine ? max(((truncation.fullWidth - width) * 1000).rounded() / 1000, 0) : nil
        let lost = singleLine ? paragraphCount(content.text) - 1 : truncation.hiddenLineCount
        let limit: Finding.Truncation.Limit? = lost <= 0 ? nil : (singleLine || limitedByLines ? .numberOfLines : .height)
        let lastLine = m.lines.last?.text ?? ""
        let lineNote = m.lines.count > 1 ? " (line \(m.lines.count))" : ""
        var reasons: [String] = []
        if let lacking, lacking > 0 { reasons.append("\(number(lacking)) pt too narrow") }
        if lost > 0 {
            let lines = lost == 1 ? "1 line" : "\(lost) lines"
            reasons.append(limit == .height
                ? "\(lines) lost to its height (\(number(height)) pt holds \(m.lines.count))"
                : "\(lines) lost to numberOfLines \(content.numberOfLines)")
        }
        let verb = truncation.kind == .clipped ? "clipped" : "truncated"
        let message = "'\(lastLine)'\(lineNote) in '\(view.id)' is \(verb)" + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; "))
        let details = Finding.Truncation(view: view.id, shown: m.displayedText, text: content.text, mode: truncation.kind.rawValue,
                                         widthLacking: lacking, linesLost: max(lost, 0), limitedBy: limit)
        return Finding(kind: .truncated, items: [view.id], message: message,
                       line: view.resolved.location.line, column: view.resolved.location.column, details: .truncation(details))
    }

    /// Paragraphs of a text: the parts between line breaks (a break at the very end adds none).
    static func paragraphCount(_ text: String) -> Int {
        let count = 1 + text.filter(\.isNewline).count - (text.last?.isNewline == true ? 1 : 0)
        return max(count, 1)
    }
}

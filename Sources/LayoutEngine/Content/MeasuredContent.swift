import LayoutSpec
import TextLayout

/// What one measured view shows, as the engine needs it after solving: to measure a
/// multi-line text again at its solved width (`TextPasses`), to find what is truncated
/// (`TextFindings`), and to tell the reports what a user sees.
struct MeasuredContent: Sendable, Hashable {
    /// Which part of UIKit draws the text.
    enum Role: Sendable, Hashable {
        case label, buttonTitle, textField, textView
    }

    var role: Role
    /// The text as the view shows it (translated; a text field's placeholder when it has no text).
    var text: String
    /// Whether `text` is a text field's placeholder.
    var isPlaceholder = false
    var font: Font
    /// The most lines shown; 0 means no limit.
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    /// Where the text sits inside the view: a button's content insets, a text view's container
    /// insets and padding, a bordered text field's side insets.
    var insets: LayoutSpec.EdgeInsets = .zero
    /// The width a multi-line text was measured at (nil: without a limit).
    var measuredWidth: Double?
    /// The view's intrinsic size as the case uses it (the spec's where it gives one).
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    /// What `request(scale:width:)` at `measuredWidth` measured when the view was sized (a
    /// label's text; nil for the others), so that the findings of each case read it here
    /// rather than look it up again (`TextFindings`).
    var sizing: TextMeasurement?

    /// Whether the text's height follows its width: a label of several lines (or no limit), a
    /// text view (measured only when it does not scroll).
    var wrapsToWidth: Bool {
        switch role {
        case .label: return numberOfLines != 1
        case .textView: return true
        case .buttonTitle, .textField: return false
        }
    }

    /// The measurer's request for this text at a width.
    func request(scale: Double, width: Double?) -> TextMeasurer.Request {
        TextMeasurer.Request(text: text, font: font, scale: scale, numberOfLines: numberOfLines,
                             lineBreakMode: lineBreakMode, width: width)
    }
}

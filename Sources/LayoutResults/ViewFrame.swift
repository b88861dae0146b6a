import LayoutSpec

/// One view of a solved case: its id, kind, place in the tree and frame.
/// `CaseResult.views` lists them in tree order; the HTML drawing uses it.
public struct ViewFrame: Sendable, Hashable {
    /// The view's `id` (copies made by `<repeat>` carry `#1`, `#2` suffixes).
    public var id: String
    /// The view element's kind.
    public var kind: ViewKind
    /// The superview's id; nil for the scene's root view.
    public var parent: String?
    /// Whether the view is hidden (hidden views in a stack take no space).
    public var hidden: Bool
    /// The frame in root coordinates.
    public var frame: Rect
    /// Where the view is declared in the spec (1-based), when known.
    public var line: Int?
    public var column: Int?
    /// The text the view shows, as UIKit draws it in this frame (labels, button titles, text
    /// fields, text views whose content is measured); nil for other views.
    public var text: ShownText?
    /// What a person knows the view by, when it is not its id: an Interface Builder object's
    /// `userLabel`, else its text (`View.displayName`); nil in the XML format, whose ids are names.
    public var name: String?

    public init(
        id: String, kind: ViewKind, parent: String?, hidden: Bool = false,
        frame: Rect, line: Int? = nil, column: Int? = nil, text: ShownText? = nil, name: String? = nil
    ) {
        self.name = name
        self.id = id
        self.kind = kind
        self.parent = parent
        self.hidden = hidden
        self.frame = frame
        self.line = line
        self.column = column
        self.text = text
    }

}

/// A view's text as a user sees it: the lines UIKit draws in the view's frame (an ellipsis
/// where it truncates), and where, so a report can draw them.
public struct ShownText: Sendable, Hashable {
    /// The lines drawn, in order.
    public var lines: [String]
    /// The font's size and line height in points.
    public var fontSize: Double
    public var lineHeight: Double
    /// The first line's baseline, in points below the view's top.
    public var baseline: Double
    /// Horizontal insets of the text inside the view (a button's content insets, a text view's
    /// padding, a text field's border), in points.
    public var leftInset: Double
    public var rightInset: Double
    /// How lines sit across the view.
    public var alignment: Alignment
    /// Whether the text is a text field's placeholder (drawn grey by UIKit).
    public var isPlaceholder: Bool

    public init(lines: [String], fontSize: Double, lineHeight: Double, baseline: Double, leftInset: Double = 0,
                rightInset: Double = 0, alignment: Alignment = .natural, isPlaceholder: Bool = false) {
        self.lines = lines
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.baseline = baseline
        self.leftInset = leftInset
        self.rightInset = rightInset
        self.alignment = alignment
        self.isPlaceholder = isPlaceholder
    }

    /// `natural`: from the leading edge (left, or right in right-to-left); `center`: centred
    /// (a button's title).
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        case natural, center
    }
}

/// Where a view's first or last baseline is, once defaults are applied (docs/spec-format.md, "Baselines").
public enum Baseline: Hashable, Sendable {
    /// An offset in points from the view's top edge.
    case offset(Double)
    /// The view has no baseline (`view`, `imageView`, `scrollView`, or text without an intrinsic
    /// height). As in UIKit, a constraint on `firstBaseline`/`lastBaseline` then uses the bottom edge,
    /// and a stack's baseline alignment falls back to the top (first) or bottom (last) edge.
    case none
    /// A stack view vends the baseline of one of its arranged subviews (UIKit's
    /// `viewForFirstBaselineLayout`/`viewForLastBaselineLayout`; docs/stackview.md §4 rule 7).
    case arrangedSubview

    /// The height of one line of the harness's text (UIKit's 17-point system font).
    public static let textLineHeight: Double = 20.5
    /// Distance from a line's top to its baseline (the font's ascender, rounded).
    public static let textAscender: Double = 16
    /// Distance from a line's baseline to its bottom (the font's descender, rounded).
    public static let textDescender: Double = 4.5

    /// The default first baseline of a view of `kind` whose intrinsic height is `intrinsicHeight`.
    ///
    /// - `label`, `textView`: the first line's baseline, `min(16, h − 4.5)` below the top.
    /// - `button`, `textField`: one line of text centred vertically: `h / 2 + 5.75` below the top
    ///   (the baseline of a 20.5-point line whose centre is the view's centre).
    /// - `stackView`: `.arrangedSubview`; every other kind, or text with no intrinsic height: `.none`.
    public static func defaultFirst(kind: ViewKind, intrinsicHeight: Double?) -> Baseline {
        defaultBaseline(kind: kind, intrinsicHeight: intrinsicHeight, last: false)
    }

    /// The default last baseline: `h − 4.5` for `label`/`textView` (the bottom line), the same as the
    /// first for `button`/`textField`; `.arrangedSubview` for `stackView`; otherwise `.none`.
    public static func defaultLast(kind: ViewKind, intrinsicHeight: Double?) -> Baseline {
        defaultBaseline(kind: kind, intrinsicHeight: intrinsicHeight, last: true)
    }

    private static func defaultBaseline(kind: ViewKind, intrinsicHeight: Double?, last: Bool) -> Baseline {
        if kind == .stackView { return .arrangedSubview }
        guard kind.hasTextBaselines, let height = intrinsicHeight else { return .none }
        if kind.isMultiline { return .offset(last ? height - textDescender : min(textAscender, height - textDescender)) }
        return .offset(height / 2 - textLineHeight / 2 + textAscender)
    }
}

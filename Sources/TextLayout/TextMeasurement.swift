/// The size of a text as a UILabel would lay it out, with its lines and how it was cut.
public struct TextMeasurement: Sendable, Hashable {
    /// Width in points: the widest line, rounded up to a whole point (UILabel's intrinsic width).
    public var width: Double
    /// Height in points: lines × line height, rounded up to the device pixel.
    public var height: Double
    /// Distance from the top to the first line's baseline (the font's ascender).
    public var firstBaseline: Double
    /// Distance from the top to the last line's baseline: (lines − 1) × line height + ascender.
    public var lastBaseline: Double
    /// The font's line height (`UIFont.lineHeight`), unrounded.
    public var lineHeight: Double
    /// The lines shown, in order, as they would appear (with the ellipsis where there is one).
    public var lines: [TextLine]
    /// How the text was cut to fit, or nil when all of it is shown.
    public var truncation: Truncation?
    /// Characters the font has no glyph for (other scripts, emoji): their widths will not
    /// match iOS, which falls back to other fonts.
    public var missingGlyphCount: Int

    /// The same layout with its height rounded at another display scale.
    func roundedHeight(scale: Double) -> TextMeasurement {
        var copy = self
        copy.height = PixelRounding.ceilToPixel(Double(lines.count) * lineHeight, scale: scale)
        return copy
    }

    /// The text as shown, lines joined by a newline.
    public var displayedText: String {
        lines.map(\.text).joined(separator: "\n")
    }
}

/// One laid-out line.
public struct TextLine: Sendable, Hashable {
    /// The characters shown on the line, trailing white space removed, with "…" where truncated.
    public var text: String
    /// The line's advance width in points, unrounded (trailing white space not counted).
    public var width: Double
}

/// How a text was cut to fit its width and `numberOfLines`.
public struct Truncation: Sendable, Hashable {
    /// What UIKit did to the last line shown.
    public enum Kind: String, Sendable, Hashable {
        /// An ellipsis at the end (`tailTruncation`).
        case tail
        /// An ellipsis at the start (`headTruncation`).
        case head
        /// An ellipsis in the middle (`middleTruncation`).
        case middle
        /// The last line cut at the edge, part of a glyph possibly shown (`clip`).
        case clipped
        /// The text wraps onto more lines than `numberOfLines`; the extra lines are not shown,
        /// without an ellipsis (`wordWrap`, `characterWrap`).
        case linesDropped
    }

    /// What was done.
    public var kind: Kind
    /// Lines the text would take at this width beyond the lines shown.
    public var hiddenLineCount: Int
    /// The width the text's widest paragraph needs on one line, rounded up to a whole point,
    /// so `fullWidth − available width` is what a single-line label lacks.
    public var fullWidth: Double
}

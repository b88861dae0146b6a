/// A font resolved for measuring: a face to shape with, a point size, the vertical metrics
/// UIKit's `UIFont` would report, and the tracking added after every glyph.
///
/// Get one from `FontLibrary.resolve(_:category:)`, or `Font.box(pointSize:)` for tests.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The face's name: a PostScript name (`Inter-SemiBold`, `Futura-Medium`) or `box`.
    public let name: String
    /// The size in points.
    public let pointSize: Double
    /// Distance from the baseline up to the top of the line, in points (`UIFont.ascender`).
    public let ascender: Double
    /// Distance from the baseline down to the bottom of the line, in points, positive
    /// (`-UIFont.descender`).
    public let descender: Double
    /// Extra space below each line, in points (`UIFont.leading`).
    public let leading: Double
    /// Points added after every glyph (SF's size-dependent tracking for the system font, else 0).
    public let tracking: Double
    /// Factor on the face's glyph advances before tracking: 1, except for the bold and heavier
    /// system font, whose Inter cuts run narrower than SF's (`SystemMetrics.boldAdvanceScale`).
    public let advanceScale: Double

    let face: Face

    /// What glyphs are shaped with.
    enum Face: Sendable, Hashable {
        /// Every grapheme cluster advances half an em.
        case box
        case openType(OpenTypeFace)
    }

    /// `UIFont.lineHeight`: ascender + descender + leading (17 pt system font: 20.287109375).
    public var lineHeight: Double { ascender + descender + leading }

    public var description: String {
        "\(name) \(pointSize)"
    }

    /// SF's vertical metrics as UIKit reports them: ascender 1950, descender 494, leading 0,
    /// in 2048 units per em.
    public enum SystemMetrics {
        public static let unitsPerEm = 2048.0
        public static let ascender = 1950.0
        public static let descender = 494.0
        /// Inter Bold with SF's tracking runs about 2.5 % narrower than SF Bold (compared glyph
        /// advance by advance at 17 pt; IB's frames of bold labels agree), so the system font's
        /// bold, heavy and black advances are widened by this factor.
        public static let boldAdvanceScale = 1.025
    }

    /// The deterministic box font: every grapheme cluster advances half an em, no tracking, SF's
    /// vertical metrics. Numbers measured with it depend on no font file.
    public static func box(pointSize: Double) -> Font {
        let size = Font.sanitized(pointSize)
        return Font(name: "box", pointSize: size,
                    ascender: SystemMetrics.ascender / SystemMetrics.unitsPerEm * size,
                    descender: SystemMetrics.descender / SystemMetrics.unitsPerEm * size,
                    leading: 0, tracking: 0, advanceScale: 1, face: .box)
    }

    /// The system font recipe: a face (Inter) with SF's vertical metrics and SF's tracking.
    static func system(face: OpenTypeFace, pointSize: Double, weight: FontWeight) -> Font {
        let size = Font.sanitized(pointSize)
        let widened = weight.weightClass >= FontWeight.bold.weightClass
        return Font(name: face.postScriptName ?? "system", pointSize: size,
                    ascender: SystemMetrics.ascender / SystemMetrics.unitsPerEm * size,
                    descender: SystemMetrics.descender / SystemMetrics.unitsPerEm * size,
                    leading: 0, tracking: SystemFontTracking.points(atPointSize: size),
                    advanceScale: widened ? SystemMetrics.boldAdvanceScale : 1, face: .openType(face))
    }

    /// A named font with its own `hhea` metrics and no tracking.
    static func named(face: OpenTypeFace, pointSize: Double) -> Font {
        let size = Font.sanitized(pointSize)
        let perUnit = size / Double(max(face.unitsPerEm, 1))
        return Font(name: face.postScriptName ?? "font", pointSize: size,
                    ascender: Double(face.hheaAscender) * perUnit,
                    descender: Double(-face.hheaDescender) * perUnit,
                    leading: Double(max(face.hheaLineGap, 0)) * perUnit, tracking: 0, advanceScale: 1,
                    face: .openType(face))
    }

    /// A point size usable for arithmetic: finite and above 0 (else UIKit's 17).
    static func sanitized(_ size: Double) -> Double {
        size.isFinite && size > 0 ? min(size, FontDescriptor.maximumPointSize) : 17
    }
}

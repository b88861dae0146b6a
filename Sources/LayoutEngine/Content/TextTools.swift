import TextLayout

/// What a run measures texts with: the fonts (Inter standing in for SF, a fonts folder for
/// named fonts, or the box font in tests) and one memo of measurements, so that a text is laid
/// out once per distinct (text, font, width) however many environments and cases ask for it.
public struct TextTools: Sendable {
    public var fonts: FontLibrary
    public var measurer: TextMeasurer

    public init(fonts: FontLibrary, measurer: TextMeasurer = TextMeasurer()) {
        self.fonts = fonts
        self.measurer = measurer
    }

    /// Inter from where Debian's `fonts-inter` puts it, no fonts folder. When Inter is not
    /// installed, the box font, and `systemFontProblem` says why.
    public static func standard() -> TextTools {
        TextTools(fonts: StandardFonts.loaded.library)
    }

    /// Why the standard tools measure with the box font (Inter is not installed), or nil.
    public static var systemFontProblem: String? { StandardFonts.loaded.problem }

    /// Every font the box font: numbers that depend on no font file (unit tests).
    public static func boxFonts() -> TextTools {
        TextTools(fonts: .boxFonts())
    }
}

/// The standard font library, made once per process.
private enum StandardFonts {
    static let loaded: (library: FontLibrary, problem: String?) = {
        do {
            return (try FontLibrary(), nil)
        } catch {
            return (FontLibrary.boxFonts(), "\(error); measuring every text with the box font")
        }
    }()
}

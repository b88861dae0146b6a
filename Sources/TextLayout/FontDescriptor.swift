/// A font as a spec names it, before it is resolved against a content size category and the
/// installed font files: a text style, the system font at a size and weight, or a named font.
///
/// Spellings (`FontDescriptor(parsing:)`): `body`, `system 17`, `system 17 semibold`,
/// `boldSystem 15`, `Futura-Medium 16`.
public enum FontDescriptor: Sendable, Hashable {
    /// A Dynamic Type text style; its size and weight come from the content size category.
    case textStyle(TextStyle)
    /// The system font at a fixed point size and weight (`system 17 semibold`).
    case system(size: Double, weight: FontWeight)
    /// A font file looked up by PostScript name or file name (`Futura-Medium 16`).
    case named(String, size: Double)

    /// UIKit's default label font: the system font at 17 points.
    public static let labelDefault = FontDescriptor.system(size: 17, weight: .regular)
    /// UIKit's default title font of a system button: the system font at 15 points.
    public static let buttonDefault = FontDescriptor.system(size: 15, weight: .regular)

    /// The largest point size accepted, far above any Dynamic Type size.
    public static let maximumPointSize = 1000.0

    /// Parses a spec's `font` attribute. Errors are values (a message without a location;
    /// the caller adds file:line:column), never traps.
    public init(parsing text: String) throws(FontSpecError) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .map(String.init)
        guard let first = words.first else {
            throw FontSpecError("empty font: expected a text style (body, headline, …), 'system 17', "
                + "'system 17 semibold', 'boldSystem 15' or a font name and size ('Futura-Medium 16')")
        }
        if let style = TextStyle(rawValue: first) {
            guard words.count == 1 else {
                throw FontSpecError("the text style '\(first)' takes no size or weight: its size comes from "
                    + "the content size category (write 'system \(words.dropFirst().joined(separator: " "))' "
                    + "for a fixed size)")
            }
            self = .textStyle(style)
            return
        }
        if first == "system" || first == "boldSystem" {
            guard words.count >= 2 else {
                throw FontSpecError("'\(first)' needs a point size, as in '\(first) 17'")
            }
            let size = try FontDescriptor.pointSize(words[1], in: text)
            var weight: FontWeight = first == "boldSystem" ? .bold : .regular
            if words.count >= 3 {
                guard first == "system" else {
                    throw FontSpecError("'boldSystem' takes no weight: write 'system \(words[1]) \(words[2])'")
                }
                guard let named = FontWeight(rawValue: words[2]) else {
                    throw FontSpecError("unknown weight '\(words[2])': expected one of "
                        + FontWeight.allCases.map(\.rawValue).joined(separator: ", "))
                }
                weight = named
            }
            guard words.count <= 3 else {
                throw FontSpecError("unexpected '\(words[3...].joined(separator: " "))' after the weight in '\(text)'")
            }
            self = .system(size: size, weight: weight)
            return
        }
        guard words.count >= 2 else {
            throw FontSpecError("unknown font '\(first)': a text style (\(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))), "
                + "'system 17', 'boldSystem 15', or a font name with a size ('\(first) 16')")
        }
        let size = try FontDescriptor.pointSize(words[words.count - 1], in: text)
        self = .named(words.dropLast().joined(separator: " "), size: size)
    }

    /// The spec spelling of this font, which parses back to the same value.
    public var specSpelling: String {
        switch self {
        case .textStyle(let style): style.rawValue
        case .system(let size, let weight):
            weight == .regular ? "system \(FontDescriptor.format(size))"
                : "system \(FontDescriptor.format(size)) \(weight.rawValue)"
        case .named(let name, let size): "\(name) \(FontDescriptor.format(size))"
        }
    }

    /// A point size: digits with at most one decimal point, above 0 and at most `maximumPointSize`.
    private static func pointSize(_ word: String, in text: String) throws(FontSpecError) -> Double {
        let isPlainNumber = !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            && word.filter({ $0 == "." }).count <= 1
        guard isPlainNumber, let size = Double(word) else {
            throw FontSpecError("'\(word)' in '\(text)' is not a point size (a number such as 17 or 13.5)")
        }
        guard size > 0, size <= maximumPointSize else {
            throw FontSpecError("point size \(word) in '\(text)' is out of range (above 0, at most \(Int(maximumPointSize)))")
        }
        return size
    }

    private static func format(_ size: Double) -> String {
        size.isFinite && abs(size) < 1e9 && size == size.rounded() ? String(Int(size)) : String(size)
    }
}

/// Why a `font` attribute could not be read; `message` says what was expected.
public struct FontSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A sentence for the user, without a source location.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

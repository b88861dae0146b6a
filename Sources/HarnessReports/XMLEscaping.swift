/// Escaping for XML 1.0 text and attribute values (JUnit) and for HTML.
///
/// Characters XML 1.0 cannot carry at all (C0 controls other than tab, line
/// feed and carriage return; U+FFFE and U+FFFF) are written as the visible
/// text `\u{1B}`, so a report never becomes unparsable and nothing is lost
/// silently.
public enum XMLEscaping {
    /// Escapes text content: `&`, `<`, `>`; a carriage return becomes `&#13;`
    /// so parsers do not fold it into a line feed.
    public static func text(_ value: String) -> String {
        escape(value, attribute: false)
    }

    /// Escapes an attribute value written between double quotes: also `"`,
    /// and tab, line feed and carriage return as character references (an
    /// attribute value normaliser would otherwise turn them into spaces).
    public static func attribute(_ value: String) -> String {
        escape(value, attribute: true)
    }

    /// Whether XML 1.0 allows the scalar as a character.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x0..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    /// The visible stand-in for a character XML cannot carry.
    public static func placeholder(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    private static func escape(_ value: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if isAllowed(scalar) { out.unicodeScalars.append(scalar) } else { out += placeholder(scalar) }
            }
        }
        return out
    }
}

/// Escaping for HTML text, attribute values and inline SVG.
public enum HTMLEscaping {
    /// Escapes `& < > " '`; characters XML cannot carry become visible `\u{..}` text.
    public static func escape(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\r": out += "&#13;"
            default:
                if XMLEscaping.isAllowed(scalar) { out.unicodeScalars.append(scalar) } else { out += XMLEscaping.placeholder(scalar) }
            }
        }
        return out
    }
}

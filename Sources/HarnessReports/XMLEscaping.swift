/// Escaping for XML 1.0 text and attribute values (JUnit) and for HTML.
///
/// Characters XML 1.0 cannot carry at all (C0 controls other than tab, line
/// feed and carriage return; U+FFFE and U+FFFF) are written as the visible
/// text `\u{1B}`, so a report never becomes unparsable and nothing is lost
/// silently.
///
/// The rules are `EscapeRules.xmlText` and `.xmlAttribute`, applied by the
/// reports' one escaping routine.
public enum XMLEscaping {
    /// Escapes text content: `&`, `<`, `>`; a carriage return becomes `&#13;`
    /// so parsers do not fold it into a line feed.
    public static func text(_ value: String) -> String {
        ReportBytes.text(capacity: value.utf8.count + 16) { $0.append(xmlText: value) }
    }

    /// Escapes an attribute value written between double quotes: also `"`,
    /// and tab, line feed and carriage return as character references (an
    /// attribute value normaliser would otherwise turn them into spaces).
    public static func attribute(_ value: String) -> String {
        ReportBytes.text(capacity: value.utf8.count + 16) { $0.append(xmlAttribute: value) }
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

    /// The visible stand-in for a character XML cannot carry: `\u{1B}`, `\u{FFFE}`.
    public static func placeholder(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}

/// Escaping for HTML text, attribute values and inline SVG.
public enum HTMLEscaping {
    /// Escapes `& < > " '`; characters XML cannot carry become visible `\u{..}` text.
    public static func escape(_ value: String) -> String {
        ReportBytes.text(capacity: value.utf8.count + 16) { $0.append(html: value) }
    }
}

extension ReportBytes {
    /// `XMLEscaping.text(value)`, appended.
    public mutating func append(xmlText value: String) { append(escaping: value, .xmlText) }

    /// `XMLEscaping.attribute(value)`, appended.
    public mutating func append(xmlAttribute value: String) { append(escaping: value, .xmlAttribute) }

    /// UTF-8 bytes escaped as XML text content.
    mutating func append(xmlText source: UnsafeBufferPointer<UInt8>) { append(escaping: source, .xmlText) }

    /// `HTMLEscaping.escape(value)`, appended.
    public mutating func append(html value: String) { append(escaping: value, .html) }
}

/// Escaping for XML 1.0 text and attribute values (JUnit) and for HTML.
///
/// Characters XML 1.0 cannot carry at all (C0 controls other than tab, line
/// feed and carriage return; U+FFFE and U+FFFF) are written as the visible
/// text `\u{1B}`, so a report never becomes unparsable and nothing is lost
/// silently.
///
/// The work is done on UTF-8 bytes (`ReportBytes`): runs of bytes that need
/// nothing are copied at once; every byte of a multi-byte character is 0x80
/// or above, so only ASCII bytes and the three-byte U+FFFE/U+FFFF need a look.
public enum XMLEscaping {
    /// Escapes text content: `&`, `<`, `>`; a carriage return becomes `&#13;`
    /// so parsers do not fold it into a line feed.
    public static func text(_ value: String) -> String {
        var out = ReportBytes(capacity: value.utf8.count + 16)
        out.append(xmlText: value)
        return out.string
    }

    /// Escapes an attribute value written between double quotes: also `"`,
    /// and tab, line feed and carriage return as character references (an
    /// attribute value normaliser would otherwise turn them into spaces).
    public static func attribute(_ value: String) -> String {
        var out = ReportBytes(capacity: value.utf8.count + 16)
        out.append(xmlAttribute: value)
        return out.string
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
        var out = ReportBytes(capacity: 12)
        out.append(placeholder: scalar.value)
        return out.string
    }

    /// The escaping rules, one per kind of output.
    enum Mode {
        /// XML text content.
        case text
        /// An XML attribute value between double quotes.
        case attribute
        /// HTML text or attribute value (also `'`).
        case html

        /// The entity for an ASCII byte, or nil when the byte is written as is
        /// (control characters are handled apart).
        @inline(__always) func entity(_ byte: UInt8) -> StaticString? {
            switch byte {
            case UInt8(ascii: "&"): return "&amp;"
            case UInt8(ascii: "<"): return "&lt;"
            case UInt8(ascii: ">"): return "&gt;"
            case UInt8(ascii: "\r"): return "&#13;"
            case UInt8(ascii: "\""): return self == .text ? nil : "&quot;"
            case UInt8(ascii: "\t"): return self == .attribute ? "&#9;" : nil
            case UInt8(ascii: "\n"): return self == .attribute ? "&#10;" : nil
            case UInt8(ascii: "'"): return self == .html ? "&#39;" : nil
            default: return nil
            }
        }
    }
}

/// Escaping for HTML text, attribute values and inline SVG.
public enum HTMLEscaping {
    /// Escapes `& < > " '`; characters XML cannot carry become visible `\u{..}` text.
    public static func escape(_ value: String) -> String {
        var out = ReportBytes(capacity: value.utf8.count + 16)
        out.append(html: value)
        return out.string
    }
}

extension ReportBytes {
    /// `XMLEscaping.text(value)`, appended.
    public mutating func append(xmlText value: String) { append(escaping: value, .text) }

    /// `XMLEscaping.attribute(value)`, appended.
    public mutating func append(xmlAttribute value: String) { append(escaping: value, .attribute) }

    /// `HTMLEscaping.escape(value)`, appended.
    public mutating func append(html value: String) { append(escaping: value, .html) }

    /// `\u{1B}`: the visible stand-in for a character XML cannot carry.
    mutating func append(placeholder value: UInt32) {
        append("\\u{")
        append(hex: value, uppercase: true)
        append(UInt8(ascii: "}"))
    }

    private mutating func append(escaping value: String, _ mode: XMLEscaping.Mode) {
        var value = value
        value.withUTF8 { source in append(escaping: source, mode) }
    }

    private mutating func append(escaping source: UnsafeBufferPointer<UInt8>, _ mode: XMLEscaping.Mode) {
        let count = source.count
        reserve(count)
        var runStart = 0, i = 0
        while i < count {
            let byte = source[i]
            var replacement: StaticString?
            var placeholder: UInt32?
            var width = 1
            if byte < 0x80 {
                if let entity = mode.entity(byte) {
                    replacement = entity
                } else if byte < 0x20 && byte != 0x9 && byte != 0xA {
                    placeholder = UInt32(byte)
                } else {
                    i += 1
                    continue
                }
            } else if byte == 0xEF, i + 2 < count, source[i + 1] == 0xBF, source[i + 2] == 0xBE || source[i + 2] == 0xBF {
                placeholder = source[i + 2] == 0xBE ? 0xFFFE : 0xFFFF
                width = 3
            } else {
                i += 1
                continue
            }
            if runStart < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<i])) }
            if let replacement { append(replacement) }
            if let placeholder { append(placeholder: placeholder) }
            i += width
            runStart = i
        }
        if runStart < count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<count])) }
    }
}

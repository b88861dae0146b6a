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

    /// UTF-8 bytes escaped as XML text content.
    mutating func append(xmlText source: UnsafeBufferPointer<UInt8>) { append(escaping: source, .text) }

    /// `HTMLEscaping.escape(value)`, appended.
    public mutating func append(html value: String) { append(escaping: value, .html) }

    /// `\u{1B}`: the visible stand-in for a character XML cannot carry.
    mutating func append(placeholder value: UInt32) {
        append("\\u{")
        append(hex: value, uppercase: true)
        append(UInt8(ascii: "}"))
    }

    private mutating func append(escaping value: String, _ mode: XMLEscaping.Mode) {
        Self.withUTF8(value) { source in append(escaping: source, mode) }
    }

    private mutating func append(escaping source: UnsafeBufferPointer<UInt8>, _ mode: XMLEscaping.Mode) {
        let n = source.count
        var i = 0
        while i < n {
            // A chunk at a time: at most 6 bytes out for each byte in (`&quot;`,
            // `\u{1F}`), 8 for the three bytes of U+FFFE at the chunk's end.
            let end = min(n, i + 4096)
            var scanned = i
            write(maximum: (end - i) * 6 + 8) { start in
                // Locals, not the captured `i`: they stay in registers.
                var out = start, i = i
                defer { scanned = i }
                while i < end {
                    // Eight plain bytes at once.
                    if i + 8 <= end {
                        let block = Self.block(source, i)
                        if !(Self.hasByte(below: 0x20, in: block) || Self.hasByte(0x26, in: block) || Self.hasByte(0x3C, in: block)
                             || Self.hasByte(0x3E, in: block) || Self.hasByte(0xEF, in: block)
                             || (mode != .text && Self.hasByte(0x22, in: block)) || (mode == .html && Self.hasByte(0x27, in: block))) {
                            Self.put(block: block, &out)
                            i += 8
                            continue
                        }
                    }
                    let byte = source[i]
                    i += 1
                    // Most bytes need nothing: one test for them (`'` is 0x27, `"` 0x22).
                    guard byte < 0x40 || byte == 0xEF else {
                        out.pointee = byte
                        out += 1
                        continue
                    }
                    if byte == 0xEF {
                        if i + 1 < n, source[i] == 0xBF, source[i + 1] == 0xBE || source[i + 1] == 0xBF {
                            Self.put("\\u{", &out)
                            Self.put(source[i + 1] == 0xBE ? "FFFE}" : "FFFF}", &out)
                            i += 2
                        } else {
                            out.pointee = byte
                            out += 1
                        }
                    } else if let entity = mode.entity(byte) {
                        Self.put(entity, &out)
                    } else if byte < 0x20 && byte != 0x9 && byte != 0xA {
                        Self.put("\\u{", &out)
                        Self.putHex(UInt32(byte), uppercase: true, minDigits: 1, &out)
                        out.pointee = UInt8(ascii: "}")
                        out += 1
                    } else {
                        out.pointee = byte
                        out += 1
                    }
                }
                return out
            }
            i = scanned
        }
    }
}

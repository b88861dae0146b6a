/// Serialises `JSONValue` deterministically: members in their given order,
/// numbers through `ReportNumber.decimal` (at most 3 decimals, no exponent).
/// The layout rules live in `JSONEmitter`, which writers that stream their
/// JSON without building a `JSONValue` share.
public enum JSONText {
    /// Layout of the text.
    public enum Style: Sendable {
        /// Two-space indentation; a container whose items are all scalars
        /// stays on one line when it fits in 120 characters (indentation aside).
        case pretty
        /// No whitespace at all.
        case compact
    }

    /// The JSON text of `value`, ending in a newline when pretty.
    /// `htmlSafe` also escapes `<`, `>`, `&`, U+2028 and U+2029 so the text
    /// can stand inside an HTML `<script>` element.
    public static func render(_ value: JSONValue, style: Style = .pretty, htmlSafe: Bool = false) -> String {
        var emitter = JSONEmitter(style: style, htmlSafe: htmlSafe)
        emitter.value(value)
        emitter.finish()
        return emitter.out.string
    }

    /// A JSON string literal, quotes included.
    public static func quote(_ text: String, htmlSafe: Bool = false) -> String {
        var out = ReportBytes(capacity: text.utf8.count + 2)
        out.append(jsonString: text, htmlSafe: htmlSafe)
        return out.string
    }
}

extension JSONEmitter {
    /// Writes a `JSONValue` with the layout rules (`JSONText.render`).
    mutating func value(_ value: JSONValue, indent: Int = 0) {
        switch value {
        case .null: null()
        case .bool(let b): bool(b)
        case .number(let n): number(n)
        case .string(let s): string(s)
        case .array(let items):
            container(.array, count: items.count, scalarItems: items.allSatisfy(\.isJSONScalar), indent: indent) { e, i, inner in
                e.value(items[i], indent: inner)
            }
        case .object(let members):
            container(.object, count: members.count, scalarItems: members.allSatisfy(\.value.isJSONScalar), indent: indent) { e, i, inner in
                e.key(members[i].key)
                e.value(members[i].value, indent: inner)
            }
        }
    }
}

extension JSONValue {
    /// Scalars for the layout: everything but a non-empty array or object.
    var isJSONScalar: Bool {
        switch self {
        case .array(let items): return items.isEmpty
        case .object(let members): return members.isEmpty
        default: return true
        }
    }
}

extension ReportBytes {
    /// `JSONText.quote(text, htmlSafe:)`, appended: quotes, `\"`, `\\`,
    /// `\n`, `\r`, `\t`, `\u00XX` for other control characters and DEL;
    /// `htmlSafe` also writes `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX`.
    public mutating func append(jsonString text: String, htmlSafe: Bool = false) {
        Self.withUTF8(text) { append(jsonString: $0, htmlSafe: htmlSafe) }
    }

    /// UTF-8 bytes as a JSON string literal (`append(jsonString:htmlSafe:)`).
    mutating func append(jsonString source: UnsafeBufferPointer<UInt8>, htmlSafe: Bool) {
        append(UInt8(ascii: "\""))
        do {
            let n = source.count
            var i = 0
            while i < n {
                // A chunk at a time: at most 6 bytes out for each byte in, 3 more for a
                // three-byte character that starts at the chunk's end.
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
                            if !(Self.hasByte(below: 0x20, in: block) || Self.hasByte(0x22, in: block) || Self.hasByte(0x5C, in: block)
                                 || Self.hasByte(0x7F, in: block)
                                 || (htmlSafe && (Self.hasByte(0x3C, in: block) || Self.hasByte(0x3E, in: block)
                                                  || Self.hasByte(0x26, in: block) || Self.hasByte(0xE2, in: block)))) {
                                Self.put(block: block, &out)
                                i += 8
                                continue
                            }
                        }
                        let byte = source[i]
                        i += 1
                        // Most bytes need nothing: one test for them.
                        guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F
                            || (htmlSafe && (byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0xE2)) else {
                            out.pointee = byte
                            out += 1
                            continue
                        }
                        switch byte {
                        case UInt8(ascii: "\""): Self.put("\\\"", &out)
                        case UInt8(ascii: "\\"): Self.put("\\\\", &out)
                        case UInt8(ascii: "\n"): Self.put("\\n", &out)
                        case UInt8(ascii: "\r"): Self.put("\\r", &out)
                        case UInt8(ascii: "\t"): Self.put("\\t", &out)
                        case 0xE2:
                            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 (only here when htmlSafe).
                            if i + 1 < n, source[i] == 0x80, source[i + 1] == 0xA8 || source[i + 1] == 0xA9 {
                                Self.put(source[i + 1] == 0xA8 ? "\\u2028" : "\\u2029", &out)
                                i += 2
                            } else {
                                out.pointee = byte
                                out += 1
                            }
                        default:
                            // Control characters, DEL, and `<`, `>`, `&` when htmlSafe.
                            Self.put("\\u00", &out)
                            Self.putHex(UInt32(byte), uppercase: false, minDigits: 2, &out)
                        }
                    }
                    return out
                }
                i = scanned
            }
        }
        append(UInt8(ascii: "\""))
    }
}

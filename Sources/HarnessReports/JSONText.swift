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
        var text = text
        append(UInt8(ascii: "\""))
        text.withUTF8 { source in
            let count = source.count
            reserve(count + 1)
            var runStart = 0, i = 0
            while i < count {
                let byte = source[i]
                var escape: StaticString?
                var code: UInt32?
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
                    if htmlSafe { code = UInt32(byte) }
                case 0..<0x20, 0x7F:
                    code = UInt32(byte)
                case 0xE2:
                    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                    if htmlSafe, i + 2 < count, source[i + 1] == 0x80, source[i + 2] == 0xA8 || source[i + 2] == 0xA9 {
                        code = source[i + 2] == 0xA8 ? 0x2028 : 0x2029
                        width = 3
                    }
                default: break
                }
                guard escape != nil || code != nil else {
                    i += 1
                    continue
                }
                if runStart < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<i])) }
                if let escape { append(escape) }
                if let code {
                    append("\\u")
                    append(hex: code, uppercase: false, minDigits: 4)
                }
                i += width
                runStart = i
            }
            if runStart < count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<count])) }
        }
        append(UInt8(ascii: "\""))
    }
}

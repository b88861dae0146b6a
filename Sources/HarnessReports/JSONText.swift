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
        append(escaping: source, htmlSafe ? .jsonHTMLSafe : .json)
        append(UInt8(ascii: "\""))
    }
}

/// Serialises `JSONValue` deterministically: members in their given order,
/// numbers through `DecimalText` (at most 3 decimals, no exponent), laid out by
/// `JSONLayoutWriter` as the results JSON is.
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
        var writer = JSONLayoutWriter(capacity: 1 << 12, pretty: style == .pretty, htmlSafe: htmlSafe)
        writer.value(value)
        return writer.finish().string
    }

    /// A JSON string literal, quotes included.
    public static func quote(_ text: String, htmlSafe: Bool = false) -> String {
        ReportBytes.text(capacity: text.utf8.count + 2) { $0.append(jsonString: text, htmlSafe: htmlSafe) }
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

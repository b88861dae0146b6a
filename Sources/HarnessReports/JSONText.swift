/// Serialises `JSONValue` deterministically: members in their given order,
/// numbers through `ReportNumber.decimal` (at most 3 decimals, no exponent).
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
        var out = ""
        write(value, style: style, htmlSafe: htmlSafe, indent: 0, into: &out)
        if case .pretty = style { out += "\n" }
        return out
    }

    /// A JSON string literal, quotes included.
    public static func quote(_ text: String, htmlSafe: Bool = false) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where htmlSafe, ">" where htmlSafe, "&" where htmlSafe, "\u{2028}" where htmlSafe, "\u{2029}" where htmlSafe:
                out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += unicodeEscape(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let items): return items.isEmpty
        case .object(let members): return members.isEmpty
        default: return true
        }
    }

    private static func write(_ value: JSONValue, style: Style, htmlSafe: Bool, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.isFinite ? ReportNumber.decimal(n) : "null"
        case .string(let s): out += quote(s, htmlSafe: htmlSafe)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if case .compact = style {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += "," }
                    write(item, style: style, htmlSafe: htmlSafe, indent: 0, into: &out)
                }
                out += "]"
                return
            }
            if items.allSatisfy(isScalar) {
                var line = "["
                for (i, item) in items.enumerated() {
                    if i > 0 { line += ", " }
                    write(item, style: .compact, htmlSafe: htmlSafe, indent: 0, into: &line)
                }
                line += "]"
                if line.count <= 120 { out += line; return }
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                write(item, style: style, htmlSafe: htmlSafe, indent: indent + 1, into: &out)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            if case .compact = style {
                out += "{"
                for (i, member) in members.enumerated() {
                    if i > 0 { out += "," }
                    out += quote(member.key, htmlSafe: htmlSafe) + ":"
                    write(member.value, style: style, htmlSafe: htmlSafe, indent: 0, into: &out)
                }
                out += "}"
                return
            }
            if members.allSatisfy({ isScalar($0.value) }) {
                var line = "{"
                for (i, member) in members.enumerated() {
                    if i > 0 { line += ", " }
                    line += quote(member.key, htmlSafe: htmlSafe) + ": "
                    write(member.value, style: .compact, htmlSafe: htmlSafe, indent: 0, into: &line)
                }
                line += "}"
                if line.count <= 120 { out += line; return }
            }
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += String(repeating: "  ", count: indent + 1) + quote(member.key, htmlSafe: htmlSafe) + ": "
                write(member.value, style: style, htmlSafe: htmlSafe, indent: indent + 1, into: &out)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }
}

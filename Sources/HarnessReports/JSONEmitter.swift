/// Writes JSON text into `ReportBytes` with `JSONText`'s layout rules, for
/// `JSONText.render` and for writers that stream a large document without
/// building a `JSONValue` first (the HTML report's data).
///
/// Pretty: two-space indentation; a non-empty container whose items are all
/// scalars (anything but a non-empty array or object) stays on one line,
/// `[1, 2]` / `{"a": 1, "b": null}`, when that line has at most 120
/// characters; otherwise one item per line. Compact: no whitespace.
/// Numbers go through `ReportNumber.decimal`; non-finite ones become `null`.
struct JSONEmitter: ~Copyable {
    /// The text so far.
    var out: ReportBytes
    let style: JSONText.Style
    let htmlSafe: Bool

    /// Which brackets a container has.
    enum Container {
        case array, object
        var open: UInt8 { self == .array ? UInt8(ascii: "[") : UInt8(ascii: "{") }
        var close: UInt8 { self == .array ? UInt8(ascii: "]") : UInt8(ascii: "}") }
    }

    init(style: JSONText.Style, htmlSafe: Bool = false, capacity: Int = 1 << 12) {
        out = ReportBytes(capacity: capacity)
        self.style = style
        self.htmlSafe = htmlSafe
    }

    /// Ends the document: a newline after pretty text.
    mutating func finish() {
        if case .pretty = style { out.append(UInt8(ascii: "\n")) }
    }

    mutating func null() { out.append("null") }
    mutating func bool(_ value: Bool) { out.append(value ? "true" : "false") }
    mutating func number(_ value: Double) {
        if value.isFinite { out.append(decimal: value) } else { out.append("null") }
    }
    mutating func number(_ value: Double?) { if let value { number(value) } else { null() } }
    mutating func int(_ value: Int) { out.append(value) }
    mutating func int(_ value: Int?) { if let value { out.append(value) } else { null() } }
    mutating func string(_ value: String) { out.append(jsonString: value, htmlSafe: htmlSafe) }
    mutating func string(_ value: String?) { if let value { string(value) } else { null() } }

    /// `"key": ` (pretty) or `"key":` (compact), before a member's value.
    mutating func key(_ key: String) {
        out.append(jsonString: key, htmlSafe: htmlSafe)
        if case .pretty = style { out.append(": ") } else { out.append(UInt8(ascii: ":")) }
    }

    /// `"name": ` for a member name known to need no escaping (written as is).
    mutating func field(_ name: StaticString) {
        out.append(UInt8(ascii: "\""))
        out.append(name)
        if case .pretty = style { out.append("\": ") } else { out.append("\":") }
    }

    /// A container of `count` items; `item(&self, i, indent)` writes item `i`
    /// (for an object its `key` and value), where `indent` is the level for the
    /// item's own containers. `scalarItems` tells whether every item (member
    /// value) is a scalar, which lets the container stand on one line.
    mutating func container(_ kind: Container, count: Int, scalarItems: Bool, indent: Int,
                            _ item: (inout JSONEmitter, Int, Int) -> Void) {
        out.append(kind.open)
        defer { out.append(kind.close) }
        guard count > 0 else { return }
        if case .compact = style {
            for i in 0..<count {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item(&self, i, 0)
            }
            return
        }
        if scalarItems {
            let start = out.count - 1
            for i in 0..<count {
                if i > 0 { out.append(", ") }
                item(&self, i, indent + 1)
            }
            if lineFits(from: start, closing: 1) { return }
            out.truncate(to: start + 1)
        }
        out.append(UInt8(ascii: "\n"))
        for i in 0..<count {
            out.append(UInt8(ascii: " "), count: 2 * (indent + 1))
            item(&self, i, indent + 1)
            out.append(i == count - 1 ? "\n" : ",\n")
        }
        out.append(UInt8(ascii: " "), count: 2 * indent)
    }

    /// Whether the text from `start`, plus `closing` bytes still to come, has
    /// at most 120 characters (grapheme clusters, as `String.count` counts).
    private func lineFits(from start: Int, closing: Int) -> Bool {
        let length = out.count - start + closing
        if length <= 120 { return true }
        return out.withBytes(from: start) { line in
            guard line.contains(where: { $0 >= 0x80 }) else { return false }
            return String(decoding: line, as: UTF8.self).count + closing <= 120
        }
    }
}

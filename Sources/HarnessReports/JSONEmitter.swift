/// Writes compact JSON (no whitespace) into `ReportBytes` item by item, for the HTML
/// report's data, which it streams without building a value first. Numbers go through
/// `DecimalText`; non-finite ones become `null`. (Laid-out JSON is `JSONLayoutWriter`'s.)
struct JSONEmitter: ~Copyable {
    /// The text so far.
    var out: ReportBytes
    let htmlSafe: Bool

    /// Which brackets a container has.
    enum Container {
        case array, object
        var open: UInt8 { self == .array ? UInt8(ascii: "[") : UInt8(ascii: "{") }
        var close: UInt8 { self == .array ? UInt8(ascii: "]") : UInt8(ascii: "}") }
    }

    init(htmlSafe: Bool = false, capacity: Int = 1 << 12) {
        out = ReportBytes(capacity: capacity)
        self.htmlSafe = htmlSafe
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

    /// `"key":`, before a member's value.
    mutating func key(_ key: String) {
        out.append(jsonString: key, htmlSafe: htmlSafe)
        out.append(UInt8(ascii: ":"))
    }

    /// `"name":` for a member name known to need no escaping (written as is).
    mutating func field(_ name: StaticString) {
        out.append(UInt8(ascii: "\""))
        out.append(name)
        out.append("\":")
    }

    /// A container of `count` items; `item(&self, i)` writes item `i` (for an object its
    /// `key` and value).
    mutating func container(_ kind: Container, count: Int, _ item: (inout JSONEmitter, Int) -> Void) {
        out.append(kind.open)
        for i in 0..<count {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            item(&self, i)
        }
        out.append(kind.close)
    }
}

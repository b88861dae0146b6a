import LayoutSpec

/// Writes JSON in the project's layout, value by value, with no model in between: two-space
/// indentation; a non-empty container whose items are all scalars stays on one line when that
/// line has at most 120 characters (grapheme clusters, as `String.count` counts them); numbers
/// through `DecimalText` (3 decimals, no exponent; non-finite ones become `null`); strings
/// escaped as `JSONText` escapes them. With `pretty` off, no whitespace at all.
///
/// It is the project's one JSON writer: the results JSON (`JSONResultsWriter`), every
/// `JSONValue` document (`JSONText`) and the HTML report's data (`HTMLReportData`, compact)
/// go through it.
///
/// The caller opens a container, starts each item (`key` in an object, `element` in an
/// array) and writes its value, then closes the container. Each item goes on a line of its
/// own; when a container closes, one that may stand on one line (at the end of the text,
/// since its items are scalars) is rewritten on one line in place.
struct JSONLayoutWriter: ~Copyable {
    private var out: ReportBytes
    /// The open containers, outermost first.
    private var open: [Open] = []

    private struct Open {
        var start: Int
        var items = 0
        var scalarItems = true
        var isObject: Bool
    }

    /// Whether items go one a line, indented (else no whitespace at all).
    let pretty: Bool
    let htmlSafe: Bool

    init(capacity: Int, pretty: Bool = true, htmlSafe: Bool = false, sink: ReportSink? = nil) {
        self.init(continuing: ReportBytes(capacity: capacity, sink: sink), pretty: pretty, htmlSafe: htmlSafe)
    }

    /// Writes on after the bytes of `text` (the HTML report's data goes into its page).
    init(continuing text: consuming ReportBytes, pretty: Bool, htmlSafe: Bool) {
        out = text
        open.reserveCapacity(16)
        self.pretty = pretty
        self.htmlSafe = htmlSafe
    }

    /// The text, with every container still open closed, and a final newline when pretty.
    consuming func finish() -> ReportBytes {
        while !open.isEmpty { close() }
        if pretty { out.append(UInt8(ascii: "\n")) }
        var taken = ReportBytes(capacity: 0)
        swap(&taken, &out)
        return taken
    }

    // MARK: - Containers

    /// Opens an object as the current value.
    mutating func openObject() { openContainer(object: true) }

    /// Opens an array as the current value.
    mutating func openArray() { openContainer(object: false) }

    private mutating func openContainer(object: Bool) {
        open.append(Open(start: out.count, isObject: object))
        out.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
    }

    /// Closes the innermost container: a non-empty one on a line of its own, or on one line
    /// with its items when it may stand there.
    mutating func close() {
        let container = open.removeLast()
        if pretty && container.items > 0 {
            let depth = open.count + 1
            if container.scalarItems && fits(container, depth: depth) {
                out.withMutableBytes(from: container.start) { Self.joinLines($0, depth: depth) }
            } else {
                newline(depth: open.count)
            }
        }
        out.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        if container.items > 0, !open.isEmpty { open[open.count - 1].scalarItems = false }
    }

    /// Where the outermost open container that may still be rewritten on one line begins
    /// (the end of the text when none may): only a container of scalars is, when it closes,
    /// one holding an open container with items holds more than scalars, and compact text
    /// is never rewritten. The bytes before are final.
    private var rewritableStart: Int {
        guard pretty else { return out.count }
        for k in open.indices where open[k].scalarItems && !(k + 1 < open.count && open[k + 1].items > 0) {
            return open[k].start
        }
        return out.count
    }

    /// Starts a member of the innermost object, named `key` (ASCII that needs no escaping).
    mutating func key(_ key: StaticString) {
        element()
        out.append(UInt8(ascii: "\""))
        out.append(key)
        if pretty { out.append("\": ") } else { out.append("\":") }
    }

    /// Starts a member of the innermost object, named `key` (any text, escaped).
    mutating func key(_ key: String) {
        element()
        out.append(jsonString: key, htmlSafe: htmlSafe)
        if pretty { out.append(": ") } else { out.append(UInt8(ascii: ":")) }
    }

    /// Starts an item of the innermost array (`key` starts a member with it): the comma after
    /// the previous item, the line break and the indentation.
    mutating func element() {
        out.release(before: rewritableStart)
        let last = open.count - 1
        if open[last].items > 0 { out.append(UInt8(ascii: ",")) }
        open[last].items += 1
        if pretty { newline(depth: open.count) }
    }

    // MARK: - Scalars

    mutating func null() { out.append("null") }
    mutating func bool(_ value: Bool) { out.append(value ? "true" : "false") }
    mutating func string(_ value: String) { out.append(jsonString: value, htmlSafe: htmlSafe) }
    mutating func string(_ value: String?) { if let value { string(value) } else { null() } }
    /// A string given as UTF-8 bytes (text put together in a scratch buffer).
    mutating func string(utf8 bytes: UnsafeBufferPointer<UInt8>) { out.append(jsonString: bytes, htmlSafe: htmlSafe) }
    mutating func int(_ value: Int) { out.append(value) }
    mutating func int(_ value: Int?) { if let value { out.append(value) } else { null() } }
    mutating func number(_ value: Double) {
        if value.isFinite { out.append(decimal: value) } else { out.append("null") }
    }
    mutating func number(_ value: Double?) { if let value { number(value) } else { null() } }

    /// `[x, y, width, height]`.
    mutating func rect(_ rect: Rect) { numbers(rect.x, rect.y, rect.width, rect.height) }

    /// An array of two numbers.
    mutating func numbers(_ a: Double, _ b: Double) {
        if pretty {
            let start = out.count
            out.append(UInt8(ascii: "["))
            number(a); out.append(", "); number(b)
            out.append(UInt8(ascii: "]"))
            if keptOnOneLine(from: start) { return }
        }
        openArray()
        element(); number(a)
        element(); number(b)
        close()
    }

    /// An array of four numbers (a frame).
    mutating func numbers(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        if pretty {
            let start = out.count
            out.append(UInt8(ascii: "["))
            number(a); out.append(", "); number(b); out.append(", "); number(c); out.append(", "); number(d)
            out.append(UInt8(ascii: "]"))
            if keptOnOneLine(from: start) { return }
        }
        openArray()
        element(); number(a)
        element(); number(b)
        element(); number(c)
        element(); number(d)
        close()
    }

    /// Whether an array of numbers just written on one line from `start` (ASCII only) may
    /// stay so: what `close` would make of it written item by item, at most 120 characters.
    /// Frames are most of the arrays of a report; writing them on one line at once spares the
    /// line breaks and indentation written only to be joined again. When it may stay, its
    /// parent now has a container among its items (as `close` notes); else it is taken back,
    /// for the caller to write item by item.
    private mutating func keptOnOneLine(from start: Int) -> Bool {
        guard out.count - start <= 120 else {
            out.truncate(to: start)
            return false
        }
        if !open.isEmpty { open[open.count - 1].scalarItems = false }
        return true
    }

    /// An array of strings.
    mutating func strings(_ values: [String]) {
        openArray()
        for value in values {
            element()
            string(value)
        }
        close()
    }

    /// An array of numbers.
    mutating func numbers(_ values: [Double]) {
        openArray()
        for value in values {
            element()
            number(value)
        }
        close()
    }

    // MARK: - Layout

    private mutating func newline(depth: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(UInt8(ascii: " "), count: 2 * depth)
    }

    /// Whether the container (its items written one a line at `depth`, its closing bracket
    /// not yet) has at most 120 characters on one line: `, ` between items, `: ` after keys.
    private func fits(_ container: Open, depth: Int) -> Bool {
        // Each item's line break and indentation become a space after its comma (none before
        // the first item), each key's `: ` stays; the closing bracket comes.
        let length = out.count - container.start - container.items * 2 * depth
        if length <= 120 { return true }
        let multiByte = out.withBytes(from: container.start) { $0.contains { $0 >= 0x80 } }
        guard multiByte else { return false }
        var line = ReportBytes(capacity: out.count - container.start + 1)
        out.withBytes(from: container.start) { line.append($0) }
        line.withMutableBytes(from: 0) { Self.joinLines($0, depth: depth) }
        line.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        return line.string.count <= 120
    }

    /// Joins the lines of `text` (a container of scalars written one item a line at `depth`)
    /// in place and returns its new length. A line break is always one this writer put
    /// (strings escape theirs), followed by `2 * depth` spaces; it becomes a space after a
    /// comma and nothing after the opening bracket.
    private static func joinLines(_ text: UnsafeMutableBufferPointer<UInt8>, depth: Int) -> Int {
        var read = 0, write = 0
        while read < text.count {
            let byte = text[read]
            if byte == UInt8(ascii: "\n") {
                if write > 0 && text[write - 1] == UInt8(ascii: ",") {
                    text[write] = UInt8(ascii: " ")
                    write += 1
                }
                read += 1 + 2 * depth
            } else {
                text[write] = byte
                write += 1
                read += 1
            }
        }
        return write
    }
}

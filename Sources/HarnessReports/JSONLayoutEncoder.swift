import LayoutResults
import LayoutSpec

/// Writes an `Encodable` value as JSON in `JSONText`'s layout (two-space indentation; a
/// non-empty container whose items are all scalars stays on one line when that line has at
/// most 120 characters), members in the order `encode(to:)` writes them, numbers through
/// `DecimalText` (3 decimals, no exponent; non-finite ones become `null`), strings escaped as
/// `JSONText` escapes them. It is the writer of the results JSON, over the model's `Codable`
/// conformances: a member added there is written with nothing more.
///
/// One pass over the value, no tree: each container is written one item a line; when it
/// closes, one that may stand on one line (at the end of the text, since its items are
/// scalars) is rewritten on one line in place.
enum JSONLayoutEncoder {
    /// The laid-out text (ending in a newline), or with `compact` the text without any
    /// whitespace; `htmlSafe` escapes strings as `JSONText.quote(_:htmlSafe:)` does.
    static func encode<T: Encodable>(_ value: T, capacity: Int = 1 << 12, compact: Bool = false,
                                     htmlSafe: Bool = false) throws -> ReportBytes {
        let writer = UnsafeMutablePointer<LayoutWriter>.allocate(capacity: 1)
        writer.initialize(to: LayoutWriter(capacity: capacity, pretty: !compact, htmlSafe: htmlSafe))
        defer {
            writer.deinitialize(count: 1)
            writer.deallocate()
        }
        try LayoutWriter.value(value, encoder: LayoutEncoder(writer: writer, level: 0))
        writer.pointee.close(above: 0)
        if !compact { writer.pointee.out.append(UInt8(ascii: "\n")) }
        return writer.pointee.take()
    }
}

/// The text as it is written, and the containers still open.
/// One writer serves one encoding; the encoders and containers reach it through a pointer,
/// so handing them out costs no reference count.
private struct LayoutWriter: ~Copyable {
    var out: ReportBytes
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

    init(capacity: Int, pretty: Bool, htmlSafe: Bool) {
        out = ReportBytes(capacity: capacity)
        self.pretty = pretty
        self.htmlSafe = htmlSafe
    }

    /// The text, taken out of the writer.
    mutating func take() -> ReportBytes {
        var taken = ReportBytes(capacity: 0)
        swap(&taken, &out)
        return taken
    }

    /// The level of the innermost open container (0: none).
    var level: Int { open.count }

    /// Closes the containers deeper than `level` (a nested container is done when its parent
    /// writes again or closes): a non-empty one on a line of its own, or on one line with its
    /// items when it may stand there.
    mutating func close(above level: Int) {
        while open.count > level {
            let container = open.removeLast()
            if pretty && container.items > 0 {
                if container.scalarItems && fits(container, depth: open.count + 1) {
                    joinLines(container, depth: open.count + 1)
                } else {
                    newline(depth: open.count)
                }
            }
            out.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
            if container.items > 0, !open.isEmpty { open[open.count - 1].scalarItems = false }
        }
    }

    private mutating func newline(depth: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(UInt8(ascii: " "), count: 2 * depth)
    }

    /// Whether the container (its items written one a line at `depth`, its closing bracket
    /// not yet) has at most 120 characters (grapheme clusters, as `String.count` counts them)
    /// on one line: `, ` between items, `: ` after keys.
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

    /// Rewrites the container, the last thing written, on one line (in place: it only gets shorter).
    private mutating func joinLines(_ container: Open, depth: Int) {
        out.withMutableBytes(from: container.start) { Self.joinLines($0, depth: depth) }
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

    /// Opens a container at `level` (the level its encoder writes at).
    mutating func openContainer(object: Bool, level: Int) {
        close(above: level)
        open.append(Open(start: out.count, isObject: object))
        out.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
    }

    /// Starts an item of the container at `level`: closes what is deeper, writes the comma,
    /// the line break and indentation, and in an object the key.
    mutating func item(at level: Int, key: String?) {
        close(above: level)
        if open[level - 1].items > 0 { out.append(UInt8(ascii: ",")) }
        open[level - 1].items += 1
        if pretty { newline(depth: level) }
        if let key {
            out.append(jsonString: key, htmlSafe: htmlSafe)
            if pretty { out.append(": ") } else { out.append(UInt8(ascii: ":")) }
        }
    }

    mutating func null() { out.append("null") }
    mutating func bool(_ value: Bool) { out.append(value ? "true" : "false") }
    mutating func string(_ value: String) { out.append(jsonString: value, htmlSafe: htmlSafe) }
    mutating func int(_ value: Int) { out.append(value) }
    mutating func double(_ value: Double) {
        if value.isFinite { out.append(decimal: value) } else { out.append("null") }
    }

    /// Writes `value`, which the caller has placed (its key or comma written): scalars
    /// directly, anything else through its `encode(to:)` one level down.
    static func value<T: Encodable>(_ value: T, encoder: LayoutEncoder) throws {
        // Type comparisons, not casts: the common scalars of a generic call, and frames.
        let w = encoder.writer
        if T.self == Double.self { return w.pointee.double(unsafeBitCast(value, to: Double.self)) }
        if T.self == String.self { return w.pointee.string(unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return w.pointee.int(unsafeBitCast(value, to: Int.self)) }
        if T.self == Bool.self { return w.pointee.bool(unsafeBitCast(value, to: Bool.self)) }
        if T.self == Rect.self {
            let rect = unsafeBitCast(value, to: Rect.self)
            w.pointee.openContainer(object: false, level: encoder.level)
            func number(_ value: Double) {
                w.pointee.item(at: encoder.level + 1, key: nil)
                w.pointee.double(value)
            }
            number(rect.x)
            number(rect.y)
            number(rect.width)
            number(rect.height)
            return
        }
        try value.encode(to: encoder)
    }
}

/// The `Encoder` handed to `encode(to:)`: its containers write into the `LayoutWriter`,
/// one level below the container that holds the value.
private struct LayoutEncoder: Encoder {
    let writer: UnsafeMutablePointer<LayoutWriter>
    /// The level of the container the value is an item of (0 for the document).
    let level: Int
    /// Not kept: nothing the results encode reads it, and it would cost an array per value.
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        writer.pointee.openContainer(object: true, level: level)
        return KeyedEncodingContainer(Keyed(writer: writer, level: level + 1))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.pointee.openContainer(object: false, level: level)
        return Unkeyed(writer: writer, level: level + 1)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    /// The encoder of an item of the container at `level`.
    static func nested(_ writer: UnsafeMutablePointer<LayoutWriter>, _ level: Int) -> LayoutEncoder {
        LayoutEncoder(writer: writer, level: level)
    }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: UnsafeMutablePointer<LayoutWriter>
    let level: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        writer.pointee.item(at: level, key: key.stringValue)
        writer.pointee.null()
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        writer.pointee.item(at: level, key: key.stringValue)
        try LayoutWriter.value(value, encoder: .nested(writer, level))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        writer.pointee.item(at: level, key: key.stringValue)
        return LayoutEncoder.nested(writer, level).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        writer.pointee.item(at: level, key: key.stringValue)
        return LayoutEncoder.nested(writer, level).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        writer.pointee.item(at: level, key: key.stringValue)
        return LayoutEncoder.nested(writer, level)
    }
}

private struct Unkeyed: UnkeyedEncodingContainer {
    let writer: UnsafeMutablePointer<LayoutWriter>
    let level: Int
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    init(writer: UnsafeMutablePointer<LayoutWriter>, level: Int) {
        self.writer = writer
        self.level = level
    }

    private mutating func next() {
        writer.pointee.item(at: level, key: nil)
        count += 1
    }

    mutating func encodeNil() throws {
        next()
        writer.pointee.null()
    }
    mutating func encode<T: Encodable>(_ value: T) throws {
        next()
        try LayoutWriter.value(value, encoder: .nested(writer, level))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        next()
        return LayoutEncoder.nested(writer, level).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        next()
        return LayoutEncoder.nested(writer, level).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder {
        next()
        return LayoutEncoder.nested(writer, level)
    }
}

/// A single value: the caller has already placed it (key or comma written).
private struct Single: SingleValueEncodingContainer {
    let encoder: LayoutEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.writer.pointee.null() }
    mutating func encode<T: Encodable>(_ value: T) throws { try LayoutWriter.value(value, encoder: encoder) }
}

import LayoutResults
import LayoutSpec

/// Writes an `Encodable` value as JSON in `JSONText`'s layout (two-space indentation; a
/// non-empty container whose items are all scalars stays on one line when that line has at
/// most 120 characters), members in the order `encode(to:)` writes them, numbers through
/// `DecimalText` (3 decimals, no exponent; non-finite ones become `null`), strings escaped as
/// `JSONText` escapes them. It is the writer of the results JSON, over the model's `Codable`
/// conformances: a member added there is written with nothing more.
///
/// Two passes over bytes, no tree: the value is first written compact, each container
/// noting, when it closes, whether it may stand on one line; then the compact text is laid
/// out.
enum JSONLayoutEncoder {
    /// The laid-out text (ending in a newline), or with `compact` the text without any
    /// whitespace; `htmlSafe` escapes strings as `JSONText.quote(_:htmlSafe:)` does.
    static func encode<T: Encodable>(_ value: T, capacity: Int = 1 << 12, compact: Bool = false,
                                     htmlSafe: Bool = false) throws -> ReportBytes {
        let writer = UnsafeMutablePointer<CompactWriter>.allocate(capacity: 1)
        writer.initialize(to: CompactWriter(capacity: capacity, htmlSafe: htmlSafe))
        defer {
            writer.deinitialize(count: 1)
            writer.deallocate()
        }
        try CompactWriter.value(value, encoder: LayoutEncoder(writer: writer, level: 0))
        writer.pointee.close(above: 0)
        return compact ? writer.pointee.takeCompact() : writer.pointee.laidOut()
    }

    /// The compact text laid out: containers that may stand on one line get `, ` and `: `,
    /// the others one item per line, indented by two spaces a level.
    fileprivate static func layOut(_ compact: UnsafeBufferPointer<UInt8>, oneLine: [Bool], into out: inout ReportBytes) {
        var stack: [Bool] = []  // per open container: laid out on several lines
        var ordinal = 0, i = 0, plain = 0
        let structural = Self.structural
        let n = compact.count
        func newline(_ out: inout ReportBytes, _ level: Int) {
            out.append(UInt8(ascii: "\n"))
            out.append(UInt8(ascii: " "), count: 2 * level)
        }
        while i < n {
            let byte = compact[i]
            guard structural[Int(byte)] else {
                i += 1
                continue
            }
            if i > plain { out.append(UnsafeBufferPointer(rebasing: compact[plain..<i])) }
            switch byte {
            case UInt8(ascii: "\""):
                // A string: copied up to its closing quote (a quote after a backslash is escaped).
                var end = i + 1
                while compact[end] != UInt8(ascii: "\"") { end += compact[end] == UInt8(ascii: "\\") ? 2 : 1 }
                out.append(UnsafeBufferPointer(rebasing: compact[i...end]))
                i = end
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                out.append(byte)
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                let several = !oneLine[ordinal]
                ordinal += 1
                if compact[i + 1] == close {
                    out.append(close)
                    i += 1
                } else {
                    stack.append(several)
                    if several { newline(&out, stack.count) }
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if stack.removeLast() { newline(&out, stack.count) }
                out.append(byte)
            case UInt8(ascii: ","):
                out.append(byte)
                if stack[stack.count - 1] { newline(&out, stack.count) } else { out.append(UInt8(ascii: " ")) }
            default:
                out.append(": ")
            }
            i += 1
            plain = i
        }
        if n > plain { out.append(UnsafeBufferPointer(rebasing: compact[plain..<n])) }
        out.append(UInt8(ascii: "\n"))
    }

    /// The bytes the layout looks at: quotes, brackets, braces, commas and colons (a table
    /// that lives as long as the program, read through a pointer).
    nonisolated(unsafe) private static let structural: UnsafePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0..<256 { table[byte] = "\"{}[],:".utf8.contains(UInt8(byte)) }
        return UnsafePointer(table)
    }()
}

/// The first pass: compact JSON, and for each container (in the order they open) whether it
/// may stand on one line.
/// One writer serves one encoding; the encoders and containers reach it through a pointer,
/// so handing them out costs no reference count.
private struct CompactWriter: ~Copyable {
    var out: ReportBytes
    /// Per container, in opening order: whether its one-line form is allowed.
    var oneLine: [Bool] = []
    /// The open containers, outermost first.
    private var open: [Open] = []

    private struct Open {
        var ordinal: Int
        var start: Int
        var items = 0
        var scalarItems = true
        var isObject: Bool
    }

    let htmlSafe: Bool

    init(capacity: Int, htmlSafe: Bool) {
        out = ReportBytes(capacity: capacity)
        self.htmlSafe = htmlSafe
    }

    /// The compact text, taken out of the writer.
    mutating func takeCompact() -> ReportBytes {
        var taken = ReportBytes(capacity: 0)
        swap(&taken, &out)
        return taken
    }

    /// The second pass over what was written.
    func laidOut() -> ReportBytes {
        var result = ReportBytes(capacity: out.count * 5 / 4 + 64)
        out.withUnsafeBytes { JSONLayoutEncoder.layOut($0, oneLine: oneLine, into: &result) }
        return result
    }

    /// The level of the innermost open container (0: none).
    var level: Int { open.count }

    /// Closes the containers deeper than `level` (a nested container is done when its parent
    /// writes again or closes).
    mutating func close(above level: Int) {
        while open.count > level {
            let container = open.removeLast()
            out.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
            oneLine[container.ordinal] = container.scalarItems && fits(container)
            if container.items > 0, !open.isEmpty { open[open.count - 1].scalarItems = false }
        }
    }

    /// Whether the one-line form (`, ` between items, `: ` after keys) has at most 120
    /// characters (grapheme clusters, as `String.count` counts them).
    private func fits(_ container: Open) -> Bool {
        let spaces = max(container.items - 1, 0) + (container.isObject ? container.items : 0)
        let length = out.count - container.start + spaces
        if length <= 120 { return true }
        return out.withUnsafeBytes { bytes in
            let line = UnsafeBufferPointer(rebasing: bytes[container.start...])
            guard line.contains(where: { $0 >= 0x80 }) else { return false }
            return String(decoding: line, as: UTF8.self).count + spaces <= 120
        }
    }

    /// Opens a container at `level` (the level its encoder writes at).
    mutating func openContainer(object: Bool, level: Int) {
        close(above: level)
        open.append(Open(ordinal: oneLine.count, start: out.count, isObject: object))
        oneLine.append(false)
        out.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
    }

    /// Starts an item of the container at `level`: closes what is deeper, writes the comma
    /// and, in an object, the key.
    mutating func item(at level: Int, key: String?) {
        close(above: level)
        if open[level - 1].items > 0 { out.append(UInt8(ascii: ",")) }
        open[level - 1].items += 1
        if let key {
            out.append(jsonString: key, htmlSafe: htmlSafe)
            out.append(UInt8(ascii: ":"))
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

/// The `Encoder` handed to `encode(to:)`: its containers write into the `CompactWriter`,
/// one level below the container that holds the value.
private struct LayoutEncoder: Encoder {
    let writer: UnsafeMutablePointer<CompactWriter>
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
    static func nested(_ writer: UnsafeMutablePointer<CompactWriter>, _ level: Int) -> LayoutEncoder {
        LayoutEncoder(writer: writer, level: level)
    }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: UnsafeMutablePointer<CompactWriter>
    let level: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        writer.pointee.item(at: level, key: key.stringValue)
        writer.pointee.null()
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        writer.pointee.item(at: level, key: key.stringValue)
        try CompactWriter.value(value, encoder: .nested(writer, level))
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
    let writer: UnsafeMutablePointer<CompactWriter>
    let level: Int
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    init(writer: UnsafeMutablePointer<CompactWriter>, level: Int) {
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
        try CompactWriter.value(value, encoder: .nested(writer, level))
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
    mutating func encode<T: Encodable>(_ value: T) throws { try CompactWriter.value(value, encoder: encoder) }
}

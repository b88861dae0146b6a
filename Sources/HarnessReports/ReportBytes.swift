import LayoutSpec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The UTF-8 buffer every report writer appends to: markup, user text,
/// integers and report numbers go straight into one growing buffer, with no
/// intermediate `String`s, so a report of millions of values is built in a
/// single pass in time and memory linear in its size. Escaping lives with
/// its rules (`XMLEscaping`, `HTMLEscaping`, `JSONText`), numbers with
/// `DecimalText` (through `ReportNumber`).
///
/// Not copyable: one buffer has one owner, so an append costs a capacity
/// check and a store or `memcpy`, with no reference count to look at; the
/// memory is freed when the owner goes away. Writers pass it `inout`. The
/// memory comes from `malloc` and grows with `realloc`, which moves a large
/// buffer's pages instead of copying them.
///
/// A buffer made with a `ReportSink` streams: the bytes before the position its writer last
/// released (`release(before:)`, where nothing before will be read or rewritten) go to the
/// sink's file whenever they are half the buffer, instead of the buffer growing. Positions
/// (`count`, `withBytes(from:)`) stay those of the whole text. A report of 25 MB is then
/// written through a buffer of about 1 MiB (docs/performance.md, "Report writing").
public struct ReportBytes: ~Copyable {
    /// The bytes still in memory: those from position `flushed` on.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    /// How many bytes are in memory.
    @usableFromInline var used = 0
    @usableFromInline var capacity: Int
    /// How many bytes went to the sink.
    private var flushed = 0
    /// Bytes before this position may go to the sink.
    private var released = 0
    private let sink: ReportSink?

    /// How many bytes have been written.
    public var count: Int { flushed + used }

    /// The room a streaming buffer starts with.
    static let streamingCapacity = 1 << 20

    /// An empty buffer with room for `capacity` bytes; with a `sink`, it streams into it, with
    /// room for `min(capacity, streamingCapacity)` bytes to start with.
    public init(capacity: Int = 0, sink: ReportSink? = nil) {
        self.sink = sink
        self.capacity = max(sink.map { min(capacity, $0.chunk) } ?? capacity, 64)
        base = Self.resize(nil, to: self.capacity)
    }

    deinit { free(base) }

    /// `malloc` or `realloc`; running out of memory stops the program, as any Swift allocation does.
    private static func resize(_ memory: UnsafeMutablePointer<UInt8>?, to capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let raw = realloc(memory.map(UnsafeMutableRawPointer.init), capacity) else {
            fatalError("out of memory: a report buffer of \(capacity) bytes")
        }
        return raw.bindMemory(to: UInt8.self, capacity: capacity)
    }

    /// The text `build` appends to an empty buffer with room for `capacity` bytes: what the
    /// `String` functions of the writers (`FindingText.oneLine`, `XMLEscaping.text`, …) return.
    static func text(capacity: Int, _ build: (inout ReportBytes) -> Void) -> String {
        var out = ReportBytes(capacity: capacity)
        build(&out)
        return out.string
    }

    /// The bytes as a `String` (they are always valid UTF-8); none may have gone to a sink.
    public var string: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the bytes written so far; none may have gone to a sink.
    public func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        precondition(flushed == 0, "the bytes of a streamed report are in its file")
        return try body(UnsafeBufferPointer(start: base, count: used))
    }

    /// Calls `body` with the bytes not sent to the sink (all of them without one).
    func withBytesInMemory<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: used))
    }

    /// Calls `body` with the bytes from `start` on; `start` must not be before the last
    /// release (those bytes may be in the sink's file: reading them is a writer's bug).
    func withBytes<R>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let start = readable(from: start)
        return try body(UnsafeBufferPointer(start: base + (start - flushed), count: count - start))
    }

    /// Lets `body` rewrite the bytes from `start` on (not before the last release, as
    /// `withBytes(from:)`), in place, and keeps as many of them as it returns (at most as many
    /// as it was given).
    mutating func withMutableBytes(from start: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        let start = readable(from: start)
        let kept = body(UnsafeMutableBufferPointer(start: base + (start - flushed), count: count - start))
        used = start - flushed + min(max(kept, 0), count - start)
        released = min(released, count)
    }

    /// `start` within the text, checked to be at or after the last release.
    private func readable(from start: Int) -> Int {
        let start = min(max(start, 0), count)
        precondition(start >= released, "reading a report's bytes before its last release")
        return start
    }

    /// Says that no byte before `position` will be read or rewritten: with a sink, they may go
    /// to its file.
    public mutating func release(before position: Int) {
        released = max(released, min(position, count))
    }

    /// Gives the buffer room for `extra` more bytes.
    @inline(__always) @usableFromInline mutating func prepare(_ extra: Int) {
        if _slowPath(capacity - used < extra) { makeRoom(extra) }
    }

    /// Sends the released bytes to the sink when they are half the buffer or more, else
    /// grows the buffer by half.
    @usableFromInline mutating func makeRoom(_ extra: Int) {
        if let sink, released - flushed >= capacity / 2 {
            let n = released - flushed
            sink.write(UnsafeBufferPointer(start: base, count: n))
            memmove(base, base + n, used - n)
            used -= n
            flushed += n
            if capacity - used >= extra { return }
        }
        let newCapacity = max(used + extra, capacity + capacity / 2, 64)
        base = Self.resize(base, to: newCapacity)
        capacity = newCapacity
    }

    /// Writes at most `maximum` bytes straight into the buffer: `body` gets
    /// the address to write at and returns the address after its last byte.
    /// The escapers use it to check for room once per chunk, not per byte.
    @inline(__always) mutating func write(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>) {
        prepare(maximum)
        let end = body(base + used)
        used = end - base
    }

    /// Drops everything written after the first `count` bytes (none sent to a sink).
    public mutating func truncate(to count: Int) {
        let count = max(count, 0)
        precondition(count >= flushed, "truncating a report before the bytes it streamed")
        used = min(max(count - flushed, 0), used)
        released = min(released, self.count)
    }

    /// One byte (an ASCII character of markup).
    @inline(__always) public mutating func append(_ byte: UInt8) {
        prepare(1)
        base[used] = byte
        used += 1
    }

    /// Bytes copied as they are.
    @inline(__always) public mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress, buffer.count > 0 else { return }
        prepare(buffer.count)
        Self.copy(source, buffer.count, to: base + used)
        used += buffer.count
    }

    /// Copies `n` bytes; up to 16 with two overlapping loads and stores
    /// instead of a call to `memcpy` (most markup and ids are that short).
    @inline(__always) static func copy(_ source: UnsafePointer<UInt8>, _ n: Int, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        if n >= 8 && n <= 16 {
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        } else if n >= 4 && n < 8 {
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: n - 4, as: UInt32.self)
        } else if n < 4 {
            for i in 0..<n { target[i] = source[i] }
        } else {
            target.update(from: source, count: n)
        }
    }

    /// Literal text, written as is (markup, never user text).
    @inline(__always) public mutating func append(_ text: StaticString) {
        if text.hasPointerRepresentation {
            append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        } else {
            text.withUTF8Buffer { append($0) }
        }
    }

    /// Text written as is, without escaping: markup or already safe text.
    @inline(__always) public mutating func append(verbatim text: String) {
        Self.withUTF8(text) { append($0) }
    }

    /// `count` copies of `byte` (indentation).
    @inline(__always) public mutating func append(_ byte: UInt8, count n: Int) {
        guard n > 0 else { return }
        prepare(n)
        (base + used).update(repeating: byte, count: n)
        used += n
    }

    /// An integer in decimal: `-42`.
    public mutating func append(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        append(unsigned: value.magnitude)
    }

    /// An unsigned integer in decimal, at least `minDigits` digits (zeros in front).
    public mutating func append(unsigned value: UInt, minDigits: Int = 1) {
        write(maximum: 24) { out in
            var out = out
            DecimalText.putUnsigned(value, minDigits: minDigits, &out)
            return out
        }
    }

    /// Whether two UTF-8 texts are equal as `String`s compare them: the same
    /// bytes, or (with non-ASCII text) canonically equivalent.
    static func sameText(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        if a.elementsEqual(b) { return true }
        guard a.contains(where: { $0 >= 0x80 }) || b.contains(where: { $0 >= 0x80 }) else { return false }
        return String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self)
    }

    /// Calls `body` with the UTF-8 bytes of `text`: in place for a native
    /// string (no copy, no reference counting), else from a copy.
    @inline(__always) static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// Copies literal text to `out` and moves it past.
    @inline(__always) static func put(_ text: StaticString, _ out: inout UnsafeMutablePointer<UInt8>) {
        if text.hasPointerRepresentation {
            let n = text.utf8CodeUnitCount
            copy(text.utf8Start, n, to: out)
            out += n
        } else {
            text.withUTF8Buffer { buffer in
                for byte in buffer {
                    out.pointee = byte
                    out += 1
                }
            }
        }
    }

    /// Writes `value` in hexadecimal to `out` (at least `minDigits` digits) and moves it past.
    @inline(__always) static func putHex(_ value: UInt32, uppercase: Bool, minDigits: Int, _ out: inout UnsafeMutablePointer<UInt8>) {
        var shift = 28
        while shift > 0 && (value >> UInt32(shift)) == 0 && shift / 4 >= minDigits { shift -= 4 }
        let letters: UInt8 = uppercase ? 55 : 87 // "A" - 10, "a" - 10
        while shift >= 0 {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            out.pointee = digit < 10 ? digit + 48 : digit + letters
            out += 1
            shift -= 4
        }
    }

    /// `value` in hexadecimal, at least `minDigits` digits.
    public mutating func append(hex value: UInt32, uppercase: Bool, minDigits: Int = 1) {
        write(maximum: 8 + max(minDigits, 0)) { out in
            var out = out
            Self.putHex(value, uppercase: uppercase, minDigits: minDigits, &out)
            return out
        }
    }
}

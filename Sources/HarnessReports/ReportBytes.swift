/// The UTF-8 buffer every report writer appends to: markup, user text,
/// integers and report numbers go straight into one `[UInt8]`, with no
/// intermediate `String`s, so a report of millions of values is built in a
/// single pass in time and memory linear in its size. Escaping lives with
/// its rules (`XMLEscaping`, `HTMLEscaping`, `JSONText`), numbers with
/// `ReportNumber`.
public struct ReportBytes: Sendable {
    /// The bytes written so far.
    public var bytes: [UInt8]

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// How many bytes have been written.
    @inline(__always) public var count: Int { bytes.count }

    /// The bytes as a `String` (they are always valid UTF-8).
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Makes room for `extra` more bytes at once, when growing is known to come.
    @inline(__always) public mutating func reserve(_ extra: Int) {
        if bytes.capacity - bytes.count < extra { bytes.reserveCapacity(max(bytes.count + extra, bytes.capacity * 2)) }
    }

    /// Drops everything written after the first `count` bytes.
    @inline(__always) public mutating func truncate(to count: Int) {
        if count < bytes.count { bytes.removeSubrange(count...) }
    }

    /// One byte (an ASCII character of markup).
    @inline(__always) public mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Literal text, written as is (markup, never user text).
    @inline(__always) public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text written as is, without escaping: markup or already safe text.
    @inline(__always) public mutating func append(verbatim text: String) {
        if let done: Void = text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) { return done }
        bytes.append(contentsOf: text.utf8)
    }

    /// `count` copies of `byte` (indentation).
    @inline(__always) public mutating func append(_ byte: UInt8, count: Int) {
        if count > 0 { bytes.append(contentsOf: repeatElement(byte, count: count)) }
    }

    /// An integer in decimal: `-42`.
    public mutating func append(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        append(unsigned: value.magnitude)
    }

    /// An unsigned integer in decimal, at least `minDigits` digits (zeros in front).
    public mutating func append(unsigned value: UInt, minDigits: Int = 1) {
        // 20 digits hold any UInt64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var v = value, end = 24
            repeat {
                end -= 1
                buffer[end] = UInt8(truncatingIfNeeded: v % 10) &+ 48
                v /= 10
            } while v > 0 && end > 0
            while 24 - end < min(minDigits, 24) && end > 0 {
                end -= 1
                buffer[end] = 48
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[end..<24]))
        }
    }

    /// `value` in hexadecimal, at least `minDigits` digits.
    public mutating func append(hex value: UInt32, uppercase: Bool, minDigits: Int = 1) {
        let digits: StaticString = uppercase ? "0123456789ABCDEF" : "0123456789abcdef"
        var shift = 28
        while shift > 0 && (value >> UInt32(shift)) == 0 && shift / 4 >= minDigits { shift -= 4 }
        digits.withUTF8Buffer { table in
            while shift >= 0 {
                bytes.append(table[Int((value >> UInt32(shift)) & 0xF)])
                shift -= 4
            }
        }
    }
}

/// The byte-level pieces of what workers send the supervisor (`SpecReply`): integers as LEB128
/// varints, doubles as their 8-byte bit patterns (exact), strings as a length and UTF-8.
/// A private format between two copies of the same binary, never written to disk.
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    /// Empties the writer, keeping its memory for the next part.
    mutating func reset() { bytes.removeAll(keepingCapacity: true) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func int(_ value: Int) {
        // Zigzag, so that small negative numbers stay short.
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func optionalInt(_ value: Int?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        int(value)
    }

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Four doubles in one append (a frame: x, y, width, height).
    mutating func doubles(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        let bits = (a.bitPattern.littleEndian, b.bitPattern.littleEndian, c.bitPattern.littleEndian, d.bitPattern.littleEndian)
        withUnsafeBytes(of: bits) { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optionalString(_ value: String?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        string(value)
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    /// A case of a small enum, by its position in `allCases`.
    mutating func choice<T: CaseIterable & Equatable>(_ value: T) {
        bytes.append(UInt8(T.allCases.distance(from: T.allCases.startIndex, to: T.allCases.firstIndex(of: value)!)))
    }
}

/// Reads what `WireWriter` wrote. Every read is checked: bytes that end early or hold
/// nonsense throw `WireReader.Malformed`, never trap (the supervisor reads what a worker that
/// may be failing sent).
struct WireReader {
    struct Malformed: Error, CustomStringConvertible {
        var description: String { "the worker's answer is malformed" }
    }

    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw Malformed() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Malformed()
        }
    }

    mutating func int() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Malformed() }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { break }
            shift += 7
        }
        // Undone on the unsigned bits: an arithmetic shift would turn numbers past ±2^62 negative.
        return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
    }

    /// A count of things that follow, each at least one byte long.
    mutating func count() throws -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.count - offset else { throw Malformed() }
        return value
    }

    mutating func optionalInt() throws -> Int? {
        try bool() ? try int() : nil
    }

    mutating func double() throws -> Double {
        guard bytes.count - offset >= 8 else { throw Malformed() }
        defer { offset += 8 }
        return Double(bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }

    mutating func string() throws -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
    }

    mutating func optionalString() throws -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws -> [String] {
        let n = try count()
        var values: [String] = []
        values.reserveCapacity(n)
        for _ in 0..<n { values.append(try string()) }
        return values
    }

    /// A case of a small enum, by its position in `allCases`.
    mutating func choice<T: CaseIterable>(_: T.Type) throws -> T {
        let position = Int(try byte())
        guard position < T.allCases.count else { throw Malformed() }
        return T.allCases[T.allCases.index(T.allCases.startIndex, offsetBy: position)]
    }
}

import Foundation

/// Whole reads and writes on file descriptors (pipes between the supervisor and its workers),
/// retried on EINTR and short counts.
enum DescriptorIO {
    /// Writes every byte; false when the other end is gone or the write failed.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard var base = bytes.baseAddress else { return true }
        var left = bytes.count
        while left > 0 {
            let n = write(fd, base, left)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            base += n
            left -= n
        }
        return true
    }

    /// Writes a frame: the length as 8 bytes (little-endian), then the bytes.
    static func writeFrame(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeFrame(fd, kind: nil, $0) }
    }

    /// Writes a frame, with a kind byte before the length when `kind` is given.
    static func writeFrame(_ fd: Int32, kind: UInt8?, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var header: [UInt8] = kind.map { [$0] } ?? []
        for k in 0..<8 { header.append(UInt8(truncatingIfNeeded: UInt64(bytes.count) >> (8 * UInt64(k)))) }
        return header.withUnsafeBytes { writeAll(fd, $0) } && writeAll(fd, bytes)
    }

    /// Fills `buffer` completely; false at the end of input (or on an error) before it is full.
    static func readAll(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        guard var base = buffer.baseAddress else { return true }
        var left = buffer.count
        while left > 0 {
            let n = read(fd, base, left)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            base += n
            left -= n
        }
        return true
    }

    /// Reads one frame written by `writeFrame` (blocking); nil at the end of input. Frames longer
    /// than `limit` bytes are refused (nil).
    static func readFrame(_ fd: Int32, limit: Int) -> [UInt8]? {
        var header = [UInt8](repeating: 0, count: 8)
        guard header.withUnsafeMutableBytes({ readAll(fd, into: $0) }) else { return nil }
        guard let length = frameLength(header), length <= limit else { return nil }
        var ok = false
        let bytes = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
            ok = readAll(fd, into: UnsafeMutableRawBufferPointer(buffer))
            count = ok ? length : 0
        }
        return ok ? bytes : nil
    }

    /// The length an 8-byte frame header gives (from `offset`); nil when it is not a length an
    /// `Int` holds.
    static func frameLength(_ header: [UInt8], from offset: Int = 0) -> Int? {
        var length: UInt64 = 0
        for k in 0..<8 { length |= UInt64(header[offset + k]) << (8 * UInt64(k)) }
        return length <= UInt64(Int.max) ? Int(length) : nil
    }

    /// One `read(2)`: bytes read, 0 at the end of input, -1 on an error (errno set).
    static func readSome(_ fd: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        while true {
            let n = read(fd, buffer, count)
            if n < 0, errno == EINTR { continue }
            return n
        }
    }

    static func closeQuietly(_ fd: Int32) {
        if fd >= 0 { _ = close(fd) }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file atomically: the bytes go to a temporary file in the same
/// folder, are flushed to disk, and the file is renamed into place, so a CI
/// step never reads half a report. Missing folders are created.
public enum AtomicFileWriter {
    /// Why a write failed.
    public struct WriteError: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `text` as UTF-8 to `path`, replacing any existing file.
    public static func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: path) }
    }

    /// Writes `data` to `path`, replacing any existing file.
    public static func write(_ data: Data, to path: String) throws {
        try data.withUnsafeBytes { try write($0, to: path) }
    }

    /// Writes `bytes` to `path`, replacing any existing file.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try write($0, to: path) }
    }

    /// Writes what a report writer built to `path`, replacing any existing file.
    public static func write(_ report: borrowing ReportBytes, to path: String) throws {
        try report.withUnsafeBytes { try write(UnsafeRawBufferPointer($0), to: path) }
    }

    private static func write(_ buffer: UnsafeRawBufferPointer, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: "cannot create folder \(folder.path): \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        var written = true
        if let base = buffer.baseAddress {
            var offset = 0
            while offset < buffer.count {
                let n = posixWrite(fd, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    written = false
                    break
                }
                offset += n
            }
        }
        let reason = written ? "" : String(cString: strerror(errno))
        let synced = written && fsync(fd) == 0
        close(fd)
        guard written else { throw WriteError(path: path, reason: reason) }
        guard synced else { throw WriteError(path: path, reason: "fsync failed") }
        guard rename(temporary, path) == 0 else {
            throw WriteError(path: path, reason: String(cString: strerror(errno)))
        }
        ok = true
    }
}

#if canImport(Glibc)
private let posixWrite = Glibc.write
#elseif canImport(Darwin)
private let posixWrite = Darwin.write
#endif

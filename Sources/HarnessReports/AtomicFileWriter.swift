import Foundation

/// Writes a file atomically: the bytes go to a temporary file in the same
/// folder (`.<name>.tmp-<pid>-<random>`), are flushed to disk, and the file is
/// renamed into place, so a CI step never reads half a report. Missing folders
/// are created. `stage` and `commit` split the two steps, for writing several
/// files as a set (`ReportSetWriter`).
///
/// A target that is a device, a named pipe or a socket (`/dev/null`, `/dev/stdout`) is
/// written into, never replaced: the bytes are staged in the temporary folder and copied
/// into the target when committed.
public enum AtomicFileWriter {
    /// Why a write failed.
    public struct WriteError: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// A file written to its temporary name, not yet renamed into place.
    public struct Staged: Sendable, Equatable {
        /// Where the file goes.
        public var path: String
        /// Where its bytes are now.
        public var temporary: String
    }

    /// Writes `text` as UTF-8 to `path`, replacing any existing file.
    public static func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try commit(stage(UnsafeRawBufferPointer($0), for: path)) }
    }

    /// Writes what a report writer built to `path`, replacing any existing file.
    public static func write(_ report: borrowing ReportBytes, to path: String) throws {
        try commit(stage(report, for: path))
    }

    /// Writes `report` to a temporary file beside `path` (in the temporary folder for a
    /// stream, `temporaryFolder(for:)`) and flushes it to disk; `commit` puts
    /// it in place, `discard` removes it.
    public static func stage(_ report: borrowing ReportBytes, for path: String) throws -> Staged {
        try report.withUnsafeBytes { try stage(UnsafeRawBufferPointer($0), for: path) }
    }

    /// Writes `buffer` to a temporary file for `path` and flushes it to disk.
    public static func stage(_ buffer: UnsafeRawBufferPointer, for path: String) throws -> Staged {
        let (fd, temporary) = try openTemporary(for: path)
        let written = writeAll(fd, buffer)
        return try finish(fd, temporary, for: path, failure: written ? nil : errno)
    }

    /// Renders a report straight into a temporary file for `path`: `render` gets the sink
    /// of that file and returns a buffer made with it (`ReportBytes(capacity:sink:)`), which
    /// sent most of its bytes there as it went; the rest are written, and the file is flushed
    /// to disk. The report never has to be whole in memory, not even for a stream target,
    /// which `commit` copies from the file 1 MiB at a time.
    public static func stage(for path: String, render: (ReportSink) throws -> ReportBytes) throws -> Staged {
        try stage(for: path, chunk: ReportBytes.streamingCapacity, render: render)
    }

    /// The same, with buffers that start with room for `chunk` bytes (tests: many sends).
    static func stage(for path: String, chunk: Int, render: (ReportSink) throws -> ReportBytes) throws -> Staged {
        let (fd, temporary) = try openTemporary(for: path)
        let sink = ReportSink(descriptor: fd, chunk: chunk)
        let report: ReportBytes
        do {
            report = try render(sink)
        } catch {
            sink.detach()
            close(fd)
            unlink(temporary)
            throw error
        }
        report.withBytesInMemory { sink.write($0) }
        sink.detach()
        return try finish(fd, temporary, for: path, failure: sink.failure)
    }

    /// Creates the temporary file of `path` (its folder too): beside it, or in the temporary
    /// folder for a stream.
    private static func openTemporary(for path: String) throws -> (descriptor: Int32, path: String) {
        let url = URL(fileURLWithPath: path)
        let folder = temporaryFolder(for: path)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: "cannot create folder \(folder.path): \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(
            temporaryPrefix(for: url.lastPathComponent) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        return (fd, temporary)
    }

    /// Flushes and closes a temporary file whose bytes are written (`failure`: the `errno` of
    /// a write that failed); removes it on any failure.
    private static func finish(_ fd: Int32, _ temporary: String, for path: String, failure: Int32?) throws -> Staged {
        let synced = failure == nil && fsync(fd) == 0
        close(fd)
        guard failure == nil, synced else {
            unlink(temporary)
            throw WriteError(path: path, reason: failure.map { String(cString: strerror($0)) } ?? "fsync failed")
        }
        return Staged(path: path, temporary: temporary)
    }

    /// Renames a staged file into place (one `rename(2)`: atomic on POSIX file systems).
    public static func commit(_ staged: Staged) throws {
        if isStream(staged.path) {
            defer { unlink(staged.temporary) }
            try copy(staged.temporary, into: staged.path)
            return
        }
        guard rename(staged.temporary, staged.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(staged.temporary)
            throw WriteError(path: staged.path, reason: reason)
        }
    }

    /// Whether `path` is an existing device, named pipe or socket (following symbolic
    /// links, as `/dev/stdout` is one).
    static func isStream(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    /// Writes the bytes of `source` into the existing stream `target`, a chunk of
    /// `ReportBytes.streamingCapacity` at a time (a report of hundreds of megabytes never
    /// whole in memory). A named pipe that no process reads is an error, not a wait.
    private static func copy(_ source: String, into target: String) throws {
        func unreadable() -> WriteError {
            WriteError(path: target, reason: "the staged report cannot be read back: " + String(cString: strerror(errno)))
        }
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw unreadable() }
        defer { close(input) }
        let fd = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "no process reads the named pipe" : String(cString: strerror(errno))
            throw WriteError(path: target, reason: reason)
        }
        defer { close(fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: ReportBytes.streamingCapacity, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = posixRead(input, chunk.baseAddress, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw unreadable() }
            if count == 0 { return }
            guard writeAll(fd, UnsafeRawBufferPointer(rebasing: chunk[..<count])) else {
                throw WriteError(path: target, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Writes every byte, retrying on EINTR; false (errno set) when a write fails.
    static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let n = posixWrite(fd, base + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    /// Removes a staged file that will not be committed.
    public static func discard(_ staged: Staged) {
        unlink(staged.temporary)
    }

    /// Where the temporary files of `path` go: beside it, or the system's temporary folder for
    /// a stream (`/dev` is no place for them).
    static func temporaryFolder(for path: String) -> URL {
        isStream(path) ? URL(fileURLWithPath: NSTemporaryDirectory()) : URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    /// `.<name>.tmp-`: how the temporary files of `name` begin.
    static func temporaryPrefix(for name: String) -> String { ".\(name).tmp-" }

    /// Removes the temporary files a killed process left for `path` (beside it, or in the
    /// system's temporary folder for a stream): those named `.<name>.tmp-<pid>-…` whose
    /// process no longer exists (a live process may still be writing its own). Returns the
    /// paths removed.
    @discardableResult
    public static func removeStaleTemporaries(for path: String) -> [String] {
        let url = URL(fileURLWithPath: path)
        let folder = temporaryFolder(for: path).path
        let prefix = temporaryPrefix(for: url.lastPathComponent)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                  UInt32(rest[rest.index(after: dash)...]) != nil else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            let stale = folder + "/" + name
            if unlink(stale) == 0 { removed.append(stale) }
        }
        return removed
    }
}

#if canImport(Glibc)
private let posixWrite = Glibc.write
private let posixRead = Glibc.read
#elseif canImport(Darwin)
private let posixWrite = Darwin.write
private let posixRead = Darwin.read
#endif

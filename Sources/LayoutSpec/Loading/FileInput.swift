#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a spec file's bytes with POSIX calls. Anything but a regular file (a folder, a named
/// pipe, a socket, a device) is refused before it is opened, so that nothing can block the
/// run; a file over the size limit is refused before it is read.
enum FileInput {
    enum Failure: Error, Equatable, CustomStringConvertible {
        case cannotOpen(String)
        case notAFile(String)
        case tooLarge(size: Int, limit: Int)
        case readFailed(String)

        /// The message of the diagnostic.
        var description: String {
            switch self {
            case .cannotOpen(let reason): return "cannot open the file: \(reason)"
            case .notAFile(let kind): return "not a regular file: \(kind)"
            case .tooLarge(let size, let limit): return "the file is \(size) bytes; the limit is \(limit) bytes"
            case .readFailed(let reason): return "cannot read the file: \(reason)"
            }
        }
    }

    /// The names in a folder, without `.` and `..`, at most `limit` (empty when it cannot be read).
    static func entries(of folder: String, limit: Int = .max) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while names.count < limit, let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static func read(path: String, maxSize: Int) -> Result<[UInt8], Failure> {
        // stat first: opening a named pipe for reading waits for a writer, and opening a
        // device can have effects of its own.
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(.cannotOpen(errorText())) }
        if let kind = notRegular(status) { return .failure(.notAFile(kind)) }
        // O_NONBLOCK: should the path have become a pipe since the stat, open returns at once.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(.cannotOpen(errorText())) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .failure(.cannotOpen(errorText())) }
        if let kind = notRegular(status) { return .failure(.notAFile(kind)) }
        let size = Int(status.st_size)
        guard size <= maxSize else { return .failure(.tooLarge(size: size, limit: maxSize)) }
        // Read at most maxSize + 1 bytes, so a file that grows while being read is still caught.
        // Straight into the array's memory: zeroing it first would touch every page twice.
        var failure: Failure?
        let bytes = [UInt8](unsafeUninitializedCapacity: min(size, maxSize) + 1) { buffer, initializedCount in
            var total = 0
            while total < buffer.count, let base = buffer.baseAddress {
                let count = systemRead(descriptor, base + total, buffer.count - total)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = .readFailed(errorText())
                    break
                }
                if count == 0 { break }
                total += count
            }
            initializedCount = total
        }
        if let failure { return .failure(failure) }
        guard bytes.count <= maxSize else { return .failure(.tooLarge(size: bytes.count, limit: maxSize)) }
        return .success(bytes)
    }

    /// What the file is when it is not a regular file, in words; nil for a regular file.
    private static func notRegular(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        default: return "not a file that can be read"
        }
    }

    private static func errorText() -> String {
        let code = errno
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text) + (code == ELOOP ? " (a loop of symbolic links)" : "")
    }
}

/// `read(2)`, named apart from `FileInput.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a spec file's bytes with POSIX calls, refusing files over the size limit before reading them.
enum FileInput {
    enum Failure: Error, Equatable {
        case cannotOpen(String)
        case notAFile
        case tooLarge(Int)
        case readFailed(String)
    }

    static func read(path: String, maxSize: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.cannotOpen(errorText())) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.cannotOpen(errorText())) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.notAFile) }
        let size = Int(status.st_size)
        guard size <= maxSize else { return .failure(.tooLarge(size)) }
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
        guard bytes.count <= maxSize else { return .failure(.tooLarge(bytes.count)) }
        return .success(bytes)
    }

    private static func errorText() -> String {
        guard let text = strerror(errno) else { return "error \(errno)" }
        return String(cString: text)
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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The open file a streaming `ReportBytes` sends its released bytes to: a report's temporary
/// file while `AtomicFileWriter.stage(for:render:)` renders it. A failed write is kept (the
/// first one) and stops the writes after it; the stage then reports it, so a report is never
/// half written without an error.
public final class ReportSink {
    private let descriptor: Int32
    /// How much room the buffers streaming here start with (`ReportBytes.streamingCapacity`;
    /// tests make it small, so that a small report streams too).
    let chunk: Int
    /// The `errno` of the first write that failed, if one did.
    private(set) var failure: Int32?
    /// Set once its stage is done with the file: a buffer that outlived the stage must not
    /// write into whatever file takes the descriptor's number next.
    private var isDetached = false

    init(descriptor: Int32, chunk: Int = ReportBytes.streamingCapacity) {
        self.descriptor = descriptor
        self.chunk = chunk
    }

    /// Writes every byte of `bytes` (retrying on EINTR), unless a write failed before.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        guard !isDetached else {
            failure = EBADF
            return
        }
        if !AtomicFileWriter.writeAll(descriptor, UnsafeRawBufferPointer(bytes)) { failure = errno }
    }

    /// Ends the writes to the file (its stage closes it); later writes fail.
    func detach() { isDetached = true }
}

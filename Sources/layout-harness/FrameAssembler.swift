/// Assembles a worker's reply frames from non-blocking reads: a kind byte, the length as 8
/// bytes (little-endian), then the bytes. The memory of a frame is reused for the next one
/// when it is large enough, so that a stream of frames of about the same size (one per case)
/// touches the same pages.
struct FrameAssembler {
    /// What a frame is: a part of the answer for the current file, or its end.
    enum Kind: UInt8 {
        case part = 0
        case end = 1
    }

    /// Where the reading stopped: the pipe is empty for now, at its end, or sent a frame that
    /// cannot be (an unknown kind, an impossible length).
    enum Progress {
        case more
        case ended
        case malformed
    }

    private var header = [UInt8](repeating: 0, count: 9)
    private var headerCount = 0
    private var buffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    private var kind = Kind.part
    /// The length of the frame being read into `buffer` (nil: reading a header).
    private var length: Int?
    private var filled = 0

    /// The largest frame a worker may send.
    static let limit = 1 << 40

    /// Reads what `fd` has; calls `onFrame` for each frame completed (the bytes are valid
    /// during the call only).
    mutating func read(_ fd: Int32, onFrame: (Kind, UnsafeRawBufferPointer) -> Void) -> Progress {
        while true {
            if let length {
                if filled < length {
                    let n = DescriptorIO.readSome(fd, into: buffer.baseAddress! + filled, count: length - filled)
                    if n <= 0 { return n == 0 ? .ended : .more }
                    filled += n
                    continue
                }
                self.length = nil
                onFrame(kind, UnsafeRawBufferPointer(rebasing: buffer[0..<length]))
                continue
            }
            let n = header.withUnsafeMutableBytes { DescriptorIO.readSome(fd, into: $0.baseAddress! + headerCount, count: 9 - headerCount) }
            if n <= 0 { return n == 0 ? .ended : .more }
            headerCount += n
            guard headerCount == 9 else { continue }
            headerCount = 0
            guard let kind = Kind(rawValue: header[0]), let length = DescriptorIO.frameLength(header, from: 1),
                  length <= Self.limit else { return .malformed }
            if length > buffer.count {
                buffer.deallocate()
                buffer = .allocate(byteCount: length, alignment: 16)
            }
            self.kind = kind
            self.length = length
            filled = 0
        }
    }

    /// Frees the memory (the assembler may be used again).
    mutating func release() {
        buffer.deallocate()
        buffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        length = nil
        headerCount = 0
    }
}

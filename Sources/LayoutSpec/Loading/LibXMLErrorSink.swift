import CLibXML2

/// Collects libxml2's structured errors; handed to C as a context pointer, never a global.
final class LibXMLErrorSink {
    struct Entry {
        var line: Int
        var column: Int
        var message: String
        var isWarning: Bool
    }
    var entries: [Entry] = []

    /// The C callback: recovers the sink from the context pointer.
    static let callback: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let sink = Unmanaged<LibXMLErrorSink>.fromOpaque(context).takeUnretainedValue()
        sink.entries.append(Entry(error))
    }
}

extension LibXMLErrorSink.Entry {
    /// One libxml2 error as reported: its line, its column (`int2`), the message without the trailing newline.
    init(_ error: xmlErrorPtr) {
        var message = error.pointee.message.map { String(cString: $0) } ?? "unknown libxml2 error"
        while let last = message.last, last.isNewline || last == " " { message.removeLast() }
        self.init(line: Int(error.pointee.line), column: Int(error.pointee.int2), message: message,
                  isWarning: error.pointee.level == XML_ERR_WARNING)
    }
}

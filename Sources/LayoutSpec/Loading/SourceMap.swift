/// Maps elements and attributes of one file to source locations, from the scanner's tag positions.
/// Attribute positions are computed on demand by rescanning a single tag.
struct SourceMap {
    let file: String
    let bytes: [UInt8]
    let tags: [TagPosition]

    /// The location of the n-th element's `<`, or 1:1 if there is no such tag.
    func location(ofTag index: Int) -> SourceLocation {
        guard index >= 0, index < tags.count else { return SourceLocation(file: file, line: 1, column: 1) }
        return SourceLocation(file: file, line: tags[index].line, column: tags[index].column)
    }

    /// Where an attribute's name (or, with `value: true`, the first character of its value) is.
    /// Falls back to the element's location if the attribute cannot be found.
    func location(ofAttribute name: String, inTag index: Int, value: Bool = false) -> SourceLocation {
        guard index >= 0, index < tags.count else { return location(ofTag: index) }
        let tag = tags[index]
        let target = Array(name.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> SourceLocation in
            let count = buffer.count
            var i = tag.offset + 1
            // Skip the element name.
            while i < count, !InputScanner.isXMLSpace(buffer[i]), buffer[i] != UInt8(ascii: ">"), buffer[i] != UInt8(ascii: "/") { i += 1 }
            while i < count {
                while i < count, InputScanner.isXMLSpace(buffer[i]) { i += 1 }
                guard i < count, buffer[i] != UInt8(ascii: ">"), buffer[i] != UInt8(ascii: "/") else { break }
                let nameStart = i
                while i < count, !InputScanner.isXMLSpace(buffer[i]), buffer[i] != UInt8(ascii: "="), buffer[i] != UInt8(ascii: ">") { i += 1 }
                let nameEnd = i
                while i < count, InputScanner.isXMLSpace(buffer[i]) { i += 1 }
                guard i < count, buffer[i] == UInt8(ascii: "=") else { break }
                i += 1
                while i < count, InputScanner.isXMLSpace(buffer[i]) { i += 1 }
                guard i < count, buffer[i] == UInt8(ascii: "\"") || buffer[i] == UInt8(ascii: "'") else { break }
                let quote = buffer[i]
                i += 1
                let valueStart = i
                while i < count, buffer[i] != quote { i += 1 }
                i += 1
                if nameEnd - nameStart == target.count, target.indices.allSatisfy({ buffer[nameStart + $0] == target[$0] }) {
                    let (line, column) = InputScanner.advance(buffer, from: tag.offset, line: tag.line, column: tag.column,
                                                              to: value ? valueStart : nameStart)
                    return SourceLocation(file: file, line: line, column: column)
                }
            }
            return SourceLocation(file: file, line: tag.line, column: tag.column)
        }
    }
}

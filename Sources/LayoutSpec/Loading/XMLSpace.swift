extension String {
    /// The string without leading and trailing XML whitespace (space, tab, CR, LF).
    func trimmingXMLSpace() -> String {
        // Fast path: nothing to trim (the common case).
        let untouched = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last else { return true }
            return first != 0x20 && first != 0x09 && first != 0x0A && first != 0x0D
                && last != 0x20 && last != 0x09 && last != 0x0A && last != 0x0D
        }
        if untouched == true { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isXMLSpaceScalar($0) }) else { return "" }
        guard let last = scalars.lastIndex(where: { !isXMLSpaceScalar($0) }) else { return "" }
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }
}

func isXMLSpaceScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
}

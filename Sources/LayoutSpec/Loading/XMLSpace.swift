extension String {
    /// The string without leading and trailing XML whitespace (space, tab, CR, LF).
    func trimmingXMLSpace() -> String {
        // Most values have nothing to trim: their first and last bytes say so.
        if let first = utf8.first, let last = utf8.last, !InputScanner.isXMLSpace(first), !InputScanner.isXMLSpace(last) { return self }
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

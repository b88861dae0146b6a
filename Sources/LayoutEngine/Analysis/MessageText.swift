/// Message text written once from its pieces, into a string of exactly their length.
///
/// Interpolation and `+` grow a string a piece at a time: every piece costs a capacity check
/// and a copy, and a string that outgrows its buffer moves to a larger one. A 10,000-view case
/// writes about 4,400 overflow messages of half a dozen pieces each and 450 ties that name every
/// view, and that growth was most of their cost (docs/performance.md, "Solver and ambiguity
/// analysis").
enum MessageText {
    /// `first`, then `pieces` one after another: `joined([" extends ", "2", " pt"], after: "'a'")`
    /// is `'a' extends 2 pt`.
    static func joined(_ pieces: [String], after first: String = "") -> String {
        var count = first.utf8.count
        for piece in pieces { count += piece.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            // Room for every piece: `count` is their lengths' sum.
            var end = buffer.initialize(fromContentsOf: first.utf8)
            for piece in pieces {
                end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: piece.utf8)
            }
            return end
        }
    }

    /// Appends `items` to `pieces` as `FixSuggestions.list` words them (`a`, `a and b`,
    /// `a, b and c`), each between two `quote`s.
    static func appendList(_ items: [String], quote: String = "", to pieces: inout [String]) {
        pieces.reserveCapacity(pieces.count + 4 * items.count)
        for (k, item) in items.enumerated() {
            if k > 0 { pieces.append(k == items.count - 1 ? " and " : ", ") }
            if quote.isEmpty {
                pieces.append(item)
            } else {
                pieces += [quote, item, quote]
            }
        }
    }
}

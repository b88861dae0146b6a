/// The role of a tableau symbol (kiwi's symbol types).
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The non-negative slack of an inequality; the marker of inequalities.
    case slack
    /// A non-negative error of an optional constraint; the only symbols with a cost.
    case error
    /// The marker of a required equality: pinned at 0, never enters the basis.
    case dummy

    /// Symbols the simplex may pivot into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
}

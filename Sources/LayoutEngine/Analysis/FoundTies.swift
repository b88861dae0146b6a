import LayoutSolver

/// The ties an analysis has found, in the order found: each a tie class of the solver
/// (`AmbiguityAnalyzer.owners(ofTieClass:)`, optional constraints whose errors share rows) with
/// the ambiguity of the value that shows it.
///
/// A tie is one class, never more: classes share no constraint, and a value that trades
/// against two classes (a view below an overflowing stack, inside a stack with a tie of its
/// own) shows two independent ties, each its own finding with its own fix.
///
/// A tie first confirmed through a value that other ties move too is `provisional`: its class
/// is known to move (the value's part in it does), but the range shown must be a value's whole
/// range, and a value of that class alone gives it with a shorter projection.
struct FoundTies {
    private var entries: [(tieClass: Int, first: Ambiguity?)] = []
    private var slot: [Int: Int] = [:]
    /// Ties confirmed only by a value of several classes so far, with that value.
    private(set) var provisional: [Int: Variable] = [:]

    /// The ties, in the order found.
    var all: [(tieClass: Int, first: Ambiguity)] {
        entries.compactMap { entry in entry.first.map { (entry.tieClass, $0) } }
    }

    /// Whether tie class `c` is reported already.
    func contains(_ c: Int) -> Bool { slot[c].map { entries[$0].first != nil } ?? false }

    /// Whether tie class `c` is reported, and by a value of that class alone.
    func isSettled(_ c: Int) -> Bool { contains(c) && provisional[c] == nil }

    /// Records tie class `c`, shown by `first`; a class reported already keeps its place.
    /// `through`: the value of several classes whose part in `c` moves (its range to come).
    mutating func add(_ c: Int, first: Ambiguity, through value: Variable? = nil) {
        if let k = slot[c] {
            entries[k].first = first
        } else {
            slot[c] = entries.count
            entries.append((c, first))
        }
        provisional[c] = value
    }

    /// Takes tie class `c` back: no value shows it after all.
    mutating func remove(_ c: Int) {
        if let k = slot[c] { entries[k].first = nil }
        provisional[c] = nil
    }
}

/// The entering candidates of the primal simplex: symbols keyed by the highest level at which
/// their cost is non-zero (its leading level), the highest level first, then the lowest symbol.
/// The top valid entry is then the entering symbol of Bland's rule applied level by level
/// (`Solver.nextEnteringSymbol`), for O(log n) instead of a scan of the objective.
///
/// Entries are checked when they come to the top: a symbol may be listed under a level its cost
/// no longer leads at, and is then listed again under the level it leads at now.
typealias CandidateHeap = BinaryHeap<EnteringCandidate>

/// An entry of `CandidateHeap`.
struct EnteringCandidate: HeapOrdered {
    var level: Double
    var symbol: Int32

    static func precedes(_ a: Self, _ b: Self) -> Bool {
        a.level > b.level || (a.level == b.level && a.symbol < b.symbol)
    }
}

extension BinaryHeap where Element == EnteringCandidate {
    mutating func push(level: Double, symbol: Int32) { push(EnteringCandidate(level: level, symbol: symbol)) }
}

/// A max-heap of (stamp, symbol): expanding lazy external rows newest first means each row is
/// expanded once, since a row only names rows with smaller stamps.
typealias StampMaxHeap = BinaryHeap<StampedSymbol>

/// An entry of `StampMaxHeap`: the largest stamp comes out first.
struct StampedSymbol: HeapOrdered {
    var stamp: Int64
    var symbol: Int32

    static func precedes(_ a: Self, _ b: Self) -> Bool { a.stamp > b.stamp }
}

extension BinaryHeap where Element == StampedSymbol {
    /// The largest entry, without removing it.
    var top: StampedSymbol? { first }

    mutating func push(stamp: Int64, symbol: Int32) { push(StampedSymbol(stamp: stamp, symbol: symbol)) }

    /// Takes out the largest entry; its symbol.
    @discardableResult
    mutating func popMaximum() -> Int32? { popFirst()?.symbol }
}

/// The restricted rows whose constant went negative, waiting for the dual simplex, highest
/// basic symbol first: the leaving row of Bland's rule for the dual simplex, with symbols
/// ordered newest first (`Solver.restoreFeasibility`, docs/solver.md, "Termination").
///
/// A row is queued at most once (a mark per row), so the queue never holds more entries than
/// the tableau has rows, however often a row goes negative between two pivots. (A plain list
/// took a row again each time a substitution left it negative: 20,000 entries for 267 rows
/// after 1,000 pivots, growing without end while the loop ran.) An entry keeps the basic its
/// row had when it was queued; `restoreFeasibility` checks it against the row when it comes
/// out, since the row may have been pivoted, dropped or reused since.
struct InfeasibleRowQueue {
    /// A queued row: the highest basic comes out first, then the highest row.
    struct Entry: HeapOrdered {
        var basic: Int32
        var row: Int32

        static func precedes(_ a: Self, _ b: Self) -> Bool {
            a.basic > b.basic || (a.basic == b.basic && a.row > b.row)
        }
    }

    private var heap = BinaryHeap<Entry>()
    private var isQueued: [Bool] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    /// Queues `row` under its basic `basic`, unless it is queued already.
    mutating func push(_ row: Int32, basic: Int32) {
        let r = Int(row)
        if r >= isQueued.count { isQueued.append(contentsOf: repeatElement(false, count: r + 1 - isQueued.count)) }
        if isQueued[r] { return }
        isQueued[r] = true
        heap.push(Entry(basic: basic, row: row))
    }

    /// The entry with the highest basic (then the highest row), taken out of the queue.
    mutating func popFirst() -> (basic: Int32, row: Int32)? {
        guard let top = heap.popFirst() else { return nil }
        isQueued[Int(top.row)] = false
        return (top.basic, top.row)
    }

    mutating func removeAll() {
        for entry in heap.items { isQueued[Int(entry.row)] = false }
        heap.removeAll()
    }
}

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
    private var heap: [(basic: Int32, row: Int32)] = []
    private var isQueued: [Bool] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    /// Queues `row` under its basic `basic`, unless it is queued already.
    mutating func push(_ row: Int32, basic: Int32) {
        let r = Int(row)
        if r >= isQueued.count { isQueued.append(contentsOf: repeatElement(false, count: r + 1 - isQueued.count)) }
        if isQueued[r] { return }
        isQueued[r] = true
        heap.append((basic, row))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if !Self.precedes(heap[child], heap[parent]) { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// The entry with the highest basic (then the highest row), taken out of the queue.
    mutating func popFirst() -> (basic: Int32, row: Int32)? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var first = parent
                if left < heap.count && Self.precedes(heap[left], heap[first]) { first = left }
                if right < heap.count && Self.precedes(heap[right], heap[first]) { first = right }
                if first == parent { break }
                heap.swapAt(parent, first)
                parent = first
            }
        }
        isQueued[Int(top.row)] = false
        return top
    }

    mutating func removeAll() {
        for entry in heap { isQueued[Int(entry.row)] = false }
        heap.removeAll(keepingCapacity: true)
    }

    private static func precedes(_ a: (basic: Int32, row: Int32), _ b: (basic: Int32, row: Int32)) -> Bool {
        a.basic > b.basic || (a.basic == b.basic && a.row > b.row)
    }
}

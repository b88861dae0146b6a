/// The entering candidates of the primal simplex: symbols keyed by the highest level at which
/// their cost is non-zero (its leading level), the highest level first, then the lowest symbol.
/// The top valid entry is then the entering symbol of Bland's rule applied level by level
/// (`Solver.nextEnteringSymbol`), for O(log n) instead of a scan of the objective.
///
/// Entries are checked when they come to the top: a symbol may be listed under a level its cost
/// no longer leads at, and is then listed again under the level it leads at now.
struct CandidateHeap {
    private(set) var items: [(level: Double, symbol: Int32)] = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var first: (level: Double, symbol: Int32)? { items.first }

    mutating func push(level: Double, symbol: Int32) {
        items.append((level, symbol))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if !Self.precedes(items[child], items[parent]) { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    @discardableResult
    mutating func popFirst() -> (level: Double, symbol: Int32)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var first = parent
                if left < items.count && Self.precedes(items[left], items[first]) { first = left }
                if right < items.count && Self.precedes(items[right], items[first]) { first = right }
                if first == parent { break }
                items.swapAt(parent, first)
                parent = first
            }
        }
        return top
    }

    private static func precedes(_ a: (level: Double, symbol: Int32), _ b: (level: Double, symbol: Int32)) -> Bool {
        a.level > b.level || (a.level == b.level && a.symbol < b.symbol)
    }
}

/// A binary max-heap of (stamp, symbol): expanding lazy external rows newest first means
/// each row is expanded once, since a row only names rows with smaller stamps.
struct StampMaxHeap {
    private var items: [(stamp: Int64, symbol: Int32)] = []

    var isEmpty: Bool { items.isEmpty }
    /// The largest entry, without removing it.
    var top: (stamp: Int64, symbol: Int32)? { items.first }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(stamp: Int64, symbol: Int32) {
        items.append((stamp, symbol))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if items[parent].stamp >= items[child].stamp { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    @discardableResult
    mutating func popMaximum() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var largest = parent
                if left < items.count && items[left].stamp > items[largest].stamp { largest = left }
                if right < items.count && items[right].stamp > items[largest].stamp { largest = right }
                if largest == parent { break }
                items.swapAt(parent, largest)
                parent = largest
            }
        }
        return top.symbol
    }
}

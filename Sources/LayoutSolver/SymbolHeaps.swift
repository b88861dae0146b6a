/// A binary min-heap of symbols: the entering candidates, so Bland's rule (lowest symbol
/// first) costs O(log n) instead of a scan of the whole objective.
struct SymbolMinHeap {
    private(set) var items: [Int32] = []

    var isEmpty: Bool { items.isEmpty }
    var minimum: Int32? { items.first }

    mutating func push(_ value: Int32) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if items[parent] <= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    @discardableResult
    mutating func popMinimum() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < items.count && items[left] < items[smallest] { smallest = left }
                if right < items.count && items[right] < items[smallest] { smallest = right }
                if smallest == parent { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
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

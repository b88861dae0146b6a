/// An element of a `BinaryHeap`, which says which of two comes out first.
protocol HeapOrdered {
    static func precedes(_ a: Self, _ b: Self) -> Bool
}

/// A binary heap: `popFirst()` takes out the element that precedes every other. The solver's
/// queues are all of this kind (`CandidateHeap`, `StampMaxHeap`, `InfeasibleRowQueue`,
/// `RatioHeap`); each element type states its order.
struct BinaryHeap<Element: HeapOrdered> {
    private(set) var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    /// The element `popFirst()` would take, left in.
    var first: Element? { items.first }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ element: Element) {
        items.append(element)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if !Element.precedes(items[child], items[parent]) { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    @discardableResult
    mutating func popFirst() -> Element? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var first = parent
                if left < items.count && Element.precedes(items[left], items[first]) { first = left }
                if right < items.count && Element.precedes(items[right], items[first]) { first = right }
                if first == parent { break }
                items.swapAt(parent, first)
                parent = first
            }
        }
        return top
    }
}

/// A cost written per priority level, compared lexicographically from the highest level.
///
/// This is how priorities stay exact: one constraint at 251 beats any number at 250,
/// because level 251 is compared first. Keys are the priorities themselves; phase one of
/// an add uses +∞, tie-break preferences use keys below 0, ambiguity analysis uses -∞.
struct LevelVector {
    struct Entry {
        var key: Double
        var value: Double
    }

    // Sorted by key, highest first; no zero values. The first two entries are stored inline
    // (a cost has its priority level and at most a tie-break level; the solver holds one
    // vector per symbol, and an array each was a heap object to allocate and free), the
    // rest in `more`.
    private var first = Entry(key: 0, value: 0), second = Entry(key: 0, value: 0)
    private var more: [Entry] = []
    private(set) var count = 0

    init() {}
    init(key: Double, value: Double) {
        first = Entry(key: key, value: value)
        count = 1
    }

    private subscript(index: Int) -> Entry {
        get { index == 0 ? first : index == 1 ? second : more[index - 2] }
        set {
            if index == 0 { first = newValue } else if index == 1 { second = newValue } else { more[index - 2] = newValue }
        }
    }

    private mutating func insert(_ entry: Entry, at index: Int) {
        if count >= 2 && index <= 1 { more.insert(second, at: 0) }
        if index == 0 {
            second = first
            first = entry
        } else if index == 1 {
            second = entry
        } else {
            more.insert(entry, at: index - 2)
        }
        count += 1
    }

    private mutating func remove(at index: Int) {
        for k in index..<(count - 1) { self[k] = self[k + 1] }
        if count > 2 { more.removeLast() }
        count -= 1
    }

    var isEmpty: Bool { count == 0 }

    /// The first non-zero level decides: negative means the objective can decrease.
    var isNegative: Bool { count > 0 && first.value < 0 }

    func value(at key: Double) -> Double {
        for k in 0..<count where self[k].key == key { return self[k].value }
        return 0
    }

    /// Whether any level at or above `key` is non-zero.
    func hasEntry(atOrAbove key: Double) -> Bool { count > 0 && first.key >= key }

    func hasEntry(at key: Double) -> Bool { (0..<count).contains { self[$0].key == key } }

    /// self += other * factor.
    mutating func add(_ other: LevelVector, scaledBy factor: Double) {
        if other.isEmpty || factor == 0 { return }
        for k in 0..<other.count { add(key: other[k].key, value: other[k].value * factor) }
    }

    mutating func add(key: Double, value: Double) {
        var index = 0
        while index < count && self[index].key > key { index += 1 }
        if index < count && self[index].key == key {
            let sum = self[index].value + value
            if abs(sum) > nearZero { self[index].value = sum } else { remove(at: index) }
        } else if abs(value) > nearZero {
            insert(Entry(key: key, value: value), at: index)
        }
    }

    /// Drops every level whose key satisfies `predicate`.
    mutating func removeLevels(where predicate: (Double) -> Bool) {
        var index = 0
        while index < count {
            if predicate(self[index].key) { remove(at: index) } else { index += 1 }
        }
    }

    /// Lexicographic comparison of `lhs * lhsScale` against `rhs * rhsScale`.
    static func compare(_ lhs: LevelVector, scaledBy lhsScale: Double, _ rhs: LevelVector, scaledBy rhsScale: Double) -> Int {
        var i = 0, j = 0
        let m = lhs.count, n = rhs.count
        while i < m || j < n {
            let difference: Double
            if j >= n || (i < m && lhs[i].key > rhs[j].key) {
                difference = lhs[i].value * lhsScale; i += 1
            } else if i >= m || rhs[j].key > lhs[i].key {
                difference = -rhs[j].value * rhsScale; j += 1
            } else {
                difference = lhs[i].value * lhsScale - rhs[j].value * rhsScale; i += 1; j += 1
            }
            if difference > nearZero { return 1 }
            if difference < -nearZero { return -1 }
        }
        return 0
    }
}

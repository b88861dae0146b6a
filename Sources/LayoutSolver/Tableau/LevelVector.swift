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

    /// Sorted by key, highest first; no zero values.
    private(set) var entries: [Entry] = []

    init() {}
    init(key: Double, value: Double) { entries = [Entry(key: key, value: value)] }

    /// The sum of `terms`, which are sorted by key, highest first (equal keys are added up).
    init<Terms: Collection>(sortedTerms terms: Terms) where Terms.Element == Entry {
        entries.reserveCapacity(terms.count)
        var pending: Entry?
        for term in terms {
            if let current = pending, current.key == term.key {
                pending?.value += term.value
                continue
            }
            if let current = pending, abs(current.value) > nearZero { entries.append(current) }
            pending = term
        }
        if let current = pending, abs(current.value) > nearZero { entries.append(current) }
    }

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// The first non-zero level decides: negative means the objective can decrease.
    var isNegative: Bool { (entries.first?.value ?? 0) < 0 }

    /// The highest level with a non-zero value, if any.
    var leadingKey: Double? { entries.first?.key }

    func value(at key: Double) -> Double {
        for entry in entries where entry.key == key { return entry.value }
        return 0
    }

    /// Whether any level at or above `key` is non-zero.
    func hasEntry(atOrAbove key: Double) -> Bool { (entries.first?.key ?? -.infinity) >= key }

    func hasEntry(at key: Double) -> Bool { entries.contains { $0.key == key } }

    /// self += other * factor.
    mutating func add(_ other: LevelVector, scaledBy factor: Double) {
        if other.entries.isEmpty || factor == 0 { return }
        if entries.isEmpty {
            entries.reserveCapacity(other.entries.count)
            for entry in other.entries {
                let value = entry.value * factor
                if abs(value) > nearZero { entries.append(Entry(key: entry.key, value: value)) }
            }
            return
        }
        if other.entries.count <= 4 {
            for entry in other.entries { add(key: entry.key, value: entry.value * factor) }
            return
        }
        // A long `other` (one tie-break level per view of a stack) is merged in one pass:
        // adding entry by entry searched and shifted self once per entry, quadratic in the
        // number of levels, and so it was for a short self too (a long cost substituted into
        // short ones: 18 % of the time of a row of 1,000 views). A short `other` is added in
        // place, without a new array.
        var merged: [Entry] = []
        merged.reserveCapacity(entries.count + other.entries.count)
        var i = 0, j = 0
        let a = entries, b = other.entries
        while i < a.count || j < b.count {
            if j >= b.count || (i < a.count && a[i].key > b[j].key) {
                merged.append(a[i]); i += 1
            } else if i >= a.count || b[j].key > a[i].key {
                let value = b[j].value * factor
                if abs(value) > nearZero { merged.append(Entry(key: b[j].key, value: value)) }
                j += 1
            } else {
                let sum = a[i].value + b[j].value * factor
                if abs(sum) > nearZero { merged.append(Entry(key: a[i].key, value: sum)) }
                i += 1; j += 1
            }
        }
        entries = merged
    }

    mutating func add(key: Double, value: Double) {
        // The first entry whose key is not above `key` (binary search: costs carry one
        // tie-break level per view of a stack, hundreds of entries).
        var index = 0, end = entries.count
        while index < end {
            let middle = (index + end) / 2
            if entries[middle].key > key { index = middle + 1 } else { end = middle }
        }
        if index < entries.count && entries[index].key == key {
            let sum = entries[index].value + value
            if abs(sum) > nearZero { entries[index].value = sum } else { entries.remove(at: index) }
        } else if abs(value) > nearZero {
            entries.insert(Entry(key: key, value: value), at: index)
        }
    }

    /// Drops every level whose key satisfies `predicate`.
    mutating func removeLevels(where predicate: (Double) -> Bool) {
        entries.removeAll { predicate($0.key) }
    }

    /// Lexicographic comparison of `lhs * lhsScale` against `rhs * rhsScale`.
    static func compare(_ lhs: LevelVector, scaledBy lhsScale: Double, _ rhs: LevelVector, scaledBy rhsScale: Double) -> Int {
        var i = 0, j = 0
        let a = lhs.entries, b = rhs.entries
        while i < a.count || j < b.count {
            let difference: Double
            if j >= b.count || (i < a.count && a[i].key > b[j].key) {
                difference = a[i].value * lhsScale; i += 1
            } else if i >= a.count || b[j].key > a[i].key {
                difference = -b[j].value * rhsScale; j += 1
            } else {
                difference = a[i].value * lhsScale - b[j].value * rhsScale; i += 1; j += 1
            }
            if difference > nearZero { return 1 }
            if difference < -nearZero { return -1 }
        }
        return 0
    }
}

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

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// The first non-zero level decides: negative means the objective can decrease.
    var isNegative: Bool { (entries.first?.value ?? 0) < 0 }

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
        if other.entries.count <= 4 || entries.count <= 4 {
            for entry in other.entries { add(key: entry.key, value: entry.value * factor) }
            return
        }
        // Long vectors (one tie-break level per view of a stack) are merged in one pass:
        // adding entry by entry searched and shifted self once per entry, quadratic in the
        // number of levels. Short ones are added in place, without a new array.
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
        var index = 0
        while index < entries.count && entries[index].key > key { index += 1 }
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

/// The objective's constant term, level by level: a `LevelVector` kept as a table by key.
///
/// Every pivot adds the entering symbol's cost, scaled by its row's constant, to it, so it
/// collects every level the objective has ever reached: each priority, and one tie-break
/// level per view whose content constraints pivoted (1,300 levels at 20,000 views). Kept
/// sorted, a new level was an insertion into that array and a long cost a merge through it,
/// so the adds grew with the square of the views (`random` seed 5: 0.54 G instructions at
/// 10,000 views, 2.27 G at 20,000). Each level's sum is the same here, added in the same
/// order, and a level whose sum is within `nearZero` of 0 goes, as in `LevelVector`.
struct LevelTotals {
    private var sums: [Double: Double] = [:]

    /// The sums as a `LevelVector` (sorted by key, highest first).
    var levels: LevelVector {
        LevelVector(sortedTerms: sums.sorted { $0.key > $1.key }.map { LevelVector.Entry(key: $0.key, value: $0.value) })
    }

    /// The sum at level `key` (0 when there is none).
    func value(at key: Double) -> Double { sums[key] ?? 0 }

    /// Adds `value` at level `key`.
    mutating func add(key: Double, value: Double) {
        // One lookup for a level already there, the common case (every pivot adds here).
        if let i = sums.index(forKey: key) {
            let total = sums.values[i] + value
            if abs(total) > nearZero { sums.values[i] = total } else { sums.remove(at: i) }
        } else if abs(value) > nearZero {
            sums[key] = value
        }
    }

    /// self += other * factor, level by level.
    mutating func add(_ other: LevelVector, scaledBy factor: Double) {
        if factor == 0 { return }
        for entry in other.entries { add(key: entry.key, value: entry.value * factor) }
    }

    /// Drops every level whose key satisfies `predicate`.
    mutating func removeLevels(where predicate: (Double) -> Bool) {
        // In place: the analysis drops its level before each of its LPs.
        for key in sums.keys.filter(predicate) { sums[key] = nil }
    }
}

/// The optional constraints a projection trades against (`Ambiguity.Cause.tie`), for the many
/// projections of one analysis (`AmbiguityAnalyzer`).
///
/// The cause of a projection is the union, over its symbols, of each symbol's owners: the
/// symbol's own constraint when it is an error, and the constraints of the basic errors whose
/// rows name it. Each symbol's owners are found once, from its column, instead of once per
/// projection that holds it. A row of views each held near the root's centre has a tie of
/// every view, projections as long as the row and columns as long too: walking the columns
/// per projection cost the cube of the views (84 % of the time of 1,000 views).
///
/// The owners are numbered in slots; the union is a bit set of slots. A symbol with many
/// owners also has them as a bit set, OR-ed in a word at a time: 1,000 such views have about
/// 2,000 slots and 460 owners per symbol, 32 words against 460 bits set one by one. Only
/// symbols whose list is longer than two bit sets get one, so the bit sets take at most half
/// the room of the lists.
struct TieCauseIndex {
    /// Owners by symbol, as slots: `slots[slotStart[s] ..< slotStart[s + 1]]`.
    private var slotStart: [Int32]
    private var slots: [Int32] = []
    /// The constraint index of each slot.
    private var slotOwner: [Int32] = []
    /// Words of a bit set of slots.
    private let words: Int
    /// By symbol: where its bit set starts in `bitSets`, or -1 when it has none.
    private var bitSetStart: [Int32]
    private var bitSets: [UInt64] = []
    /// The union being made.
    private var union: [UInt64]

    /// Indexes the owners of every symbol `movable` marks.
    init(_ solver: Solver, movable: [Bool]) {
        let count = solver.symbolKind.count
        slotStart = [Int32](repeating: 0, count: count + 1)
        var slotOf: [Int32: Int32] = [:]
        var found: [Int32] = []
        for s in 0..<count {
            slotStart[s] = Int32(slots.count)
            guard s < movable.count, movable[s], solver.symbolKind[s] != .external else { continue }
            found.removeAll(keepingCapacity: true)
            if solver.symbolKind[s] == .error { found.append(solver.symbolOwner[s]) }
            for row in solver.columns[Int32(s)] {
                let r = Int(row)
                guard !solver.rows[r].isFree, !solver.rows[r].isExternal,
                      solver.cells(ofRow: row).position(of: Int32(s)) != nil else { continue }
                let basic = Int(solver.rows[r].basic)
                if solver.symbolKind[basic] == .error { found.append(solver.symbolOwner[basic]) }
            }
            let start = slots.count
            for owner in found where owner >= 0 && Int(owner) < solver.constraints.count {
                if let known = slotOf[owner] {
                    slots.append(known)
                } else {
                    let slot = Int32(slotOwner.count)
                    slotOf[owner] = slot
                    slotOwner.append(owner)
                    slots.append(slot)
                }
            }
            // Sorted, without repeats.
            slots[start...].sort()
            var kept = start
            for k in start..<slots.count where k == start || slots[k] != slots[kept - 1] {
                slots[kept] = slots[k]
                kept += 1
            }
            slots.removeLast(slots.count - kept)
        }
        slotStart[count] = Int32(slots.count)
        words = (slotOwner.count + 63) / 64
        union = [UInt64](repeating: 0, count: words)
        bitSetStart = [Int32](repeating: -1, count: count)
        for s in 0..<count where Int(slotStart[s + 1] - slotStart[s]) > 2 * words {
            bitSetStart[s] = Int32(bitSets.count)
            bitSets.append(contentsOf: repeatElement(0, count: words))
            for k in Int(slotStart[s])..<Int(slotStart[s + 1]) {
                let slot = Int(slots[k])
                bitSets[Int(bitSetStart[s]) + slot >> 6] |= 1 << UInt64(slot & 63)
            }
        }
    }

    /// How many distinct owners the symbols have (slots `0 ..< slotCount`).
    var slotCount: Int { slotOwner.count }

    /// The constraint index of a slot.
    func owner(ofSlot slot: Int32) -> Int32 { slotOwner[Int(slot)] }

    /// The slots of `symbol`'s owners, sorted.
    func slots(of symbol: Int32) -> ArraySlice<Int32> {
        let s = Int(symbol)
        guard s + 1 < slotStart.count else { return [] }
        return slots[Int(slotStart[s]) ..< Int(slotStart[s + 1])]
    }

    /// The constraints whose errors change along `projection`, sorted by index.
    mutating func owners(of projection: [Cell]) -> [Int32] {
        for w in union.indices { union[w] = 0 }
        for cell in projection {
            let s = Int(cell.symbol)
            guard s < bitSetStart.count else { continue }
            if bitSetStart[s] >= 0 {
                let base = Int(bitSetStart[s])
                for w in 0..<words { union[w] |= bitSets[base + w] }
            } else {
                for k in Int(slotStart[s])..<Int(slotStart[s + 1]) {
                    let slot = Int(slots[k])
                    union[slot >> 6] |= 1 << UInt64(slot & 63)
                }
            }
        }
        var owners: [Int32] = []
        for w in union.indices {
            var bits = union[w]
            while bits != 0 {
                owners.append(slotOwner[w << 6 + bits.trailingZeroBitCount])
                bits &= bits - 1
            }
        }
        return owners.sorted()
    }
}

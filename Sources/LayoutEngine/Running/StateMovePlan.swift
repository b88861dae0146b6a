/// What a state move does to the constraints in the solver, unit by unit (`RuleUnits`): each
/// unit generated again is paired with the constraints it held (`ConstraintMatching`), and
/// every other unit keeps its constraints where they are.
struct StateMovePlan {
    /// The target case's constraints in generation order, by slot; -1 where one is to be
    /// added (the move writes its slot there once it is).
    var order: [Int]
    /// Where each unit ends in `order`.
    var ends: [Int32]
    /// Slots whose constraints go out.
    var removed: [Int] = []
    /// Slots that stay, each with the index in the generated list of the constraint that
    /// takes it, in generation order.
    var kept: [(slot: Int, fresh: Int)] = []
    /// The constraints to add, in generation order: their place in `order` and their index
    /// in the generated list.
    var added: [(position: Int, fresh: Int)] = []

    /// Pairs the units `dirty` marks, generated again in `fresh`, with the slots they held
    /// (`order`, units ending at `ends`) in `held`; nil as soon as more than `limit`
    /// constraints would go out or come in.
    init?(units dirty: [Bool], held: ConstraintList, order old: [Int], ends: [Int32],
          fresh: CaseSession.Generated, limit: Int) {
        order = []
        order.reserveCapacity(old.count + fresh.list.count)
        self.ends = []
        self.ends.reserveCapacity(dirty.count)
        var start = 0, freshStart = 0, changes = 0
        for unit in dirty.indices {
            let end = Int(ends[unit]), freshEnd = Int(fresh.unitEnds[unit])
            defer {
                self.ends.append(Int32(order.count))
                start = end
                freshStart = freshEnd
            }
            guard dirty[unit] else {
                order.append(contentsOf: old[start..<end])
                continue
            }
            guard let matching = ConstraintMatching(held: held, slots: Array(old[start..<end]),
                                                    new: fresh.list[freshStart..<freshEnd], limit: limit - changes)
            else { return nil }
            changes += matching.removed.count + matching.added.count
            guard changes <= limit else { return nil }
            removed += matching.removed
            for (k, slot) in matching.slotOfNew.enumerated() {
                if slot >= 0 {
                    kept.append((slot, freshStart + k))
                } else {
                    added.append((order.count, freshStart + k))
                }
                order.append(slot)
            }
        }
    }
}

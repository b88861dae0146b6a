import LayoutSolver

/// Pairs the constraints a session holds with those generated for the next state of its
/// scene (`CaseSession.retarget`): which ones stay (their constant may change), which go
/// out and which come in.
///
/// The rule families generate a scene in the same order in every state, so a state that
/// changes a few views changes a short stretch of the list. The common head and tail are
/// paired in place, compared field by field; only the stretch between them is paired by
/// shape, through sorted shape hashes (no dictionary, nothing allocated per constraint).
/// Within one shape, the k-th new constraint takes the k-th old one in generation order.
struct ConstraintMatching {
    /// Slot of the session's constraint each new constraint takes, or -1 when it is added.
    var slotOfNew: [Int]
    /// Old slots no new constraint takes.
    var removed: [Int]
    /// Indices (in the new list) of the constraints to add.
    var added: [Int]

    /// Pairs `new` with the constraints in `slots` (their generation order) of `held`; nil as
    /// soon as more than `limit` constraints would go out or come in. `new` is read in place
    /// (a stretch of the generated list), not copied: copying retained what each constraint
    /// holds.
    init?<Held: RandomAccessCollection<EngineConstraint>, New: RandomAccessCollection<EngineConstraint>>(
        held: Held, slots old: [Int], new generated: New, limit: Int
    ) where Held.Index == Int, New.Index == Int {
        let new = OffsetView(base: generated)
        var head = 0
        while head < old.count, head < new.count, ConstraintShape.same(held[old[head]], new[head]) { head += 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > head, newEnd > head, ConstraintShape.same(held[old[oldEnd - 1]], new[newEnd - 1]) {
            oldEnd -= 1
            newEnd -= 1
        }
        guard abs((oldEnd - head) - (newEnd - head)) <= limit else { return nil }
        slotOfNew = Array(repeating: -1, count: new.count)
        for k in 0..<head { slotOfNew[k] = old[k] }
        for k in 0..<(new.count - newEnd) { slotOfNew[newEnd + k] = old[oldEnd + k] }
        removed = []
        added = []
        if head == oldEnd && head == newEnd { return }

        // The middle: sort both sides by (shape hash, position) and walk the hash groups.
        let oldKeys = (head..<oldEnd).map { (hash: ConstraintShape.hash(held[old[$0]]), at: $0) }.sorted { ($0.hash, $0.at) < ($1.hash, $1.at) }
        let newKeys = (head..<newEnd).map { (hash: ConstraintShape.hash(new[$0]), at: $0) }.sorted { ($0.hash, $0.at) < ($1.hash, $1.at) }
        var taken = [Bool](repeating: false, count: oldKeys.count)
        var i = 0, j = 0
        while j < newKeys.count {
            let hash = newKeys[j].hash
            while i < oldKeys.count, oldKeys[i].hash < hash { i += 1 }
            var groupEnd = i
            while groupEnd < oldKeys.count, oldKeys[groupEnd].hash == hash { groupEnd += 1 }
            var firstFree = i
            while j < newKeys.count, newKeys[j].hash == hash {
                let at = newKeys[j].at
                while firstFree < groupEnd, taken[firstFree] { firstFree += 1 }
                var pick = firstFree
                while pick < groupEnd, taken[pick] || !ConstraintShape.same(held[old[oldKeys[pick].at]], new[at]) { pick += 1 }
                if pick < groupEnd {
                    taken[pick] = true
                    slotOfNew[at] = old[oldKeys[pick].at]
                } else {
                    added.append(at)
                    if added.count > limit { return nil }
                }
                j += 1
            }
            i = groupEnd
        }
        for k in oldKeys.indices where !taken[k] { removed.append(old[oldKeys[k].at]) }
        guard removed.count + added.count <= limit else { return nil }
        added.sort()
    }
}

/// A collection read from 0 whatever its first index (a slice of the generated list).
private struct OffsetView<Base: RandomAccessCollection<EngineConstraint>> where Base.Index == Int {
    let base: Base
    var count: Int { base.count }
    subscript(k: Int) -> EngineConstraint { base[base.startIndex + k] }
}

/// What identifies a constraint from one case to the next, apart from its constant: its
/// terms, relation, priority, weight and tie-break rank (its id and origin are taken from
/// the new case).
enum ConstraintShape {
    static func same(_ a: EngineConstraint, _ b: EngineConstraint) -> Bool {
        let x = a.solverConstraint, y = b.solverConstraint
        return x.relation == y.relation && x.priority == y.priority && x.weight == y.weight
            && x.tieBreak == y.tieBreak && x.expression.terms == y.expression.terms
    }

    static func hash(_ constraint: EngineConstraint) -> Int {
        let c = constraint.solverConstraint
        var hasher = Hasher()
        hasher.combine(c.relation)
        hasher.combine(c.priority)
        hasher.combine(c.weight)
        hasher.combine(c.tieBreak)
        for term in c.expression.terms {
            hasher.combine(term.variable.index)
            hasher.combine(term.coefficient)
        }
        return hasher.finalize()
    }
}

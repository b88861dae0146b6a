import LayoutSolver

/// How the rules of one state differ from another's over the same variables
/// (`CaseSession.retarget(to:resizedAs:)`): which generated constraint takes which held one (the
/// same shape, `CaseSession.sameShape`: only its constant may differ), which held ones go out
/// and which new ones come in.
///
/// The rule families generate every state in the same order, so hiding a view changes a few
/// constraints here and there (its stack's spacing and hiding rules) and the rest line up. The
/// common head and tail are paired in place; the stretch between them is paired by shape,
/// through sorted shape hashes: within one shape, the k-th new constraint takes the k-th held
/// one in generation order.
struct ConstraintListChanges {
    /// For each new constraint, the index of the held one it takes, or -1 when it comes in.
    private(set) var heldIndexOfNew: [Int]
    /// Held constraints no new one takes, ascending.
    private(set) var removed: [Int] = []
    /// New constraints no held one matches, ascending.
    private(set) var added: [Int] = []

    /// Pairs `new` with `held`; nil when more than `limit` constraints would go out or come in.
    init?(held: ConstraintList, new: ConstraintList, limit: Int) {
        heldIndexOfNew = Array(repeating: -1, count: new.count)
        func same(_ i: Int, _ j: Int) -> Bool { CaseSession.sameShape(held[i].solverConstraint, new[j].solverConstraint) }
        var head = 0
        while head < held.count, head < new.count, same(head, head) {
            heldIndexOfNew[head] = head
            head += 1
        }
        var heldEnd = held.count, newEnd = new.count
        while heldEnd > head, newEnd > head, same(heldEnd - 1, newEnd - 1) {
            heldEnd -= 1
            newEnd -= 1
            heldIndexOfNew[newEnd] = heldEnd
        }
        guard abs((heldEnd - head) - (newEnd - head)) <= limit else { return nil }
        if head == heldEnd && head == newEnd { return }

        // The middle: both sides sorted by (shape hash, position), walked hash by hash.
        let heldKeys = (head..<heldEnd).map { (hash: Self.hash(held[$0].solverConstraint), at: $0) }.sorted { ($0.hash, $0.at) < ($1.hash, $1.at) }
        let newKeys = (head..<newEnd).map { (hash: Self.hash(new[$0].solverConstraint), at: $0) }.sorted { ($0.hash, $0.at) < ($1.hash, $1.at) }
        var taken = [Bool](repeating: false, count: heldKeys.count)
        var i = 0, j = 0
        while j < newKeys.count {
            let hash = newKeys[j].hash
            while i < heldKeys.count, heldKeys[i].hash < hash { i += 1 }
            var groupEnd = i
            while groupEnd < heldKeys.count, heldKeys[groupEnd].hash == hash { groupEnd += 1 }
            var firstFree = i
            while j < newKeys.count, newKeys[j].hash == hash {
                let at = newKeys[j].at
                while firstFree < groupEnd, taken[firstFree] { firstFree += 1 }
                var pick = firstFree
                while pick < groupEnd, taken[pick] || !same(heldKeys[pick].at, at) { pick += 1 }
                if pick < groupEnd {
                    taken[pick] = true
                    heldIndexOfNew[at] = heldKeys[pick].at
                } else {
                    added.append(at)
                    if added.count > limit { return nil }
                }
                j += 1
            }
            i = groupEnd
        }
        for k in heldKeys.indices where !taken[k] { removed.append(heldKeys[k].at) }
        guard removed.count + added.count <= limit else { return nil }
        removed.sort()
        added.sort()
    }

    /// A hash of what `CaseSession.sameShape` compares.
    private static func hash(_ constraint: LayoutSolver.Constraint) -> Int {
        var hasher = Hasher()
        hasher.combine(constraint.relation)
        hasher.combine(constraint.priority)
        hasher.combine(constraint.weight)
        hasher.combine(constraint.tieBreak)
        for term in constraint.expression.terms {
            hasher.combine(term.variable.index)
            hasher.combine(term.coefficient)
        }
        return hasher.finalize()
    }
}

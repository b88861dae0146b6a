/// Turns the row that proved a conflict into an irreducible set of required constraints.
///
/// The markers in a failing row (dummies of required equalities, slacks of required
/// inequalities) name the constraints of a Farkas certificate (Cassowary's
/// `BuildExplanation`). A deletion filter (Chinneck) then drops every member whose removal
/// leaves the set still unsatisfiable, testing each candidate set in a small fresh solver.
extension Solver {
    func explainConflict(certificate: [Cell], incoming: Int32) -> Conflict {
        let rejected = constraint(at: incoming)
        guard explainsConflicts else {
            return Conflict(rejected: rejected.tag, constraints: [rejected.tag], isIrreducible: false)
        }
        var owners: [Int32] = []
        for cell in certificate {
            let kind = symbolKind[Int(cell.symbol)]
            guard kind == .dummy || kind == .slack else { continue }
            let owner = symbolOwner[Int(cell.symbol)]
            guard owner >= 0, owner != incoming, Int(owner) < constraints.count else { continue }
            let record = constraints[Int(owner)]
            if record.isActive && record.isRequired { owners.append(owner) }
        }
        var members = Array(Set(owners)).sorted()
        // Each member's constraint is made once from its record, not once per trial.
        var built = members.map { constraint(at: $0) }
        let irreducible = Self.isUnsatisfiable(built + [rejected])
        if irreducible {
            var k = 0
            while k < members.count {
                var trial = built
                trial.remove(at: k)
                if Self.isUnsatisfiable(trial + [rejected]) {
                    members.remove(at: k)
                    built = trial
                } else {
                    k += 1
                }
            }
        }
        let tags = (members.map { constraintTags[Int($0)] } + [rejected.tag]).sorted()
        return Conflict(rejected: rejected.tag, constraints: tags, isIrreducible: irreducible)
    }

    /// Whether these constraints, all taken as required, cannot hold together.
    static func isUnsatisfiable(_ list: [Constraint]) -> Bool {
        var solver = Solver()
        solver.explainsConflicts = false
        var local: [Variable: Variable] = [:]
        for constraint in list {
            var copy = constraint
            copy.priority = Priority.required
            copy.expression.terms = constraint.expression.terms.map { term in
                if let mapped = local[term.variable] { return Term(mapped, term.coefficient) }
                let mapped = solver.makeVariable()
                local[term.variable] = mapped
                return Term(mapped, term.coefficient)
            }
            do { try solver.add(copy) } catch { return true }
        }
        return false
    }
}

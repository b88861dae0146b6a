/// Turns the row that proved a conflict into an irreducible set of required constraints.
///
/// The markers in a failing row (dummies of required equalities, slacks of required
/// inequalities) name the constraints of a Farkas certificate (Cassowary's
/// `BuildExplanation`). A deletion filter (Chinneck) then drops every member whose removal
/// leaves the set still unsatisfiable, testing each candidate set in a small fresh solver.
extension Solver {
    func explainConflict(certificate: [Cell], incoming: Int32) -> Conflict {
        explainConflict(members: certificateMembers(certificate, incoming: incoming), incoming: incoming)
    }

    /// The required constraints, other than `incoming`, whose markers are in the certificate
    /// (constraint indices, which stay valid when the tableau is rebuilt; symbols do not).
    func certificateMembers(_ certificate: [Cell], incoming: Int32) -> [Int32] {
        var owners: [Int32] = []
        for cell in certificate where cell.symbol >= 0 && Int(cell.symbol) < symbolKind.count {
            let kind = symbolKind[Int(cell.symbol)]
            guard kind == .dummy || kind == .slack else { continue }
            let owner = symbolOwner[Int(cell.symbol)]
            guard owner >= 0, owner != incoming, Int(owner) < constraints.count else { continue }
            let record = constraints[Int(owner)]
            if record.isActive && record.isRequired { owners.append(owner) }
        }
        return Array(Set(owners)).sorted()
    }

    /// Minimises `members` (constraint indices) with `incoming` to an irreducible set.
    func explainConflict(members candidates: [Int32], incoming: Int32) -> Conflict {
        let rejected = constraint(at: incoming)
        guard explainsConflicts else {
            return Conflict(rejected: rejected.tag, constraints: [rejected.tag], isIrreducible: false)
        }
        var members = candidates.filter { Int($0) < constraints.count && constraints[Int($0)].isActive }
        // Each member's constraint is made once from its record, not once per trial.
        var built = members.map { constraint(at: $0) }
        var work = 0
        let confirmed = Self.isUnsatisfiable(built + [rejected], work: &work)
        var minimised = confirmed
        if confirmed {
            var k = 0
            while k < members.count {
                if work > Self.conflictMinimisationBudget {
                    // What is left still cannot hold; it is just not shown to be minimal.
                    minimised = false
                    break
                }
                var trial = built
                trial.remove(at: k)
                if Self.isUnsatisfiable(trial + [rejected], work: &work) {
                    members.remove(at: k)
                    built = trial
                } else {
                    k += 1
                }
            }
        }
        let tags = (members.map { constraintTags[Int($0)] } + [rejected.tag]).sorted()
        return Conflict(rejected: rejected.tag, constraints: tags, isIrreducible: minimised)
    }

    /// The work the deletion filter may spend on one conflict: the trials' `SolverStatistics.total`
    /// plus `workPerAdd` for each constraint they add. Each trial solves the remaining members
    /// again, so a conflict along a chain of n constraints costs n² adds and up to n³ terms:
    /// 3,000 members (a row of 1,000 views that cannot all be centred on the root) took
    /// minutes. Past the budget, a fraction of a second, the members left are reported as they
    /// are: they still cannot hold together, but some may be spare (`Conflict.isIrreducible`
    /// is false).
    static let conflictMinimisationBudget = 10_000_000

    /// What adding a constraint counts for in `conflictMinimisationBudget`: about the time of
    /// 64 expanded terms.
    static let workPerAdd = 64

    /// Whether these constraints, all taken as required, cannot hold together.
    static func isUnsatisfiable(_ list: [Constraint]) -> Bool {
        var work = 0
        return isUnsatisfiable(list, work: &work)
    }

    /// `isUnsatisfiable`, adding the work it took to `work`.
    static func isUnsatisfiable(_ list: [Constraint], work: inout Int) -> Bool {
        var solver = Solver()
        defer { work += solver.statistics.total + Self.workPerAdd * solver.constraints.count }
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

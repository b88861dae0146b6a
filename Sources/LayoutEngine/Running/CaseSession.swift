import LayoutSolver
import LayoutSpec
import Synchronization

/// One resolved scene laid out in a solver. The cases of a scene that resolve alike and
/// differ only in their environment reuse it (`retarget(to:)`): only the canvas constants
/// change, and the solver re-optimises from its current basis instead of starting again.
struct CaseSession {
    var solver = Solver()
    private(set) var scene: ResolvedScene
    private(set) var table: LayoutViewTable
    private(set) var geometry: EnvironmentGeometry
    /// Every constraint of the case in generation order; a constraint's index is its solver
    /// tag (`.number(index)`).
    private(set) var constraints: ConstraintList
    /// Where each constraint is in the solver, by index; nil for one refused when added (it
    /// conflicted with the constraints before it).
    private(set) var handles: [ConstraintHandle?] = []
    /// The indices of the canvas constraints in the solver (`retarget(to:)`).
    private var canvasSlots: [Int] = []
    /// Rejected constraint index and the indices of its irreducible conflicting set.
    private(set) var conflicts: [(rejected: Int, members: [Int])] = []
    /// What the rule families noticed that is not a finding (`EngineWarning`).
    private(set) var warnings: [EngineWarning]
    /// Which build the session comes from: made by `init`, kept by its copies and moves
    /// (tests count builds by it).
    let build = Build()

    /// The identity of one build, and what is worked out once for it.
    final class Build: Sendable {
        private let estimated = Mutex<NumericRange.Violation??>(nil)

        /// The multipliers of the build's constraints estimated (`NumericRange.estimate`) by
        /// `make` at the first call: the sessions of one build differ only in constants.
        func rangeEstimate(_ make: () -> NumericRange.Violation?) -> NumericRange.Violation? {
            estimated.withLock { memo in
                if let memo { return memo }
                let made = make()
                memo = .some(made)
                return made
            }
        }
    }

    /// The multipliers of the session's constraints estimated once a build (`NumericRange`).
    func rangeEstimate() -> NumericRange.Violation? {
        build.rangeEstimate { NumericRange.estimate(constraints, views: table.views) }
    }

    /// Builds the solver for `scene` in `geometry`: every constraint added in generation order,
    /// into `solver` (empty; tests pass one set up otherwise).
    init(scene: ResolvedScene, geometry: EnvironmentGeometry, solver empty: Solver = Solver()) {
        solver = empty
        self.scene = scene
        self.geometry = geometry
        table = LayoutViewTable(root: scene.root, solver: &solver)
        let context = RuleContext(scene: scene, table: table, geometry: geometry,
                                  expressions: AttributeExpressions(table: table, geometry: geometry))
        constraints = RuleFamilies.generate(in: context)
        warnings = StackBaselineRules.warnings(in: context)
        handles.reserveCapacity(constraints.count)
        // One batch: tie-break preferences are weighed once the whole case is in
        // (docs/solver.md, "Termination").
        solver.beginBatch()
        // By index, and only the solver's part: a copy of each whole constraint retained and
        // released what it holds (its description and stack view).
        var index = 0
        while index < constraints.count {
            defer { index += 1 }
            var constraint = constraints[index].solverConstraint
            constraint.tag = .number(index)
            if IntrinsicSizeRules.startsPair(constraints, at: index) {
                // Hugging and compression resistance in one row (`Solver.addPair`): optional,
                // so they always go in.
                var lower = constraints[index + 1].solverConstraint
                lower.tag = .number(index + 1)
                if let pair = try? solver.addPair(upper: constraint, lower: lower) {
                    handles.append(pair.upper)
                    handles.append(pair.lower)
                    index += 1
                    continue
                }
            }
            do {
                handles.append(try solver.add(constraint))
                if constraints[index].origin == .canvas { canvasSlots.append(index) }
            } catch {
                handles.append(nil)
                guard case .unsatisfiable(let conflict) = error else { continue }
                conflicts.append((index, Self.indices(conflict.constraints)))
            }
        }
        solver.endBatch()
    }

    /// The author's constraint an engine constraint comes from, as the scene writes it; nil for
    /// a constraint a rule made.
    func writtenConstraint(of constraint: EngineConstraint) -> ResolvedConstraint? {
        let index = Int(constraint.written)
        return index >= 0 && index < scene.constraints.count ? scene.constraints[index] : nil
    }

    /// Moves the session to another environment of the same resolved scene and direction:
    /// only the canvas rules read the environment (`CanvasInsets`), so their constants are
    /// changed in place and nothing else is generated. False when that cannot be done (another
    /// direction, the solver refuses a constant, or a conflict would not be the one a fresh
    /// build finds, `reconfirmConflicts`); the session is then unusable and the caller builds a
    /// fresh one, so conflicts are always the ones a fresh build breaks.
    mutating func retarget(to next: EnvironmentGeometry) -> Bool {
        // No move (a group's first case from its chain's build there): the session is that build.
        if next == geometry { return true }
        guard next.layoutDirection == geometry.layoutDirection else { return false }
        let pins = CanvasRules.constraints(table, next)
        guard pins.count == canvasSlots.count else { return false }
        for (slot, pin) in zip(canvasSlots, pins) {
            guard let handle = handles[slot],
                  Self.sameShape(constraints[slot].solverConstraint, pin.solverConstraint) else { return false }
            let constant = pin.solverConstraint.expression.constant
            if solver.constant(of: handle) != constant {
                guard updateConstant(handle, to: constant) else { return false }
            }
            constraints[slot] = pin
        }
        guard reconfirmConflicts() else { return false }
        geometry = next
        return true
    }

    /// Moves the session to the same scene resolved or sized otherwise (another state, scale,
    /// text size, language or iOS version: the next group of a `CaseChain`) in `next`. The rules
    /// are generated again for the new scene and environment; when every constraint has the
    /// shape it had (only constants differ: intrinsic sizes, baselines, spacing, the canvas), the
    /// constants that changed are updated in place (`Solver.updateConstant`; a view's hugging and
    /// compression resistance share theirs). False when that cannot be done (another direction,
    /// a constraint added, removed or reshaped, a constant the solver refuses, or a conflict that
    /// would not be the one a fresh build finds); the session is then unusable and the caller
    /// builds a fresh one, as for `retarget(to:)`.
    mutating func retarget(to next: EnvironmentGeometry, resizedAs sized: ResolvedScene) -> Bool {
        guard next.layoutDirection == geometry.layoutDirection else { return false }
        // The same tree allocates the same variables, in the same order, as the build did.
        var variables = Solver()
        let newTable = LayoutViewTable(root: sized.root, solver: &variables)
        let context = RuleContext(scene: sized, table: newTable, geometry: next,
                                  expressions: AttributeExpressions(table: newTable, geometry: next))
        let list = RuleFamilies.generate(in: context)
        guard list.count == constraints.count else { return false }
        for index in list.indices where !Self.sameShape(constraints[index].solverConstraint, list[index].solverConstraint) {
            return false
        }
        let conflicting = Set(conflicts.map(\.rejected))
        var changed = false
        for index in list.indices {
            let constant = list[index].solverConstraint.expression.constant
            guard let handle = handles[index] else {
                // A broken constraint is tried again below; another refusal must not change.
                if constant != constraints[index].solverConstraint.expression.constant {
                    if !conflicting.contains(index) { return false }
                    changed = true
                }
                continue
            }
            if solver.constant(of: handle) != constant {
                guard updateConstant(handle, to: constant) else { return false }
                changed = true
            }
        }
        scene = sized
        table = newTable
        constraints = list
        // Not a constant changed (a state whose rules are the same): the conflicts are the build's.
        guard !changed || reconfirmConflicts() else { return false }
        warnings = StackBaselineRules.warnings(in: context)
        geometry = next
        return true
    }

    /// Changes a kept constraint's constant (`Solver.updateConstant`). When a set of required
    /// constraints cannot hold at the new constant, the latest of the set is broken, as a fresh
    /// build breaks the constraint it adds last, and the change is tried again (a few times at
    /// most); `reconfirmConflicts` then checks that a fresh build breaks exactly these. False
    /// when the change cannot be made so.
    private mutating func updateConstant(_ handle: ConstraintHandle, to constant: Double) -> Bool {
        for _ in 0..<8 {
            do {
                try solver.updateConstant(handle, to: constant)
                return true
            } catch {
                guard case .unsatisfiable(let conflict) = error, let latest = Self.indices(conflict.constraints).max(),
                      let broken = handles[latest], broken != handle,
                      (try? solver.remove(broken)) != nil else { return false }
                handles[latest] = nil
                conflicts.append((latest, []))
                conflicts.sort { $0.rejected < $1.rejected }
            }
        }
        return false
    }

    /// After a move, whether the session breaks the constraints a fresh build of the new
    /// constants breaks, and why. A fresh build adds the constraints in order and breaks one when
    /// it cannot hold with the required constraints kept before it. The moved session holds every
    /// kept constraint at its new constant, so each of them could hold with those before it too;
    /// each broken one is added again, in order, with its new constant. If it fails, it must fail
    /// on a set of constraints all before it (which then cannot hold together with it, whatever a
    /// fresh build kept), and that set becomes the conflict's; a set naming a later constraint
    /// means a fresh build might break another constraint: false. If it holds, it stays: it holds
    /// with every kept constraint, so a fresh build keeps it and breaks nothing it did not.
    private mutating func reconfirmConflicts() -> Bool {
        var confirmed: [(rejected: Int, members: [Int])] = []
        for conflict in conflicts {
            var constraint = constraints[conflict.rejected].solverConstraint
            constraint.tag = .number(conflict.rejected)
            do {
                handles[conflict.rejected] = try solver.add(constraint)
            } catch {
                guard case .unsatisfiable(let found) = error else { return false }
                let members = Self.indices(found.constraints)
                guard members.allSatisfy({ $0 <= conflict.rejected }) else { return false }
                confirmed.append((conflict.rejected, members))
            }
        }
        conflicts = confirmed
        return true
    }

    /// The constraint indices solver tags name (`.number(index)`).
    static func indices(_ tags: [ConstraintTag]) -> [Int] {
        tags.compactMap { tag -> Int? in
            if case .number(let n) = tag { return n }
            return nil
        }
    }

    /// Whether two constraints differ at most in their constant.
    static func sameShape(_ x: LayoutSolver.Constraint, _ y: LayoutSolver.Constraint) -> Bool {
        x.relation == y.relation && x.priority == y.priority && x.weight == y.weight
            && x.tieBreak == y.tieBreak && x.expression.terms == y.expression.terms
    }
}

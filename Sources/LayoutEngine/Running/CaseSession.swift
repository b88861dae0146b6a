import LayoutSolver
import LayoutSpec

/// One resolved scene laid out in a solver, kept alive across the environments that share
/// its size classes and direction: moving to another environment changes only the
/// constants that differ (canvas size, safe area, root margins) in place, and the solver
/// re-optimises from its current basis instead of starting again.
struct CaseSession {
    private(set) var solver = Solver()
    let scene: ResolvedScene
    let table: LayoutViewTable
    private(set) var geometry: EnvironmentGeometry
    private(set) var constraints: [EngineConstraint] = []
    /// nil where the constraint was rejected (it conflicted with the ones before it).
    private(set) var handles: [ConstraintHandle?] = []
    /// Rejected constraint index and the indices of its irreducible conflicting set.
    private(set) var conflicts: [(rejected: Int, members: [Int])] = []
    /// What the rule families noticed that is not a finding (`EngineWarning`); depends on the
    /// resolved scene only, so it stays the same across `retarget`.
    private(set) var warnings: [EngineWarning] = []

    /// Builds the solver for `scene` in `geometry`.
    init(scene: ResolvedScene, geometry: EnvironmentGeometry) {
        self.scene = scene
        self.geometry = geometry
        var solver = Solver()
        table = LayoutViewTable(root: scene.root, solver: &solver)
        self.solver = solver
        constraints = Self.generate(scene, table, geometry)
        warnings = Self.warnings(scene, table, geometry)
        handles.reserveCapacity(constraints.count)
        for (index, constraint) in constraints.enumerated() {
            var tagged = constraint.solverConstraint
            tagged.tag = .number(index)
            do {
                handles.append(try self.solver.add(tagged))
            } catch {
                handles.append(nil)
                if case .unsatisfiable(let conflict) = error {
                    let members = conflict.constraints.compactMap { tag -> Int? in
                        if case .number(let n) = tag { return n }
                        return nil
                    }
                    conflicts.append((index, members))
                }
            }
        }
    }

    static func generate(_ scene: ResolvedScene, _ table: LayoutViewTable, _ geometry: EnvironmentGeometry) -> [EngineConstraint] {
        let context = RuleContext(scene: scene, table: table, geometry: geometry,
                                  expressions: AttributeExpressions(table: table, geometry: geometry))
        return RuleFamilies.inSolverOrder(RuleFamilies.all.map { ($0, $0.constraints(in: context)) })
    }

    static func warnings(_ scene: ResolvedScene, _ table: LayoutViewTable, _ geometry: EnvironmentGeometry) -> [EngineWarning] {
        let context = RuleContext(scene: scene, table: table, geometry: geometry,
                                  expressions: AttributeExpressions(table: table, geometry: geometry))
        return RuleFamilies.all.flatMap { $0.warnings(in: context) }
    }

    /// Moves the session to another environment of the same size classes and direction.
    /// Returns false when that cannot be done in place (different constraints, a conflict
    /// in this session or on the way): the caller then builds a fresh session.
    mutating func retarget(to next: EnvironmentGeometry) -> Bool {
        guard conflicts.isEmpty, next.sizeClasses == geometry.sizeClasses,
              next.layoutDirection == geometry.layoutDirection else { return false }
        let updated = Self.generate(scene, table, next)
        guard updated.count == constraints.count else { return false }
        for (old, new) in zip(constraints, updated) {
            let a = old.solverConstraint, b = new.solverConstraint
            guard a.relation == b.relation, a.priority == b.priority, a.expression.terms == b.expression.terms else { return false }
        }
        for index in updated.indices {
            let constant = updated[index].solverConstraint.expression.constant
            guard constant != constraints[index].solverConstraint.expression.constant, let handle = handles[index] else { continue }
            do { try solver.updateConstant(handle, to: constant) } catch { return false }
        }
        constraints = updated
        geometry = next
        return true
    }
}

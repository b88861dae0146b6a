import LayoutSolver
import LayoutSpec

/// Moving a session to another case of the same scene, size classes and direction: another
/// environment (the canvas size and the root's safe area and margins are the constants of
/// the canvas rules' required equalities, changed in place like edit variables; nothing
/// else depends on the environment) and another state (constraints are generated for it and
/// matched with those in the solver; only the ones that differ are removed and added, and
/// matched ones whose constant differs are changed in place).
extension CaseSession {
    /// What identifies a constraint from one case to the next, apart from its constant (its
    /// id and origin are taken from the new case).
    fileprivate struct Shape: Hashable {
        var terms: [Term]
        var relation: Relation
        var priority: Double
        var weight: Double
        var tieBreak: Int

        init(_ constraint: EngineConstraint) {
            let c = constraint.solverConstraint
            terms = c.expression.terms
            relation = c.relation
            priority = c.priority
            weight = c.weight
            tieBreak = c.tieBreak
        }
    }

    /// Moves the session to `scene` in `next`. `sceneChanged` is false when only the
    /// environment changes. Returns false when that cannot be done in place, or would cost
    /// more than starting again (the views differ, more than an eighth of the constraints change, a
    /// conflict in this session or on the way); the session is then unusable and the caller
    /// builds a fresh one, so conflicts are always reported as a fresh build reports them.
    mutating func retarget(to scene: ResolvedScene, geometry next: EnvironmentGeometry, sceneChanged: Bool) -> Bool {
        // Size classes may differ: `CaseChains` chains them only when the scene resolves
        // alike in both, and `sceneChanged` says whether it does.
        guard conflicts.isEmpty, next.layoutDirection == geometry.layoutDirection else { return false }
        guard sceneChanged else { return retargetCanvas(to: next) }
        // The same views and guides make the same variables, in the same order.
        var scratch = Solver()
        let nextTable = LayoutViewTable(root: scene.root, solver: &scratch)
        guard scratch.variableCount == solver.variableCount else { return false }
        for k in 0..<scratch.variableCount {
            let v = Variable(index: Int32(k))
            guard scratch.name(of: v) == solver.name(of: v) else { return false }
        }
        let updated = Self.generate(scene, nextTable, next)
        abandonedConstraints = updated

        var open: [Shape: [Int]] = [:]
        for index in handles.indices where handles[index].handle != nil {
            open[Shape(constraints[index]), default: []].append(index)
        }
        var taken: [Shape: Int] = [:]
        var matched: [(slot: Int, constraint: EngineConstraint)] = []
        var added: [EngineConstraint] = []
        for constraint in updated {
            let shape = Shape(constraint)
            let used = taken[shape, default: 0]
            if let slots = open[shape], used < slots.count {
                matched.append((slots[used], constraint))
                taken[shape] = used + 1
            } else {
                added.append(constraint)
            }
        }
        var removed: [Int] = []
        for (shape, slots) in open { removed += slots.dropFirst(taken[shape, default: 0]) }
        // Removing a constraint costs several times what adding one to a fresh solver costs
        // (hiding a stack's first item re-anchors every UISV-alignment: on the 10,000-label
        // row, a quarter of the constraints changed, and moving in place took 960 ms where a
        // fresh build takes 230 ms). Beyond an eighth changed, starting again is cheaper.
        guard removed.count + added.count <= updated.count / 8 else { return false }

        for slot in removed.sorted() {
            guard let handle = handles[slot].handle else { continue }
            do { try solver.remove(handle) } catch { return false }
            handles[slot] = .removed
        }
        for (slot, constraint) in matched where !replace(slot, with: constraint) { return false }
        for constraint in added {
            let index = constraints.count
            constraints.append(constraint)
            guard case .success(let handle) = add(constraint, tag: index) else { return false }
            handles.append(.active(handle))
        }
        abandonedConstraints = nil
        table = nextTable
        geometry = next
        self.scene = scene
        warnings = Self.warnings(scene, nextTable, next)
        return true
    }
}

extension CaseSession {
    /// Another environment of the same scene and direction: only the canvas rules depend on
    /// the environment (`CanvasInsets`), so their constants are changed in place and nothing
    /// else is generated. False when the solver refuses a constant (a conflict on the way).
    private mutating func retargetCanvas(to next: EnvironmentGeometry) -> Bool {
        abandonedConstraints = nil
        let pins = CanvasRules.constraints(table, next)
        var slots: [Shape: Int] = [:]
        for index in handles.indices where handles[index].handle != nil && constraints[index].origin == .canvas {
            slots[Shape(constraints[index])] = index
        }
        for pin in pins {
            guard let slot = slots[Shape(pin)], replace(slot, with: pin) else { return false }
        }
        geometry = next
        return true
    }

    /// Puts `constraint` in `slot`, whose constraint has the same shape: its constant is
    /// changed in place when it differs. False when the solver refuses the new constant.
    private mutating func replace(_ slot: Int, with constraint: EngineConstraint) -> Bool {
        let constant = constraint.solverConstraint.expression.constant
        if constant != constraints[slot].solverConstraint.expression.constant, let handle = handles[slot].handle {
            do { try solver.updateConstant(handle, to: constant) } catch { return false }
        }
        constraints[slot] = constraint
        return true
    }

    /// Moves the session to another environment of the same scene and size classes (see above).
    mutating func retarget(to next: EnvironmentGeometry) -> Bool {
        guard next.sizeClasses == geometry.sizeClasses else { return false }
        return retarget(to: scene, geometry: next, sceneChanged: false)
    }
}

import LayoutSolver
import LayoutSpec

/// Moving a session to another case of the same scene, size classes and direction: another
/// environment (the canvas size and the root's safe area and margins are the constants of
/// the canvas rules' required equalities, changed in place like edit variables; nothing
/// else depends on the environment) and another state (the rule units the state changes are
/// generated again and matched with the constraints they held, `StateChanges` and
/// `StateMovePlan`; only the ones that differ are removed and added, matched ones whose
/// constant differs are changed in place, and every other unit stays as it is).
extension CaseSession {
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
        guard !unitEnds.isEmpty, let nextTable = LayoutViewTable(root: scene.root, reusing: table) else { return false }
        let (units, dirty) = StateChanges.dirtyUnits(from: table, to: nextTable)
        guard units.count == unitEnds.count else { return false }
        let fresh = Self.generateUnits(scene, nextTable, next, including: { dirty[$0] })
        // On the way out, what the fresh build of this case needs: the units generated
        // again, and the constraints of the others as the session holds them.
        let oldOrder = generatedOrder, oldEnds = unitEnds
        func giveUp() -> Bool {
            abandonedConstraints = Self.assemble(fresh, dirty: dirty, held: constraints, order: oldOrder, ends: oldEnds)
            return false
        }

        // Removing a constraint costs several times what adding one to a fresh solver costs
        // (hiding a stack's first item re-anchors every UISV-alignment: on the 10,000-label
        // row, a quarter of the constraints changed, and moving in place took 960 ms where a
        // fresh build takes 230 ms). Beyond an eighth changed, starting again is cheaper.
        var total = fresh.list.count
        var start = 0
        for unit in dirty.indices {
            if !dirty[unit] { total += Int(unitEnds[unit]) - start }
            start = Int(unitEnds[unit])
        }
        let limit = total / 8
        guard var plan = StateMovePlan(units: dirty, held: constraints, order: oldOrder, ends: oldEnds,
                                       fresh: fresh, limit: limit) else { return giveUp() }
        for slot in plan.removed.sorted() {
            guard let handle = handles[slot].handle else { continue }
            do { try solver.remove(handle) } catch { return giveUp() }
            handles[slot] = .removed
        }
        for (slot, k) in plan.kept where !replace(slot, with: fresh.list[k]) { return giveUp() }
        for (position, k) in plan.added {
            let index = constraints.count
            constraints.append(fresh.list[k])
            guard case .success(let handle) = add(fresh.list[k].solverConstraint, tag: index) else { return giveUp() }
            handles.append(.active(handle))
            plan.order[position] = index
        }
        generatedOrder = plan.order
        unitEnds = plan.ends
        canvasSlots = Self.canvasSlots(constraints, handles, nextTable, next)
        abandonedConstraints = nil
        table = nextTable
        geometry = next
        self.scene = scene
        warnings = Self.warnings(scene, nextTable, next)
        return true
    }

    /// The whole generated list of a case: the units in `fresh` where `dirty` says they were
    /// generated again, the held constraints of the others (in `order`, units ending at `ends`).
    static func assemble(_ fresh: Generated, dirty: [Bool], held: ConstraintList, order: [Int], ends: [Int32]) -> Generated {
        var list = ConstraintList()
        list.reserveCapacity(order.count + fresh.list.count)
        var listEnds: [Int32] = []
        listEnds.reserveCapacity(dirty.count)
        var start = 0, freshStart = 0
        for unit in dirty.indices {
            let end = Int(ends[unit]), freshEnd = Int(fresh.unitEnds[unit])
            if dirty[unit] {
                list.append(contentsOf: fresh.list[freshStart..<freshEnd])
            } else {
                for slot in order[start..<end] { list.append(held[slot]) }
            }
            listEnds.append(Int32(list.count))
            start = end
            freshStart = freshEnd
        }
        return (list, listEnds)
    }
}

extension CaseSession {
    /// Another environment of the same scene and direction: only the canvas rules depend on
    /// the environment (`CanvasInsets`), so their constants are changed in place and nothing
    /// else is generated. False when the solver refuses a constant (a conflict on the way).
    ///
    /// The held canvas constraints keep the constants they were made with: the solver holds
    /// the current ones (`replace`), and nothing else reads a canvas constant from the list
    /// (ids do not show it, `explain` builds its own session). Writing the list would copy
    /// every constraint of a session still shared with another piece (`separate`).
    private mutating func retargetCanvas(to next: EnvironmentGeometry) -> Bool {
        abandonedConstraints = nil
        let pins = CanvasRules.constraints(table, next)
        for pin in pins {
            guard let slot = canvasSlots.first(where: { ConstraintShape.same(constraints[$0], pin) }),
                  replace(slot, with: pin, keepingListed: true) else { return false }
        }
        geometry = next
        return true
    }

    /// Puts `constraint` in `slot`, whose constraint has the same shape: its constant is
    /// changed in place when it differs from the solver's. With `keepingListed`, the list
    /// keeps the constraint it has (see `retargetCanvas`). False when the solver refuses the
    /// new constant.
    private mutating func replace(_ slot: Int, with constraint: EngineConstraint, keepingListed: Bool = false) -> Bool {
        let constant = constraint.solverConstraint.expression.constant
        if let handle = handles[slot].handle, solver.constant(of: handle) != constant {
            do { try solver.updateConstant(handle, to: constant) } catch { return false }
        }
        if !keepingListed { constraints[slot] = constraint }
        return true
    }

    /// Moves the session to another environment of the same scene and size classes (see above).
    mutating func retarget(to next: EnvironmentGeometry) -> Bool {
        guard next.sizeClasses == geometry.sizeClasses else { return false }
        return retarget(to: scene, geometry: next, sceneChanged: false)
    }
}

/// Changing a constraint's constant in place (Auto Layout's `constant`), and edit
/// variables built on it. A change shifts the marker's column, then the dual simplex
/// restores feasibility without rebuilding anything.
extension Solver {
    /// Sets the constant of `expression` in `expression relation 0` (for `x == 100`,
    /// written `x - 100 == 0`, the constant is -100). A required constraint whose new
    /// constant cannot hold is refused with `.unsatisfiable` and keeps its old constant.
    public mutating func updateConstant(_ handle: ConstraintHandle, to value: Double) throws(SolverError) {
        guard contains(handle) else { throw .unknownConstraint(handle) }
        guard value.isFinite else { throw .invalidConstraint("constant \(value) is not finite") }
        let i = Int(handle.index)
        let old = constraints[i].constant
        let delta = value - old
        if delta == 0 { return }
        constraints[i].constant = value
        // A pair shares its expression (`addPair`).
        if constraints[i].isPaired { constraints[Int(constraints[i].partner)].constant = value }
        if let certificate = shiftConstant(handle.index, by: delta) {
            let conflict = explainConflict(certificate: certificate, incoming: handle.index)
            constraints[i].constant = old
            if constraints[i].isPaired { constraints[Int(constraints[i].partner)].constant = old }
            _ = shiftConstant(handle.index, by: -delta)
            optimize()
            throw .unsatisfiable(conflict)
        }
    }

    /// The constant of a constraint in the solver (see `updateConstant`).
    public func constant(of handle: ConstraintHandle) -> Double? {
        contains(handle) ? constraints[Int(handle.index)].constant : nil
    }

    /// Moves the constant by `delta`: the same as moving the marker by `delta / μ`.
    /// Returns the cells of a row that cannot be made feasible, if any.
    mutating func shiftConstant(_ index: Int32, by delta: Double) -> [Cell]? {
        let record = constraints[Int(index)]
        let marker = record.marker
        let shift = delta / record.markerCoefficient
        infeasibleRows.removeAll()
        var broken: Int32 = -1
        func check(_ solver: inout Solver, _ row: Int32) {
            let r = Int(row)
            if solver.rows[r].isExternal { return }
            if solver.symbolKind[Int(solver.rows[r].basic)] == .dummy {
                if abs(solver.rows[r].constant) > nearZero { broken = row }
            } else if solver.rows[r].constant < -nearZero {
                solver.infeasibleRows.push(row, basic: solver.rows[r].basic)
            }
        }
        let own = symbolRow[Int(marker)]
        if own >= 0 {
            rows[Int(own)].constant -= shift
            check(&self, own)
        } else {
            for row in rowsContaining(marker) {
                let coefficient = cells(ofRow: row).coefficient(of: marker)
                rows[Int(row)].constant += coefficient * shift
                check(&self, row)
            }
        }
        if broken >= 0 { infeasibleRows.removeAll() }
        guard let failing = broken >= 0 ? broken : restoreFeasibility() else { return nil }
        // The row's basic is a marker too (the row reads `marker = constant + …`).
        var cells = Array(self.cells(ofRow: failing))
        cells.append(Cell(symbol: rows[Int(failing)].basic, coefficient: -1))
        return cells
    }

    /// Makes `variable` an edit variable: an optional `variable == value` at `priority`
    /// (below 1000) whose value `suggestValue` changes cheaply. Starts at `value`.
    public mutating func addEditVariable(_ variable: Variable, priority: Double, value: Double = 0) throws(SolverError) {
        guard isKnown(variable) else { throw .unknownVariable(variable) }
        guard editConstraints[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard priority < Priority.required else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, LinearExpression(value),
                                    priority: priority, tag: .name("edit " + name(of: variable)))
        editConstraints[variable] = try add(constraint)
    }

    /// Suggests a new value for an edit variable.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let handle = editConstraints[variable] else { throw .unknownEditVariable(variable) }
        try updateConstant(handle, to: -value)
    }

    /// Stops editing `variable` (removes its edit constraint).
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let handle = editConstraints[variable] else { throw .unknownEditVariable(variable) }
        try remove(handle)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { editConstraints[variable] != nil }
}

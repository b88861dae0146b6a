import LayoutSolver
import LayoutSpec

/// The frames of a solved case and what the findings need to describe them.
struct CaseLayout {
    let session: CaseSession
    let values: SolverValues

    /// `plan` is the value plan of the session's previous case; it is reused while the
    /// solver keeps its shape, and left for the next case (`ValuePlan`).
    init(_ session: CaseSession, plan: inout ValuePlan?) {
        self.session = session
        values = session.solver.values(reusing: &plan)
    }

    /// Without a plan to keep: the values only, no plan made for a next case.
    init(_ session: CaseSession) {
        self.session = session
        values = session.solver.values()
    }

    var table: LayoutViewTable { session.table }

    func frame(of view: LayoutView) -> FrameRect { frame(of: table.packed[view.index]) }

    func frame(of view: PackedView) -> FrameRect {
        FrameRect(x: clean(values[view.x]), y: clean(values[view.y]),
                  width: clean(values[view.width]), height: clean(values[view.height]))
    }

    /// Rounds away solver noise below a millionth of a point (and -0).
    private func clean(_ value: Double) -> Double {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }

    /// Every view in tree order with its frame in root coordinates.
    /// From the packed views (`PackedView`), not the view objects.
    func viewFrames() -> [ViewFrame] {
        let packed = table.packed, ids = table.ids
        return packed.indices.map { index in
            let view = packed[index]
            return ViewFrame(id: ids[index], kind: view.kind, parent: view.isRoot ? nil : ids[Int(view.parent)],
                             hidden: view.isEffectivelyHidden, frame: frame(of: view), line: view.line, column: view.column)
        }
    }
}

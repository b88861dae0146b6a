import LayoutSolver
import LayoutSpec
import LayoutResults

/// The frames of a solved case and what the findings need to describe them.
struct CaseLayout {
    let session: CaseSession
    let values: SolverValues

    init(_ session: CaseSession) {
        self.session = session
        values = session.solver.values()
    }

    var table: LayoutViewTable { session.table }

    func frame(of view: LayoutView) -> Rect {
        Rect(x: clean(values[view.x]), y: clean(values[view.y]),
                  width: clean(values[view.width]), height: clean(values[view.height]))
    }

    /// Rounds away solver noise below a millionth of a point (and -0).
    private func clean(_ value: Double) -> Double {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }

    /// Every view in tree order with its frame in root coordinates.
    func viewFrames() -> [ViewFrame] {
        table.views.map { view in
            ViewFrame(id: view.id, kind: view.kind,
                      parent: view.parent.map { table[$0].id }, hidden: view.isEffectivelyHidden, frame: frame(of: view),
                      line: view.resolved.location.line, column: view.resolved.location.column, name: view.resolved.displayName)
        }
    }
}

import LayoutSolver
import LayoutSpec

/// A helper layout guide along one physical axis: a position (left or top, root
/// coordinates) and a length. Guides are solver variables only: never drawn, never
/// reported (docs/stackview.md §1, "Helper layout guides").
struct GuideVariables {
    let position: Variable
    let length: Variable
}

/// The helper guides of one stack view, allocated once when the case's view table is built
/// (so every environment of a session has the same variables, `CaseSession.retarget`).
///
/// - `spanner`: `UISV-alignment-spanner`, across the axis; for every alignment but `fill`
///   with at least two arranged subviews (§1, §4).
/// - `gaps`: one `UISV-distributing` gap guide per pair of consecutive visible arranged
///   subviews, for `equalSpacing` and `equalCentering` (§3.4, §3.5).
/// - `axisSpanner`: the spanning guide along the axis that the canvas connects to when every
///   arranged subview is hidden (§1, §5.1).
struct StackGuides {
    var spanner: GuideVariables?
    var gaps: [GuideVariables] = []
    var axisSpanner: GuideVariables?

    /// The guides `stack` needs in this case, or nil for a view that is not a stack view.
    static func allocate(for stack: ResolvedView, solver: inout Solver) -> StackGuides? {
        guard stack.kind == .stackView else { return nil }
        let a = stack.attributes
        let items = stack.subviews
        let visibleCount = items.filter { !$0.attributes.hidden }.count
        func guide(_ name: String) -> GuideVariables {
            GuideVariables(position: solver.makeVariable("\(stack.id).\(name).position"),
                           length: solver.makeVariable("\(stack.id).\(name).length"))
        }
        var guides = StackGuides()
        if a.alignment != .fill && items.count >= 2 { guides.spanner = guide("UISV-alignment-spanner") }
        if a.distribution == .equalSpacing || a.distribution == .equalCentering, visibleCount >= 2 {
            guides.gaps = (0..<visibleCount - 1).map { guide("UISV-distributing#\($0)") }
        }
        if !items.isEmpty && visibleCount == 0 { guides.axisSpanner = guide("UISV-spanning-guide") }
        return guides
    }
}

import LayoutSolver

/// The root view's safe-area insets and effective layout margins as solver variables,
/// pinned to the environment's values by `CanvasRules` (required equalities, UIKit's
/// `UIViewSafeAreaLayoutGuide-top` and `UIView-topMargin-guide-constraint`).
///
/// Constraints that reach the root's safe area or margins name these variables instead of
/// the environment's numbers, so only the canvas rules depend on the environment: moving a
/// session to another environment changes the constants of those few pins in place, as
/// Cassowary's edit variables do, and generates nothing again (docs/engine.md).
struct CanvasInsets {
    /// One variable per edge, each measured inward from the root's own edge.
    struct Edges {
        let top: Variable, left: Variable, bottom: Variable, right: Variable

        fileprivate init(_ prefix: String, solver: inout Solver) {
            top = solver.makeVariable(prefix + ".top")
            left = solver.makeVariable(prefix + ".left")
            bottom = solver.makeVariable(prefix + ".bottom")
            right = solver.makeVariable(prefix + ".right")
        }
    }

    let safeArea: Edges
    /// From the root's edges: the safe area plus the root's own margins (`EnvironmentGeometry.rootMargins`).
    let margins: Edges

    var variables: [Variable] {
        [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right, margins.top, margins.left, margins.bottom, margins.right]
    }

    init(rootID: String, solver: inout Solver) {
        safeArea = Edges(rootID + ".safeArea", solver: &solver)
        margins = Edges(rootID + ".layoutMargins", solver: &solver)
    }
}

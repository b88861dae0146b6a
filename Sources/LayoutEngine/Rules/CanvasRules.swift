import LayoutSolver
import LayoutSpec

/// The root view fills the environment's canvas (required, as the window's autoresizing
/// constraints are), and the root's safe-area insets and margins (`CanvasInsets`) equal the
/// environment's (required, UIKit's `UIViewSafeAreaLayoutGuide-top` and
/// `UIView-topMargin-guide-constraint`). These are the only constraints whose constants
/// change between environments of the same direction (`CaseSession.retarget`).
struct CanvasRules: CaseRules {
    func append(in context: RuleContext, to list: inout ConstraintList) {
        list.append(contentsOf: Self.constraints(context.table, context.geometry))
    }

    static func constraints(_ table: LayoutViewTable, _ geometry: EnvironmentGeometry) -> [EngineConstraint] {
        let root = table.root
        let location = root.resolved.location
        func make(_ constraint: LayoutSolver.Constraint, _ name: String) -> EngineConstraint {
            EngineConstraint(solverConstraint: constraint, origin: .canvas, views: .init(0), location: location) { "\(name)(\(root.id))" }
        }
        // Along a fitted axis the root is pulled towards 0 at `fittingSizeLevel`, as
        // `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` does (`FittingAxes`).
        let fitting = FittingAxes.fittingPriority
        var list = [
            make(root.x |==| 0, "canvas-x"),
            make(root.y |==| 0, "canvas-y"),
            geometry.fitting.contains(.width) ? make((root.width |==| 0).priority(fitting), "fitting-width")
                : make(root.width |==| LinearExpression(geometry.width), "canvas-width"),
            geometry.fitting.contains(.height) ? make((root.height |==| 0).priority(fitting), "fitting-height")
                : make(root.height |==| LinearExpression(geometry.height), "canvas-height"),
        ]
        func pin(_ edges: CanvasInsets.Edges, to values: EdgeInsets, _ name: (String) -> String) {
            for (edge, variable, value) in [("top", edges.top, values.top), ("left", edges.left, values.left),
                                            ("bottom", edges.bottom, values.bottom), ("right", edges.right, values.right)] {
                list.append(make(variable |==| LinearExpression(value), name(edge)))
            }
        }
        pin(table.canvasInsets.safeArea, to: geometry.safeArea) { "UIViewSafeAreaLayoutGuide-" + $0 }
        pin(table.canvasInsets.margins, to: geometry.rootMargins(explicit: root.attributes.layoutMargins)) { "UIView-\($0)Margin-guide-constraint" }
        return list
    }
}

import LayoutSolver
import LayoutSpec

/// The author's `<constraint>`s: `first.attribute relation multiplier × second.attribute +
/// constant` at the priority, in document order, evaluated in the coordinates of the two
/// items' nearest common ancestor (`ConstraintCoordinates`). A constraint without a second
/// item is a constant size (`width = 100`; the loader refuses a position).
struct SpecConstraintRules: CaseRules {
    func append(in context: RuleContext, to list: inout ConstraintList) {
        for (index, constraint) in context.scene.constraints.enumerated() {
            let a = constraint.attributes
            guard let first = context.table.index(of: a.firstItem.viewID) else { continue }
            let secondIndex = a.secondItem.flatMap { context.table.index(of: $0.viewID) }
            var lhs = Self.expression(a.firstAttribute, of: first, safeArea: a.firstItem.isSafeArea, relativeTo: secondIndex, context)
            var rhs = LinearExpression(a.constant)
            var views = EngineConstraint.Views(first)
            if let item = a.secondItem, let attribute = a.secondAttribute {
                guard let second = secondIndex else { continue }
                let coordinates = ConstraintCoordinates(a.firstAttribute, of: first, attribute, of: second,
                                                        multiplier: a.multiplier, in: context)
                lhs = coordinates.onAxis(lhs, a.firstAttribute)
                rhs = coordinates.onAxis(Self.expression(attribute, of: second, safeArea: item.isSafeArea, relativeTo: first, context),
                                         attribute).scaled(by: a.multiplier)
                    + coordinates.originTerm(multiplier: a.multiplier, axis: a.firstAttribute.axis) + LinearExpression(a.constant)
                views = EngineConstraint.Views(first, second)
            }
            let solverConstraint = LayoutSolver.Constraint(lhs, Relation(a.relation), rhs, priority: a.priority)
            // An unnamed constraint is reported by its equation, written only when read.
            let name = constraint.id
            list.append(EngineConstraint(solverConstraint: solverConstraint, origin: .spec, views: views,
                                         location: constraint.location, written: index) { name ?? ConstraintNotation.equation(a) })
        }
    }

    /// An item's attribute; a scroll view's edges related to a view inside it are its content
    /// area's (`ScrollViewContentArea`).
    static func expression(_ attribute: LayoutAttribute, of index: Int, safeArea: Bool, relativeTo other: Int?,
                           _ context: RuleContext) -> LinearExpression {
        let view = context.table[index]
        if !safeArea, ScrollViewContentArea.attaches(attribute, of: view, relativeTo: other, in: context.table) {
            return ScrollViewContentArea.expression(attribute, of: view, expressions: context.expressions)
        }
        return context.expressions.expression(attribute, of: view, safeArea: safeArea)
    }
}

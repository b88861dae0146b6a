import LayoutSolver
import LayoutSpec

/// One stack view seen the way UIKit's two arrangements see it (docs/stackview.md §1):
/// its arranged subviews (`items`, hidden ones included; index *i* counts them), the visible
/// ones, the canvas (the stack, or its layout margins with `layoutMarginsRelativeArrangement`,
/// §5.3), and the expressions of attributes along and across the axis. Every stack rule family
/// builds its constraints through this type, so identifiers and ids read like UIKit's log.
///
/// Positions along a horizontal axis follow the layout direction: "leading" is the right edge
/// in right-to-left, and constants such as the spacing grow towards the trailing side
/// (`flow(_:)`), as UIKit's leading/trailing constraints do.
struct StackArrangement {
    let stack: LayoutView
    let items: [LayoutView]
    let visible: [LayoutView]
    let context: RuleContext
    let guides: StackGuides

    var attributes: ViewAttributes { stack.attributes }
    var isHorizontal: Bool { attributes.axis == .horizontal }
    var spacing: Double { attributes.spacing.value }
    var distribution: StackDistribution { attributes.distribution }
    var isEqualDistribution: Bool { distribution == .equalSpacing || distribution == .equalCentering }
    private var expressions: AttributeExpressions { context.expressions }
    private var rtl: Bool { context.geometry.isRightToLeft }

    /// The spacing UIKit puts between the visible items `previous` and `next`: the custom
    /// spacing after `previous` (`spacingAfter`), else the stack's spacing (§5.2).
    func spacing(after previous: LayoutView) -> Double {
        previous.attributes.spacingAfter ?? spacing
    }

    /// The index of `item` among the arranged subviews (hidden ones included).
    func index(of item: LayoutView) -> Int { items.firstIndex { $0.index == item.index } ?? 0 }

    // MARK: Attributes along and across the axis

    /// An edge, centre or dimension along (`across == false`) or across the axis.
    enum Edge { case start, end, center, length }

    /// The layout attribute of `edge`: along a horizontal axis leading/trailing/centerX/width,
    /// along a vertical one top/bottom/centerY/height; across, the other set.
    func attribute(_ edge: Edge, across: Bool) -> LayoutAttribute {
        let horizontal = isHorizontal != across
        switch edge {
        case .start: return horizontal ? .leading : .top
        case .end: return horizontal ? .trailing : .bottom
        case .center: return horizontal ? .centerX : .centerY
        case .length: return horizontal ? .width : .height
        }
    }

    /// `view.attribute` along or across the axis, in physical root coordinates: a horizontal
    /// start is the left edge, or the right one in right-to-left (`flow(_:)` turns differences
    /// into reading-direction distances). Built from left/right rather than leading/trailing,
    /// so it does not depend on how `AttributeExpressions` writes those.
    func expression(_ edge: Edge, of view: LayoutView, across: Bool = false) -> LinearExpression {
        expressions.expression(physical(edge, across: across, margins: false), of: view)
    }

    /// The physical attribute of an edge: start/end become left/right (flipped in
    /// right-to-left) along a horizontal axis, top/bottom along a vertical one.
    private func physical(_ edge: Edge, across: Bool, margins: Bool) -> LayoutAttribute {
        let horizontal = isHorizontal != across
        switch (edge, horizontal) {
        case (.start, true): return rtl ? (margins ? .rightMargin : .right) : (margins ? .leftMargin : .left)
        case (.end, true): return rtl ? (margins ? .leftMargin : .left) : (margins ? .rightMargin : .right)
        case (.start, false): return margins ? .topMargin : .top
        case (.end, false): return margins ? .bottomMargin : .bottom
        case (.center, true): return margins ? .centerXWithinMargins : .centerX
        case (.center, false): return margins ? .centerYWithinMargins : .centerY
        case (.length, true): return .width
        case (.length, false): return .height
        }
    }

    /// A distance in the reading direction: positions along a right-to-left horizontal
    /// direction are negated, so `flow(b − a) == s` puts `b` `s` points after `a`.
    func flow(_ expression: LinearExpression, across: Bool = false) -> LinearExpression {
        let horizontal = isHorizontal != across
        return horizontal && rtl ? -expression : expression
    }

    /// The canvas's edge: the stack's, or its layout margins' (§5.3).
    func canvas(_ edge: Edge, across: Bool = false) -> LinearExpression {
        let margins = attributes.layoutMarginsRelativeArrangement
        guard margins, edge == .length else { return expressions.expression(physical(edge, across: across, margins: margins), of: stack) }
        let horizontal = isHorizontal != across
        return horizontal
            ? expressions.expression(.rightMargin, of: stack) - expressions.expression(.leftMargin, of: stack)
            : expressions.expression(.bottomMargin, of: stack) - expressions.expression(.topMargin, of: stack)
    }

    /// A guide's edge; `across` says which physical axis the guide lies along.
    func guide(_ edge: Edge, of guide: GuideVariables, across: Bool = false) -> LinearExpression {
        let horizontal = isHorizontal != across
        let low = LinearExpression(guide.position), high = guide.position + LinearExpression(guide.length)
        switch edge {
        case .start: return horizontal && rtl ? high : low
        case .end: return horizontal && rtl ? low : high
        case .center: return low + LinearExpression(guide.length) * 0.5
        case .length: return LinearExpression(guide.length)
        }
    }

    /// The name of an attribute for ids: `leading`, `top`, …
    func name(_ edge: Edge, across: Bool = false) -> String { attribute(edge, across: across).rawValue }

    /// How the canvas is named in ids: the stack's id, or `id.layoutMarginsGuide`.
    var canvasName: String {
        attributes.layoutMarginsRelativeArrangement ? "\(stack.id).layoutMarginsGuide" : stack.id
    }

    // MARK: Making constraints

    /// A generated constraint with UIKit's `identifier`: reported as
    /// `identifier(stack: description)`, e.g. `UISV-spacing(row: b.leading == a.trailing + 8)`.
    func make(_ identifier: String, _ constraint: LayoutSolver.Constraint, views first: LayoutView, _ second: LayoutView,
              _ description: @autoclosure @escaping @Sendable () -> String) -> EngineConstraint {
        EngineConstraint(solverConstraint: constraint, origin: .generated(identifier), views: EngineConstraint.Views(first.index, second.index),
                         location: stack.resolved.location, stack: stack, id: description)
    }

    /// The same, about one view.
    func make(_ identifier: String, _ constraint: LayoutSolver.Constraint, views view: LayoutView,
              _ description: @autoclosure @escaping @Sendable () -> String) -> EngineConstraint {
        EngineConstraint(solverConstraint: constraint, origin: .generated(identifier), views: EngineConstraint.Views(view.index),
                         location: stack.resolved.location, stack: stack, id: description)
    }

    /// `lhs relation rhs` written as a flow distance: `flow(lhs − rhs) relation constant`.
    func flowConstraint(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, constant: Double = 0,
                        across: Bool = false, priority: Double = 1000) -> LayoutSolver.Constraint {
        LayoutSolver.Constraint(flow(lhs - rhs, across: across), relation, LinearExpression(constant), priority: priority)
    }
}

extension StackArrangement {
    /// The arrangement of `view`; nil when it is not a stack view.
    init?(_ view: LayoutView, context: RuleContext) {
        guard view.kind == .stackView, let guides = view.stackGuides else { return nil }
        let items = view.children.map { context.table[$0] }
        self.init(stack: view, items: items, visible: items.filter { !$0.attributes.hidden }, context: context, guides: guides)
    }
}

/// `+ 8`, `- 4`, or nothing for 0: the constant of a description.
func constantText(_ value: Double) -> String {
    if value == 0 { return "" }
    let text = number(abs(value))
    return value < 0 ? " - \(text)" : " + \(text)"
}

/// `==`, `<=`, `>=`.
func relationText(_ relation: Relation) -> String {
    switch relation {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
}

extension Relation {
    /// The solver's relation for the spec's.
    init(_ relation: LayoutRelation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}

/// A priority for a description: `@999.5`, nothing for required.
func priorityText(_ priority: Double) -> String {
    priority >= 1000 ? "" : " @" + number(priority)
}

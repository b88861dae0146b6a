import LayoutSolver

/// `UISV-spacing` (docs/stackview.md §2, §5.2): between consecutive **visible** arranged
/// subviews, `next.leading == previous.trailing + s` at 1000; `==` for fill, fillEqually and
/// fillProportionally, `>=` (a minimum) for equalSpacing and equalCentering. `s` is the custom
/// spacing after `previous` (`spacingAfter`, which still applies across hidden views between
/// them), else the stack's `spacing` (`spacingType="standard"`: 8). Negative values overlap.
///
/// With `baselineRelativeArrangement` on a vertical stack (§5.4) the spacing runs from the
/// previous item's last baseline to the next item's first baseline (an item without a
/// baseline uses its bottom / top, §4 rule 5). A horizontal stack ignores the flag (HDR);
/// `StackBaselineRules` warns about it.
struct StackSpacingRules: StackRules {
    func append(for stack: StackArrangement, to list: inout ConstraintList) {
        let context = stack.context
        let relation: Relation = stack.isEqualDistribution ? .greaterThanOrEqual : .equal
        let baselines = !stack.isHorizontal && stack.attributes.baselineRelativeArrangement
        for (previous, next) in zip(stack.visible, stack.visible.dropFirst()) {
            let s = stack.spacing(after: previous)
            let lhs = baselines ? StackBaselines.expression(of: next, first: true, in: context) : stack.expression(.start, of: next)
            let rhs = baselines ? StackBaselines.expression(of: previous, first: false, in: context) : stack.expression(.end, of: previous)
            let start = baselines ? "firstBaseline" : stack.name(.start), end = baselines ? "lastBaseline" : stack.name(.end)
            list.append(stack.make("UISV-spacing", stack.flowConstraint(lhs, relation, rhs, constant: s), views: previous, next,
                                   "\(next.id).\(start) \(relationText(relation)) \(previous.id).\(end)\(constantText(s))"))
        }
    }
}

import LayoutSolver

/// equalSpacing and equalCentering (docs/stackview.md §3.4, §3.5): one `UISV-distributing`
/// gap guide per pair of consecutive visible items.
///
/// - `UISV-distributing-edge` (1000): `gap.leading == previous.trailing`,
///   `gap.trailing == next.leading` for equalSpacing (between baselines on a vertical
///   `baselineRelativeArrangement` stack); `previous.centerX` / `next.centerX` for equalCentering.
/// - `UISV-fill-equally` on the gaps: `gap_k.length == gap_0.length`, at 1000 for equalSpacing
///   and at `max(150 − i, 50)` for equalCentering, *i* being the index (hidden items included)
///   of the item before gap k: 149, 148, …, so the later gaps give way first.
/// - `UISV-canvas-fit` `canvas.length == 0` at 49: without an outside length the stack hugs its
///   content (the minimum spacing, `UISV-spacing >=`, then binds somewhere).
struct StackEqualDistributionRules: StackRules {
    func append(for stack: StackArrangement, to list: inout ConstraintList) {
        guard stack.isEqualDistribution && !stack.items.isEmpty else { return }
        let context = stack.context
        let centering = stack.distribution == .equalCentering
        let baselines = !centering && !stack.isHorizontal && stack.attributes.baselineRelativeArrangement
        let start = stack.name(.start), end = stack.name(.end), center = stack.name(.center), length = stack.name(.length)
        let pairs = Array(zip(stack.visible, stack.visible.dropFirst()))
        for (k, (previous, next)) in pairs.enumerated() where k < stack.guides.gaps.count {
            let gap = stack.guides.gaps[k]
            let name = "UISV-distributing#"
            let previousEdge: LinearExpression, nextEdge: LinearExpression, previousEnd: String, nextStart: String
            if centering {
                (previousEdge, previousEnd) = (stack.expression(.center, of: previous), center)
                (nextEdge, nextStart) = (stack.expression(.center, of: next), center)
            } else if baselines {
                (previousEdge, previousEnd) = (StackBaselines.expression(of: previous, first: false, in: context), "lastBaseline")
                (nextEdge, nextStart) = (StackBaselines.expression(of: next, first: true, in: context), "firstBaseline")
            } else {
                (previousEdge, previousEnd) = (stack.expression(.end, of: previous), end)
                (nextEdge, nextStart) = (stack.expression(.start, of: next), start)
            }
            list.append(stack.make("UISV-distributing-edge", stack.guide(.start, of: gap) |==| previousEdge,
                                   views: previous, "\(name)\(k).\(start) == \(previous.id).\(previousEnd)"))
            list.append(stack.make("UISV-distributing-edge", stack.guide(.end, of: gap) |==| nextEdge,
                                   views: next, "\(name)\(k).\(end) == \(next.id).\(nextStart)"))
            if k > 0, let first = stack.guides.gaps.first {
                let priority = centering ? max(150 - Double(stack.index(of: previous)), 50) : 1000
                list.append(stack.make("UISV-fill-equally",
                                       (stack.guide(.length, of: gap) |==| stack.guide(.length, of: first)).priority(priority),
                                       views: stack.stack, "\(name)\(k).\(length) == UISV-distributing#0.\(length)\(priorityText(priority))"))
            }
        }
        list.append(stack.make("UISV-canvas-fit", (stack.canvas(.length) |==| 0).priority(49).tieBreak(TieBreakRanks.fit(ofStack: stack.stack.index)),
                               views: stack.stack, "\(stack.canvasName).\(length) == 0 @49"))
    }
}

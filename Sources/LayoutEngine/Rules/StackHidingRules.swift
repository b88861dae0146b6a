import LayoutSolver

/// Hidden arranged subviews, iOS 26 semantics (docs/stackview.md §5.1, §8):
///
/// - `UISV-hiding`: `hidden.length == 0` along the axis at **999.999** (iOS 26.1; iOS 9 used
///   1000, so a required size constraint on a hidden view now wins instead of conflicting).
/// - `UISV-spacing-hidden`: each hidden item hangs off its previous neighbour at priority 50
///   (`hidden.leading == previous.trailing + c`); the first item, when hidden, hangs off the
///   first visible item (`visible.leading == hidden.trailing`), or off the axis spanning guide
///   when every item is hidden. `c` is half the spacing between the visible items around it when it has visible
///   items on both sides, else 0; between two hidden items 0. It sits in the middle of the gap,
///   takes no space and no spacing: visible neighbours are joined directly by `UISV-spacing`.
///   The relation is `UISV-spacing`'s (`>=` for the equal distributions).
///
/// Hidden items keep their alignment constraints (`StackAlignmentRules`).
struct StackHidingRules: StackRules {
    func append(for stack: StackArrangement, to list: inout ConstraintList) {
        guard stack.visible.count < stack.items.count else { return }
        let relation: Relation = stack.isEqualDistribution ? .greaterThanOrEqual : .equal
        let start = stack.name(.start), end = stack.name(.end), length = stack.name(.length)
        for (i, item) in stack.items.enumerated() where item.attributes.hidden {
            list.append(stack.make("UISV-hiding", (stack.expression(.length, of: item) |==| 0).priority(999.999),
                                   views: item, "\(item.id).\(length) == 0 @999.999"))
            let before = stack.items[..<i].last { !$0.attributes.hidden }
            let after = stack.items[(i + 1)...].first { !$0.attributes.hidden }
            if i > 0 {
                let previous = stack.items[i - 1]
                let c = before.map { after != nil && !previous.attributes.hidden ? stack.spacing(after: $0) / 2 : 0 } ?? 0
                let constraint = stack.flowConstraint(stack.expression(.start, of: item), relation,
                                                      stack.expression(.end, of: previous), constant: c, priority: 50)
                list.append(stack.make("UISV-spacing-hidden", constraint, views: previous, item,
                                       "\(item.id).\(start) \(relationText(relation)) \(previous.id).\(end)\(constantText(c)) @50"))
            } else if let next = after {
                let constraint = stack.flowConstraint(stack.expression(.start, of: next), relation,
                                                      stack.expression(.end, of: item), priority: 50)
                list.append(stack.make("UISV-spacing-hidden", constraint, views: item, next,
                                       "\(next.id).\(start) \(relationText(relation)) \(item.id).\(end) @50"))
            } else if let guide = stack.guides.axisSpanner {
                let constraint = stack.flowConstraint(stack.expression(.start, of: item), relation,
                                                      stack.guide(.start, of: guide), priority: 50)
                list.append(stack.make("UISV-spacing-hidden", constraint, views: item,
                                       "\(item.id).\(start) \(relationText(relation)) UISV-spanning-guide.\(start) @50"))
            }
        }
    }
}

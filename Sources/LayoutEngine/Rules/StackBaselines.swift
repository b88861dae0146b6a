import LayoutSolver
import LayoutSpec

/// Baselines of stack views (docs/stackview.md §4 rules 5–7, §5.4).
///
/// - Vending (§4 rule 7, iOS 26 `_shouldRequestTallestBaselineViewForFirst`): a stack's
///   `viewForFirstBaselineLayout` / `viewForLastBaselineLayout`. Vertical: the first / last
///   visible arranged subview. Horizontal, first baseline: the tallest visible one when the
///   alignment is center, trailing/bottom or lastBaseline, else the first visible one;
///   horizontal, last baseline: the tallest when the alignment is center, leading/top or
///   firstBaseline, else the last visible one. It recurses into nested stacks. "Tallest" is
///   decided before layout from `StackFittingSize` (the first of equals wins).
/// - Fallback (§4 rule 5): in a stack's baseline alignment and in baseline-relative spacing,
///   an item without a baseline uses its top (first baseline) or bottom (last baseline).
enum StackBaselines {
    /// The view whose baseline `stack` vends, or nil when it has no visible arranged subview.
    static func vendor(of stack: LayoutView, first: Bool, in table: LayoutViewTable) -> LayoutView? {
        let visible = stack.children.map { table[$0] }.filter { !$0.attributes.hidden }
        guard !visible.isEmpty else { return nil }
        let a = stack.attributes
        if a.axis == .horizontal {
            let tallestAlignments: [StackAlignment] = first ? [.center, .trailing, .bottom, .lastBaseline]
                                                            : [.center, .leading, .top, .firstBaseline]
            if tallestAlignments.contains(a.alignment) {
                var tallest = visible[0]
                var height = StackFittingSize.size(of: tallest, in: table).height
                for item in visible.dropFirst() {
                    let h = StackFittingSize.size(of: item, in: table).height
                    if h > height { tallest = item; height = h }
                }
                return tallest
            }
        }
        return first ? visible.first : visible.last
    }

    /// The view whose baseline offset `view` ends up using (itself, or recursively the vendor
    /// of a stack), and that offset; nil when there is no baseline.
    static func baselineOwner(of view: LayoutView, first: Bool, in table: LayoutViewTable) -> (view: LayoutView, offset: Double)? {
        var current = view
        for _ in 0..<table.views.count {
            switch first ? current.resolved.firstBaseline : current.resolved.lastBaseline {
            case .offset(let offset): return (current, offset)
            case .none: return nil
            case .arrangedSubview:
                guard let next = vendor(of: current, first: first, in: table) else { return nil }
                current = next
            }
        }
        return nil
    }

    /// The item's first or last baseline for the stack's own rules, with the fallback of
    /// §4 rule 5 (top for the first baseline, bottom for the last) when it has none.
    static func expression(of item: LayoutView, first: Bool, in context: RuleContext) -> LinearExpression {
        if let owner = baselineOwner(of: item, first: first, in: context.table) {
            return LinearExpression(owner.view.y) + LinearExpression(owner.offset)
        }
        return context.expressions.expression(first ? .top : .bottom, of: item)
    }
}

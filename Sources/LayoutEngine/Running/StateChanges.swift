import LayoutSpec

/// Which rule units (`RuleUnits`) a state move must generate again: those that read a view
/// whose resolved attributes differ between the two states. The others would generate the
/// same constraints, so the session keeps them as they are in the solver.
///
/// What the units read (the rule families, docs/engine.md, "Moving to another state"):
/// - the canvas: the root and the environment; the author's constraints: any view. Both are
///   always generated again (a dozen constraints, and the author's own).
/// - a view's intrinsic size: that view.
/// - a stack's rules: the stack and its arranged subviews; and its whole subtree when they
///   read baselines or fitting sizes (fillProportionally, a baseline alignment,
///   baselineRelativeArrangement: `StackBaselines` and `StackFittingSize` recurse into
///   nested stacks).
enum StateChanges {
    /// The units of `new`'s case to generate again, by unit number; `old` and `new` are tables
    /// of the same shape (`LayoutViewTable.init(root:reusing:)`).
    static func dirtyUnits(from old: LayoutViewTable, to new: LayoutViewTable) -> (units: RuleUnits, dirty: [Bool]) {
        let stackViews = RuleUnits.stackViews(of: new)
        var ordinal = [Int](repeating: -1, count: new.views.count)
        for (k, view) in stackViews.enumerated() { ordinal[view.index] = k }
        let units = RuleUnits(viewCount: new.views.count, stackCount: stackViews.count)
        var dirty = [Bool](repeating: false, count: units.count)
        dirty[RuleUnits.canvas] = true
        dirty[units.spec] = true
        func markStack(_ index: Int) {
            let o = ordinal[index]
            guard o >= 0 else { return }
            dirty[units.along(stack: o)] = true
            dirty[units.across(stack: o)] = true
        }
        for index in new.views.indices where changed(old.views[index], new.views[index]) {
            dirty[units.intrinsicSize(ofView: index)] = true
            markStack(index)
            guard let parent = new.views[index].parent else { continue }
            markStack(parent)
            var ancestor: Int? = parent
            while let a = ancestor {
                if readsSubtree(old.views[a].attributes) || readsSubtree(new.views[a].attributes) { markStack(a) }
                ancestor = new.views[a].parent
            }
        }
        return (units, dirty)
    }

    /// Whether a view reads differently in the two states; its subviews are compared on their own.
    /// Field by field through the view objects: a copy of each whole resolved view (its
    /// subviews and strings retained) was made only to read four of its fields.
    static func changed(_ a: LayoutView, _ b: LayoutView) -> Bool {
        a.resolved.attributes != b.resolved.attributes || a.resolved.firstBaseline != b.resolved.firstBaseline
            || a.resolved.lastBaseline != b.resolved.lastBaseline || a.resolved.location != b.resolved.location
    }

    /// Whether a stack's rules read beyond its arranged subviews (baselines, fitting sizes).
    static func readsSubtree(_ a: ViewAttributes) -> Bool {
        a.distribution == .fillProportionally || a.alignment == .firstBaseline || a.alignment == .lastBaseline
            || a.baselineRelativeArrangement
    }
}

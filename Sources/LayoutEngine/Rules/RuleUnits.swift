/// The units the rule families generate a case in, numbered in generation order
/// (`RuleFamilies.generate`): the canvas; each view's intrinsic size, in tree order; each
/// stack's rules along its axis, stacks parents first; each stack's rules across it, children
/// first; the author's constraints.
///
/// A state move generates again only the units the state changes (`StateChanges`) and keeps
/// the constraints of the others where they are in the solver (docs/engine.md, "Moving to
/// another state").
struct RuleUnits {
    let viewCount: Int
    /// Stack views, numbered by their place among the stack views in tree order (an ordinal).
    let stackCount: Int

    var count: Int { 2 + viewCount + 2 * stackCount }

    /// The stack views of `table` in tree order: a stack's ordinal is its place here.
    static func stackViews(of table: LayoutViewTable) -> [LayoutView] {
        table.views.filter { $0.kind == .stackView && $0.stackGuides != nil }
    }

    static let canvas = 0

    func intrinsicSize(ofView index: Int) -> Int { 1 + index }

    func along(stack ordinal: Int) -> Int { 1 + viewCount + ordinal }

    func across(stack ordinal: Int) -> Int { viewCount + 2 * stackCount - ordinal }

    var spec: Int { 1 + viewCount + 2 * stackCount }
}

/// Warnings about baselines that UIKit silently ignores (docs/stackview.md §4 rule 6, §5.4):
///
/// - `stack-baseline-alignment-vertical`: firstBaseline / lastBaseline alignment on a vertical
///   stack ("valid for horizontal axis only", UIStackView.h); the stack lays out as leading /
///   trailing without aligning anything (`StackAlignmentRules`).
/// - `stack-baseline-relative-horizontal`: `baselineRelativeArrangement` on a horizontal stack,
///   which UIKit ignores.
///
/// The constraints themselves live where they apply: baseline alignment in
/// `StackAlignmentRules`, baseline-relative spacing in `StackSpacingRules` and
/// `StackEqualDistributionRules`, vending in `StackBaselines`.
enum StackBaselineRules {
    static func warnings(in context: RuleContext) -> [EngineWarning] {
        var list: [EngineWarning] = []
        for view in context.table.views where view.kind == .stackView {
            let a = view.attributes
            if a.axis == .vertical, a.alignment == .firstBaseline || a.alignment == .lastBaseline {
                let fallback = a.alignment == .firstBaseline ? "leading" : "trailing"
                list.append(EngineWarning(
                    code: "stack-baseline-alignment-vertical",
                    message: "'\(view.id)': alignment \(a.alignment.rawValue) is only valid for a horizontal stack view; this vertical stack aligns nothing and lays out as \(fallback)",
                    items: [view.id], location: view.resolved.location))
            }
            if a.axis == .horizontal, a.baselineRelativeArrangement {
                list.append(EngineWarning(
                    code: "stack-baseline-relative-horizontal",
                    message: "'\(view.id)': baselineRelativeArrangement applies to vertical stack views only; this horizontal stack ignores it",
                    items: [view.id], location: view.resolved.location))
            }
        }
        return list
    }
}

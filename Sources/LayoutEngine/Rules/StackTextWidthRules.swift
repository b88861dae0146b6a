import LayoutSolver
import LayoutSpec
import TextLayout

/// `UISV-text-width-disambiguation` (docs/engine.md, "Multi-line texts"): in a horizontal stack whose
/// distribution is `fill`, `equalSpacing` or `equalCentering`, UIKit gives multi-line texts
/// (a label with `numberOfLines` other than 1, a text view that does not scroll) a share of the
/// stack's width, because their width and height depend on each other and nothing else would
/// decide how wide they are.
///
/// - iOS 13 and later (the form of iOS 26's UIKit): only with at least two such items, each
///   `item.width <= (canvas.width − spacings) / n` (n multi-line items), at priority
///   950 + k × min(1, 25 / n) for the k-th of them.
/// - iOS 12 and before (UIKit's earlier form, rdar://39275811): every such item
///   `item.width == (canvas.width − spacings) / N` (N visible items) at
///   min(max(compression resistance, hugging) + 10, 999), horizontal priorities: 760 for a
///   label's defaults. It gives a label beside a switch half the row.
///
/// `spacings` is the sum of the spacings between the visible items (UIKit's `s × (N − 1)`
/// with custom spacings counted as they are).
struct StackTextWidthRules: StackRules {
    /// Whether an environment's UIKit uses the earlier form (iOS 12 and before).
    static func isLegacy(_ version: SystemVersion) -> Bool { version.major <= 12 }

    /// A multi-line text: a label with content and `numberOfLines` other than 1, a text view with
    /// `scrollEnabled="NO"`.
    static func isMultilineText(_ view: LayoutView) -> Bool {
        let content = view.attributes.content
        switch view.kind {
        case .label: return !content.isEmpty && (content.numberOfLines ?? 1) != 1
        case .textView: return content.scrollEnabled == false
        default: return false
        }
    }

    func append(for stack: StackArrangement, to list: inout ConstraintList) {
        guard stack.isHorizontal, stack.distribution != .fillEqually, stack.distribution != .fillProportionally else { return }
        let candidates = stack.visible.filter(Self.isMultilineText)
        guard !candidates.isEmpty else { return }
        let legacy = stack.context.geometry.usesLegacyTextWidthRule
        if !legacy, candidates.count < 2 { return }
        let spacings = zip(stack.visible, stack.visible.dropFirst()).reduce(0) { $0 + stack.spacing(after: $1.0) }
        let shares = Double(legacy ? stack.visible.count : candidates.count)
        let factor = 1 / shares, constant = -spacings / shares
        let step = min(1, 25 / shares)
        for (k, item) in candidates.enumerated() {
            let a = item.attributes
            let priority = legacy
                ? min(max(a.horizontalCompressionResistancePriority, a.horizontalHuggingPriority) + 10, 999)
                : 950 + Double(k) * step
            let width = stack.expression(.length, of: item)
            let share = stack.canvas(.length) * factor + LinearExpression(constant)
            let constraint = (legacy ? width |==| share : width |<=| share).priority(priority)
            let relation = legacy ? "==" : "<="
            let factorText = String((factor * 1_000_000).rounded() / 1_000_000)
            list.append(stack.make("UISV-text-width-disambiguation", constraint, views: item, stack.stack,
                                   "\(item.id).width \(relation) \(factorText) × \(stack.canvasName).width\(constantText(constant))\(priorityText(priority))"))
        }
    }
}

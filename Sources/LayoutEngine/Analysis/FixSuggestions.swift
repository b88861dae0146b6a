import LayoutSolver
import LayoutSpec
import LayoutResults

/// The fixes findings suggest, as Interface Builder's issue navigator words them: what to add
/// for a missing position or size, which priority to change for a tie, which written
/// constraints of a conflict to look at and by how much it is off.
enum FixSuggestions {
    /// `add a top or centerY constraint for 'card'`, for the values no constraint fixes.
    static func missing(_ attributes: [Finding.Ambiguity.Attribute], view: String) -> String {
        let needs = attributes.map { attribute -> String in
            switch attribute {
            case .x: return "a leading or centerX constraint"
            case .y: return "a top or centerY constraint"
            case .width: return "a width constraint (or leading and trailing)"
            case .height: return "a height constraint (or top and bottom)"
            }
        }
        return "add " + list(needs) + " for '\(view)'"
    }

    /// A content-priority tie: the priority that makes the harness's choice the author's.
    /// Written once from its pieces (`MessageText`): a tie names each of its views.
    static func tie(hugging: Bool, axis: LayoutAttribute.Axis, priority: Double, first: String, others: [String]) -> String {
        let direction = axis == .horizontal ? "horizontal" : "vertical"
        let kind = hugging ? "HuggingPriority" : "CompressionResistancePriority"
        var pieces = ["set ", direction, kind, "=\"", number(priority - 1), "\" on '", first, "' so that it is the one that ",
                      hugging ? "stretches" : "shrinks", " (as it does now, by the harness's tie-break; UIKit's choice is arbitrary), or ",
                      direction, kind, "=\"", number(priority + 1), "\" on "]
        MessageText.appendList(others, quote: "'", to: &pieces)
        return MessageText.joined(pieces)
    }

    /// Optional constraints of equal priority that trade: give one another priority.
    static func equalPriorities(_ names: [String], priority: Double) -> String {
        "give one of " + list(names) + " a priority other than \(number(priority)), so that one of them wins"
    }

    /// A conflict: the written constraints of the set, and how far the broken one is from holding.
    static func conflict(written: [ConstraintEquation], broken: ConstraintEquation, violation: Double, actual: String?) -> String {
        var text = ""
        if !written.isEmpty {
            text = "of the set, the spec writes " + list(written.map { ($0.name ?? $0.equation) + ($0.line.map { " (line \($0))" } ?? "") })
                + "; "
        }
        let name = broken.name ?? broken.equation
        text += "'\(name)' (\(broken.equation)) is off by \(points(abs(violation)))"
        if let actual { text += ": the others give \(actual)" }
        return text + "; change a constant, remove one of them, or give one a priority below 1000 so that it can give way"
    }

    /// Two overlapping siblings: keep them apart, or say that they may overlap.
    static func overlap(_ view: String, _ other: String) -> String {
        "keep them apart with a constraint between '\(view)' and '\(other)' (such as a spacing of at least 8), "
            + "or add allowsOverlap=\"\(other)\" on '\(view)' if they are meant to overlap"
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }
}

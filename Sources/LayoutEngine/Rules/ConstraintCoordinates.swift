import LayoutSolver
import LayoutSpec

/// Where UIKit measures the positions an author's constraint relates (docs/engine.md,
/// "Coordinates of a constraint").
///
/// UIKit evaluates `first = multiplier × second + constant` in the coordinates of the two
/// items' nearest common ancestor (a layout guide counts as its view): that ancestor's own
/// attributes are in its bounds (its left is 0, its centerX half its width), a descendant's
/// are its frame converted into the ancestor. The harness keeps every variable in root
/// coordinates and writes each position as `attribute − ancestor.origin`, which is linear.
/// With a multiplier of 1 the origins cancel; otherwise they leave `(1 − m) × origin` on the
/// right-hand side.
///
/// In right-to-left, a horizontal constraint with a leading or trailing attribute is measured
/// on the mirrored axis, still from the ancestor's left edge (`−(x − ancestor.x)`): leading is
/// the right edge, trailing the left, and a `centerX` in the same constraint is mirrored too
/// (the Auto Layout Guide: "Center X … the interpretation is based on the other attribute").
struct ConstraintCoordinates {
    /// The ancestor whose origin the positions are measured from; nil for the root (at 0, 0)
    /// and for sizes.
    let origin: LayoutView?
    /// Whether the constraint is measured on the mirrored x axis.
    let isMirrored: Bool

    init(_ first: LayoutAttribute, of firstIndex: Int, _ second: LayoutAttribute, of secondIndex: Int,
         multiplier: Double, in context: RuleContext) {
        isMirrored = context.geometry.isRightToLeft && first.axis == .horizontal
            && (Self.isDirectional(first) || Self.isDirectional(second))
        if multiplier == 1 || first.isDimension || second.isDimension {
            origin = nil
        } else {
            let ancestor = Self.nearestCommonAncestor(firstIndex, secondIndex, in: context.table)
            origin = ancestor == 0 ? nil : context.table[ancestor]
        }
    }

    /// Leading and trailing, with or without margins.
    static func isDirectional(_ attribute: LayoutAttribute) -> Bool {
        attribute.withoutMargin == .leading || attribute.withoutMargin == .trailing
    }

    /// `expression` (root coordinates, as `AttributeExpressions` writes it: leading and
    /// trailing already mirrored in right-to-left) on this constraint's axis: a `centerX` in
    /// a mirrored constraint is mirrored as well.
    func onAxis(_ expression: LinearExpression, _ attribute: LayoutAttribute) -> LinearExpression {
        isMirrored && !Self.isDirectional(attribute) ? -expression : expression
    }

    /// What the ancestor's origin adds to the right-hand side of `first rel m × second + c`
    /// when both sides are measured from it: `s·(first − o) = m·s·(second − o) + c` is
    /// `s·first = m·s·second + s·(1 − m)·o + c`, with `s = −1` on the mirrored axis.
    func originTerm(multiplier: Double, axis: LayoutAttribute.Axis) -> LinearExpression {
        guard let origin else { return LinearExpression() }
        let sign = isMirrored ? -1.0 : 1.0
        return LinearExpression(terms: [Term(axis == .horizontal ? origin.x : origin.y, sign * (1 - multiplier))])
    }

    /// The deepest view that is `a` or an ancestor of it and also `b` or an ancestor of `b`.
    static func nearestCommonAncestor(_ a: Int, _ b: Int, in table: LayoutViewTable) -> Int {
        func depth(_ index: Int) -> Int {
            var depth = 0, current = table[index].parent
            while let parent = current {
                depth += 1
                current = table[parent].parent
            }
            return depth
        }
        var (a, b) = (a, b)
        var (depthA, depthB) = (depth(a), depth(b))
        while depthA > depthB, let parent = table[a].parent { a = parent; depthA -= 1 }
        while depthB > depthA, let parent = table[b].parent { b = parent; depthB -= 1 }
        while a != b, let parentA = table[a].parent, let parentB = table[b].parent {
            a = parentA
            b = parentB
        }
        return a
    }
}

/// The size a view "wants" before layout, for the two stack rules that need a number rather
/// than a constraint: fillProportionally's lengths (docs/stackview.md §3.3: the intrinsic
/// content size, and for a nested stack view its `systemLayoutSizeFitting`) and the "tallest"
/// arranged subview that a horizontal stack vends its baseline from (§4 rule 7).
///
/// A non-stack view's is its intrinsic content size (0 where it has none, UIKit's
/// `noIntrinsicMetric`). A stack view's is computed from its visible arranged subviews the
/// way its generated constraints settle when nothing outside constrains it: along the axis
/// the sum of the lengths and spacings (fillEqually: the largest length times the count;
/// equalCentering: the smallest equal centre-to-centre gap that keeps the minimum spacing),
/// across the axis the largest size; plus the margins with `layoutMarginsRelativeArrangement`.
/// The author's constraints inside a nested stack are not taken into account (docs/stackview.md).
enum StackFittingSize {
    struct Size: Equatable {
        var width: Double
        var height: Double
    }

    static func size(of view: LayoutView, in table: LayoutViewTable, depth: Int = 0) -> Size {
        let a = view.attributes
        guard view.kind == .stackView, depth < 64 else {
            return Size(width: max(a.intrinsicWidth ?? 0, 0), height: max(a.intrinsicHeight ?? 0, 0))
        }
        let visible = view.children.map { table[$0] }.filter { !$0.attributes.hidden }
        let horizontal = a.axis == .horizontal
        let sizes = visible.map { size(of: $0, in: table, depth: depth + 1) }
        let lengths = sizes.map { horizontal ? $0.width : $0.height }
        let across = sizes.map { horizontal ? $0.height : $0.width }.max() ?? 0
        let spacings = zip(visible, visible.dropFirst()).map { pair in pair.0.attributes.spacingAfter ?? a.spacing.value }
        var along: Double
        switch a.distribution {
        case .fillEqually:
            along = (lengths.max() ?? 0) * Double(lengths.count) + spacings.reduce(0, +)
        case .equalCentering where lengths.count >= 2:
            var gap = -Double.infinity
            for k in spacings.indices { gap = max(gap, lengths[k] / 2 + spacings[k] + lengths[k + 1] / 2) }
            along = lengths[0] / 2 + gap * Double(spacings.count) + (lengths.last ?? 0) / 2
        default:
            along = lengths.reduce(0, +) + spacings.reduce(0, +)
        }
        along = max(along, 0)
        var result = horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
        if a.layoutMarginsRelativeArrangement {
            let m = a.layoutMargins ?? .zero
            result.width += m.left + m.right
            result.height += m.top + m.bottom
        }
        return result
    }
}

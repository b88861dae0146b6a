import LayoutSpec

/// `stretched-beyond-intrinsic` warnings: a visible view laid out larger than its intrinsic
/// size, by more than `tolerance` points, along an axis where it hugs its content at 750
/// (`defaultHigh`) or more. Such a view asked not to grow (an icon, a badge) and something
/// stronger stretched it: usually a required constraint the author did not mean to tie to
/// the view's size. A warning, not a finding: UIKit does it without complaint, and a view
/// can be meant to grow.
enum StretchWarnings {
    static let tolerance = OverflowFindings.tolerance
    /// Hugging at or above this is read as "keep my intrinsic size".
    static let strongHugging = 750.0

    static func warnings(_ layout: CaseLayout) -> [EngineWarning] {
        let table = layout.table, packed = table.packed
        var found: [EngineWarning] = []
        for index in packed.indices where !packed[index].isRoot && !packed[index].isEffectivelyHidden {
            let view = packed[index]
            guard view.intrinsicWidth != nil || view.intrinsicHeight != nil else { continue }
            let frame = layout.frame(of: view)
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                let horizontal = axis == .horizontal
                guard let intrinsic = horizontal ? view.intrinsicWidth : view.intrinsicHeight else { continue }
                let size = horizontal ? frame.width : frame.height
                guard size - intrinsic > tolerance else { continue }
                let object = table[index]
                let hugging = horizontal ? object.attributes.horizontalHuggingPriority : object.attributes.verticalHuggingPriority
                guard hugging >= strongHugging else { continue }
                let dimension = horizontal ? "width" : "height"
                found.append(EngineWarning(
                    code: "stretched-beyond-intrinsic",
                    message: "'\(object.id)' is stretched to a \(dimension) of \(points(size)), \(points(size - intrinsic)) beyond its intrinsic \(dimension) "
                        + "(\(points(intrinsic))), though it hugs its content \(axis.rawValue)ly at \(number(hugging))",
                    items: [object.id], location: object.resolved.location))
            }
        }
        return found
    }
}

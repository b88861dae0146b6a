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
        var found: [EngineWarning] = []
        for object in layout.table.views where !object.isRoot && !object.isEffectivelyHidden {
            let attributes = object.attributes
            guard attributes.intrinsicWidth != nil || attributes.intrinsicHeight != nil else { continue }
            let frame = layout.frame(of: object)
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                let horizontal = axis == .horizontal
                guard let intrinsic = horizontal ? attributes.intrinsicWidth : attributes.intrinsicHeight else { continue }
                let size = horizontal ? frame.width : frame.height
                guard size - intrinsic > tolerance else { continue }
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

/// The axes along which a scene's root takes its compressed fitting size instead of the
/// canvas's (`<scene height="fitting">`), as `systemLayoutSizeFitting(_:)` with
/// `UIView.layoutFittingCompressedSize` computes a self-sizing cell's or card's size: the
/// canvas gives the other axis (required), and the fitted axis is pulled towards 0 at
/// `fittingSizeLevel` (priority 50), so the content's required and stronger constraints
/// decide it.
public struct FittingAxes: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let width = FittingAxes(rawValue: 1)
    public static let height = FittingAxes(rawValue: 2)

    /// UIKit's `UILayoutPriority.fittingSizeLevel`.
    public static let fittingPriority = 50.0

    /// `["width", "height"]`, in that order, for the axes set: as reports name them.
    public var names: [String] { (contains(.width) ? ["width"] : []) + (contains(.height) ? ["height"] : []) }

    /// The axes of `names`; nil when a name is neither `width` nor `height`.
    public init?(names: [String]) {
        var axes: FittingAxes = []
        for name in names {
            switch name {
            case "width": axes.insert(.width)
            case "height": axes.insert(.height)
            default: return nil
            }
        }
        self = axes
    }
}

extension Environment {
    /// This environment for a scene fitted along `axes`: the canvas still gives the other axis;
    /// along a fitted axis the safe area is 0 (a fitted view is measured, not placed on the
    /// screen), and the canvas size there is only a target the root does not keep.
    public func fitted(_ axes: FittingAxes) -> Environment {
        guard !axes.isEmpty else { return self }
        var fitted = self
        fitted.fitting = axes
        if axes.contains(.height) {
            fitted.safeArea.top = 0
            fitted.safeArea.bottom = 0
        }
        if axes.contains(.width) {
            fitted.safeArea.left = 0
            fitted.safeArea.right = 0
        }
        return fitted
    }
}

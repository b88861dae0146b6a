import LayoutSpec

/// `overflow` findings, by more than `tolerance` points: a visible view outside its
/// superview (a scroll view's content excepted) or the canvas (scroll content excepted),
/// or compressed below its intrinsic size (unless its compression resistance is below 50,
/// UIKit's fitting-size level: then shrinking is intended).
///
/// Past the canvas, only the outermost view is reported: a view whose superview is already
/// past the same edge of the canvas says nothing new (a stack of 10,000 labels running off
/// the screen is one finding, not 10,001; docs/engine.md).
enum OverflowFindings {
    static let tolerance = 0.5
    /// UIKit's `fittingSizeLevel`.
    static let fittingSizeLevel = 50.0

    static func findings(_ layout: CaseLayout) -> [Finding] {
        var found: [Finding] = []
        let table = layout.table
        let canvas = layout.frame(of: table.root)
        // The canvas edges each view is past (bits by `Finding.Overflow.Edge` order); views
        // come parents first.
        var pastCanvas = [UInt8](repeating: 0, count: table.views.count)
        for view in table.views where !view.isRoot && !view.isEffectivelyHidden {
            let frame = layout.frame(of: view)
            let parentPast = view.parent.map { pastCanvas[$0] } ?? 0
            var reported = Set<Finding.Overflow.Edge>()
            if let parentIndex = view.parent, table[parentIndex].kind != .scrollView {
                let parent = table[parentIndex]
                for (edge, amount) in outside(frame, layout.frame(of: parent)) where amount > tolerance {
                    reported.insert(edge)
                    found.append(finding(view, edge, amount, container: parent.id,
                                         "extends \(points(amount)) beyond the \(edge.rawValue) edge of '\(parent.id)'"))
                }
            }
            if !view.isScrollContent {
                for (bit, (edge, amount)) in outside(frame, canvas).enumerated() where amount > tolerance {
                    pastCanvas[view.index] |= 1 << bit
                    guard !reported.contains(edge), parentPast & (1 << bit) == 0 else { continue }
                    found.append(finding(view, edge, amount, container: nil,
                                         "extends \(points(amount)) beyond the \(edge.rawValue) edge of the canvas"))
                }
            }
            // Compression below the fitting-size level (50) is what the author asked for:
            // a view that should shrink to fit (the Cookbook's photo at 48) is not overflow.
            let a = view.attributes
            if let intrinsic = a.intrinsicWidth, intrinsic - frame.width > tolerance,
               a.horizontalCompressionResistancePriority >= Self.fittingSizeLevel {
                found.append(finding(view, .width, intrinsic - frame.width, container: nil,
                                     "is compressed \(points(intrinsic - frame.width)) below its intrinsic width (\(points(intrinsic)))"))
            }
            if let intrinsic = a.intrinsicHeight, intrinsic - frame.height > tolerance,
               a.verticalCompressionResistancePriority >= Self.fittingSizeLevel {
                found.append(finding(view, .height, intrinsic - frame.height, container: nil,
                                     "is compressed \(points(intrinsic - frame.height)) below its intrinsic height (\(points(intrinsic)))"))
            }
        }
        return found
    }

    private static func outside(_ frame: FrameRect, _ container: FrameRect) -> [(Finding.Overflow.Edge, Double)] {
        [(.left, container.minX - frame.minX), (.right, frame.maxX - container.maxX),
         (.top, container.minY - frame.minY), (.bottom, frame.maxY - container.maxY)]
    }

    private static func finding(_ view: LayoutView, _ edge: Finding.Overflow.Edge, _ amount: Double,
                                container: String?, _ text: String) -> Finding {
        Finding(kind: .overflow, items: [view.id], message: "'\(view.id)' " + text,
                line: view.resolved.location.line, column: view.resolved.location.column,
                details: .overflow(.init(view: view.id, edge: edge, amount: (amount * 1000).rounded() / 1000, container: container)))
    }
}

import LayoutSpec
import LayoutResults

/// `overflow` findings, by more than `tolerance` points: a visible view outside its
/// superview (a scroll view's content excepted) or the canvas (scroll content excepted),
/// or compressed below its intrinsic size (unless its compression resistance is below 50,
/// UIKit's fitting-size level: then shrinking is intended; a label or button whose text is
/// measured is a `truncated` finding instead).
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
        for view in table.views where !view.isEffectivelyHidden {
            guard let parentIndex = view.parent else { continue }
            let index = view.index, parent = table[parentIndex]
            let frame = layout.frame(of: view)
            let parentPast = pastCanvas[parentIndex]
            // Edges reported against the superview, by bit.
            var reported: UInt8 = 0
            if parent.kind != .scrollView {
                let amounts = outside(frame, layout.frame(of: parent))
                for (bit, edge) in edges.enumerated() where amounts[bit] > tolerance {
                    reported |= 1 << bit
                    found.append(finding(view, edge, amounts[bit], container: parent.id,
                                         [" extends ", number(amounts[bit]), " pt beyond the ", edge.rawValue, " edge of ",
                                          parent.resolved.quotedName]))
                }
            }
            if !view.isScrollContent {
                let amounts = outside(frame, canvas)
                for (bit, edge) in edges.enumerated() where amounts[bit] > tolerance {
                    let amount = amounts[bit]
                    pastCanvas[index] |= 1 << bit
                    guard reported & (1 << bit) == 0, parentPast & (1 << bit) == 0 else { continue }
                    found.append(finding(view, edge, amount, container: nil,
                                         [" extends ", number(amount), " pt beyond the ", edge.rawValue, " edge of the canvas"]))
                }
            }
            // Compression below the fitting-size level (50) is what the author asked for:
            // a view that should shrink to fit (the Cookbook's photo at 48) is not overflow.
            // A label or button with measured text truncates instead (`TextFindings`).
            if view.truncatesText { continue }
            let attributes = view.attributes
            if let intrinsic = attributes.intrinsicWidth, intrinsic - frame.width > tolerance,
               attributes.horizontalCompressionResistancePriority >= Self.fittingSizeLevel {
                found.append(finding(view, .width, intrinsic - frame.width, container: nil,
                                     [" is compressed ", number(intrinsic - frame.width), " pt below its intrinsic width (",
                                      number(intrinsic), " pt)"]))
            }
            if let intrinsic = attributes.intrinsicHeight, intrinsic - frame.height > tolerance,
               attributes.verticalCompressionResistancePriority >= Self.fittingSizeLevel {
                found.append(finding(view, .height, intrinsic - frame.height, container: nil,
                                     [" is compressed ", number(intrinsic - frame.height), " pt below its intrinsic height (",
                                      number(intrinsic), " pt)"]))
            }
        }
        return found
    }

    private static let edges: [Finding.Overflow.Edge] = [.left, .right, .top, .bottom]

    /// How far `frame` passes each edge of `container`, in `edges` order.
    private static func outside(_ frame: Rect, _ container: Rect) -> Amounts {
        Amounts(values: (container.minX - frame.minX, frame.maxX - container.maxX,
                         container.minY - frame.minY, frame.maxY - container.maxY))
    }

    /// Four amounts inline (the list of edges allocated twice per view).
    private struct Amounts {
        let values: (Double, Double, Double, Double)

        subscript(bit: Int) -> Double {
            switch bit {
            case 0: values.0
            case 1: values.1
            case 2: values.2
            default: values.3
            }
        }
    }

    /// The finding of `view`, its message the view's name and the pieces of `text` (joined
    /// once, `MessageText`).
    private static func finding(_ view: LayoutView, _ edge: Finding.Overflow.Edge, _ amount: Double,
                                container: String?, _ text: [String]) -> Finding {
        Finding(kind: .overflow, items: [view.id], message: MessageText.joined(text, after: view.resolved.quotedName),
                line: view.resolved.location.line, column: view.resolved.location.column,
                details: .overflow(.init(view: view.id, edge: edge, amount: (amount * 1000).rounded() / 1000, container: container)))
    }
}

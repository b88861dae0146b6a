import LayoutSolver

/// `UISV-canvas-connection` along the axis (docs/stackview.md §2, §3.1): the canvas's
/// leading (top) edge equals the first visible arranged subview's, and the last visible one's
/// trailing (bottom) edge equals the canvas's, at 1000. The canvas is the stack, or its layout
/// margins with `layoutMarginsRelativeArrangement` (§5.3).
///
/// When every arranged subview is hidden (§5.1, iOS 26), the canvas connects to a spanning
/// guide along the axis instead, whose `UISV-spanning-fit` (length == 0) has priority 0.001, so
/// an unconstrained stack collapses to zero length.
struct StackCanvasConnectionRules: StackRules {
    func append(for stack: StackArrangement, to list: inout ConstraintList) {
        guard !stack.items.isEmpty else { return }
        let canvas = stack.canvasName, start = stack.name(.start), end = stack.name(.end)
        if let first = stack.visible.first, let last = stack.visible.last {
            list.append(stack.make("UISV-canvas-connection", stack.canvas(.start) |==| stack.expression(.start, of: first),
                                   views: stack.stack, first, "\(canvas).\(start) == \(first.id).\(start)"))
            list.append(stack.make("UISV-canvas-connection", stack.expression(.end, of: last) |==| stack.canvas(.end),
                                   views: last, stack.stack, "\(last.id).\(end) == \(canvas).\(end)"))
        } else if let guide = stack.guides.axisSpanner {
            let name = "UISV-spanning-guide"
            list.append(stack.make("UISV-canvas-connection", stack.canvas(.start) |==| stack.guide(.start, of: guide),
                                   views: stack.stack, "\(canvas).\(start) == \(name).\(start)"))
            list.append(stack.make("UISV-canvas-connection", stack.guide(.end, of: guide) |==| stack.canvas(.end),
                                   views: stack.stack, "\(name).\(end) == \(canvas).\(end)"))
            let length = stack.name(.length)
            list.append(stack.make("UISV-spanning-fit", (stack.guide(.length, of: guide) |==| 0).priority(0.001),
                                   views: stack.stack, "\(name).\(length) == 0 @0.001"))
        }
    }
}

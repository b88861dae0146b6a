import LayoutSolver
import LayoutSpec

/// The alignment arrangement, across the axis (docs/stackview.md §4; the table is for a
/// horizontal stack: a vertical one reads leading for top, trailing for bottom):
///
/// | alignment | `UISV-alignment` | canvas start | canvas end | `UISV-spanning-boundary` per visible item |
/// |---|---|---|---|---|
/// | fill | start ==, end == | `== first.start` | `== first.end` | none (no spanner) |
/// | leading/top | start == | `== first.start` | `== spanner.end` | start `==` @999.5, end `>=` |
/// | center | center == | `== spanner.start` | `== spanner.end` | `<=`, `>=`; and `canvas.center == first.center` |
/// | trailing/bottom | end == | `== spanner.start` | `== first.end` | start `<=`, end `==` @999.5 |
/// | firstBaseline | firstBaseline == | `<= first.start` | `== spanner.end` | `<=`, `>=` |
/// | lastBaseline | lastBaseline == | `== spanner.start` | `>= first.end` | `<=`, `>=` |
///
/// - `UISV-alignment` relates the first visible item to every other item, hidden ones included
///   (§5.1). Baselines fall back to top / bottom for items without one (§4 rule 5) and use what a
///   nested stack vends (§4 rule 7, `StackBaselines`).
/// - With a single arranged subview there is no spanner: a canvas edge the alignment does not
///   pin connects to the item with `<=` / `>=` (§4 rule 3).
/// - `UISV-canvas-fit` (`canvas.size == 0` @49) whenever a canvas connection across the axis is
///   an inequality; `UISV-spanning-fit` (`spanner.size == 0` @51, 0.001 when every item is
///   hidden); `UISV-ambiguity-suppression` (`item.size == 0` @25, every item, every alignment
///   but fill) collapses items without an intrinsic size (§4 rule 4).
/// - firstBaseline/lastBaseline on a **vertical** stack is invalid (HDR "valid for horizontal
///   axis only"): no `UISV-alignment` is generated and the stack lays out as leading / trailing
///   would without it; `StackBaselineRules` warns (§4 rule 6, docs/stackview.md).
struct StackAlignmentRules: StackRules {
    /// What the alignment does across the axis.
    enum Mode: Equatable { case fill, start, center, end, firstBaseline, lastBaseline }

    /// The mode of a stack's alignment; baseline alignments on a vertical stack pin an edge
    /// (leading / trailing) and align nothing.
    static func mode(_ attributes: ViewAttributes) -> (mode: Mode, aligns: Bool) {
        switch attributes.alignment {
        case .fill: return (.fill, true)
        case .leading, .top: return (.start, true)
        case .center: return (.center, true)
        case .trailing, .bottom: return (.end, true)
        case .firstBaseline: return attributes.axis == .horizontal ? (.firstBaseline, true) : (.start, false)
        case .lastBaseline: return attributes.axis == .horizontal ? (.lastBaseline, true) : (.end, false)
        }
    }

    func append(for stack: StackArrangement, to list: inout ConstraintList) {
        let context = stack.context
        guard let reference = stack.visible.first ?? stack.items.first else { return }
        let (mode, aligns) = Self.mode(stack.attributes)
        let pinsStart = mode == .fill || mode == .start, pinsEnd = mode == .fill || mode == .end
        let start = stack.name(.start, across: true), end = stack.name(.end, across: true)
        let center = stack.name(.center, across: true), length = stack.name(.length, across: true)
        let canvas = stack.canvasName

        // UISV-alignment
        if aligns {
            for item in stack.items where item.index != reference.index {
                switch mode {
                case .fill, .start, .end, .center:
                    let edges: [StackArrangement.Edge] = mode == .fill ? [.start, .end] : [mode == .start ? .start : mode == .end ? .end : .center]
                    for edge in edges {
                        let name = stack.name(edge, across: true)
                        list.append(stack.make("UISV-alignment",
                                               stack.expression(edge, of: reference, across: true) |==| stack.expression(edge, of: item, across: true),
                                               views: reference, item, "\(reference.id).\(name) == \(item.id).\(name)"))
                    }
                case .firstBaseline, .lastBaseline:
                    let first = mode == .firstBaseline, name = first ? "firstBaseline" : "lastBaseline"
                    list.append(stack.make("UISV-alignment",
                                           StackBaselines.expression(of: reference, first: first, in: context)
                                               |==| StackBaselines.expression(of: item, first: first, in: context),
                                           views: reference, item, "\(reference.id).\(name) == \(item.id).\(name)"))
                }
            }
        }

        // UISV-canvas-connection across the axis
        let spanner = stack.guides.spanner
        let spannerName = "UISV-alignment-spanner"
        var inequality = false
        if pinsStart {
            list.append(stack.make("UISV-canvas-connection",
                                   stack.canvas(.start, across: true) |==| stack.expression(.start, of: reference, across: true),
                                   views: stack.stack, reference, "\(canvas).\(start) == \(reference.id).\(start)"))
        } else if mode == .firstBaseline || spanner == nil {
            inequality = true
            list.append(stack.make("UISV-canvas-connection",
                                   stack.flowConstraint(stack.canvas(.start, across: true), .lessThanOrEqual,
                                                        stack.expression(.start, of: reference, across: true), across: true),
                                   views: stack.stack, reference, "\(canvas).\(start) <= \(reference.id).\(start)"))
        } else if let spanner {
            list.append(stack.make("UISV-canvas-connection",
                                   stack.canvas(.start, across: true) |==| stack.guide(.start, of: spanner, across: true),
                                   views: stack.stack, "\(canvas).\(start) == \(spannerName).\(start)"))
        }
        if pinsEnd {
            list.append(stack.make("UISV-canvas-connection",
                                   stack.expression(.end, of: reference, across: true) |==| stack.canvas(.end, across: true),
                                   views: reference, stack.stack, "\(reference.id).\(end) == \(canvas).\(end)"))
        } else if mode == .lastBaseline || spanner == nil {
            inequality = true
            list.append(stack.make("UISV-canvas-connection",
                                   stack.flowConstraint(stack.canvas(.end, across: true), .greaterThanOrEqual,
                                                        stack.expression(.end, of: reference, across: true), across: true),
                                   views: stack.stack, reference, "\(canvas).\(end) >= \(reference.id).\(end)"))
        } else if let spanner {
            list.append(stack.make("UISV-canvas-connection",
                                   stack.guide(.end, of: spanner, across: true) |==| stack.canvas(.end, across: true),
                                   views: stack.stack, "\(spannerName).\(end) == \(canvas).\(end)"))
        }
        if mode == .center {
            list.append(stack.make("UISV-canvas-connection",
                                   stack.canvas(.center, across: true) |==| stack.expression(.center, of: reference, across: true),
                                   views: stack.stack, reference, "\(canvas).\(center) == \(reference.id).\(center)"))
        }
        if inequality {
            list.append(stack.make("UISV-canvas-fit", (stack.canvas(.length, across: true) |==| 0).priority(49).tieBreak(TieBreakRanks.fit(ofStack: stack.stack.index)),
                                   views: stack.stack, "\(canvas).\(length) == 0 @49"))
        }

        // UISV-spanning-boundary, UISV-spanning-fit
        if let spanner {
            // Each item's start, then its end: equal at 999.5 where the alignment pins that
            // edge, otherwise inside the spanner.
            let edges: [(edge: StackArrangement.Edge, pinned: Bool, relation: Relation, name: String)] = [
                (.start, pinsStart, .lessThanOrEqual, start), (.end, pinsEnd, .greaterThanOrEqual, end),
            ]
            for item in stack.visible {
                for side in edges {
                    let boundary = stack.guide(side.edge, of: spanner, across: true)
                    let edge = stack.expression(side.edge, of: item, across: true)
                    if side.pinned {
                        list.append(stack.make("UISV-spanning-boundary", (boundary |==| edge).priority(999.5),
                                               views: item, "\(spannerName).\(side.name) == \(item.id).\(side.name) @999.5"))
                    } else {
                        list.append(stack.make("UISV-spanning-boundary",
                                               stack.flowConstraint(boundary, side.relation, edge, across: true),
                                               views: item, "\(spannerName).\(side.name) \(relationText(side.relation)) \(item.id).\(side.name)"))
                    }
                }
            }
            let priority = stack.visible.isEmpty ? 0.001 : 51
            list.append(stack.make("UISV-spanning-fit", (stack.guide(.length, of: spanner, across: true) |==| 0).priority(priority).tieBreak(TieBreakRanks.fit(ofStack: stack.stack.index)),
                                   views: stack.stack, "\(spannerName).\(length) == 0\(priorityText(priority))"))
        }

        // UISV-ambiguity-suppression
        if mode != .fill {
            for item in stack.items {
                list.append(stack.make("UISV-ambiguity-suppression", (stack.expression(.length, of: item, across: true) |==| 0).priority(25).tieBreak(TieBreakRanks.ambiguitySuppression(ofItem: item.index)),
                                       views: item, "\(item.id).\(length) == 0 @25"))
            }
        }
    }
}

import LayoutSolver
import LayoutSpec

/// UIKit's two-pass layout of multi-line texts (`preferredMaxLayoutWidth`): a label of several
/// lines, or a text view that does not scroll, takes its height from its width. The first solve
/// uses each such text laid out without a width limit (what UIKit knows before layout); then
/// each is measured again at the width the solve gave it, and the case is solved again, until
/// no size changes or `maximumPasses` solves were made (docs/engine.md, "Multi-line texts").
enum TextPasses {
    /// Solves per case at most: the first, and three more. A text reaches its wrapped size in
    /// the second; a third is needed only when the new heights move the widths (a stack
    /// whose width follows a label's height through an aspect ratio, say).
    static let maximumPasses = 4

    /// What the passes ended with.
    struct Outcome {
        var sized: SizedScene
        /// Solves made, the first included.
        var passes: Int
        /// False when sizes still changed after the last pass: the last layout is reported,
        /// with an `unsettled-text` warning.
        var settled: Bool
    }

    /// Runs the passes after the first solve of a case. `session` and `layout` are the case's,
    /// moved (or built afresh) for each new pass; `plan` is the value plan of the session.
    static func settle(_ sized: SizedScene, sizer: ContentSizer, session: inout CaseSession?, layout: inout CaseLayout,
                       geometry: EnvironmentGeometry, reusesSolvers: Bool, plan: inout ValuePlan?) -> Outcome {
        let wrapping = sized.contents.indices.filter { sized.contents[$0]?.wrapsToWidth == true }
        var current = sized
        var passes = 1
        while true {
            var widths: [Int: Double] = [:]
            for index in wrapping { widths[index] = layout.frame(of: layout.table.packed[index]).width }
            let next = sizer.size(current.base, widths: widths)
            let changed = wrapping.filter { index in
                next.contents[index]?.intrinsicWidth != current.contents[index]?.intrinsicWidth
                    || next.contents[index]?.intrinsicHeight != current.contents[index]?.intrinsicHeight
            }
            if changed.isEmpty { return Outcome(sized: next, passes: passes, settled: true) }
            if passes >= maximumPasses {
                current.warnings.append(unsettled(changed.map { layout.table.ids[$0] }, at: layout.table[changed[0]].resolved.location))
                return Outcome(sized: current, passes: passes, settled: false)
            }
            if !reusesSolvers || session?.retarget(to: next.scene, geometry: geometry, sceneChanged: true) != true {
                let generated = session?.abandonedConstraints
                session = nil
                plan = nil
                session = CaseSession(scene: next.scene, geometry: geometry, generated: generated)
            }
            guard let moved = session else { return Outcome(sized: current, passes: passes, settled: false) }
            layout = CaseLayout(moved, plan: &plan)
            current = next
            passes += 1
        }
    }

    private static func unsettled(_ ids: [String], at location: SourceLocation) -> EngineWarning {
        EngineWarning(code: "unsettled-text",
                      message: ids.map { "'\($0)'" }.joined(separator: ", ")
                          + ": multi-line text sizes still changed after \(maximumPasses) layout passes; the last one is shown",
                      items: ids, location: location)
    }
}

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

    /// Runs the passes after the first solve of a case (`first`). Each new pass is a fresh
    /// build of the scene sized at the widths the pass before it gave: the session `first` was
    /// solved in is left as it is, for the next case of its group. The last layout is returned
    /// with the scene as measured at its widths; when sizes still changed after the last pass,
    /// it carries an `unsettled-text` warning.
    static func settle(_ first: SizedLayout, sizer: ContentSizer, geometry: EnvironmentGeometry) -> SizedLayout {
        let wrapping = first.sized.contents.indices.filter { first.sized.contents[$0]?.wrapsToWidth == true }
        var current = first
        while true {
            var widths: [Int: Double] = [:]
            for index in wrapping { widths[index] = current.layout.frame(of: current.layout.table[index]).width }
            let next = sizer.size(current.sized.base, widths: widths)
            let changed = wrapping.filter { index in
                next.contents[index]?.intrinsicWidth != current.sized.contents[index]?.intrinsicWidth
                    || next.contents[index]?.intrinsicHeight != current.sized.contents[index]?.intrinsicHeight
            }
            if changed.isEmpty {
                current.sized = next
                return current
            }
            if current.passes >= maximumPasses {
                let table = current.layout.table, ids = changed.map { table[$0].id }
                current.sized.warnings.append(EngineWarning(
                    code: "unsettled-text", message: ids.map { "'\($0)'" }.joined(separator: ", ")
                        + ": multi-line text sizes still changed after \(maximumPasses) layout passes; the last one is shown",
                    items: ids, location: table[changed[0]].resolved.location))
                return current
            }
            current = SizedLayout(layout: CaseLayout(CaseSession(scene: next.scene, geometry: geometry)), sized: next,
                                  passes: current.passes + 1)
        }
    }
}

import LayoutSolver
import LayoutSpec

/// What the passes run on every case read of one view: its frame variables, its place in
/// the tree, and what the overflow findings check. Kept in one flat array in tree order
/// (`LayoutViewTable.packed`), beside the views' ids (`LayoutViewTable.ids`).
///
/// The frames, the ambiguity findings' list of frame variables and the overflow findings
/// visit every view of every case. Through the `LayoutView` objects, spread over the heap
/// among the strings and arrays made with them, each visit read three or four scattered
/// cache lines and retained and released the object: at 10,000 views the overflow pass and
/// the list of frame variables each took 2.5 to 3 ms a case, 25 to 35 times their cost at
/// 1,000 views.
struct PackedView {
    let x: Variable, y: Variable, width: Variable, height: Variable
    /// The superview's index; -1 for the root.
    let parent: Int32
    let kind: ViewFrame.Kind
    /// Hidden itself or through an ancestor.
    let isEffectivelyHidden: Bool
    /// Inside a scroll view's content.
    let isScrollContent: Bool
    let line: Int, column: Int
    let intrinsicWidth: Double?, intrinsicHeight: Double?
    let horizontalCompressionResistance: Double, verticalCompressionResistance: Double
    /// `allowsOverlap="YES"`: the overlap findings skip it.
    let allowsAnyOverlap: Bool

    init(_ view: LayoutView) {
        x = view.x
        y = view.y
        width = view.width
        height = view.height
        parent = view.parent.map { Int32(truncatingIfNeeded: $0) } ?? -1
        kind = ViewFrame.Kind(rawValue: view.kind.rawValue) ?? .view
        isEffectivelyHidden = view.isEffectivelyHidden
        isScrollContent = view.isScrollContent
        line = view.resolved.location.line
        column = view.resolved.location.column
        let attributes = view.attributes
        intrinsicWidth = attributes.intrinsicWidth
        intrinsicHeight = attributes.intrinsicHeight
        horizontalCompressionResistance = attributes.horizontalCompressionResistancePriority
        verticalCompressionResistance = attributes.verticalCompressionResistancePriority
        allowsAnyOverlap = attributes.allowsOverlap == .any
    }

    var isRoot: Bool { parent < 0 }
}

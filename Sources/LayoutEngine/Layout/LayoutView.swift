import LayoutSolver
import LayoutSpec

/// One view of a case, flattened: its resolved attributes, its place in the tree and the
/// solver variables of its frame (root coordinates, points, y down).
///
/// A class: the rules look views up by the hundred thousand, and a copy of the struct it
/// was cost a retain and release of every string and array in the resolved view.
final class LayoutView: Sendable {
    let index: Int
    let resolved: ResolvedView
    let parent: Int?
    /// Arranged subviews of a stack, subviews otherwise, in order.
    let children: [Int]
    /// Hidden itself or through an ancestor: not drawn, not checked for overflow.
    let isEffectivelyHidden: Bool
    /// Inside a scroll view's content: may extend beyond the canvas.
    let isScrollContent: Bool
    let x: Variable, y: Variable, width: Variable, height: Variable
    /// A stack view's helper guides (spanner, gap guides), allocated with the view.
    let stackGuides: StackGuides?
    /// A scroll view's content area (UIKit's `contentLayoutGuide`), allocated with the view.
    let contentGuide: ScrollContentGuide?

    init(index: Int, resolved: ResolvedView, parent: Int?, children: [Int], isEffectivelyHidden: Bool,
         isScrollContent: Bool, x: Variable, y: Variable, width: Variable, height: Variable,
         stackGuides: StackGuides?, contentGuide: ScrollContentGuide?) {
        self.index = index
        self.resolved = resolved
        self.parent = parent
        self.children = children
        self.isEffectivelyHidden = isEffectivelyHidden
        self.isScrollContent = isScrollContent
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.stackGuides = stackGuides
        self.contentGuide = contentGuide
    }

    var id: String { resolved.id }
    var kind: ViewKind { resolved.kind }
    var attributes: ViewAttributes { resolved.attributes }
    var isRoot: Bool { parent == nil }
    /// A label or button whose text is measured: compressed, it truncates its text, which is a
    /// `truncated` finding rather than an `overflow` (`TextFindings`).
    var truncatesText: Bool { (kind == .label || kind == .button) && !attributes.content.isEmpty }
}

/// The views of a case in tree order (pre-order: a view before its subviews).
struct LayoutViewTable {
    let views: [LayoutView]
    private let indexByID: [String: Int]
    /// The root's safe area and margins, as variables pinned to the environment.
    let canvasInsets: CanvasInsets

    /// The views' variables first, in tree order, then the canvas insets'.
    init(root: ResolvedView, solver: inout Solver) {
        var views: [LayoutView] = [], indexByID: [String: Int] = [:]
        // Flattens the tree, allocating each view's variables.
        func add(_ view: ResolvedView, parent: Int?, hidden: Bool, scrollContent: Bool) -> Int {
            let index = views.count
            let isHidden = hidden || view.attributes.hidden
            let x = solver.makeVariable(view.id + ".x"), y = solver.makeVariable(view.id + ".y")
            let width = solver.makeVariable(view.id + ".width"), height = solver.makeVariable(view.id + ".height")
            let stackGuides = StackGuides.allocate(for: view, solver: &solver)
            let contentGuide = ScrollContentGuide.allocate(for: view, solver: &solver)
            views.append(LayoutView(index: index, resolved: view, parent: parent, children: [], isEffectivelyHidden: isHidden,
                                    isScrollContent: scrollContent, x: x, y: y, width: width, height: height,
                                    stackGuides: stackGuides, contentGuide: contentGuide))
            indexByID[view.id] = index
            var children: [Int] = []
            for subview in view.subviews {
                children.append(add(subview, parent: index, hidden: isHidden, scrollContent: scrollContent || view.kind == .scrollView))
            }
            views[index] = LayoutView(index: index, resolved: view, parent: parent, children: children, isEffectivelyHidden: isHidden,
                                      isScrollContent: scrollContent, x: x, y: y, width: width, height: height,
                                      stackGuides: stackGuides, contentGuide: contentGuide)
            return index
        }
        _ = add(root, parent: nil, hidden: false, scrollContent: false)
        self.views = views
        self.indexByID = indexByID
        canvasInsets = CanvasInsets(rootID: root.id, solver: &solver)
    }

    subscript(index: Int) -> LayoutView { views[index] }

    func index(of id: String) -> Int? { indexByID[id] }

    var root: LayoutView { views[0] }

    /// Whether `view` lies strictly inside `ancestor`'s subtree.
    func isDescendant(_ view: Int, of ancestor: Int) -> Bool {
        var current = views[view].parent
        while let index = current {
            if index == ancestor { return true }
            current = views[index].parent
        }
        return false
    }
}

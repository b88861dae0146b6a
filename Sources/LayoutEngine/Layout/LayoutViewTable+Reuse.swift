import LayoutSpec

extension LayoutViewTable {
    /// The table of another state of `old`'s scene, with `old`'s variables: nil unless the
    /// tree has the same shape (ids and kinds, view by view in tree order, and as many
    /// subviews each) and every stack the same helper guides (`StackGuides.Shape`), which is
    /// when a table built afresh would make the same variables in the same order.
    ///
    /// A state move (`CaseSession.retarget`) used to build that fresh table in a scratch
    /// solver and compare the names of every variable: at 10,000 views, 60,000 strings made
    /// and compared, 16 ms a move.
    init?(root: ResolvedView, reusing old: LayoutViewTable) {
        var views: [LayoutView] = []
        views.reserveCapacity(old.views.count)
        func add(_ view: ResolvedView, parent: Int?, hidden: Bool) -> Bool {
            let index = views.count
            guard index < old.views.count else { return false }
            let previous = old.views[index]
            guard previous.id == view.id, previous.kind == view.kind, previous.parent == parent,
                  previous.children.count == view.subviews.count,
                  StackGuides.shape(of: view) == previous.stackGuides?.shape else { return false }
            let isHidden = hidden || view.attributes.hidden
            views.append(LayoutView(index: index, resolved: view, parent: parent, children: previous.children,
                                    isEffectivelyHidden: isHidden, isScrollContent: previous.isScrollContent,
                                    x: previous.x, y: previous.y, width: previous.width, height: previous.height,
                                    stackGuides: previous.stackGuides, contentGuide: previous.contentGuide))
            for (k, subview) in view.subviews.enumerated() {
                guard views.count == previous.children[k], add(subview, parent: index, hidden: isHidden) else { return false }
            }
            return true
        }
        guard add(root, parent: nil, hidden: false), views.count == old.views.count else { return nil }
        self.init(views: views, reusing: old)
    }
}

import LayoutEngine

/// Looks views of one case up by id in constant time (the drawing asks once
/// per finding item and per label): the first view with an id, as
/// `CaseResult.view(_:)` gives it, and the visible views under a parent id.
struct CaseViewIndex {
    private let views: [ViewFrame]
    private var first: [String: Int] = [:]
    /// The visible views naming each id as their `parent`, in tree order.
    private var visibleChildren: [String: [Int]] = [:]

    init(_ c: CaseResult) {
        views = c.views
        first.reserveCapacity(c.views.count)
        for (i, v) in c.views.enumerated() {
            if first[v.id] == nil { first[v.id] = i }
            if !v.hidden, let parent = v.parent { visibleChildren[parent, default: []].append(i) }
        }
    }

    /// The first view with this id.
    func view(_ id: String) -> ViewFrame? { first[id].map { views[$0] } }

    /// The visible views whose parent is `id`, in tree order.
    func visibleChildren(of id: String) -> [ViewFrame] {
        (visibleChildren[id] ?? []).map { views[$0] }
    }
}

import LayoutResults

/// Looks views of one case up in constant time (the drawing asks once per
/// finding item and per label): the first view with an id, as
/// `CaseResult.view(_:)` gives it; each view's parent as a position; the
/// visible subviews of a view. The id table is shared by the cases of a
/// scene that have the same ids in the same order (environments usually do).
final class CaseViewIndex {
    let views: [ViewFrame]
    /// The position of the first view with each id.
    let first: [String: Int]
    /// Each view's parent as a position in `views`: -1 for a root, -2 for a
    /// parent id the case does not have.
    let parents: [Int]
    /// The visible views under each view, positions grouped by parent
    /// (`childStart[i]..<childStart[i + 1]` in `children`); built when first asked.
    private var childStart: [Int] = []
    private var children: [Int] = []

    init(_ c: CaseResult, sharing other: CaseViewIndex? = nil) {
        views = c.views
        if let other, other.views.count == views.count, zip(other.views, views).allSatisfy({ $0.id == $1.id }) {
            first = other.first
        } else {
            var first: [String: Int] = [:]
            first.reserveCapacity(views.count)
            for (i, v) in views.enumerated() where first[v.id] == nil { first[v.id] = i }
            self.first = first
        }
        parents = Self.parentIndices(views) { [first] id in first[id] }
    }

    /// The first view with this id.
    func view(_ id: String) -> ViewFrame? { first[id].map { views[$0] } }

    /// The visible views whose parent is the view at `position`, in tree order.
    func visibleChildren(of position: Int) -> ArraySlice<Int> {
        if childStart.isEmpty {
            var counts = [Int](repeating: 0, count: views.count + 1)
            for (i, p) in parents.enumerated() where p >= 0 && !views[i].hidden { counts[p + 1] += 1 }
            for i in 0..<views.count { counts[i + 1] += counts[i] }
            var next = counts, list = [Int](repeating: 0, count: counts[views.count])
            for (i, p) in parents.enumerated() where p >= 0 && !views[i].hidden {
                list[next[p]] = i
                next[p] += 1
            }
            childStart = counts
            children = list
        }
        guard position >= 0, position < views.count else { return [] }
        return children[childStart[position]..<childStart[position + 1]]
    }

    /// Each view's parent as a position: in tree order the parent is on the
    /// stack of open ancestors (no lookup by id); other orders fall back to
    /// `lookup` (the first view with that id).
    static func parentIndices(_ views: [ViewFrame], lookup: (String) -> Int?) -> [Int] {
        var result = [Int](repeating: -1, count: views.count)
        var ancestors: [Int] = []
        for (i, v) in views.enumerated() {
            if let parent = v.parent {
                while let top = ancestors.last, views[top].id != parent { ancestors.removeLast() }
                result[i] = ancestors.last ?? lookup(parent) ?? -2
            } else {
                ancestors.removeAll()
            }
            ancestors.append(i)
        }
        return result
    }
}

import LayoutResults

/// The views a finding names, as the HTML report highlights them: the view its details are
/// about (and an overlap's other views), the views among its items, and for a conflict the
/// views its constraints name (`photo` in `photo.height == 0.75 × photo.width + 0 @750`: a
/// conflict's items are constraint ids). Roots are left out: the drawing shows a root as the
/// canvas. Views the case does not have are left out.
enum FindingViews {
    /// The positions (in `index.views`) of the views `f` names, each once, in the order named:
    /// with `primary`, only the views it is about (its details' views, a conflict's operands),
    /// not the other items (such as an overflow's container).
    static func positions(_ f: Finding, index: CaseViewIndex, primary: Bool = false) -> [Int] {
        var result: [Int] = []
        func add(_ id: String) {
            guard let i = index.first[id], index.parents[i] != -1, !result.contains(i) else { return }
            result.append(i)
        }
        switch f.details {
        case .overflow(let o)?: add(o.view)
        case .ambiguity(let a)?: add(a.view)
        case .expectation(let e)?: add(e.view)
        case .regression(let r)?: add(r.view)
        case .truncation(let t)?: add(t.view)
        case .overlap(let o)?: add(o.view); o.others.forEach(add)
        case .conflict(let c)?: for id in equationViews(c.equations) { add(id) }
        case nil: break
        }
        if !primary || f.details == nil { f.items.forEach(add) }
        return result
    }

    /// The ids of the views a conflict's equations name, in order, each once: every
    /// `view.attribute` operand (`save.width`, `cancel.leading`); numbers such as `0.75` are not
    /// operands (an attribute is letters only).
    static func equationViews(_ equations: [ConstraintEquation]) -> [String] {
        var ids: [String] = []
        for equation in equations {
            for token in equation.equation.split(separator: " ") {
                guard let dot = token.lastIndex(of: ".") else { continue }
                let attribute = token[token.index(after: dot)...]
                guard !attribute.isEmpty, dot > token.startIndex, attribute.allSatisfy({ $0.isASCII && $0.isLetter }) else { continue }
                let id = String(token[..<dot])
                if !ids.contains(id) { ids.append(id) }
            }
        }
        return ids
    }
}

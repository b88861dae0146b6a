/// A view of a scene resolved for one environment and state: effective attributes, defaults filled in.
public struct ResolvedView: Hashable, Sendable {
    public var kind: ViewKind
    /// The id in this case: the spec's id, with `#k` appended in the k-th copy of a repeated view.
    public var id: String
    /// The id in the spec.
    public var sourceID: String
    /// Effective attributes (variations, then the state's sets). `installed` is always true here.
    public var attributes: ViewAttributes
    /// First baseline with the kind's default applied.
    public var firstBaseline: Baseline
    /// Last baseline with the kind's default applied.
    public var lastBaseline: Baseline
    /// Installed subviews in order (a stack's arranged subviews, repeated copies in place).
    public var subviews: [ResolvedView]
    public var location: SourceLocation
    /// The view's `displayName`, shown beside its id in findings.
    public var displayName: String? = nil

    /// `'id'`, or `'id' (display name)` when the view has one: how findings name the view.
    public var quotedName: String { displayName.map { "'\(id)' (\($0))" } ?? "'\(id)'" }
}

/// A constraint resolved for one environment and state: installed, items present, ids of copies remapped.
public struct ResolvedConstraint: Hashable, Sendable {
    /// The id in this case (`c#2` for the copy of `c` that belongs to the 2nd repeated copy); nil if unnamed.
    public var id: String?
    /// The id of the view (in this case) the constraint stands in.
    public var owner: String
    public var attributes: ConstraintAttributes
    public var location: SourceLocation
}

/// One scene resolved for one environment and state: the tree the engine lays out.
public struct ResolvedScene: Hashable, Sendable {
    public var name: String
    public var sizeClasses: SizeClassPair
    /// The state's name, nil for the base layout.
    public var state: String?
    public var root: ResolvedView
    /// Installed constraints whose items are all installed, in document order.
    public var constraints: [ResolvedConstraint]
}

extension Scene {
    /// Resolves the scene for one size-class pair and one state (nil: the base layout).
    ///
    /// Precedence per node: own attributes < one-class variations < two-class variation < the
    /// state's `set`s in document order. A view not installed drops with its subtree and with every
    /// constraint involving them. A `repeat` replaces the arranged subview by copies whose ids (and
    /// the ids of their subtrees) get `#1` … `#N`; constraints involving the repeated subtree are
    /// copied once per copy. Returns nil only for an unknown state name, or when the root is not installed.
    public func resolved(for sizeClasses: SizeClassPair, state stateName: String? = nil) -> ResolvedScene? {
        var state: SceneState?
        if let stateName {
            guard let found = self.state(named: stateName) else { return nil }
            state = found
        }
        var viewSets: [String: [ViewOverrides]] = [:]
        var constraintSets: [String: [ConstraintOverrides]] = [:]
        var repeats: [String: Int] = [:]
        for change in state?.changes ?? [] {
            switch change {
            case .setView(let id, let overrides, _): viewSets[id, default: []].append(overrides)
            case .setConstraint(let id, let overrides, _): constraintSets[id, default: []].append(overrides)
            case .repeatView(let id, let count, _): repeats[id] = max(1, count)
            }
        }

        // Which repeat group (by repeated view id) each source id belongs to; without repeats,
        // none (and no constraint is met twice).
        let repeating = !repeats.isEmpty
        var group: [String: String] = [:]
        func markGroup(_ view: View, _ repeated: String?) {
            let current = repeated ?? (repeats[view.id] != nil ? view.id : nil)
            if let current { group[view.id] = current }
            for subview in view.subviews { markGroup(subview, current) }
        }
        if repeating { markGroup(root, nil) }

        // The ids of the views present, made a set only when a constraint needs it: hashing
        // 10,000 ids into a growing set was a third of resolving the cards, which have none.
        var presentList: [String] = []
        var collected: [(constraint: Constraint, copy: Int?)] = []

        func build(_ view: View, copy: Int?) -> ResolvedView? {
            var attributes = view.effectiveAttributes(in: sizeClasses)
            for overrides in viewSets[view.id] ?? [] { attributes = attributes.applying(overrides) }
            guard attributes.installed else { return nil }
            let id = copy.map { "\(view.id)#\($0)" } ?? view.id
            presentList.append(id)
            for constraint in view.constraints { collected.append((constraint, copy)) }
            var subviews: [ResolvedView] = []
            for subview in view.subviews {
                if copy == nil, let count = repeats[subview.id] {
                    for k in 1...count { if let built = build(subview, copy: k) { subviews.append(built) } }
                } else if let built = build(subview, copy: copy) {
                    subviews.append(built)
                }
            }
            return ResolvedView(kind: view.kind, id: id, sourceID: view.id, attributes: attributes,
                                firstBaseline: attributes.firstBaseline(for: view.kind),
                                lastBaseline: attributes.lastBaseline(for: view.kind),
                                subviews: subviews, location: view.location, displayName: view.displayName)
        }
        guard let resolvedRoot = build(root, copy: nil) else { return nil }

        var constraints: [ResolvedConstraint] = []
        var presentIDs = Set<String>()
        var emitted = Set<String>()
        if !collected.isEmpty {
            presentIDs.reserveCapacity(presentList.count)
            for id in presentList { presentIDs.insert(id) }
            if repeating { emitted.reserveCapacity(collected.count) }
        }
        for (constraint, declaredCopy) in collected {
            var attributes = constraint.effectiveAttributes(in: sizeClasses)
            if let id = constraint.id { for overrides in constraintSets[id] ?? [] { attributes = attributes.applying(overrides) } }
            guard attributes.installed else { continue }
            // The repeat group the constraint's items belong to decides how many copies it has.
            let groups = repeating ? Set(attributes.viewIDs.compactMap { group[$0] }) : []
            let copies: [Int?]
            if let only = groups.first, let count = repeats[only] {
                copies = declaredCopy.map { [$0] } ?? Array(1...count)
            } else {
                copies = [nil]
            }
            for copy in copies {
                func map(_ id: String) -> String {
                    guard let copy, group[id] != nil, groups.count == 1, group[id] == groups.first else { return id }
                    return "\(id)#\(copy)"
                }
                var copied = attributes
                copied.firstItem.viewID = map(copied.firstItem.viewID)
                if var second = copied.secondItem {
                    second.viewID = map(second.viewID)
                    copied.secondItem = second
                }
                guard copied.viewIDs.allSatisfy(presentIDs.contains) else { continue }
                let id = constraint.id.map { id in copy.map { "\(id)#\($0)" } ?? id }
                let owner = map(constraint.owner)
                // A constraint declared inside a repeated subtree is met once per copy already.
                if repeating {
                    let identity = "\(constraint.location.line):\(constraint.location.column):\(copy ?? 0)"
                    guard emitted.insert(identity).inserted else { continue }
                }
                constraints.append(ResolvedConstraint(id: id, owner: owner, attributes: copied, location: constraint.location))
            }
        }
        return ResolvedScene(name: name, sizeClasses: sizeClasses, state: stateName, root: resolvedRoot, constraints: constraints)
    }
}

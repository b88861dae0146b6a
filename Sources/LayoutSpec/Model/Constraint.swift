/// A constraint item: a view of the scene by id, or that view's safe-area layout guide (`ID.safeArea`).
public struct ItemReference: Hashable, Sendable, CustomStringConvertible {
    /// The view id (for `root.safeArea`, `root`).
    public var viewID: String
    /// True for the view's `safeAreaLayoutGuide`.
    public var isSafeArea: Bool

    public init(viewID: String, isSafeArea: Bool = false) {
        self.viewID = viewID
        self.isSafeArea = isSafeArea
    }

    /// As written in a spec: `title` or `root.safeArea`.
    public var description: String { isSafeArea ? viewID + ".safeArea" : viewID }
}

/// The attributes of a constraint that variations and states can change, every one typed.
public struct ConstraintAttributes: Hashable, Sendable {
    public var firstItem: ItemReference
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation = .equal
    /// nil for a constant constraint (`width = 100`).
    public var secondItem: ItemReference?
    /// nil exactly when `secondItem` is nil.
    public var secondAttribute: LayoutAttribute?
    /// `a:b` ratios are stored as a / b.
    public var multiplier: Double = 1
    public var constant: Double = 0
    /// In (0, 1000]; 1000 is required.
    public var priority: Double = LayoutPriority.required
    /// False removes the constraint.
    public var installed: Bool = true

    /// Whether the constraint is required (priority 1000).
    public var isRequired: Bool { priority >= LayoutPriority.required }

    /// These attributes with every attribute `overrides` sets replaced.
    /// Setting `secondItem` alone keeps the second attribute, or takes the first attribute if there was none.
    public func applying(_ overrides: ConstraintOverrides) -> ConstraintAttributes {
        var result = self
        if let value = overrides.firstItem { result.firstItem = value }
        if let value = overrides.firstAttribute { result.firstAttribute = value }
        if let value = overrides.relation { result.relation = value }
        if let value = overrides.secondItem {
            result.secondItem = value
            if result.secondAttribute == nil { result.secondAttribute = result.firstAttribute }
        }
        if let value = overrides.secondAttribute { result.secondAttribute = value }
        if let value = overrides.multiplier { result.multiplier = value }
        if let value = overrides.constant { result.constant = value }
        if let value = overrides.priority { result.priority = value }
        if let value = overrides.installed { result.installed = value }
        return result
    }

    /// The ids of the views this constraint involves.
    public var viewIDs: [String] {
        if let second = secondItem { return [firstItem.viewID, second.viewID] }
        return [firstItem.viewID]
    }
}

/// The names of constraint attributes a variation or a state's `set` can change.
public enum ConstraintAttributeName: String, CaseIterable, Hashable, Sendable {
    case firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier, constant, priority, installed
}

/// A validated, typed partial set of constraint attributes: what one variation or `set` changes.
public struct ConstraintOverrides: Hashable, Sendable {
    public var firstItem: ItemReference?
    public var firstAttribute: LayoutAttribute?
    public var relation: LayoutRelation?
    public var secondItem: ItemReference?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double?
    public var constant: Double?
    public var priority: Double?
    public var installed: Bool?

    public var isEmpty: Bool { setAttributes.isEmpty }

    /// The attributes this set changes, each with its value spelled as in a spec.
    public var setAttributes: [(name: ConstraintAttributeName, value: String)] {
        var list: [(ConstraintAttributeName, String)] = []
        func add(_ name: ConstraintAttributeName, _ value: String?) { if let value { list.append((name, value)) } }
        add(.firstItem, firstItem?.description)
        add(.firstAttribute, firstAttribute?.rawValue)
        add(.relation, relation?.rawValue)
        add(.secondItem, secondItem?.description)
        add(.secondAttribute, secondAttribute?.rawValue)
        add(.multiplier, multiplier.map(formatNumber))
        add(.constant, constant.map(formatNumber))
        add(.priority, priority.map(formatNumber))
        add(.installed, installed.map { $0 ? "YES" : "NO" })
        return list
    }
}

/// A `<constraint>`: its attributes, its size-class variations and where it stands.
public struct Constraint: Hashable, Sendable {
    /// Optional id, unique in the scene with the view ids; states `set` constraints by id.
    public var id: String?
    /// The id of the view element the constraint stands in (the default `firstItem`).
    public var owner: String
    public var attributes: ConstraintAttributes
    public var variations: [Variation<ConstraintOverrides>] = []
    public var location: SourceLocation
}

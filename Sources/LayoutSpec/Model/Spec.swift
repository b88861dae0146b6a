/// A loaded spec file: its environments and scenes.
public struct Spec: Hashable, Sendable {
    /// `name` attribute, or the file name without `.xml`.
    public var name: String
    /// The path the spec was loaded from.
    public var file: String
    /// The declared environments, or `Environment.defaultMatrix` when the spec has none.
    public var environments: [Environment]
    /// Whether the spec declared `<environments>` (false: the default matrix is used).
    public var declaresEnvironments: Bool
    public var scenes: [Scene]
    /// The translated texts of the string tables `<spec strings="…">` names (empty without).
    public var strings: StringTable = .empty
    /// The languages of a base-localized Interface Builder document (its `<language>.lproj`
    /// tables), in which its environments already run beside its own texts; empty otherwise.
    public var localizations: [String] = []
    public var location: SourceLocation

    /// The scene with this name.
    public func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }
}

/// A `<scene>`: one root view (filling the canvas), its states and expectations.
public struct Scene: Hashable, Sendable {
    public var name: String
    public var root: View
    public var states: [SceneState] = []
    public var expectations: [Expectation] = []
    /// Environments this scene alone is solved in, after the spec's (or the command line's):
    /// an Interface Builder scene's design device, at the size IB stored for its root.
    public var ownEnvironments: [Environment] = []
    /// Set for a table or collection view cell: in the spec's environments its root (the content
    /// view) spans the canvas's width at this height, with no safe area (`Environment.forCell`).
    public var cellHeight: Double?
    /// Axes along which the root takes its compressed fitting size (`<scene height="fitting">`).
    public var fitting: FittingAxes = []
    public var location: SourceLocation
    /// The findings the author expects (`<expectFinding>`), in document order.
    public var expectedFindings: [ExpectedFinding] = []

    /// The environments this scene is solved in, given the spec's (or the command line's):
    /// those (as cells, for a cell), then the scene's own; each fitted along `fitting`.
    public func environments(in matrix: [Environment]) -> [Environment] {
        let all = (cellHeight.map { height in matrix.map { $0.forCell(height: height) } } ?? matrix) + ownEnvironments
        return fitting.isEmpty ? all : all.map { $0.fitted(fitting) }
    }

    /// Every view, depth first, parents before children.
    public var allViews: [View] { root.allViews }

    /// Every constraint, in document order of the views they stand in.
    public var allConstraints: [Constraint] { root.allConstraints }

    /// The view with this id.
    public func view(withID id: String) -> View? { allViews.first { $0.id == id } }

    /// The constraint with this id.
    public func constraint(withID id: String) -> Constraint? { allConstraints.first { $0.id == id } }

    /// The state with this name.
    public func state(named name: String) -> SceneState? { states.first { $0.name == name } }
}

extension Scene {
    /// Whether any view or constraint of the scene has a size-class variation. Without one,
    /// every size class resolves the scene alike.
    public var hasSizeClassVariations: Bool { !variationKeys.isEmpty }

    /// The keys of the scene's size-class variations (views' and constraints'), each once, in
    /// document order.
    public var variationKeys: [VariationKey] {
        var keys: [VariationKey] = []
        func note(_ key: VariationKey) { if !keys.contains(key) { keys.append(key) } }
        root.forEachView { view in
            for variation in view.variations { note(variation.key) }
            for constraint in view.constraints { for variation in constraint.variations { note(variation.key) } }
        }
        return keys
    }

    /// For every size-class pair, the first pair (in `SizeClassPair.all` order) under which the
    /// same of the scene's variation keys match. A variation applies exactly where its key
    /// matches, so pairs with one representative resolve the scene alike: a scene whose
    /// variations all read the height class has two representatives, one without variations one.
    /// The engine keys its resolutions, groups and chains by it, so environments that differ only
    /// in a size class no variation reads share them.
    public var sizeClassRepresentatives: [SizeClassPair: SizeClassPair] {
        let keys = variationKeys
        var first: [[Bool]: SizeClassPair] = [:]
        var representatives: [SizeClassPair: SizeClassPair] = [:]
        for pair in SizeClassPair.all {
            let matching = keys.map { $0.matches(pair) }
            if first[matching] == nil { first[matching] = pair }
            representatives[pair] = first[matching]
        }
        return representatives
    }
}

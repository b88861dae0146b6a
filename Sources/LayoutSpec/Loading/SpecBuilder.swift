/// Builds the model from libxml2's elements and checks every rule of the format, collecting all
/// problems with their locations. Element nesting is at most `SpecLimits.maxDepth` (the scanner
/// refused deeper files), so the recursive walk is bounded.
final class SpecBuilder: DiagnosticReporter {
    let map: SourceMap
    let limits: SpecLimits
    var diagnostics: [SpecDiagnostic] = []

    /// What the pre-pass learnt about one view id.
    struct ViewInfo {
        var kind: ViewKind
        var tag: Int
        var parentID: String?
        var parentKind: ViewKind?
    }

    /// What an id of a scene names.
    enum Declaration {
        case view(ViewInfo)
        /// A constraint, with the index of its tag.
        case constraint(Int)

        var tag: Int {
            switch self {
            case .view(let info): return info.tag
            case .constraint(let tag): return tag
            }
        }
    }

    /// Every id declared in one scene.
    struct SceneIndex {
        var name: String
        var declarations: [String: Declaration] = [:]
        var viewOrder: [String] = []
        var constraintOrder: [String] = []
        var rootID: String?
        /// The Interface Builder scene the `<scene storyboard=…>` names, once imported.
        var imported: Scene?

        /// The view with this id.
        func view(_ id: String) -> ViewInfo? {
            guard case .view(let info) = declarations[id] else { return nil }
            return info
        }

        /// Whether `id` names a constraint.
        func isConstraint(_ id: String) -> Bool {
            guard case .constraint? = declarations[id] else { return false }
            return true
        }

        func declares(_ id: String) -> Bool { declarations[id] != nil }
    }

    /// The ids of every scene, for "is in another scene" messages.
    var sceneIndexes: [SceneIndex] = []
    var environmentNames: [String] = []
    /// The translations of the localized storyboards whose scenes the spec names (`<scene storyboard>`).
    var importedStrings = StringTable()

    init(map: SourceMap, limits: SpecLimits) {
        self.map = map
        self.limits = limits
    }

    /// The name of another scene that declares `id`, if any.
    func otherScene(declaring id: String, notIn scene: SceneIndex) -> String? {
        sceneIndexes.first { $0.name != scene.name && $0.declares(id) }?.name
    }

    // MARK: Shared element checks

    /// Reports namespaced attributes (XML Schema instance attributes for editors are ignored).
    /// Returns the attributes without a namespace.
    func plainAttributes(_ element: RawElement) -> LazyFilterSequence<[RawAttribute]> {
        let all = element.attributes
        for attribute in all {
            guard let namespace = attribute.namespaceURI else { continue }
            let name = attribute.name
            if namespace == "http://www.w3.org/2001/XMLSchema-instance",
               name.hasSuffix(":noNamespaceSchemaLocation") || name.hasSuffix(":schemaLocation") {
                continue
            }
            error(location(element, name, value: false), "unknown attribute '\(name)' on <\(element.name)>")
        }
        return all.lazy.filter { !$0.isNamespaced }
    }

    /// Checks an element with a fixed set of attributes; reports unknown ones (with a hint) and
    /// missing required ones. Returns the trimmed values by name.
    @discardableResult
    func attributes(of element: RawElement, allowed: [String], required: [String] = []) -> [String: String] {
        var values: [String: String] = [:]
        for attribute in plainAttributes(element) {
            let name = attribute.name
            if allowed.contains(name) {
                values[name] = attribute.value
            } else {
                unknownAttribute(name, on: element, candidates: allowed)
            }
        }
        for name in required where values[name] == nil {
            error(location(element), "missing required attribute '\(name)' on <\(element.name)>")
        }
        return values
    }

    func unknownAttribute(_ name: String, on element: RawElement, candidates: [String]) {
        error(location(element, name, value: false),
              "unknown attribute '\(name)' on <\(element.name)>" + Suggestions.hint(for: name, in: candidates))
    }

    /// Reports a child element that is not allowed here.
    func unexpectedChild(_ child: RawElement, in parent: RawElement, allowed: [String]) {
        if let namespace = child.namespaceURI {
            error(location(child), "element <\(child.name)> is in namespace '\(namespace)'; spec elements have no namespace")
        } else if Vocabulary.allElements.contains(child.name) {
            let list = allowed.isEmpty ? "it has no child elements" : "allowed: " + allowed.joined(separator: ", ")
            error(location(child), "<\(child.name)> is not allowed in <\(parent.name)>; \(list)")
        } else {
            let hint = Suggestions.closest(to: child.name, in: allowed) ?? Suggestions.closest(to: child.name, in: Vocabulary.allElements)
            error(location(child), "unknown element <\(child.name)> in <\(parent.name)>" + (hint.map { "; did you mean '\($0)'?" } ?? ""))
        }
    }

    /// Reports text inside an element (specs carry everything in attributes).
    func checkNoText(_ element: RawElement) {
        guard let text = element.text else { return }
        let shown = text.count > 20 ? String(text.prefix(20)) + "…" : text
        error(location(element), "unexpected text '\(shown)' in <\(element.name)>")
    }

    /// Checks an element that must have no children and no text.
    func checkLeaf(_ element: RawElement) {
        checkNoText(element)
        for child in element.children { unexpectedChild(child, in: element, allowed: []) }
    }

    /// A required id attribute, validated; nil (reported) if missing or invalid.
    func identifier(_ value: String?, _ element: RawElement, _ attribute: String) -> String? {
        guard let value else { return nil }
        return take(ValueParser.identifier(value, attribute: attribute), element, attribute)
    }
}

/// The attribute that identifies an element besides the attributes it sets: a view's or
/// constraint's `id`, a variation's `key`, a `set`'s `item`.
enum ExtraAttribute: String {
    case id, key, item
}

/// The element and attribute names of the format.
enum Vocabulary {
    static let viewElements = ViewKind.allCases.map(\.rawValue)
    static let viewChildren = viewElements + ["constraint", "constraints", "variation"]
    static let allElements = ["spec", "environments", "environment", "scene"] + viewElements
        + ["constraint", "constraints", "variation", "state", "set", "repeat", "expect", "expectFinding"]

    static let environmentAttributes = ["name", "width", "height", "widthClass", "heightClass", "safeArea", "layoutDirection",
                                        "scale", "contentSizeCategory", "language", "systemVersion",
                                        "device", "orientation", "split"]
    static let expectAttributes = ["item", "frame", "x", "y", "width", "height", "tolerance", "environment", "state"]

    /// Every view attribute a view of `kind` has (without `id`).
    static func viewAttributes(for kind: ViewKind) -> [String] {
        ViewAttributeName.allCases.filter { $0.applies(to: kind) }.map(\.rawValue)
    }

    static let constraintAttributes = ConstraintAttributeName.allCases.map(\.rawValue)
}

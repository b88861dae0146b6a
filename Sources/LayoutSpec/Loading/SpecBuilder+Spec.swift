import TextLayout

extension SpecBuilder {
    /// Builds the whole spec; nil when the structure is too broken to make one (errors are reported).
    func buildSpec(_ root: RawElement, defaultName: String) -> Spec? {
        guard root.name == "spec", root.namespaceURI == nil else {
            if let namespace = root.namespaceURI, root.name == "spec" {
                error(location(root), "element <spec> is in namespace '\(namespace)'; spec elements have no namespace")
            } else {
                error(location(root), "the root element is <\(root.name)>; a spec's root element is <spec>")
            }
            return nil
        }
        let values = attributes(of: root, allowed: ["name", "strings"])
        checkNoText(root)
        var name = defaultName
        if let given = values["name"] {
            if given.trimmingXMLSpace().isEmpty { error(location(root, "name"), "empty 'name'") } else { name = given }
        }
        var strings = StringTable.empty
        if let given = values["strings"] { strings = loadStrings(given.trimmingXMLSpace(), root) }

        var environmentsElement: RawElement?
        var sceneElements: [RawElement] = []
        for child in root.children {
            guard child.namespaceURI == nil else {
                unexpectedChild(child, in: root, allowed: ["environments", "scene"])
                continue
            }
            switch child.name {
            case "environments":
                if let first = environmentsElement {
                    error(location(child), "a spec has at most one <environments> (the first is at line \(location(first).line))")
                } else {
                    if !sceneElements.isEmpty {
                        error(location(child), "<environments> must come before the first <scene>")
                    }
                    environmentsElement = child
                }
            case "scene":
                sceneElements.append(child)
            default:
                unexpectedChild(child, in: root, allowed: ["environments", "scene"])
            }
        }
        let environments = environmentsElement.map(buildEnvironments) ?? Environment.defaultMatrix
        environmentNames = environments.map(\.name)

        if sceneElements.isEmpty { error(location(root), "a spec needs at least one <scene>") }
        let indexes = sceneElements.map(indexScene)
        sceneIndexes = indexes
        var scenes: [Scene] = []
        var seenScenes: [String: Int] = [:]
        for (element, index) in zip(sceneElements, indexes) {
            if let line = seenScenes[index.name], !index.name.isEmpty {
                error(location(element, "name"), "duplicate scene name '\(index.name)': declared at lines \(line) and \(location(element).line)")
            } else {
                seenScenes[index.name] = location(element).line
            }
            if let scene = buildScene(element, index: index) { scenes.append(scene) }
        }
        return Spec(name: name, file: map.file, environments: environments, declaresEnvironments: environmentsElement != nil, scenes: scenes,
                    strings: importedStrings.merging(strings), location: location(root))
    }

    /// The string tables at `path`, relative to the spec's folder; each problem in them is an
    /// error at the `strings` attribute that names where in the table it is.
    func loadStrings(_ path: String, _ root: RawElement) -> StringTable {
        guard !path.isEmpty else {
            error(location(root, "strings"), "empty 'strings': name a .xcstrings file, a .strings file in a <language>.lproj folder, or a folder of them")
            return .empty
        }
        let folder = map.file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let resolved = path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path
        let (table, problems) = StringTableLoader.load(path: resolved, limits: limits)
        for problem in problems.prefix(limits.maxDiagnostics) {
            error(location(root, "strings"), "string table \(problem.file):\(problem.line):\(problem.column): \(problem.message)")
        }
        return table
    }

    // MARK: Environments

    func buildEnvironments(_ element: RawElement) -> [Environment] {
        attributes(of: element, allowed: [])
        checkNoText(element)
        var environments: [Environment] = []
        var seen: [String: Int] = [:]
        for child in element.children {
            guard child.name == "environment", child.namespaceURI == nil else {
                unexpectedChild(child, in: element, allowed: ["environment"])
                continue
            }
            guard let environment = buildEnvironment(child) else { continue }
            if let line = seen[environment.name] {
                error(location(child, "name"), "duplicate environment name '\(environment.name)': declared at lines \(line) and \(location(child).line)")
            } else {
                seen[environment.name] = location(child).line
            }
            environments.append(environment)
        }
        if element.children.isEmpty { error(location(element), "<environments> needs at least one <environment>") }
        return environments
    }

    func buildEnvironment(_ element: RawElement) -> Environment? {
        let usesDevice = element.string("device") != nil
        let values = attributes(of: element, allowed: Vocabulary.environmentAttributes,
                                required: usesDevice ? [] : ["name", "width", "height", "widthClass", "heightClass"])
        checkLeaf(element)
        if usesDevice {
            guard var environment = buildDeviceEnvironment(element, values) else { return nil }
            let traits = textTraits(element, values)
            environment.contentSizeCategory = traits.category
            environment.language = traits.language
            environment.systemVersion = traits.version
            // A right-to-left language lays out right to left unless the environment says otherwise.
            if values["layoutDirection"] == nil, traits.language?.isRightToLeft == true { environment.layoutDirection = .rightToLeft }
            return environment
        }
        for attribute in ["orientation", "split"] where values[attribute] != nil {
            error(location(element, attribute, value: false), "'\(attribute)' needs a 'device'")
        }
        let name = environmentName(values, element)
        let width = values["width"].flatMap { take(ValueParser.positiveNumber($0, attribute: "width", max: SpecLimits.maxCanvasSide), element, "width") }
        let height = values["height"].flatMap { take(ValueParser.positiveNumber($0, attribute: "height", max: SpecLimits.maxCanvasSide), element, "height") }
        let widthClass = values["widthClass"].flatMap { take(ValueParser.enumeration($0, attribute: "widthClass", as: SizeClass.self), element, "widthClass") }
        let heightClass = values["heightClass"].flatMap { take(ValueParser.enumeration($0, attribute: "heightClass", as: SizeClass.self), element, "heightClass") }
        var safeArea = EdgeInsets.zero
        if let text = values["safeArea"],
           let quad = take(ValueParser.quad(text, attribute: "safeArea", names: "top left bottom right", range: 0...SpecLimits.maxMagnitude), element, "safeArea") {
            safeArea = EdgeInsets(top: quad[0], left: quad[1], bottom: quad[2], right: quad[3])
        }
        var direction = read(values, "layoutDirection", element, or: LayoutDirection.leftToRight) {
            ValueParser.enumeration($0, attribute: $1, as: LayoutDirection.self)
        }
        let scale = read(values, "scale", element, or: Environment.defaultScale, ContentValues.scale)
        let traits = textTraits(element, values)
        // A right-to-left language lays out right to left unless the environment says otherwise.
        if values["layoutDirection"] == nil, traits.language?.isRightToLeft == true { direction = .rightToLeft }
        guard let name, let width, let height, let widthClass, let heightClass else { return nil }
        return Environment(name: name, width: width, height: height, widthClass: widthClass, heightClass: heightClass,
                           safeArea: safeArea, layoutDirection: direction, scale: scale, contentSizeCategory: traits.category,
                           language: traits.language, systemVersion: traits.version, location: location(element))
    }

    /// An `<environment>`'s `contentSizeCategory`, `language` and `systemVersion` (with or
    /// without a `device`); the defaults where absent or wrong (reported).
    private func textTraits(_ element: RawElement, _ values: [String: String])
        -> (category: ContentSizeCategory, language: Language?, version: SystemVersion) {
        let category = read(values, "contentSizeCategory", element, or: ContentSizeCategory.default) {
            ValueParser.enumeration($0, attribute: $1, as: ContentSizeCategory.self)
        }
        let language = values["language"].flatMap { take(ContentValues.language($0, attribute: "language"), element, "language") }
        let version = read(values, "systemVersion", element, or: SystemVersion.default, ContentValues.systemVersion)
        return (category, language, version)
    }

    /// The attribute read by `parse`; `fallback` when it is absent or does not read (reported).
    private func read<T>(_ values: [String: String], _ attribute: String, _ element: RawElement, or fallback: T,
                         _ parse: (String, String) -> Result<T, ValueProblem>) -> T {
        values[attribute].flatMap { take(parse($0, attribute), element, attribute) } ?? fallback
    }

    // MARK: Scenes

    /// Pre-pass: every view and constraint id of a scene, so references can point forward.
    /// Reports duplicate ids (naming both lines).
    func indexScene(_ element: RawElement) -> SceneIndex {
        var index = SceneIndex(name: element.string("name") ?? "")
        /// Declares `id`; false (reported) if the scene already declares it.
        func note(_ id: String, _ child: RawElement, _ declaration: Declaration) -> Bool {
            guard let earlier = index.declarations[id] else {
                index.declarations[id] = declaration
                return true
            }
            error(location(child, "id"), "duplicate id '\(id)': declared at lines \(map.location(ofTag: earlier.tag).line) and \(location(child).line)")
            return false
        }
        func visitConstraint(_ child: RawElement) {
            guard let raw = child.string("id"), case .success(let id) = ValueParser.identifier(raw, attribute: "id") else { return }
            if note(id, child, .constraint(child.tag)) { index.constraintOrder.append(id) }
        }
        func visitView(_ view: RawElement, kind: ViewKind, parentID: String?, parentKind: ViewKind?) {
            var ownID: String?
            if let raw = view.string("id"), case .success(let id) = ValueParser.identifier(raw, attribute: "id") {
                ownID = id
                if note(id, view, .view(ViewInfo(kind: kind, tag: view.tag, parentID: parentID, parentKind: parentKind))) {
                    index.viewOrder.append(id)
                }
            }
            for child in view.children {
                if let childKind = child.viewKind {
                    visitView(child, kind: childKind, parentID: ownID, parentKind: kind)
                } else if child.isElement("constraint") {
                    visitConstraint(child)
                } else if child.isElement("constraints") {
                    for constraint in child.children where constraint.isElement("constraint") {
                        visitConstraint(constraint)
                    }
                }
            }
        }
        if element.attribute("storyboard") != nil {
            index.imported = importStoryboardScene(element, into: &index)
            return index
        }
        for child in element.children where child.namespaceURI == nil {
            if let kind = child.viewKind {
                visitView(child, kind: kind, parentID: nil, parentKind: nil)
                if index.rootID == nil, let raw = child.string("id"), case .success(let id) = ValueParser.identifier(raw, attribute: "id") {
                    index.rootID = id
                }
            }
        }
        return index
    }

    func buildScene(_ element: RawElement, index: SceneIndex) -> Scene? {
        let values = attributes(of: element, allowed: ["name", "storyboard", "width", "height"], required: ["name"])
        var fitting: FittingAxes = []
        for (attribute, axis) in [("width", FittingAxes.width), ("height", .height)] {
            guard let value = values[attribute] else { continue }
            if value.trimmingXMLSpace() == "fitting" {
                fitting.insert(axis)
            } else {
                error(location(element, attribute), "'\(attribute)' of a scene takes 'fitting' (the root's compressed fitting size, as systemLayoutSizeFitting gives a self-sizing cell), not '\(value)'; the canvas size comes from the environment")
            }
        }
        let namesStoryboard = values["storyboard"] != nil
        checkNoText(element)
        if let name = values["name"], name.trimmingXMLSpace().isEmpty { error(location(element, "name"), "empty 'name'") }
        var root: View?
        var rootElement: RawElement?
        var stateElements: [RawElement] = []
        var expectElements: [RawElement] = []
        var expectFindingElements: [RawElement] = []
        for child in element.children {
            if child.viewKind != nil, namesStoryboard {
                error(location(child), "scene '\(index.name)' takes its views from '\(values["storyboard"] ?? "")': it has no root view of its own")
            } else if let kind = child.viewKind {
                if let first = rootElement {
                    let firstID = first.string("id") ?? first.name
                    error(location(child), "a scene has exactly one root view; this is a second one (the first, '\(firstID)', is at line \(location(first).line))")
                    continue
                }
                rootElement = child
                root = buildView(child, kind: kind, scene: index, parentKind: nil, isRoot: true)
            } else if child.namespaceURI == nil, child.name == "state" {
                stateElements.append(child)
            } else if child.namespaceURI == nil, child.name == "expect" {
                expectElements.append(child)
            } else if child.namespaceURI == nil, child.name == "expectFinding" {
                expectFindingElements.append(child)
            } else {
                unexpectedChild(child, in: element, allowed: Vocabulary.viewElements + ["state", "expect", "expectFinding"])
            }
        }
        if let imported = index.imported { root = imported.root }
        if rootElement == nil, !namesStoryboard { error(location(element), "scene '\(index.name)' has no root view") }
        var states: [SceneState] = []
        var seenStates: [String: Int] = [:]
        for stateElement in stateElements {
            guard let state = buildState(stateElement, scene: index, root: root) else { continue }
            if let line = seenStates[state.name] {
                error(location(stateElement, "name"), "duplicate state name '\(state.name)': declared at lines \(line) and \(state.location.line)")
            } else {
                seenStates[state.name] = state.location.line
            }
            states.append(state)
        }
        // Expectations may name the imported scene's design environment.
        let specEnvironments = environmentNames
        environmentNames += index.imported?.ownEnvironments.map(\.name) ?? []
        let expectations = expectElements.compactMap { buildExpectation($0, scene: index, states: states) }
        let expectedFindings = expectFindingElements.compactMap { buildExpectedFinding($0, scene: index, states: states) }
        environmentNames = specEnvironments
        guard let root, let name = values["name"] else { return nil }
        return Scene(name: name, root: root, states: states, expectations: expectations,
                     ownEnvironments: index.imported?.ownEnvironments ?? [], cellHeight: index.imported?.cellHeight,
                     fitting: fitting, location: location(element), expectedFindings: expectedFindings)
    }
}

extension SpecBuilder {
    func buildState(_ element: RawElement, scene: SceneIndex, root: View?) -> SceneState? {
        let values = attributes(of: element, allowed: ["name"], required: ["name"])
        checkNoText(element)
        if let name = values["name"], name.trimmingXMLSpace().isEmpty { error(location(element, "name"), "empty 'name'") }
        var changes: [StateChange] = []
        var repeatElements: [String: RawElement] = [:]
        for child in element.children {
            guard child.namespaceURI == nil, child.name == "set" || child.name == "repeat" else {
                unexpectedChild(child, in: element, allowed: ["set", "repeat"])
                continue
            }
            checkLeaf(child)
            if child.name == "set" {
                if let change = buildSet(child, scene: scene) { changes.append(change) }
            } else if let change = buildRepeat(child, scene: scene) {
                if let first = repeatElements[change.itemID] {
                    error(location(child, "item"), "'\(change.itemID)' is repeated twice in this state (lines \(location(first).line) and \(location(child).line))")
                    continue
                }
                repeatElements[change.itemID] = child
                changes.append(change)
            }
        }
        if element.children.isEmpty, let name = values["name"] {
            warning(location(element), "state '\(name)' changes nothing")
        }
        checkRepeats(changes, repeatElements: repeatElements, scene: scene, root: root, stateName: values["name"] ?? "")
        guard let name = values["name"] else { return nil }
        return SceneState(name: name, changes: changes, location: location(element))
    }

    func buildSet(_ element: RawElement, scene: SceneIndex) -> StateChange? {
        guard let raw = element.string("item") else {
            error(location(element), "missing required attribute 'item' on <set>")
            return nil
        }
        let id = raw.trimmingXMLSpace()
        if let info = scene.view(id) {
            let overrides = viewOverrides(element, kind: info.kind, extra: .item, context: .set(itemID: id),
                                          viewID: id, isArranged: info.parentKind == .stackView)
            if element.attributes.filter({ !$0.isNamespaced }).count <= 1 { error(location(element), "<set> of '\(id)' changes no attribute") }
            return .setView(id: id, overrides: overrides, location: location(element))
        }
        if scene.isConstraint(id) {
            let overrides = constraintOverrides(element, scene: scene, extra: .item)
            if element.attributes.filter({ !$0.isNamespaced }).count <= 1 { error(location(element), "<set> of '\(id)' changes no attribute") }
            return .setConstraint(id: id, overrides: overrides, location: location(element))
        }
        let at = location(element, "item")
        if let other = otherScene(declaring: id, notIn: scene) {
            error(at, "'\(id)' for 'item' is in scene '\(other)', not in this scene ('\(scene.name)')")
        } else {
            error(at, "unknown item '\(id)' for 'item'" + Suggestions.hint(for: id, in: scene.viewOrder + scene.constraintOrder))
        }
        return nil
    }

    func buildRepeat(_ element: RawElement, scene: SceneIndex) -> StateChange? {
        let values = attributes(of: element, allowed: ["item", "count"], required: ["item", "count"])
        let count = values["count"].flatMap {
            take(ValueParser.wholeNumber($0, attribute: "count", in: 1...limits.maxRepeatCount, noun: "count"), element, "count")
        }
        guard let raw = values["item"] else { return nil }
        let id = raw.trimmingXMLSpace()
        guard checkViewReference(id, element, "item", scene: scene, role: "view") else { return nil }
        if scene.view(id)?.parentKind != .stackView {
            error(location(element, "item"), "'\(id)' is not an arranged subview of a <stackView>; only arranged subviews can be repeated")
            return nil
        }
        guard let count else { return nil }
        return .repeatView(id: id, count: count, location: location(element))
    }

    /// A repeated view must not sit inside another view repeated in the same state, and no constraint
    /// may relate two repeated subtrees (the copies could not be paired).
    func checkRepeats(_ changes: [StateChange], repeatElements: [String: RawElement], scene: SceneIndex, root: View?, stateName: String) {
        let repeated = changes.compactMap { change -> String? in
            if case .repeatView(let id, _, _) = change { return id }
            return nil
        }
        guard !repeated.isEmpty else { return }
        let repeatedSet = Set(repeated)
        func group(of id: String) -> String? {
            var current: String? = id
            var steps = 0
            while let candidate = current, steps <= limits.maxDepth {
                if repeatedSet.contains(candidate) { return candidate }
                current = scene.view(candidate)?.parentID
                steps += 1
            }
            return nil
        }
        for id in repeated {
            if let parent = scene.view(id)?.parentID, let outer = group(of: parent), let element = repeatElements[id] {
                error(location(element, "item"), "'\(id)' is inside '\(outer)', which this state repeats too; repeat one or the other")
            }
        }
        guard let root else { return }
        var itemsSetByState: [String: [ItemReference]] = [:]
        for change in changes {
            if case .setConstraint(let id, let overrides, _) = change {
                itemsSetByState[id, default: []] += [overrides.firstItem, overrides.secondItem].compactMap { $0 }
            }
        }
        for constraint in root.allConstraints {
            var items = [constraint.attributes.firstItem] + [constraint.attributes.secondItem].compactMap { $0 }
            for variation in constraint.variations {
                items += [variation.overrides.firstItem, variation.overrides.secondItem].compactMap { $0 }
            }
            if let id = constraint.id { items += itemsSetByState[id] ?? [] }
            let groups = Set(items.compactMap { group(of: $0.viewID) })
            guard groups.count > 1 else { continue }
            let names = groups.sorted()
            let later = names.compactMap { repeatElements[$0] }.max { location($0) < location($1) }
            error(later.map { location($0) } ?? constraint.location,
                  "the constraint at line \(constraint.location.line) relates views of two repeated subtrees ('\(names.joined(separator: "' and '"))') in state '\(stateName)'; the copies cannot be paired")
        }
    }

    // MARK: Expectations

    func buildExpectation(_ element: RawElement, scene: SceneIndex, states: [SceneState]) -> Expectation? {
        let values = attributes(of: element, allowed: Vocabulary.expectAttributes, required: ["item"])
        checkLeaf(element)
        var x = values["x"].flatMap { take(ValueParser.number($0, attribute: "x"), element, "x") }
        var y = values["y"].flatMap { take(ValueParser.number($0, attribute: "y"), element, "y") }
        var width = values["width"].flatMap { take(ValueParser.number($0, attribute: "width", range: 0...SpecLimits.maxMagnitude), element, "width") }
        var height = values["height"].flatMap { take(ValueParser.number($0, attribute: "height", range: 0...SpecLimits.maxMagnitude), element, "height") }
        if let frame = values["frame"] {
            for name in ["x", "y", "width", "height"] where values[name] != nil {
                error(location(element, name, value: false), "'\(name)' and 'frame' both given; 'frame' sets x, y, width and height")
            }
            if let quad = take(ValueParser.quad(frame, attribute: "frame", names: "x y width height"), element, "frame") {
                if quad[2] < 0 || quad[3] < 0 {
                    error(location(element, "frame"), "'frame' has a negative width or height: '\(frame.trimmingXMLSpace())'")
                } else {
                    (x, y, width, height) = (quad[0], quad[1], quad[2], quad[3])
                }
            }
        } else if values["x"] == nil, values["y"] == nil, values["width"] == nil, values["height"] == nil {
            error(location(element), "<expect> checks nothing: give 'frame' or at least one of x, y, width, height")
        }
        var tolerance = Expectation.defaultTolerance
        if let text = values["tolerance"], let value = take(ValueParser.number(text, attribute: "tolerance", range: 0...SpecLimits.maxMagnitude), element, "tolerance") {
            tolerance = value
        }
        let (environment, state) = scope(values, element, states: states)
        guard let raw = values["item"] else { return nil }
        let item = raw.trimmingXMLSpace()
        guard checkExpectedItem(item, element: element, scene: scene, state: state, states: states) else { return nil }
        return Expectation(item: item, x: x, y: y, width: width, height: height, tolerance: tolerance,
                           environment: environment, state: state?.name, location: location(element))
    }

    /// An expectation's item is a view id, or `id#k` for the k-th copy of a view a state repeats.
    private func checkExpectedItem(_ item: String, element: RawElement, scene: SceneIndex, state: SceneState?, states: [SceneState]) -> Bool {
        guard let hash = item.firstIndex(of: "#") else {
            return checkViewReference(item, element, "item", scene: scene, role: "view")
        }
        let base = String(item[..<hash])
        let suffix = item[item.index(after: hash)...]
        guard checkViewReference(base, element, "item", scene: scene, role: "view") else { return false }
        guard let copy = Int(suffix), copy >= 1, String(copy) == suffix else {
            error(location(element, "item"), "invalid copy '\(item)': write the id of a repeated view and a copy number, such as '\(base)#1'")
            return false
        }
        let candidates = state.map { [$0] } ?? states
        let counts = candidates.flatMap { $0.changes }.compactMap { change -> Int? in
            if case .repeatView(let id, let count, _) = change, id == base { return count }
            return nil
        }
        guard let most = counts.max() else {
            error(location(element, "item"), "'\(base)' is not repeated\(state.map { " in state '\($0.name)'" } ?? " by any state"), so there is no '\(item)'")
            return false
        }
        if copy > most {
            error(location(element, "item"), "'\(item)' does not exist: '\(base)' is repeated \(most) times")
            return false
        }
        return true
    }
}

extension SpecBuilder {
    /// Builds the constraint of a `<constraint>` element and appends it to `constraints` (nothing if
    /// it has no valid `firstAttribute`). Appending in place saves copying each constraint once more.
    func buildConstraint(_ element: RawElement, owner: String, scene: SceneIndex, into constraints: inout [Constraint]) {
        checkNoText(element)
        let elementLocation = location(element)
        let problemsBefore = diagnostics.count
        let id = identifier(element.string("id"), element, "id")
        let overrides = constraintOverrides(element, scene: scene, extra: .id)
        if element.attribute("firstAttribute") == nil {
            error(elementLocation, "missing required attribute 'firstAttribute' on <constraint>")
        }
        if element.attribute("secondAttribute") != nil, element.attribute("secondItem") == nil {
            error(location(element, "secondAttribute", value: false), "'secondAttribute' needs a 'secondItem'; a constraint without one relates its first item to a constant")
        }
        var variations: [Variation<ConstraintOverrides>] = []
        var variationElements: [RawElement] = []
        for child in element.children {
            guard child.isElement("variation") else {
                unexpectedChild(child, in: element, allowed: ["variation"])
                continue
            }
            variationElements.append(child)
            checkLeaf(child)
            let key = variationKey(child)
            let variationOverrides = constraintOverrides(child, scene: scene, extra: .key)
            if let key { variations.append(Variation(key: key, overrides: variationOverrides, location: location(child))) }
        }
        checkVariations(variations, element: element, variationElements: variationElements) {
            $0.setAttributes.map { ($0.name.rawValue, $0.value) }
        }
        guard let firstAttribute = overrides.firstAttribute else { return }
        // Built field by field (not `applying`): this runs once per constraint of the file.
        let attributes = ConstraintAttributes(
            firstItem: overrides.firstItem ?? ItemReference(viewID: owner), firstAttribute: firstAttribute,
            relation: overrides.relation ?? .equal, secondItem: overrides.secondItem,
            secondAttribute: overrides.secondItem == nil ? nil : (overrides.secondAttribute ?? firstAttribute),
            multiplier: overrides.multiplier ?? 1, constant: overrides.constant ?? 0,
            priority: overrides.priority ?? LayoutPriority.required, installed: overrides.installed ?? true)
        let constraint = Constraint(id: id, owner: owner, attributes: attributes, variations: variations, location: elementLocation)
        // UIKit's pairing rules only make sense once every attribute could be read.
        if diagnostics.count == problemsBefore {
            checkConstraintRules(attributes, element: element)
            checkConstraintRules(inVariationsOf: constraint, element: element)
        }
        constraints.append(constraint)
    }

    /// Reads every constraint attribute of an element into typed overrides, reporting each problem.
    func constraintOverrides(_ element: RawElement, scene: SceneIndex, extra: ExtraAttribute) -> ConstraintOverrides {
        var overrides = ConstraintOverrides()
        for attribute in plainAttributes(element) where attribute.name != extra.rawValue {
            guard let known = ConstraintAttributeName(rawValue: attribute.name) else {
                unknownAttribute(attribute.name, on: element,
                                 candidates: [extra.rawValue] + Vocabulary.constraintAttributes)
                continue
            }
            let name = known.rawValue
            let value = attribute.value
            switch known {
            case .firstItem:
                overrides.firstItem = itemReference(value, element, name, scene: scene)
            case .secondItem:
                overrides.secondItem = itemReference(value, element, name, scene: scene)
            case .firstAttribute:
                overrides.firstAttribute = take(ValueParser.enumeration(value, attribute: name, as: LayoutAttribute.self), element, name)
            case .secondAttribute:
                overrides.secondAttribute = take(ValueParser.enumeration(value, attribute: name, as: LayoutAttribute.self), element, name)
            case .relation:
                overrides.relation = take(ValueParser.enumeration(value, attribute: name, as: LayoutRelation.self), element, name)
            case .multiplier:
                overrides.multiplier = take(ValueParser.multiplier(value, attribute: name), element, name)
            case .constant:
                overrides.constant = take(ValueParser.number(value, attribute: name), element, name)
            case .priority:
                overrides.priority = take(ValueParser.priority(value, attribute: name), element, name)
            case .installed:
                overrides.installed = take(ValueParser.boolean(value, attribute: name), element, name)
            }
        }
        return overrides
    }

    /// Resolves `id` or `id.safeArea` against the scene's views, reporting unknown ids (with a hint),
    /// constraint ids, ids of other scenes and unknown guides.
    func itemReference(_ raw: String, _ element: RawElement, _ attribute: String, scene: SceneIndex) -> ItemReference? {
        let text = raw.trimmingXMLSpace()
        var viewID = text
        var isSafeArea = false
        if let dot = text.utf8.lastIndex(of: UInt8(ascii: ".")) {
            viewID = String(text.utf8[..<dot]) ?? ""
            let guide = String(text.utf8[text.utf8.index(after: dot)...]) ?? ""
            if guide == "safeArea" {
                isSafeArea = true
            } else {
                error(location(element, attribute), "unknown layout guide '\(guide)' in '\(text)'" + (Suggestions.closest(to: guide, in: ["safeArea"]).map { "; did you mean '\($0)'?" } ?? "; the only guide is 'safeArea' (ID.safeArea)"))
                return nil
            }
        }
        guard viewID == text || !viewID.isEmpty else {
            error(location(element, attribute), "missing view id before '.safeArea' in '\(text)'")
            return nil
        }
        guard checkViewReference(viewID, element, attribute, scene: scene, role: "view") else { return nil }
        return ItemReference(viewID: viewID, isSafeArea: isSafeArea)
    }

    /// True if `id` names a view of the scene; otherwise reports why not.
    func checkViewReference(_ id: String, _ element: RawElement, _ attribute: String, scene: SceneIndex, role: String) -> Bool {
        if scene.view(id) != nil { return true }
        let at = location(element, attribute)
        if id.isEmpty {
            error(at, "empty '\(attribute)'")
        } else if scene.isConstraint(id) {
            error(at, "'\(id)' for '\(attribute)' is a constraint, not a view")
        } else if let other = otherScene(declaring: id, notIn: scene) {
            error(at, "'\(id)' for '\(attribute)' is a view of scene '\(other)'; items must be in the same scene ('\(scene.name)')")
        } else {
            error(at, "unknown \(role) '\(id)' for '\(attribute)'" + Suggestions.hint(for: id, in: scene.viewOrder))
        }
        return false
    }
}

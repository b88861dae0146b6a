/// Constraints: IB's `<constraint>` with every form it writes. An omitted `firstItem` is the view
/// whose `<constraints>` hold it; `placeholder="YES"` ("remove at build time") is skipped; IB's
/// `baseline` is the last baseline; layout guides become the safe area they stand for.
extension IBSceneBuilder {
    /// IB's attribute names that differ from the format's.
    static let attributeNames: [String: LayoutAttribute] = ["baseline": .lastBaseline]

    /// `implicitItem` is the item an omitted `firstItem` names when it is not `owner` (the cell,
    /// for the constraints that stand in a cell rather than in its content view).
    func constraint(_ element: RawElement, owner: String, implicitItem: String? = nil) -> Constraint? {
        if element.flag("placeholder"), !reader.contentSizes.placeholderConstraints { return nil }
        let id = element.string("id").flatMap { reader.take(ValueParser.identifier($0, attribute: "id"), element, "id") }
        if let id, entries[id] != nil || !constraintIDs.insert(id).inserted {
            reader.error(reader.location(element, "id"), "duplicate id '\(id)' in scene '\(name)'")
            return nil
        }
        guard let firstAttributeName = element.string("firstAttribute") else {
            reader.error(reader.location(element), "<constraint> has no 'firstAttribute'")
            return nil
        }
        guard let first = item(element.string("firstItem") ?? implicitItem ?? owner, firstAttributeName, element, "firstItem") else { return nil }
        var attributes = ConstraintAttributes(firstItem: first.item, firstAttribute: first.attribute)
        var secondOffset = 0.0
        if let secondID = element.string("secondItem") {
            guard let secondAttributeName = element.string("secondAttribute") else {
                reader.error(reader.location(element), "<constraint> has a 'secondItem' and no 'secondAttribute'")
                return nil
            }
            guard let second = item(secondID, secondAttributeName, element, "secondItem") else { return nil }
            attributes.secondItem = second.item
            attributes.secondAttribute = second.attribute
            secondOffset = second.offset
        }
        if let relation = element.string("relation") {
            guard let value = LayoutRelation(rawValue: relation.trimmingXMLSpace()) else {
                reader.error(reader.location(element, "relation"), "unknown relation '\(relation)'; expected equal, lessThanOrEqual or greaterThanOrEqual")
                return nil
            }
            attributes.relation = value
        }
        let numbers: [(String, WritableKeyPath<ConstraintAttributes, Double>, (String, String) -> Result<Double, ValueProblem>)] = [
            ("multiplier", \.multiplier, ValueParser.multiplier), ("constant", \.constant, { ValueParser.number($0, attribute: $1) }),
            ("priority", \.priority, ValueParser.priority),
        ]
        for (name, field, parse) in numbers {
            guard let text = element.string(name) else { continue }
            guard let value = reader.take(parse(text, name), element, name) else { return nil }
            attributes[keyPath: field] = value
        }
        // A cell's edge is its content view's edge plus an offset: first + d₁ = (second + d₂) × m + c.
        attributes.constant += attributes.multiplier * secondOffset - first.offset
        if let problem = ConstraintRules.problem(attributes) {
            reader.error(reader.location(element), problem.message)
            return nil
        }
        let (base, variations) = constraintVariations(of: element, id: id)
        attributes = attributes.applying(base)
        return Constraint(id: id, owner: owner, attributes: attributes, variations: variations, location: reader.location(element))
    }

    /// A constraint item and attribute: a view of the scene, or a layout guide, which becomes
    /// the safe area it stands for (the top layout guide's bottom is the root's safe-area top,
    /// the bottom guide's top its safe-area bottom). A cell stands for its content view, with the
    /// offset from the content view's edge to the cell's. nil (warned) for an item the scene does not have.
    private func item(_ rawID: String, _ attributeName: String, _ element: RawElement, _ role: String)
        -> (item: ItemReference, attribute: LayoutAttribute, offset: Double)? {
        let written = rawID.trimmingXMLSpace()
        let attributeRole = role == "firstItem" ? "firstAttribute" : "secondAttribute"
        guard let attribute = Self.attributeNames[attributeName] ?? LayoutAttribute(rawValue: attributeName.trimmingXMLSpace()) else {
            reader.error(reader.location(element, attributeRole), "unknown attribute '\(attributeName)'")
            return nil
        }
        if let root = aliases[written] {
            return (ItemReference(viewID: root), attribute, cellOffset(attribute))
        }
        guard let (item, attribute) = guideOrView(written, attribute, attributeName, element, role, attributeRole) else { return nil }
        return (item, attribute, 0)
    }

    /// How far the cell's `attribute` lies from its content view's (0 for margins, which are the
    /// content view's, and without a stored frame).
    private func cellOffset(_ attribute: LayoutAttribute) -> Double {
        guard let cell = cellFrame, let content = entries[rootID]?.frame else { return 0 }
        switch attribute {
        case .left, .leading: return cell.x
        case .right, .trailing: return cell.x + cell.width - content.width
        case .top: return cell.y
        case .bottom: return cell.y + cell.height - content.height
        case .centerX: return cell.x + (cell.width - content.width) / 2
        case .centerY: return cell.y + (cell.height - content.height) / 2
        case .width: return cell.width - content.width
        case .height: return cell.height - content.height
        default: return 0
        }
    }

    /// A view of the scene or a layout guide (see `item`).
    private func guideOrView(_ id: String, _ attribute: LayoutAttribute, _ attributeName: String, _ element: RawElement,
                             _ role: String, _ attributeRole: String) -> (item: ItemReference, attribute: LayoutAttribute)? {
        if entries[id] != nil { return (ItemReference(viewID: id), attribute) }
        switch guides[id] {
        case .safeArea(let owner)?:
            return (ItemReference(viewID: owner, isSafeArea: true), attribute)
        case .topLayout?:
            switch attribute {
            case .bottom: return (ItemReference(viewID: rootID, isSafeArea: true), .top)
            case .top: return (ItemReference(viewID: rootID), .top)
            default: break
            }
        case .bottomLayout?:
            switch attribute {
            case .top: return (ItemReference(viewID: rootID, isSafeArea: true), .bottom)
            case .bottom: return (ItemReference(viewID: rootID), .bottom)
            default: break
            }
        case .content(let scroll)?:
            // The engine relates a scroll view's edges to its content as the content layout guide does.
            switch attribute {
            case .top, .bottom, .leading, .trailing, .left, .right: return (ItemReference(viewID: scroll), attribute)
            default: break
            }
        case .frame(let scroll)?:
            switch attribute {
            case .width, .height, .centerX, .centerY: return (ItemReference(viewID: scroll), attribute)
            default: break
            }
        case nil:
            reader.warning(reader.location(element, role), "constraint skipped: '\(id)' is not a view or layout guide of scene '\(name)'")
            return nil
        }
        reader.warning(reader.location(element, attributeRole), "constraint skipped: the harness cannot relate '\(attributeName)' of layout guide '\(id)'")
        return nil
    }
}

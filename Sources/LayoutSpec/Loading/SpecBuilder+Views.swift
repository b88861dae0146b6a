/// How a set of view attributes is written: on the view, in a variation of it, or in a state's `set`.
enum ViewAttributeContext {
    case view
    case variation
    case set(itemID: String)
}

/// The one value of `spacingType` (IB writes only `standard`).
enum SpacingType: String, CaseIterable {
    case standard
}

extension SpecBuilder {
    func buildView(_ element: RawElement, kind: ViewKind, scene: SceneIndex, parentKind: ViewKind?, isRoot: Bool) -> View {
        let elementLocation = location(element)
        let rawID = element.string("id")
        if rawID == nil { error(elementLocation, "missing required attribute 'id' on <\(element.name)>") }
        let id = identifier(rawID, element, "id") ?? ""
        let overrides = viewOverrides(element, kind: kind, extra: .id, context: .view, viewID: id, isArranged: parentKind == .stackView)
        checkOverlapIDs(overrides.allowsOverlap, element, scene: scene)
        checkNoText(element)

        var subviews: [View] = []
        var constraints: [Constraint] = []
        var variations: [Variation<ViewOverrides>] = []
        for child in element.children {
            if let childKind = child.viewKind {
                if kind == .scrollView, let first = subviews.first {
                    error(location(child), "a <scrollView> has one content view; this is a second one (the first, '\(first.id)', is at line \(first.location.line))")
                }
                subviews.append(buildView(child, kind: childKind, scene: scene, parentKind: kind, isRoot: false))
            } else if child.isElement("constraint") {
                buildConstraint(child, owner: id, scene: scene, into: &constraints)
            } else if child.isElement("constraints") {
                attributes(of: child, allowed: [])
                checkNoText(child)
                for grandchild in child.children {
                    if grandchild.isElement("constraint") {
                        buildConstraint(grandchild, owner: id, scene: scene, into: &constraints)
                    } else {
                        unexpectedChild(grandchild, in: child, allowed: ["constraint"])
                    }
                }
            } else if child.isElement("variation") {
                if let variation = buildViewVariation(child, kind: kind, viewID: id, isArranged: parentKind == .stackView) {
                    variations.append(variation)
                }
            } else {
                unexpectedChild(child, in: element, allowed: Vocabulary.viewChildren)
            }
        }
        checkVariations(variations, element: element, variationElements: variations.isEmpty ? [] : element.children.filter { $0.isElement("variation") }) {
            $0.setAttributes.map { ($0.name.rawValue, $0.value) }
        }
        let attributes = ViewAttributes.defaults(for: kind, isRoot: isRoot).applying(overrides)
        return View(kind: kind, id: id, attributes: attributes, variations: variations, subviews: subviews,
                    constraints: constraints, location: elementLocation)
    }

    func buildViewVariation(_ element: RawElement, kind: ViewKind, viewID: String, isArranged: Bool) -> Variation<ViewOverrides>? {
        checkLeaf(element)
        let key = variationKey(element)
        let overrides = viewOverrides(element, kind: kind, extra: .key, context: .variation, viewID: viewID, isArranged: isArranged)
        guard let key else { return nil }
        return Variation(key: key, overrides: overrides, location: location(element))
    }

    /// Reads and checks a variation's `key` (IB's spelling).
    func variationKey(_ element: RawElement) -> VariationKey? {
        guard let raw = element.string("key") else {
            error(location(element), "missing required attribute 'key' on <variation>")
            return nil
        }
        let text = raw.trimmingXMLSpace()
        if let key = VariationKey(ibKey: text) { return key }
        let parts = text.split(separator: "-")
        if parts.count == 2, let swapped = VariationKey(ibKey: "\(parts[1])-\(parts[0])") {
            error(location(element, "key"), "invalid variation key '\(text)': IB names the height class first, '\(swapped)'")
            return nil
        }
        if text == "default" {
            error(location(element, "key"), "variation key 'default' is not supported: write the default on the element itself")
            return nil
        }
        error(location(element, "key"), "invalid variation key '\(text)'" + (Suggestions.closest(to: text, in: VariationKey.allKeys).map { "; did you mean '\($0)'?" }
            ?? "; expected widthClass=compact|regular, heightClass=compact|regular or heightClass=X-widthClass=Y"))
        return nil
    }

    /// Reads every view attribute of an element into typed overrides, reporting each problem
    /// (and a `spacingAfter` on view `viewID` that is not a stack's arranged subview).
    func viewOverrides(_ element: RawElement, kind: ViewKind, extra: ExtraAttribute, context: ViewAttributeContext,
                       viewID: String, isArranged: Bool) -> ViewOverrides {
        var overrides = ViewOverrides()
        var sawSpacing = false
        for attribute in plainAttributes(element) where attribute.name != extra.rawValue {
            guard let known = ViewAttributeName(rawValue: attribute.name) else {
                unknownAttribute(attribute.name, on: element,
                                 candidates: [extra.rawValue] + Vocabulary.viewAttributes(for: kind))
                continue
            }
            let name = known.rawValue
            if let kinds = known.kinds, !kinds.contains(kind) {
                misplacedContent(known, kinds: kinds, on: element, kind: kind, context: context)
                continue
            }
            if known.isStackOnly, kind != .stackView {
                misplacedContent(known, kinds: [.stackView], on: element, kind: kind, context: context)
                continue
            }
            let value = attribute.value
            switch known {
            case .intrinsicWidth, .intrinsicHeight:
                let parsed: Double??
                if value.trimmingXMLSpace() == "none" {
                    parsed = .some(nil)
                } else {
                    let result = ValueParser.number(value, attribute: name, range: 0...SpecLimits.maxMagnitude)
                    if case .failure(let problem) = result, !problem.message.contains("out of range"), !problem.message.contains("finite") {
                        error(location(element, name), "invalid value '\(value.trimmingXMLSpace())' for '\(name)': write 'none' or a number of points such as 20.5")
                        continue
                    }
                    parsed = take(result, element, name).map { .some($0) }
                }
                if let parsed {
                    if known == .intrinsicWidth { overrides.intrinsicWidth = parsed } else { overrides.intrinsicHeight = parsed }
                }
            case .horizontalHuggingPriority:
                overrides.horizontalHuggingPriority = take(ValueParser.priority(value, attribute: name), element, name)
            case .verticalHuggingPriority:
                overrides.verticalHuggingPriority = take(ValueParser.priority(value, attribute: name), element, name)
            case .horizontalCompressionResistancePriority:
                overrides.horizontalCompressionResistancePriority = take(ValueParser.priority(value, attribute: name), element, name)
            case .verticalCompressionResistancePriority:
                overrides.verticalCompressionResistancePriority = take(ValueParser.priority(value, attribute: name), element, name)
            case .firstBaseline:
                overrides.firstBaseline = take(ValueParser.number(value, attribute: name), element, name)
            case .lastBaseline:
                overrides.lastBaseline = take(ValueParser.number(value, attribute: name), element, name)
            case .hidden:
                overrides.hidden = take(ValueParser.boolean(value, attribute: name), element, name)
            case .installed:
                overrides.installed = take(ValueParser.boolean(value, attribute: name), element, name)
            case .layoutMarginsRelativeArrangement:
                overrides.layoutMarginsRelativeArrangement = take(ValueParser.boolean(value, attribute: name), element, name)
            case .baselineRelativeArrangement:
                overrides.baselineRelativeArrangement = take(ValueParser.boolean(value, attribute: name), element, name)
            case .layoutMargins:
                if let quad = take(ValueParser.quad(value, attribute: name, names: "top left bottom right"), element, name) {
                    overrides.layoutMargins = EdgeInsets(top: quad[0], left: quad[1], bottom: quad[2], right: quad[3])
                }
            case .spacingAfter:
                overrides.spacingAfter = take(ValueParser.number(value, attribute: name), element, name)
                if overrides.spacingAfter != nil, !isArranged {
                    warning(location(element, name, value: false),
                            "'spacingAfter' has no effect: '\(viewID)' is not an arranged subview of a <stackView>")
                }
            case .axis:
                overrides.axis = take(ValueParser.enumeration(value, attribute: name, as: StackAxis.self), element, name)
            case .distribution:
                overrides.distribution = take(ValueParser.enumeration(value, attribute: name, as: StackDistribution.self), element, name)
            case .alignment:
                overrides.alignment = take(ValueParser.enumeration(value, attribute: name, as: StackAlignment.self), element, name)
            case .spacing, .spacingType:
                if sawSpacing {
                    error(location(element, name, value: false), "'spacing' and 'spacingType' both set the stack's spacing; keep one")
                    continue
                }
                sawSpacing = true
                if known == .spacing {
                    overrides.spacing = take(ValueParser.number(value, attribute: name), element, name).map { .points($0) }
                } else if take(ValueParser.enumeration(value, attribute: name, as: SpacingType.self), element, name) != nil {
                    overrides.spacing = .standard
                }
            case .text, .title, .placeholder, .font, .numberOfLines, .lineBreakMode, .buttonType, .contentInsets, .borderStyle,
                 .scrollEnabled, .segments, .style, .numberOfPages:
                readContent(known, value, element, kind: kind, into: &overrides.content)
            case .allowsOverlap:
                overrides.allowsOverlap = overlapAllowance(value, element)
            }
        }
        return overrides
    }
}

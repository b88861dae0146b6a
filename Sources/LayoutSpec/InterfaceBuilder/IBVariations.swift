/// Size-class variations: the attributes a `<variation key>` sets on its parent, and the
/// installation masks (`<mask key="constraints|subviews">` with `<include>`/`<exclude>`) that
/// install or remove constraints and subviews under a key. `default` is Any/Any: the base.
extension IBSceneBuilder {
    /// Variation attributes that only record the canvas (stale frames, Xcode 7's per-class frames).
    static let canvasOnlyAttributes: Set<String> = ["key", "misplaced", "fixedFrame", "ambiguous"]
    static let stackVariationAttributes: Set<String> = ["axis", "distribution", "alignment", "spacing", "spacingType",
                                                        "baselineRelativeArrangement", "layoutMarginsRelativeArrangement"]

    /// A view's base overrides (from `default`) and its size-class variations, masks included.
    func viewVariations(of element: RawElement, id: String) -> (ViewOverrides, [Variation<ViewOverrides>]) {
        var base = ViewOverrides()
        var variations: [Variation<ViewOverrides>] = []
        for variation in element.children(named: "variation") {
            var overrides = ViewOverrides()
            var read = false
            for attribute in variation.attributes where !attribute.isNamespaced {
                let name = attribute.name
                if Self.canvasOnlyAttributes.contains(name) { continue }
                if name == "hidden" {
                    overrides.hidden = variation.flag("hidden")
                    read = true
                } else if element.name == "stackView", Self.stackVariationAttributes.contains(name) {
                    read = true
                } else {
                    reader.warning(reader.location(variation, name), "a variation's '\(name)' is not read; only stack attributes and 'hidden' vary")
                }
            }
            if element.name == "stackView" { readStackAttributes(of: variation, into: &overrides) }
            for child in variation.children where child.name != "rect" && child.name != "mask" {
                reader.warnOnce(child, "a variation's <\(child.name)> is not applied (fonts and other attributes do not vary in the harness)")
            }
            guard read else { continue }
            let key = IBVariationKey(variation.string("key") ?? "")
            place(key, reader.location(variation), "variation", &base, &variations) { $0 = $0.merging(overrides) }
        }
        placeInstallations(viewMasks[id] ?? [], &base, &variations)
        return (base, variations)
    }

    /// A constraint's base overrides and size-class variations: its own `<variation>` children
    /// (constant, priority, multiplier) and the masks that install or remove it.
    func constraintVariations(of element: RawElement, id: String?) -> (ConstraintOverrides, [Variation<ConstraintOverrides>]) {
        var base = ConstraintOverrides()
        var variations: [Variation<ConstraintOverrides>] = []
        for variation in element.children(named: "variation") {
            var overrides = ConstraintOverrides()
            for attribute in variation.attributes where !attribute.isNamespaced {
                let name = attribute.name
                let text = attribute.value
                switch name {
                case _ where Self.canvasOnlyAttributes.contains(name):
                    continue
                case "constant":
                    overrides.constant = reader.take(ValueParser.number(text, attribute: name), variation, name)
                case "priority":
                    overrides.priority = reader.take(ValueParser.priority(text, attribute: name), variation, name)
                case "multiplier":
                    overrides.multiplier = reader.take(ValueParser.multiplier(text, attribute: name), variation, name)
                default:
                    reader.warning(reader.location(variation, name), "a constraint variation's '\(name)' is not read")
                }
            }
            guard !overrides.isEmpty else { continue }
            let key = IBVariationKey(variation.string("key") ?? "")
            place(key, reader.location(variation), "variation", &base, &variations) { $0 = $0.merging(overrides) }
        }
        placeInstallations(id.flatMap { constraintMasks[$0] } ?? [], &base, &variations)
        return (base, variations)
    }

    /// Applies `change` under `key`: to the base, or to the variation of its size classes (made
    /// the first time); any other key is warned about (`what` names where it stands).
    private func place<Overrides: IBOverrides>(_ key: IBVariationKey, _ location: SourceLocation, _ what: String,
                                               _ base: inout Overrides, _ variations: inout [Variation<Overrides>],
                                               _ change: (inout Overrides) -> Void) {
        switch key {
        case .base:
            change(&base)
        case .sizeClasses(let key):
            if let index = variations.firstIndex(where: { $0.key == key }) {
                change(&variations[index].overrides)
            } else {
                var overrides = Overrides()
                change(&overrides)
                variations.append(Variation(key: key, overrides: overrides, location: location))
            }
        case .unsupported(let key):
            reader.warning(location, "\(what) '\(key)' is not applied: the harness varies size classes only")
        }
    }

    /// The masks that install or remove an element under a key.
    private func placeInstallations<Overrides: IBOverrides>(_ installations: [Installation], _ base: inout Overrides,
                                                           _ variations: inout [Variation<Overrides>]) {
        for installation in installations {
            place(installation.key, installation.location, "installation under", &base, &variations) {
                $0.installed = installation.installed
            }
        }
    }
}

/// What a `<variation>` or an installation mask changes: a view's or a constraint's overrides.
protocol IBOverrides: Hashable, Sendable {
    init()
    var installed: Bool? { get set }
}

extension ViewOverrides: IBOverrides {
    /// These overrides with every attribute `other` sets replaced.
    func merging(_ other: ViewOverrides) -> ViewOverrides {
        var result = self
        if let value = other.intrinsicWidth { result.intrinsicWidth = value }
        if let value = other.intrinsicHeight { result.intrinsicHeight = value }
        if let value = other.horizontalHuggingPriority { result.horizontalHuggingPriority = value }
        if let value = other.verticalHuggingPriority { result.verticalHuggingPriority = value }
        if let value = other.horizontalCompressionResistancePriority { result.horizontalCompressionResistancePriority = value }
        if let value = other.verticalCompressionResistancePriority { result.verticalCompressionResistancePriority = value }
        if let value = other.firstBaseline { result.firstBaseline = value }
        if let value = other.lastBaseline { result.lastBaseline = value }
        if let value = other.hidden { result.hidden = value }
        if let value = other.layoutMargins { result.layoutMargins = value }
        if let value = other.spacingAfter { result.spacingAfter = value }
        if let value = other.installed { result.installed = value }
        if let value = other.axis { result.axis = value }
        if let value = other.distribution { result.distribution = value }
        if let value = other.alignment { result.alignment = value }
        if let value = other.spacing { result.spacing = value }
        if let value = other.layoutMarginsRelativeArrangement { result.layoutMarginsRelativeArrangement = value }
        if let value = other.baselineRelativeArrangement { result.baselineRelativeArrangement = value }
        return result
    }
}

extension ConstraintOverrides: IBOverrides {
    /// These overrides with every attribute `other` sets replaced.
    func merging(_ other: ConstraintOverrides) -> ConstraintOverrides {
        var result = self
        if let value = other.firstItem { result.firstItem = value }
        if let value = other.firstAttribute { result.firstAttribute = value }
        if let value = other.relation { result.relation = value }
        if let value = other.secondItem { result.secondItem = value }
        if let value = other.secondAttribute { result.secondAttribute = value }
        if let value = other.multiplier { result.multiplier = value }
        if let value = other.constant { result.constant = value }
        if let value = other.priority { result.priority = value }
        if let value = other.installed { result.installed = value }
        return result
    }
}

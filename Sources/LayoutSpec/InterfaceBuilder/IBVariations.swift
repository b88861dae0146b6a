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
            let key = IBVariationKey(variation.string("key") ?? "")
            var overrides = placed(key, base, variations)
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
            place(key, reader.location(variation), "variation", &base, &variations) { $0 = overrides }
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
            let key = IBVariationKey(variation.string("key") ?? "")
            var overrides = placed(key, base, variations)
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
            place(key, reader.location(variation), "variation", &base, &variations) { $0 = overrides }
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

    /// What is placed under `key` so far (nothing for a new key): a second `<variation>` with the
    /// same key is read on top of the first.
    private func placed<Overrides: IBOverrides>(_ key: IBVariationKey, _ base: Overrides,
                                                _ variations: [Variation<Overrides>]) -> Overrides {
        switch key {
        case .base: return base
        case .sizeClasses(let key): return variations.first { $0.key == key }?.overrides ?? Overrides()
        case .unsupported: return Overrides()
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

extension ViewOverrides: IBOverrides {}

extension ConstraintOverrides: IBOverrides {}

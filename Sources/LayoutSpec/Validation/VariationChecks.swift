extension SpecBuilder {
    /// Checks the variations of one element: no key twice, and no two one-class variations that both
    /// match some environment and set one attribute to different values, unless the two-class
    /// variation for that environment sets the attribute too (it wins, so there is nothing to decide).
    func checkVariations<Overrides>(_ variations: [Variation<Overrides>], element: RawElement, variationElements: [RawElement],
                                    setAttributes: (Overrides) -> [(name: String, value: String)]) {
        // Both checks compare two variations: one alone has nothing to check.
        guard variations.count > 1 else { return }
        var elementAt: [SourceLocation: RawElement] = [:]
        for child in variationElements { elementAt[location(child)] = child }

        var firstByKey: [VariationKey: Variation<Overrides>] = [:]
        var unique: [Variation<Overrides>] = []
        for variation in variations {
            if let first = firstByKey[variation.key] {
                let keyLocation = elementAt[variation.location].map { location($0, "key") } ?? variation.location
                error(keyLocation, "duplicate variation key '\(variation.key)': declared at lines \(first.location.line) and \(variation.location.line)")
            } else {
                firstByKey[variation.key] = variation
                unique.append(variation)
            }
        }
        for widthClass in SizeClass.allCases {
            guard let byWidth = firstByKey[.widthClass(widthClass)] else { continue }
            for heightClass in SizeClass.allCases {
                guard let byHeight = firstByKey[.heightClass(heightClass)] else { continue }
                let pair = SizeClassPair(width: widthClass, height: heightClass)
                let decided = Set(firstByKey[.both(pair)].map { setAttributes($0.overrides).map(\.name) } ?? [])
                let heightValues = Dictionary(setAttributes(byHeight.overrides).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
                for (name, value) in setAttributes(byWidth.overrides) {
                    guard let other = heightValues[name], other != value, !decided.contains(name) else { continue }
                    let (earlier, later) = byWidth.location < byHeight.location ? (byWidth, byHeight) : (byHeight, byWidth)
                    let (earlierValue, laterValue) = byWidth.location < byHeight.location ? (value, other) : (other, value)
                    let attributeLocation = elementAt[later.location].map { laterElement -> SourceLocation in
                        let written = name == "spacing" && laterElement.attribute("spacing") == nil ? "spacingType" : name
                        return location(laterElement, written, value: false)
                    } ?? later.location
                    error(attributeLocation,
                          "variations '\(earlier.key)' (line \(earlier.location.line)) and '\(later.key)' (line \(later.location.line)) "
                          + "set '\(name)' to different values ('\(earlierValue)' and '\(laterValue)') in \(pair); "
                          + "add a variation with key '\(pair)' to decide")
                }
            }
        }
    }
}

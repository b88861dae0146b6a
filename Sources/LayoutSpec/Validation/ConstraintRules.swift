/// UIKit's rules for a valid `NSLayoutConstraint`, checked on the constraint's own attributes and
/// on its effective attributes in every size-class pair (variations may change items or attributes).
enum ConstraintRules {
    /// The first rule these attributes break, with the attribute to point at; nil if valid.
    /// (Borrowed: checking every constraint of a file must not copy each one.)
    static func problem(_ attributes: borrowing ConstraintAttributes) -> (attribute: String, message: String)? {
        let first = attributes.firstAttribute
        if attributes.firstItem.isSafeArea, first.isMargin || first.isBaseline {
            return ("firstAttribute", "the safe-area guide has no '\(first.rawValue)': layout guides have no margins or baselines")
        }
        if attributes.secondAttribute != nil, attributes.secondItem == nil {
            return ("secondAttribute", "'secondAttribute' needs a 'secondItem'; a constraint without one relates its first item to a constant")
        }
        guard let second = attributes.secondAttribute, let secondIsSafeArea = attributes.secondItem?.isSafeArea else {
            if !first.isDimension {
                return ("firstAttribute", "a constraint without 'secondItem' sets a size: 'firstAttribute' must be width or height, not '\(first.rawValue)'")
            }
            return nil
        }
        if secondIsSafeArea, second.isMargin || second.isBaseline {
            return ("secondAttribute", "the safe-area guide has no '\(second.rawValue)': layout guides have no margins or baselines")
        }
        // Sizes may relate across axes (aspect ratios: width = 4:3 × height); positions may not.
        if first.axis != second.axis, !(first.isDimension && second.isDimension) {
            return ("secondAttribute", "cannot relate \(first.axis.rawValue) '\(first.rawValue)' to \(second.axis.rawValue) '\(second.rawValue)'")
        }
        if first.isDimension != second.isDimension {
            let (size, position) = first.isDimension ? (first, second) : (second, first)
            return ("secondAttribute", "cannot relate a size ('\(size.rawValue)') to a position ('\(position.rawValue)')")
        }
        let families = (first.horizontalFamily, second.horizontalFamily)
        if (families.0 == .directional && families.1 == .absolute) || (families.0 == .absolute && families.1 == .directional) {
            return ("secondAttribute", "cannot relate '\(first.rawValue)' to '\(second.rawValue)': leading and trailing do not mix with left and right")
        }
        if attributes.multiplier == 0, !first.isDimension {
            return ("multiplier", "a multiplier of 0 makes the position '\(first.rawValue)' equal a constant; UIKit refuses it")
        }
        return nil
    }
}

extension SpecBuilder {
    /// Checks a constraint's own attributes.
    func checkConstraintRules(_ attributes: borrowing ConstraintAttributes, element: RawElement) {
        if let problem = ConstraintRules.problem(attributes) {
            let at = element.attribute(problem.attribute) != nil ? location(element, problem.attribute, value: false) : location(element)
            error(at, problem.message)
        }
    }

    /// Checks a constraint's effective attributes in every size-class pair, if its own are valid.
    func checkConstraintRules(inVariationsOf constraint: Constraint, element: RawElement) {
        guard !constraint.variations.isEmpty, ConstraintRules.problem(constraint.attributes) == nil else { return }
        var reported = Set<String>()
        for pair in SizeClassPair.all {
            let effective = constraint.effectiveAttributes(in: pair)
            guard effective.installed, let problem = ConstraintRules.problem(effective), reported.insert(problem.message).inserted else { continue }
            // Point at the most specific matching variation.
            let matching = constraint.variations.filter { $0.key.matches(pair) }.max { $0.key.specificity < $1.key.specificity }
            let at = matching?.location ?? location(element)
            error(at, problem.message + " (in \(pair))")
        }
    }
}

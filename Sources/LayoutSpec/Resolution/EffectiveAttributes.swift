/// the spec format's precedence (docs/spec-format.md) for variations: own attributes, then matching one-class variations,
/// then a matching two-class variation. Conflicting one-class variations are load-time errors,
/// so the order among them does not matter and resolution cannot fail.
enum VariationResolution {
    static func resolve<Attributes, Overrides>(
        _ base: Attributes, _ variations: [Variation<Overrides>], in sizeClasses: SizeClassPair,
        apply: (Attributes, Overrides) -> Attributes
    ) -> Attributes {
        var result = base
        for variation in variations where variation.key.specificity == 1 && variation.key.matches(sizeClasses) {
            result = apply(result, variation.overrides)
        }
        for variation in variations where variation.key.specificity == 2 && variation.key.matches(sizeClasses) {
            result = apply(result, variation.overrides)
        }
        return result
    }
}

extension View {
    /// The view's attributes in an environment with these size classes: its own attributes, then the
    /// matching one-class variations, then the matching two-class variation. `installed` is part of
    /// the result; a view whose ancestor is not installed is not installed either (see `Scene.resolved`).
    public func effectiveAttributes(in sizeClasses: SizeClassPair) -> ViewAttributes {
        VariationResolution.resolve(attributes, variations, in: sizeClasses) { $0.applying($1) }
    }
}

extension Constraint {
    /// The constraint's attributes in an environment with these size classes (same precedence as views).
    public func effectiveAttributes(in sizeClasses: SizeClassPair) -> ConstraintAttributes {
        VariationResolution.resolve(attributes, variations, in: sizeClasses) { $0.applying($1) }
    }
}

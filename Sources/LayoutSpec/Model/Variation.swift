/// A variation's `key`, in IB's spelling: `widthClass=X`, `heightClass=Y` or `heightClass=Y-widthClass=X`.
public enum VariationKey: Hashable, Sendable, CustomStringConvertible {
    case widthClass(SizeClass)
    case heightClass(SizeClass)
    case both(SizeClassPair)

    /// Parses IB's key spelling; nil if it is not one.
    public init?(ibKey: String) {
        guard let index = VariationKey.allKeys.firstIndex(of: ibKey) else { return nil }
        self = VariationKey.all[index]
    }

    /// Every key: the four one-class keys, then the four two-class keys.
    public static let all: [VariationKey] =
        SizeClass.allCases.map { .widthClass($0) } + SizeClass.allCases.map { .heightClass($0) } + SizeClassPair.all.map { .both($0) }

    /// Every valid key, in IB's spelling.
    public static let allKeys: [String] = all.map(\.description)

    /// IB's spelling of the key.
    public var description: String {
        switch self {
        case .widthClass(let w): return "widthClass=\(w.rawValue)"
        case .heightClass(let h): return "heightClass=\(h.rawValue)"
        case .both(let pair): return pair.description
        }
    }

    /// Whether the variation applies in an environment with these size classes.
    public func matches(_ sizeClasses: SizeClassPair) -> Bool {
        switch self {
        case .widthClass(let w): return w == sizeClasses.width
        case .heightClass(let h): return h == sizeClasses.height
        case .both(let pair): return pair == sizeClasses
        }
    }

    /// 2 for a two-class key, 1 for a one-class key: the higher wins.
    public var specificity: Int {
        if case .both = self { return 2 }
        return 1
    }
}

/// A `<variation>`: typed overrides of its parent's attributes in the environments its key matches.
public struct Variation<Overrides: Hashable & Sendable>: Hashable, Sendable {
    public var key: VariationKey
    public var overrides: Overrides
    public var location: SourceLocation
}

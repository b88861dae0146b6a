/// An enumeration spelt by its raw names in specs, with a hashed lookup (faster than `init(rawValue:)`'s linear scan).
protocol NamedEnum: CaseIterable, RawRepresentable, Hashable where RawValue == String {
    static var byName: [String: Self] { get }
}

extension NamedEnum {
    /// Builds the lookup table (used once per type, by a `static let`).
    static func makeTable() -> [String: Self] {
        Dictionary(allCases.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension ViewKind: NamedEnum { static let byName = makeTable() }
extension ViewAttributeName: NamedEnum { static let byName = makeTable() }
extension ConstraintAttributeName: NamedEnum { static let byName = makeTable() }
extension LayoutAttribute: NamedEnum { static let byName = makeTable() }
extension LayoutRelation: NamedEnum { static let byName = makeTable() }
extension StackAxis: NamedEnum { static let byName = makeTable() }
extension StackDistribution: NamedEnum { static let byName = makeTable() }
extension StackAlignment: NamedEnum { static let byName = makeTable() }
extension SizeClass: NamedEnum { static let byName = makeTable() }
extension LayoutDirection: NamedEnum { static let byName = makeTable() }
extension SpacingType: NamedEnum { static let byName = makeTable() }

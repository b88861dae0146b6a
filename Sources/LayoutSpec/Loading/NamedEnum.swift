/// An enumeration spelt by its raw names in specs. `named(_:)` scans a prebuilt list: the names are
/// short ASCII strings whose equality test compares raw bits, cheaper than hashing.
protocol NamedEnum: CaseIterable, RawRepresentable, Hashable where RawValue == String {
    /// Every case with its name, built once (`allCases` would build a new array on each use).
    static var table: [(name: String, value: Self)] { get }
}

extension NamedEnum {
    static func named(_ text: String) -> Self? {
        // Compare lengths first: most candidates differ in length, and `count` of UTF-8 is O(1).
        let length = text.utf8.count
        for entry in table where entry.name.utf8.count == length && entry.name == text { return entry.value }
        return nil
    }

    static func makeList() -> [(name: String, value: Self)] { allCases.map { ($0.rawValue, $0) } }
}

extension ViewKind: NamedEnum {
    static let table = makeList()
}
extension ViewAttributeName: NamedEnum {
    static let table = makeList()
}
extension ConstraintAttributeName: NamedEnum {
    static let table = makeList()
}
extension LayoutAttribute: NamedEnum {
    static let table = makeList()
}
extension LayoutRelation: NamedEnum {
    static let table = makeList()
}
extension StackAxis: NamedEnum {
    static let table = makeList()
}
extension StackDistribution: NamedEnum {
    static let table = makeList()
}
extension StackAlignment: NamedEnum {
    static let table = makeList()
}
extension SizeClass: NamedEnum {
    static let table = makeList()
}
extension LayoutDirection: NamedEnum {
    static let table = makeList()
}
extension SpacingType: NamedEnum {
    static let table = makeList()
}

/// Which siblings a view may overlap without an `overlap` finding (`allowsOverlap`): none (the
/// default), any, or the views named (a badge over an icon, a background behind content).
public enum OverlapAllowance: Hashable, Sendable, CustomStringConvertible {
    case none
    case any
    case views([String])

    /// Whether the view may overlap the sibling with this id.
    public func allows(_ id: String) -> Bool {
        switch self {
        case .none: return false
        case .any: return true
        case .views(let ids): return ids.contains(id) || ids.contains { $0 == id.split(separator: "#", maxSplits: 1).first.map(String.init) }
        }
    }

    /// As a spec writes it: `NO`, `YES`, or the ids separated by spaces.
    public var description: String {
        switch self {
        case .none: return "NO"
        case .any: return "YES"
        case .views(let ids): return ids.joined(separator: " ")
        }
    }
}

/// A caller-supplied name for a constraint; it comes back in conflict explanations and ties.
///
/// Strings read well in tests and logs; numbers let a caller index its own table cheaply.
public enum ConstraintTag: Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral
{
    case none
    case name(String)
    case number(Int)

    public init(stringLiteral value: String) { self = .name(value) }
    public init(integerLiteral value: Int) { self = .number(value) }

    public var description: String {
        switch self {
        case .none: return "(untagged)"
        case .name(let name): return name
        case .number(let number): return "#\(number)"
        }
    }
}

/// Identifies a constraint added to a `Solver`, for removing it or changing its constant.
public struct ConstraintHandle: Hashable, Sendable, Comparable {
    /// Position of the constraint in the order it was added, starting at 0.
    public let index: Int32

    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool { lhs.index < rhs.index }
}

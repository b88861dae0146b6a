import LayoutSolver
import LayoutSpec

/// A constraint of a case as the engine knows it: the solver constraint, who made it
/// (the author or a UIKit rule), the id it is reported by, the views it involves and the
/// spec line it comes from.
///
/// Light to copy and to free: a 10,000-view case makes 130,000 of them.
/// The id is written when read, the views are two indices inline, the location is its line
/// and column.
struct EngineConstraint {
    /// What made the constraint; decides how findings describe it.
    enum Origin: Equatable {
        case canvas
        case contentHugging(LayoutAttribute.Axis)
        case compressionResistance(LayoutAttribute.Axis)
        case spec
        /// A UIKit rule with its identifier (`UISV-spacing`, …).
        case generated(String)
    }

    /// The one or two views a constraint involves, by index; -1 for none.
    struct Views: Sequence, IteratorProtocol {
        private var first: Int32, second: Int32

        init(_ first: Int, _ second: Int? = nil) {
            self.first = Int32(first)
            self.second = second.map { $0 == first ? -1 : Int32($0) } ?? -1
        }

        mutating func next() -> Int? {
            guard first >= 0 else { return nil }
            defer { (first, second) = (second, -1) }
            return Int(first)
        }
    }

    var solverConstraint: LayoutSolver.Constraint
    var origin: Origin
    /// Reported id: the spec's id, UIKit-style `identifier(view)`, or for a stack rule
    /// `identifier(stack: description)`. Written when read: only findings and explanations
    /// read it (formatting every id up front was the largest cost of generating them).
    var id: String {
        guard let stackView, case .generated(let identifier) = origin else { return describe() }
        return "\(identifier)(\(stackView.id): \(describe()))"
    }
    private let describe: @Sendable () -> String
    /// The stack view whose rule made it, or nil.
    private let stackView: LayoutView?
    /// Indices of the views it involves.
    let views: Views
    /// Where it comes from in the spec.
    let line: Int, column: Int
    /// For the author's constraint, its index in the resolved scene's `constraints`; else -1.
    /// Findings read the written constraint by it (a search by line and column, once per
    /// conflict, grew with the square of the views).
    let written: Int32

    /// A stack rule's UIKit identifier, the stack's id and the rule's description
    /// (`UISV-spacing`, `toolbar`, `cancel.leading == save.trailing + 8`); nil for other constraints.
    var stackRule: (identifier: String, stack: String, description: String)? {
        guard let stackView, case .generated(let identifier) = origin else { return nil }
        return (identifier, stackView.id, describe())
    }

    /// `id` is written when read; a stack rule's constraint (`StackArrangement.make`) names its
    /// `stack`, and `id` gives the rule's description.
    init(solverConstraint: LayoutSolver.Constraint, origin: Origin, views: Views, location: SourceLocation,
         stack: LayoutView? = nil, written: Int = -1, id: @escaping @Sendable () -> String) {
        self.solverConstraint = solverConstraint
        self.origin = origin
        describe = id
        stackView = stack
        self.views = views
        line = location.line
        column = location.column
        self.written = Int32(written)
    }
}

/// The constraints of a case in generation order (`RuleFamilies.generate`), as a session holds them.
typealias ConstraintList = [EngineConstraint]

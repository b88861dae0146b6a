/// A constraint as the reports print it: UIKit's notation (`photo.height == 0.75 × photo.width
/// + 0 @750`), what names it, and where the spec writes it, so that a reader sees the numbers
/// and can go to the line.
public struct ConstraintEquation: Sendable, Hashable {
    /// The constraint's id, as in `Finding.Conflict.constraints`.
    public var id: String
    /// What is printed before the equation: the author's id, or UIKit's identifier with the view
    /// whose rule made it (`UISV-spacing(toolbar)`, `canvas-width(root)`); nil for a constraint
    /// the author wrote without an id (its id is the equation itself).
    public var name: String?
    /// `first.attribute relation [multiplier ×] second.attribute + constant @priority`.
    public var equation: String
    /// Where it is declared (the author's constraint, or the view whose rule made it).
    public var line: Int?
    public var column: Int?
    /// True for a `<constraint>` of the spec; false for one UIKit generates (canvas, intrinsic
    /// size, stack view rules).
    public var written: Bool

    public init(id: String, name: String?, equation: String, line: Int? = nil, column: Int? = nil, written: Bool) {
        self.id = id
        self.name = name
        self.equation = equation
        self.line = line
        self.column = column
        self.written = written
    }

    /// `name: equation (line 27)`, leaving out what is unknown.
    public var text: String {
        var result = name.map { $0 + ": " } ?? ""
        result += equation
        if let line, line > 0 { result += " (line \(line))" }
        return result
    }
}

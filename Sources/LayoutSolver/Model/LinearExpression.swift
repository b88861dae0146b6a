/// One `coefficient * variable` term of a linear expression.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient·variable + constant`, the sides of a `Constraint`.
public struct LinearExpression: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    public init(_ constant: Double) { self.init(constant: constant) }
    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// Every term's coefficient and the constant multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        let constant = lhs.constant + rhs.constant
        if rhs.terms.isEmpty { return LinearExpression(terms: lhs.terms, constant: constant) }
        if lhs.terms.isEmpty { return LinearExpression(terms: rhs.terms, constant: constant) }
        return LinearExpression(terms: lhs.terms + rhs.terms, constant: constant)
    }
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        if rhs.terms.isEmpty { return LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs.constant) }
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        terms += lhs.terms
        for term in rhs.terms { terms.append(Term(term.variable, -term.coefficient)) }
        return LinearExpression(terms: terms, constant: lhs.constant - rhs.constant)
    }
    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(terms: [Term(rhs, lhs)]) }
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(terms: [Term(lhs, rhs)]) }
    public static prefix func - (operand: Variable) -> LinearExpression { LinearExpression(terms: [Term(operand, -1)]) }
}

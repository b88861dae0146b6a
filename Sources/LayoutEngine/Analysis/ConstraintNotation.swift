import LayoutSolver
import LayoutSpec
import LayoutResults

/// How constraints are printed: UIKit's notation, the Auto Layout Guide's equation
/// `item.attribute relation multiplier × item.attribute + constant` with the priority after
/// `@` (`photo.height == 0.75 × photo.width + 0 @750`). A multiplier of 1 is left out; the
/// constant and the priority are always written, so the numbers the author wrote are all
/// there. A constraint without a second item reads `save.width == 200 @1000`. The spec's line
/// goes beside the equation (`ConstraintEquation.text`), never inside it.
enum ConstraintNotation {
    /// The author's constraint in UIKit's notation.
    static func equation(_ a: ConstraintAttributes) -> String {
        var text = "\(a.firstItem).\(a.firstAttribute.rawValue) \(relationText(Relation(a.relation))) "
        if let item = a.secondItem, let attribute = a.secondAttribute {
            if a.multiplier != 1 { text += number(a.multiplier) + " × " }
            text += "\(item).\(attribute.rawValue)"
            text += a.constant < 0 ? " - " + number(-a.constant) : " + " + number(a.constant)
        } else {
            text += number(a.constant)
        }
        return text + " @" + number(a.priority)
    }

    /// A constraint of a case as the reports print it.
    static func describe(_ constraint: EngineConstraint, in session: CaseSession) -> ConstraintEquation {
        let location = (line: constraint.line > 0 ? constraint.line : nil, column: constraint.column > 0 ? constraint.column : nil)
        switch constraint.origin {
        case .spec:
            let written = session.writtenConstraint(of: constraint)
            let text = written.map { equation($0.attributes) } ?? constraint.id
            return ConstraintEquation(id: constraint.id, name: written?.id ?? (text == constraint.id ? nil : constraint.id),
                                      equation: text, line: location.line, column: location.column, written: true)
        case .generated, .canvas, .contentHugging, .compressionResistance:
            if let rule = constraint.stackRule {
                // The description carries a priority below 1000 already (`… @999`).
                let text = rule.description + (constraint.solverConstraint.priority >= LayoutPriority.required ? " @1000" : "")
                return ConstraintEquation(id: constraint.id, name: "\(rule.identifier)(\(rule.stack))", equation: text,
                                          line: location.line, column: location.column, written: false)
            }
            // Written when read (`EngineConstraint.id`): once here, for both.
            let id = constraint.id
            return ConstraintEquation(id: id, name: id, equation: solverEquation(constraint, session),
                                      line: location.line, column: location.column, written: false)
        }
    }

    /// A generated constraint read from its solver form, in frame variables: one variable reads
    /// `root.width == 390 @1000`, `save.width <= 34 @250`; more read `a.x - b.x == 0 @1000`.
    static func solverEquation(_ constraint: EngineConstraint, _ session: CaseSession) -> String {
        let c = constraint.solverConstraint
        let terms = c.expression.terms
        let priority = " @" + number(c.priority)
        let op = relationText(c.relation)
        if terms.count == 1, terms[0].coefficient == 1 {
            return "\(session.solver.name(of: terms[0].variable)) \(op) \(number(-c.expression.constant))\(priority)"
        }
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let name = session.solver.name(of: term.variable)
            text += term.coefficient < 0 ? (text.isEmpty ? "-" : " - ") : (text.isEmpty ? "" : " + ")
            text += magnitude == 1 ? name : "\(number(magnitude)) × \(name)"
        }
        return "\(text.isEmpty ? "0" : text) \(op) \(number(-c.expression.constant))\(priority)"
    }
}

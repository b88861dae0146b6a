import LayoutResults
import LayoutSpec

// A case's findings and warnings in the bytes of the worker pipe (`SpecReply`): every member in
// `WireWriter`'s format, read back exactly (doubles to the bit). Written by hand, member by
// member, rather than through their Codable conformances: less code than a binary Encoder and
// Decoder pair would take, and no dynamic dispatch per member. A new kind of details does not
// compile until it is written here; a new member of one of these types fails `FindingWireTests`,
// which lists each type's members.
//
// As when they crossed as JSON, a number that is not finite is refused: no finding carries one,
// so the answer is malformed.

extension WireWriter {
    mutating func finding(_ f: Finding) {
        choice(f.kind)
        strings(f.items)
        string(f.message)
        optionalInt(f.line)
        optionalInt(f.column)
        details(f.details)
        optionalInt(f.expectedAt)
        optionalString(f.fix)
    }

    mutating func warning(_ w: CaseWarning) {
        string(w.code)
        string(w.message)
        strings(w.items)
        optionalInt(w.line)
        optionalInt(w.column)
    }

    /// A tag (0: none, then the cases in their order), then the members.
    private mutating func details(_ details: Finding.Details?) {
        switch details {
        case nil:
            byte(0)
        case .conflict(let d):
            byte(1)
            strings(d.constraints)
            string(d.broken)
            int(d.equations.count)
            for e in d.equations {
                string(e.id)
                optionalString(e.name)
                string(e.equation)
                optionalInt(e.line)
                optionalInt(e.column)
                bool(e.written)
            }
        case .ambiguity(let d):
            byte(2)
            string(d.view)
            choice(d.attribute)
            bool(d.range != nil)
            if let range = d.range {
                double(range.lowerBound)
                double(range.upperBound)
            }
            string(d.cause.rawValue)
        case .overflow(let d):
            byte(3)
            string(d.view)
            choice(d.edge)
            double(d.amount)
            optionalString(d.container)
        case .expectation(let d):
            byte(4)
            string(d.view)
            string(d.attribute)
            doubles(d.expected)
            doubles(d.actual)
            double(d.tolerance)
        case .regression(let d):
            byte(5)
            string(d.view)
            optionalRect(d.old)
            optionalRect(d.new)
        case .truncation(let d):
            byte(6)
            string(d.view)
            string(d.shown)
            string(d.text)
            string(d.mode)
            bool(d.widthLacking != nil)
            if let width = d.widthLacking { double(width) }
            int(d.linesLost)
            bool(d.limitedBy != nil)
            if let limit = d.limitedBy { choice(limit) }
        case .overlap(let d):
            byte(7)
            string(d.view)
            strings(d.others)
            doubles(d.area.x, d.area.y, d.area.width, d.area.height)
        }
    }

    private mutating func doubles(_ values: [Double]) {
        int(values.count)
        for value in values { double(value) }
    }

    private mutating func optionalRect(_ rect: Rect?) {
        bool(rect != nil)
        if let rect { doubles(rect.x, rect.y, rect.width, rect.height) }
    }
}

extension WireReader {
    mutating func finding() throws -> Finding {
        Finding(kind: try choice(Finding.Kind.self), items: try strings(), message: try string(), line: try optionalInt(),
                column: try optionalInt(), details: try details(), expectedAt: try optionalInt(), fix: try optionalString())
    }

    mutating func warning() throws -> CaseWarning {
        CaseWarning(code: try string(), message: try string(), items: try strings(), line: try optionalInt(), column: try optionalInt())
    }

    private mutating func details() throws -> Finding.Details? {
        switch try byte() {
        case 0:
            return nil
        case 1:
            let constraints = try strings(), broken = try string()
            var equations: [ConstraintEquation] = []
            for _ in 0..<(try count()) {
                equations.append(ConstraintEquation(id: try string(), name: try optionalString(), equation: try string(),
                                                    line: try optionalInt(), column: try optionalInt(), written: try bool()))
            }
            return .conflict(.init(constraints: constraints, broken: broken, equations: equations))
        case 2:
            let view = try string(), attribute = try choice(Finding.Ambiguity.Attribute.self)
            var range: ClosedRange<Double>?
            if try bool() {
                let lower = try finite(), upper = try finite()
                guard lower <= upper else { throw Malformed() }
                range = lower...upper
            }
            return .ambiguity(.init(view: view, attribute: attribute, range: range, cause: .init(rawValue: try string())))
        case 3:
            return .overflow(.init(view: try string(), edge: try choice(Finding.Overflow.Edge.self), amount: try finite(),
                                   container: try optionalString()))
        case 4:
            return .expectation(.init(view: try string(), attribute: try string(), expected: try finiteDoubles(),
                                      actual: try finiteDoubles(), tolerance: try finite()))
        case 5:
            return .regression(.init(view: try string(), old: try optionalRect(), new: try optionalRect()))
        case 6:
            return .truncation(.init(view: try string(), shown: try string(), text: try string(), mode: try string(),
                                     widthLacking: try bool() ? try finite() : nil, linesLost: try int(),
                                     limitedBy: try bool() ? try choice(Finding.Truncation.Limit.self) : nil))
        case 7:
            return .overlap(.init(view: try string(), others: try strings(), area: try rect()))
        default:
            throw Malformed()
        }
    }

    private mutating func finite() throws -> Double {
        let value = try double()
        guard value.isFinite else { throw Malformed() }
        return value
    }

    private mutating func finiteDoubles() throws -> [Double] {
        let n = try count()
        var values: [Double] = []
        values.reserveCapacity(n)
        for _ in 0..<n { values.append(try finite()) }
        return values
    }

    private mutating func rect() throws -> Rect {
        Rect(x: try finite(), y: try finite(), width: try finite(), height: try finite())
    }

    private mutating func optionalRect() throws -> Rect? {
        try bool() ? try rect() : nil
    }
}

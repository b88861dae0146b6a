import LayoutResults

/// A finding of the results JSON, member by member, with its details as their kind has them
/// (`JSONResultsReader` tells the kinds of details apart by their members' names).
enum JSONFindingFields {
    static func finding(_ f: borrowing Finding, into json: inout JSONLayoutWriter) {
        json.openObject()
        json.key("kind"); json.string(f.kind.rawValue)
        json.key("items"); json.strings(f.items)
        json.key("message"); json.string(f.message)
        json.key("line"); json.int(f.line)
        json.key("column"); json.int(f.column)
        if let details = f.details { json.key("details"); self.details(details, into: &json) }
        if let expectedAt = f.expectedAt { json.key("expected"); json.int(expectedAt) }
        if let fix = f.fix { json.key("fix"); json.string(fix) }
        json.close()
    }

    private static func details(_ details: Finding.Details, into json: inout JSONLayoutWriter) {
        json.openObject()
        switch details {
        case .conflict(let d):
            json.key("constraints"); json.strings(d.constraints)
            json.key("broken"); json.string(d.broken)
            if !d.equations.isEmpty {
                json.key("equations")
                json.openArray()
                for equation in d.equations {
                    json.element()
                    json.openObject()
                    json.key("id"); json.string(equation.id)
                    json.key("name"); json.string(equation.name)
                    json.key("equation"); json.string(equation.equation)
                    json.key("line"); json.int(equation.line)
                    json.key("column"); json.int(equation.column)
                    json.key("written"); json.bool(equation.written)
                    json.close()
                }
                json.close()
            }
        case .ambiguity(let d):
            json.key("view"); json.string(d.view)
            json.key("attribute"); json.string(d.attribute.rawValue)
            json.key("range")
            if let range = d.range { json.numbers(range.lowerBound, range.upperBound) } else { json.null() }
            json.key("cause"); json.string(d.cause.rawValue)
        case .overflow(let d):
            json.key("view"); json.string(d.view)
            json.key("edge"); json.string(d.edge.rawValue)
            json.key("amount"); json.number(d.amount)
            json.key("container"); json.string(d.container)
        case .expectation(let d):
            json.key("view"); json.string(d.view)
            json.key("attribute"); json.string(d.attribute)
            json.key("expected"); json.numbers(d.expected)
            json.key("actual"); json.numbers(d.actual)
            json.key("tolerance"); json.number(d.tolerance)
        case .truncation(let d):
            json.key("view"); json.string(d.view)
            json.key("shown"); json.string(d.shown)
            json.key("text"); json.string(d.text)
            json.key("mode"); json.string(d.mode)
            json.key("widthLacking"); json.number(d.widthLacking)
            json.key("linesLost"); json.int(d.linesLost)
            json.key("limitedBy"); json.string(d.limitedBy?.rawValue)
        case .overlap(let d):
            json.key("view"); json.string(d.view)
            json.key("others"); json.strings(d.others)
            json.key("area"); json.rect(d.area)
        case .regression(let d):
            json.key("view"); json.string(d.view)
            json.key("old"); if let old = d.old { json.rect(old) } else { json.null() }
            json.key("new"); if let new = d.new { json.rect(new) } else { json.null() }
        }
        json.close()
    }
}

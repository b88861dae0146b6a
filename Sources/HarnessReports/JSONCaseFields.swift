import LayoutResults

/// A case of the results JSON, member by member: its environment, state and solve time, its
/// frames by view id, its views in tree order, its findings (`JSONFindingFields`), its warnings
/// and the axes it was fitted along.
enum JSONCaseFields {
    static func caseResult(_ item: CaseResult, into json: inout JSONLayoutWriter) {
        json.openObject()
        json.key("environment"); json.string(item.environment)
        json.key("environmentIndex"); json.int(item.environmentIndex)
        json.key("widthClass"); json.string(item.widthClass.rawValue)
        json.key("heightClass"); json.string(item.heightClass.rawValue)
        json.key("width"); json.number(item.width)
        json.key("height"); json.number(item.height)
        json.key("layoutDirection"); json.string(item.layoutDirection.rawValue)
        let insets = item.safeArea
        json.key("safeArea"); json.numbers(insets.top, insets.left, insets.bottom, insets.right)
        json.key("state"); json.string(item.state)
        json.key("stateIndex"); json.int(item.stateIndex)
        json.key("solveTime"); json.number(item.solveTime)
        json.key("frames")
        json.openObject()
        for i in item.views.indices {
            json.key(item.views[i].id)
            json.rect(item.views[i].frame)
        }
        json.close()
        json.key("views")
        json.openArray()
        for i in item.views.indices {
            json.element()
            view(item.views[i], into: &json)
        }
        json.close()
        json.key("findings")
        json.openArray()
        for i in item.findings.indices {
            json.element()
            JSONFindingFields.finding(item.findings[i], into: &json)
        }
        json.close()
        if !item.warnings.isEmpty {
            json.key("warnings")
            json.openArray()
            for warning in item.warnings {
                json.element()
                json.openObject()
                json.key("code"); json.string(warning.code)
                json.key("message"); json.string(warning.message)
                json.key("items"); json.strings(warning.items)
                json.key("line"); json.int(warning.line)
                json.key("column"); json.int(warning.column)
                json.close()
            }
            json.close()
        }
        if !item.fitted.isEmpty { json.key("fitting"); json.strings(item.fitted.names) }
        json.close()
    }

    /// A member of `views` (its frame is in `frames`).
    private static func view(_ view: borrowing ViewFrame, into json: inout JSONLayoutWriter) {
        json.openObject()
        json.key("id"); json.string(view.id)
        if let name = view.name { json.key("name"); json.string(name) }
        json.key("kind"); json.string(view.kind.rawValue)
        json.key("parent"); json.string(view.parent)
        json.key("hidden"); json.bool(view.hidden)
        if let line = view.line { json.key("line"); json.int(line) }
        if let column = view.column { json.key("column"); json.int(column) }
        if let text = view.text {
            json.key("text")
            json.openObject()
            json.key("lines"); json.strings(text.lines)
            json.key("fontSize"); json.number(text.fontSize)
            json.key("lineHeight"); json.number(text.lineHeight)
            json.key("baseline"); json.number(text.baseline)
            json.key("leftInset"); json.number(text.leftInset)
            json.key("rightInset"); json.number(text.rightInset)
            json.key("alignment"); json.string(text.alignment.rawValue)
            json.key("placeholder"); json.bool(text.isPlaceholder)
            json.close()
        }
        json.close()
    }
}

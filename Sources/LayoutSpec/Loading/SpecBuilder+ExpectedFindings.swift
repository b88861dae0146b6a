extension SpecBuilder {
    /// `<expectFinding kind="conflict" items="cancelWidth" environment="…" state="…"/>`.
    func buildExpectedFinding(_ element: RawElement, scene: SceneIndex, states: [SceneState]) -> ExpectedFinding? {
        let values = attributes(of: element, allowed: ["kind", "items", "environment", "state"], required: ["kind"])
        checkLeaf(element)
        var kind: String?
        if let text = values["kind"]?.trimmingXMLSpace() {
            if ExpectedFinding.kinds.contains(text) {
                kind = text
            } else if text == "regression" {
                error(location(element, "kind"), "a regression comes from a baseline and cannot be expected; record the new frames instead (--record)")
            } else {
                let hint = Suggestions.hint(for: text, in: ExpectedFinding.kinds)
                error(location(element, "kind"), "invalid value '\(text)' for 'kind'" + (hint.isEmpty ? "; expected one of: " + ExpectedFinding.kinds.joined(separator: ", ") : hint))
            }
        }
        var items: [String] = []
        var itemsValid = true
        if let text = values["items"] {
            items = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
            if items.isEmpty { error(location(element, "items"), "empty 'items': leave it out to expect any finding of the kind") }
            for item in items {
                // A view or constraint of the scene; `id#k` names a copy a state repeats.
                let base = item.split(separator: "#", maxSplits: 1).first.map(String.init) ?? item
                if !scene.declares(base) {
                    let known = scene.viewOrder + scene.constraintOrder
                    error(location(element, "items"), "unknown id '\(item)' in 'items': not a view or constraint of scene '\(scene.name)'"
                          + Suggestions.hint(for: base, in: known))
                    itemsValid = false
                }
            }
        }
        let (environment, state) = scope(values, element, states: states)
        guard let kind, itemsValid else { return nil }
        return ExpectedFinding(kind: kind, items: items, environment: environment, state: state?.name,
                               location: location(element))
    }

    /// The `environment` and `state` an `<expect>` or `<expectFinding>` names, each nil (and
    /// reported) when the spec has no such one.
    func scope(_ values: [String: String], _ element: RawElement, states: [SceneState]) -> (String?, SceneState?) {
        var environment: String?
        if let name = values["environment"] {
            if environmentNames.contains(name) {
                environment = name
            } else {
                error(location(element, "environment"), "unknown environment '\(name)'" + Suggestions.hint(for: name, in: environmentNames))
            }
        }
        var state: SceneState?
        if let name = values["state"] {
            state = states.first { $0.name == name }
            if state == nil {
                error(location(element, "state"), "unknown state '\(name)'" + Suggestions.hint(for: name, in: states.map(\.name)))
            }
        }
        return (environment, state)
    }
}

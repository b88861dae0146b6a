extension SpecBuilder {
    /// `allowsOverlap`: `YES`/`true`, `NO`/`false`, or view ids separated by spaces.
    func overlapAllowance(_ raw: String, _ element: RawElement) -> OverlapAllowance? {
        let text = raw.trimmingXMLSpace()
        switch text {
        case "YES", "true": return .any
        case "NO", "false": return OverlapAllowance.none
        default: break
        }
        let ids = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        guard !ids.isEmpty else {
            error(location(element, "allowsOverlap"), "empty 'allowsOverlap': write YES, NO or the ids of the views it may overlap")
            return nil
        }
        return .views(ids)
    }

    /// The ids `allowsOverlap` names must be views of the scene.
    func checkOverlapIDs(_ allowance: OverlapAllowance?, _ element: RawElement, scene: SceneIndex) {
        guard case .views(let ids)? = allowance else { return }
        for id in ids where scene.view(id.split(separator: "#", maxSplits: 1).first.map(String.init) ?? id) == nil {
            error(location(element, "allowsOverlap"), "unknown view '\(id)' in 'allowsOverlap'" + Suggestions.hint(for: id, in: scene.viewOrder))
        }
    }
}

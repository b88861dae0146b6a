/// `<scene storyboard="Main.storyboard" name="Login">`: a scene of an Interface Builder document
/// (a path relative to the spec's folder) with states, expectations and environments added in
/// the spec, without copying its layout. The scene's views and constraints are IB's, with IB's
/// ids, and it keeps its design environment (docs/interface-builder.md).
extension SpecBuilder {
    /// The scene an element names in a storyboard or xib, registered in `index`; nil (reported)
    /// when the document does not load or has no scene of that name.
    func importStoryboardScene(_ element: RawElement, into index: inout SceneIndex) -> Scene? {
        guard let reference = element.string("storyboard")?.trimmingXMLSpace() else { return nil }
        let at = location(element, "storyboard")
        guard !reference.isEmpty else {
            error(at, "empty 'storyboard'")
            return nil
        }
        guard InterfaceBuilderLoader.reads(reference) else {
            error(at, "'storyboard' names a .storyboard or .xib file, not '\(reference)'")
            return nil
        }
        let path = reference.hasPrefix("/") ? reference : Self.folder(of: map.file) + reference
        let imported = InterfaceBuilderLoader.importDocument(contentsOf: path, limits: limits)
        guard let document = imported.result.spec else {
            let errors = imported.result.errors
            let first = errors.first.map { $0.description } ?? "it does not load"
            error(at, "'\(reference)' does not load: \(first)" + (errors.count > 1 ? " (and \(errors.count - 1) more errors)" : ""))
            return nil
        }
        // A base-localized storyboard: its languages' texts serve the spec's environments too (the
        // scene's design environments already run in each); a table that did not load is the
        // storyboard's own error, a warning here.
        importedStrings.merge(document.strings)
        for problem in imported.result.errors {
            warning(at, "'\(reference)': \(problem.message)")
        }
        guard let scene = document.scene(named: index.name) else {
            let names = document.scenes.map(\.name)
            let hint = Suggestions.hint(for: index.name, in: names)
            error(location(element, "name"), "'\(reference)' has no scene '\(index.name)'"
                  + (hint.isEmpty ? "; its scenes are: " + names.map { "'\($0)'" }.joined(separator: ", ") : hint))
            return nil
        }
        // The storyboard's ids, so that states and expectations can name them; every one stands
        // at the <scene> element in this file.
        func register(_ view: View, parentID: String?, parentKind: ViewKind?) {
            if index.declarations[view.id] == nil {
                index.declarations[view.id] = .view(ViewInfo(kind: view.kind, tag: element.tag, parentID: parentID,
                                                             parentKind: parentKind))
                index.viewOrder.append(view.id)
            }
            for constraint in view.constraints {
                if let id = constraint.id, index.declarations[id] == nil {
                    index.declarations[id] = .constraint(element.tag)
                    index.constraintOrder.append(id)
                }
            }
            for subview in view.subviews { register(subview, parentID: view.id, parentKind: view.kind) }
        }
        register(scene.root, parentID: nil, parentKind: nil)
        index.rootID = scene.root.id
        return scene
    }

    /// The folder part of a path, with its trailing slash ("" for a bare file name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}

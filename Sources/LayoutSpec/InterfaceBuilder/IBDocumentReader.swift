/// Reads an Interface Builder document (`<document>`, a storyboard or a xib) into the spec
/// model: one scene per view controller's view, top-level view and cell, each with its design
/// environment, and what IB stored about its layout. Collects every diagnostic with its location.
final class IBDocumentReader: DiagnosticReporter {
    let map: SourceMap
    let contentSizes: InterfaceBuilderLoader.ContentSizes
    var diagnostics: [SpecDiagnostic] = []
    /// Warnings already given, so that one approximation is not repeated for every view.
    private var warned: Set<String> = []

    init(map: SourceMap, contentSizes: InterfaceBuilderLoader.ContentSizes = .measured) {
        self.map = map
        self.contentSizes = contentSizes
    }

    /// A warning given once per document for each message (the first place it applies).
    func warnOnce(_ element: RawElement, _ message: String) {
        guard warned.insert(message).inserted else { return }
        warning(location(element), message)
    }

    /// The spec and the stored layouts of the document whose root element is `root`.
    func read(_ root: RawElement, name: String) -> (Spec?, [IBStoredLayout]) {
        guard root.name == "document", root.namespaceURI == nil else {
            error(location(root), "the root element is <\(root.name)>; an Interface Builder document's root element is <document>")
            return (nil, [])
        }
        if root.string("useAutolayout") != "YES" {
            warning(location(root), "the document does not use Auto Layout (useAutolayout is not YES): views keep their stored frames")
        }
        let info = IBDocumentInfo(root)
        if info.hasUnknownDevice, let device = root.child("device") {
            warning(location(device), "unknown device '\(info.deviceID ?? "")': the design environment takes each scene's size from its root, with no safe area")
        }
        let sizes = IBIntrinsicSizes(info: info) { [unowned self] element, message in self.warnOnce(element, message) }
        var scenes: [Scene] = []
        var layouts: [IBStoredLayout] = []
        var usedNames: Set<String> = []
        for source in IBSceneSources.find(in: root, info: info) {
            var sceneName = source.name
            if usedNames.contains(sceneName) { sceneName += " (" + (source.owner.objectID ?? String(scenes.count + 1)) + ")" }
            var counter = 2
            while usedNames.contains(sceneName) {
                sceneName = source.name + " (\(counter))"
                counter += 1
            }
            usedNames.insert(sceneName)
            let builder = IBSceneBuilder(reader: self, source: source, info: info, sizes: sizes, name: sceneName)
            guard let (scene, layout) = builder.build() else { continue }
            scenes.append(scene)
            layouts.append(layout)
        }
        if scenes.isEmpty {
            warning(location(root), "the document has no view controller view, top-level view or cell to lay out")
        }
        let spec = Spec(name: name, file: map.file, environments: Environment.defaultMatrix, declaresEnvironments: false,
                        scenes: scenes, location: location(root))
        return (spec, layouts)
    }
}

/// One scene to import: a view controller's view, a top-level view, or a cell's content view.
struct IBSceneSource {
    enum Role {
        /// A view controller's view (or a xib's view that is its File's Owner's `view`): system
        /// margins, the device's safe area and the bars IB draws.
        case controllerView
        /// A view of its own (a xib's top-level view, a view in a storyboard scene's dock). IB's
        /// canvas gives it the device's safe area and system margins whatever its size.
        case topLevelView
        /// A table or collection view cell: its content view is the root, at the width IB stored.
        case cell
    }

    var role: Role
    /// The root view element.
    var root: RawElement
    /// The element that names the scene and holds its layout guides and bars: the view
    /// controller, the cell, or the root itself.
    var owner: RawElement
    /// The name before duplicates are told apart.
    var name: String
    var bars: IBBars
    /// A freeform view controller (`<size key="freeformSize">`): its view is not the device's screen.
    var isFreeform: Bool
}

/// Finds the scenes of a document: every view controller's view in a storyboard (a table or
/// collection view controller's content is its cells), every top-level view of a xib, and
/// every table or collection view cell, prototype or static.
enum IBSceneSources {
    static func find(in document: RawElement, info: IBDocumentInfo) -> [IBSceneSource] {
        let barRules = IBSimulatedBars(isPad: info.device.isPad, systemMajor: info.systemMajor,
                                       hasHomeIndicator: info.device.bottom > 0 && !info.device.isPad)
        var sources: [IBSceneSource] = []
        if let scenes = document.child("scenes") {
            let sceneElements = scenes.children(named: "scene")
            let controllers = sceneElements.flatMap { $0.child("objects")?.children.map { $0 } ?? [] }
            let bars = barRules.bars(of: controllers)
            for scene in sceneElements {
                let sceneID = scene.string("sceneID") ?? ""
                for object in scene.child("objects")?.children.map({ $0 }) ?? [] {
                    if let root = object.child(key: "view"), !isPlaceholder(object) {
                        if !IBViewKinds.runtimeContainers.contains(root.name) {
                            sources.append(IBSceneSource(role: .controllerView, root: root, owner: object,
                                                         name: name(object, fallback: sceneID, useTitle: true),
                                                         bars: object.objectID.flatMap { bars[$0] } ?? IBBars(),
                                                         isFreeform: object.child("size", key: "freeformSize") != nil))
                        }
                    } else if isTopLevelView(object) {
                        sources.append(IBSceneSource(role: .topLevelView, root: object, owner: object,
                                                     name: name(object, fallback: object.objectID ?? sceneID, useTitle: false),
                                                     bars: IBBars(), isFreeform: true))
                    }
                    cells(under: object, into: &sources)
                }
            }
        } else if let objects = document.child("objects") {
            let owner = objects.children.first { $0.name == "placeholder" && $0.string("placeholderIdentifier") == "IBFilesOwner" }
            let ownerView = owner?.child("connections")?.children(named: "outlet")
                .first { $0.string("property") == "view" }?.string("destination")
            for object in objects.children {
                if isCell(object) {
                    cells(under: object, into: &sources)
                } else if isTopLevelView(object) {
                    let isControllerView = object.objectID != nil && object.objectID == ownerView
                    let fallback = (isControllerView ? owner?.string("customClass") : nil) ?? object.objectID ?? "view"
                    sources.append(IBSceneSource(role: isControllerView ? .controllerView : .topLevelView, root: object, owner: object,
                                                 name: name(object, fallback: fallback, useTitle: false),
                                                 bars: barRules.bars(ofTopLevel: object), isFreeform: !isControllerView))
                    cells(under: object, into: &sources)
                }
            }
        }
        return sources
    }

    /// Placeholders, exits and the like have no view of their own.
    private static func isPlaceholder(_ element: RawElement) -> Bool {
        ["placeholder", "exit", "viewControllerPlaceholder"].contains(element.name)
    }

    /// A view element standing on its own (it has a frame and is not a cell or a controller).
    private static func isTopLevelView(_ element: RawElement) -> Bool {
        guard !isCell(element), !isPlaceholder(element), element.child("rect", key: "frame") != nil else { return false }
        return element.child(key: "view") == nil
    }

    private static func isCell(_ element: RawElement) -> Bool {
        ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(element.name)
    }

    /// Every cell in `element`'s subtree (the element itself included), each a scene.
    private static func cells(under element: RawElement, into sources: inout [IBSceneSource]) {
        if isCell(element) {
            let root = element.name == "collectionReusableView" ? element : element.child(key: "contentView")
            if let root {
                let reuse = element.string("reuseIdentifier").map { $0.trimmingXMLSpace() }.flatMap { $0.isEmpty ? nil : $0 }
                sources.append(IBSceneSource(role: .cell, root: root, owner: element,
                                             name: reuse ?? name(element, fallback: element.objectID ?? "cell", useTitle: false),
                                             bars: IBBars(), isFreeform: true))
            }
        }
        for child in element.children { cells(under: child, into: &sources) }
    }

    /// IB's name for a scene: `title` (view controllers), `userLabel`, `customClass`, else `fallback`.
    private static func name(_ element: RawElement, fallback: String, useTitle: Bool) -> String {
        let candidates = (useTitle ? [element.string("title")] : []) + [element.string("userLabel"), element.string("customClass")]
        for candidate in candidates {
            if let value = candidate?.trimmingXMLSpace(), !value.isEmpty { return value }
        }
        return fallback
    }
}

/// Builds one scene from its root element in two passes: an index of the scene's views, layout
/// guides, installation masks and stored frames, then the views with their constraints.
final class IBSceneBuilder {
    /// What the index knows about one view.
    struct Entry {
        var element: RawElement
        /// `<rect key="frame">` as IB stores it: relative to the superview.
        var frame: Rect?
    }

    /// A layout guide a constraint can name.
    enum Guide {
        case safeArea(owner: String)
        case topLayout
        case bottomLayout
        case content(scroll: String)
        case frame(scroll: String)
    }

    /// One `<include>`/`<exclude>` of an installation mask: installed or not under a key.
    struct Installation {
        var key: IBVariationKey
        var installed: Bool
        var location: SourceLocation
    }

    let reader: IBDocumentReader
    let source: IBSceneSource
    let info: IBDocumentInfo
    let sizes: IBIntrinsicSizes
    let name: String

    var entries: [String: Entry] = [:]
    var guides: [String: Guide] = [:]
    var constraintMasks: [String: [Installation]] = [:]
    var viewMasks: [String: [Installation]] = [:]
    var rootID = ""
    var stored: IBStoredLayout
    /// Constraint ids seen, to report duplicates.
    var constraintIDs: Set<String> = []
    /// Ids that name the root: a cell's own id.
    var aliases: [String: String] = [:]
    /// The cell's frame in its content view's coordinates, when constraints may name the cell:
    /// a cell is wider than its content view by what an accessory takes, so its trailing edge is
    /// not the content view's.
    var cellFrame: Rect?

    init(reader: IBDocumentReader, source: IBSceneSource, info: IBDocumentInfo, sizes: IBIntrinsicSizes, name: String) {
        self.reader = reader
        self.source = source
        self.info = info
        self.sizes = sizes
        self.name = name
        stored = IBStoredLayout(sceneName: name, isCell: source.role == .cell)
    }

    /// The scene and its stored layout; nil (reported) when the root cannot be read.
    func build() -> (Scene, IBStoredLayout)? {
        // A collection view cell's content view has no id of its own: the cell's stands for it.
        let usesOwnerID = source.role == .cell && source.root.string("id") == nil
        guard let id = viewID(usesOwnerID ? source.owner : source.root) else { return nil }
        rootID = id
        indexLayoutGuides(of: source.owner)
        index(source.root, parent: nil, origin: (0, 0), stale: false)
        if source.role == .cell, source.owner.index != source.root.index {
            // Constraints of a cell may stand in the cell and name it: it is the content view's frame.
            if let ownerID = source.owner.objectID, ownerID != rootID { aliases[ownerID] = rootID }
            if let cell = source.owner.child("rect", key: "frame").flatMap(rect), let content = entries[rootID]?.frame {
                cellFrame = Rect(x: -content.x, y: -content.y, width: cell.width, height: cell.height)
            }
            indexGuidesAndMasks(of: source.owner, as: rootID)
        }
        guard let root = buildView(id, isRoot: true) else { return nil }
        let environment = designEnvironment()
        if !source.bars.isEmpty {
            reader.warning(reader.location(source.owner),
                           "scene '\(name)': Interface Builder draws \(source.bars.names.joined(separator: " and ")) over it; "
                           + "only '\(environment?.name ?? info.environmentName)' adds them to the safe area")
        }
        // A cell keeps the height IB stored in every environment (self-sizing is not modelled).
        let cellHeight = source.role == .cell ? environment?.height : nil
        let scene = Scene(name: name, root: root, ownEnvironments: environment.map { [$0] } ?? [],
                          cellHeight: cellHeight, location: reader.location(source.owner))
        return (scene, stored)
    }

    // MARK: Index

    /// The `<viewControllerLayoutGuide type="top|bottom">`s of a view controller.
    private func indexLayoutGuides(of owner: RawElement) {
        for guide in owner.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            guard let id = guide.objectID else { continue }
            switch guide.string("type") {
            case "top": guides[id] = .topLayout
            case "bottom": guides[id] = .bottomLayout
            default: reader.warning(reader.location(guide), "unknown layout guide type '\(guide.string("type") ?? "")'")
            }
        }
    }

    /// A view's id, checked; nil (reported) when missing, invalid or already used in the scene.
    func viewID(_ element: RawElement) -> String? {
        guard let raw = element.string("id") else {
            reader.error(reader.location(element), "<\(element.name)> has no 'id'")
            return nil
        }
        guard let id = reader.take(ValueParser.identifier(raw, attribute: "id"), element, "id") else { return nil }
        if entries[id] != nil || guides[id] != nil {
            reader.error(reader.location(element, "id"), "duplicate id '\(id)' in scene '\(name)'")
            return nil
        }
        return id
    }

    /// Records a view, its guides, masks, marks and stored frame, then its subviews.
    private func index(_ element: RawElement, parent: String?, origin: (x: Double, y: Double), stale: Bool) {
        guard let id = parent == nil ? rootID : viewID(element) else { return }
        let frame = element.child("rect", key: "frame").flatMap(rect)
        entries[id] = Entry(element: element, frame: frame)
        // The root is at (0, 0) whatever its stored origin; a subview's frame is in its superview's bounds.
        let own = parent == nil ? (x: 0.0, y: 0.0) : (x: origin.x + (frame?.x ?? 0), y: origin.y + (frame?.y ?? 0))
        if let frame {
            // Auto Layout places a view's alignment rectangle: a control's frame reaches beyond it.
            let insets = IBIntrinsicSizes.alignmentInsets(ofKind: element.name, systemMajor: info.systemMajor)
            stored.frames[id] = Rect(x: own.x + insets.left, y: own.y + insets.top,
                                     width: max(frame.width - insets.left - insets.right, 0),
                                     height: max(frame.height - insets.top - insets.bottom, 0))
        }
        let isStale = stale || element.flag("misplaced") || element.flag("ambiguous")
        if element.flag("ambiguous") { stored.ambiguous.insert(id) }
        if isStale { stored.stale.insert(id) }
        indexGuidesAndMasks(of: element, as: id)
        for child in subviewElements(of: element) { index(child, parent: id, origin: own, stale: isStale) }
    }

    /// The layout guides and the installation masks an element declares for view `id`.
    private func indexGuidesAndMasks(of element: RawElement, as id: String) {
        for guide in element.children(named: "viewLayoutGuide") {
            guard let guideID = guide.objectID else { continue }
            switch guide.string("key") {
            case "safeArea": guides[guideID] = .safeArea(owner: id)
            case "contentLayoutGuide": guides[guideID] = .content(scroll: id)
            case "frameLayoutGuide": guides[guideID] = .frame(scroll: id)
            default: break
            }
        }
        for variation in element.children(named: "variation") {
            let key = IBVariationKey(variation.string("key") ?? "")
            for mask in variation.children(named: "mask") {
                for entry in mask.children {
                    guard entry.name == "include" || entry.name == "exclude", let reference = entry.string("reference") else { continue }
                    let installation = Installation(key: key, installed: entry.name == "include", location: reader.location(entry))
                    switch mask.string("key") {
                    case "constraints": constraintMasks[reference, default: []].append(installation)
                    case "subviews": viewMasks[reference, default: []].append(installation)
                    default: break
                    }
                }
            }
        }
    }

    /// The elements laid out as a view's subviews: `<subviews>`, a visual effect view's content
    /// view; none for tables and collection views, whose content is laid out at run time.
    func subviewElements(of element: RawElement) -> [RawElement] {
        if IBViewKinds.runtimeContainers.contains(element.name) { return [] }
        if element.name == "visualEffectView" { return element.child("view", key: "contentView").map { [$0] } ?? [] }
        return element.child("subviews")?.children.map { $0 } ?? []
    }

    /// A `<rect>`'s numbers; nil (reported) if one does not read.
    private func rect(_ element: RawElement) -> Rect? {
        var values: [Double] = []
        for name in ["x", "y", "width", "height"] {
            guard let text = element.string(name) else {
                reader.error(reader.location(element), "<rect> has no '\(name)'")
                return nil
            }
            guard let value = reader.take(ValueParser.number(text, attribute: name), element, name) else { return nil }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    // MARK: Design environment

    /// `<device id> (design)`: the device's size classes and safe area (plus the bars IB draws),
    /// at the size IB stored for the scene's root.
    private func designEnvironment() -> Environment? {
        let device = info.device
        let canvas = device.canvas(landscape: info.isLandscape)
        let frame = entries[rootID]?.frame
        let width = frame?.width ?? canvas.width, height = frame?.height ?? canvas.height
        guard width > 0, height > 0, width <= SpecLimits.maxCanvasSide, height <= SpecLimits.maxCanvasSide else {
            reader.warning(reader.location(source.root), "scene '\(name)': its root's stored size \(formatNumber(width)) × \(formatNumber(height)) "
                           + "cannot be a canvas; the scene has no design environment")
            return nil
        }
        var safeArea = EdgeInsets.zero
        if source.role == .topLevelView, !info.hasUnknownDevice {
            safeArea = device.hardwareInsets(landscape: info.isLandscape, systemMajor: info.systemMajor)
        } else if source.role == .controllerView, !info.hasUnknownDevice, !source.bars.isEmbedded {
            let bars = source.bars
            let screen = device.safeArea(landscape: info.isLandscape, systemMajor: info.systemMajor)
            let fullWidth = abs(width - canvas.width) < 0.5, fullHeight = abs(height - canvas.height) < 0.5
            // An opaque bar shortens the view: it then starts below (or ends above) the bar.
            let reachesTop = !bars.topOpaque && (fullHeight || bars.bottomOpaque)
            let reachesBottom = !bars.bottomOpaque && (fullHeight || bars.topOpaque || (fullWidth && !source.isFreeform))
            safeArea.top = (reachesTop ? screen.top : 0) + (bars.topOpaque ? 0 : bars.top)
            safeArea.bottom = (reachesBottom ? screen.bottom : 0) + (bars.bottomOpaque ? 0 : bars.bottom)
            if fullWidth {
                safeArea.left = screen.left
                safeArea.right = screen.right
            }
        }
        let classes = device.sizeClasses(landscape: info.isLandscape)
        var environment = Environment(name: info.environmentName, width: width, height: height, widthClass: classes.width,
                                      heightClass: classes.height, safeArea: safeArea, scale: device.scale,
                                      systemVersion: info.systemVersion, location: reader.location(source.root))
        // Labels' heights as the canvas stored them: Xcode 7's to the nearest point (20 for a
        // 17-point line of 20.287 on every canvas), the 3x canvases of Xcode 11 and later up to a
        // whole point (21 where the pixel gives 20.333).
        // Xcode 13's canvas shows text styles at the extra-small Dynamic Type size (every
        // text-style label and button of the corpus's Xcode 13 documents, from two projects, is
        // stored at that size: Body 14 points, Title 1 25); the others at the default, Large.
        if info.systemMajor == 15 { environment.contentSizeCategory = .extraSmall }
        if info.systemMajor <= 9 {
            environment.labelHeightRounding = .nearestPoint
        } else if device.scale == 3 && info.systemMajor >= 13 {
            environment.labelHeightRounding = .pointUp
        }
        return environment
    }
}

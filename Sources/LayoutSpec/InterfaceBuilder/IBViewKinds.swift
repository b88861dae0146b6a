/// How Interface Builder's view elements map onto the format's view kinds.
enum IBViewKinds {
    /// Self-sizing UIKit controls, laid out as a `view` with the control's intrinsic size.
    static let controls: Set<String> = [
        "switch", "slider", "stepper", "segmentedControl", "activityIndicatorView", "progressView", "pageControl",
        "datePicker", "pickerView", "searchBar", "toolbar", "navigationBar", "tabBar",
    ]

    /// Containers whose content UIKit lays out at run time (tables, web views, …): a `view` with
    /// no intrinsic size and no subviews read.
    static let opaque: Set<String> = [
        "tableView", "collectionView", "containerView", "wkWebView", "webView", "mapView", "visualEffectView",
        "arscnView", "arskView", "sceneKitView", "skView", "glkView", "mtkView",
    ]

    /// A cell's content view or a visual effect view's content view: a plain `view`.
    static let contentViews: Set<String> = ["tableViewCellContentView", "collectionViewCellContentView"]

    /// The elements whose children are run-time content, not subviews to lay out.
    static let runtimeContainers: Set<String> = ["tableView", "collectionView"]

    /// The model kind of an IB element name (one of the format's kinds, with the same name, or a
    /// `view`); nil for an element the harness does not know, laid out as a plain `view`.
    static func kind(of name: String) -> ViewKind? {
        if controls.contains(name) || opaque.contains(name) || contentViews.contains(name) { return .view }
        return ViewKind(rawValue: name)
    }
}

/// A `<variation key>` as IB writes it: `default` (the Any/Any values), a size-class key, or a
/// key the harness cannot apply (`userInterfaceIdiom=mac`, …).
enum IBVariationKey: Hashable {
    case base
    case sizeClasses(VariationKey)
    case unsupported(String)

    init(_ text: String) {
        let key = text.trimmingXMLSpace()
        if key == "default" {
            self = .base
            return
        }
        var width: SizeClass?
        var height: SizeClass?
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pair.count == 2, let value = SizeClass(rawValue: String(pair[1])) else {
                self = .unsupported(key)
                return
            }
            switch pair[0] {
            case "widthClass" where width == nil: width = value
            case "heightClass" where height == nil: height = value
            default:
                self = .unsupported(key)
                return
            }
        }
        switch (width, height) {
        case let (w?, h?): self = .sizeClasses(.both(SizeClassPair(width: w, height: h)))
        case let (w?, nil): self = .sizeClasses(.widthClass(w))
        case let (nil, h?): self = .sizeClasses(.heightClass(h))
        default: self = .unsupported(key)
        }
    }
}

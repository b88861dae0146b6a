/// The bars Interface Builder's canvas draws over a view controller's view: a navigation bar
/// above, a tab bar or toolbar below. A translucent bar covers the view, which extends under
/// it, and adds its height to the safe area; an opaque one shortens the view instead.
struct IBBars: Hashable {
    var top: Double = 0
    var topOpaque = false
    var bottom: Double = 0
    var bottomOpaque = false
    /// What the bars are, for messages: "a navigation bar (44 pt)".
    var names: [String] = []
    /// The view controller is embedded in a container view: its view is not the screen's.
    var isEmbedded = false

    var isEmpty: Bool { top == 0 && bottom == 0 }
}

/// Works out each view controller's bars in a storyboard: from its simulated metrics when IB
/// wrote them, else from its place under navigation and tab bar controllers (relationship
/// segues, and show/push segues from a controller that has the bars), as IB infers them.
struct IBSimulatedBars {
    private struct Navigation: Hashable {
        var translucent = true
        var largeTitles = false
    }

    private struct Context: Hashable {
        var navigation: Navigation?
        var tabBar = false
        var tabTranslucent = true
        var embedded = false
    }

    let isPad: Bool
    let systemMajor: Int
    /// Whether the device has a home indicator (toolbars are then 49 high, as tab bars).
    let hasHomeIndicator: Bool

    /// Bars by view controller id, for the view controllers (children of scenes' `<objects>`).
    func bars(of controllers: [RawElement]) -> [String: IBBars] {
        var byID: [String: RawElement] = [:]
        for controller in controllers { if let id = controller.objectID { byID[id] = controller } }
        var context: [String: Context] = [:]
        // Each pass can only add bars, so it ends after at most one pass per controller.
        for _ in 0...controllers.count {
            var changed = false
            for controller in controllers {
                guard let id = controller.objectID else { continue }
                let own = context[id] ?? Context()
                // Segues start from the controller or from anything in it (a cell, a button).
                for segue in Self.segues(in: controller) {
                    guard let destination = segue.string("destination"), let target = byID[destination] else { continue }
                    var next = context[destination] ?? Context()
                    let before = next
                    switch (segue.string("kind"), segue.string("relationship")) {
                    case ("relationship", "rootViewController"):
                        if controller.name == "navigationController", !controller.flag("navigationBarHidden") {
                            let bar = controller.child("navigationBar", key: "navigationBar")
                            next.navigation = Navigation(translucent: bar?.string("translucent") != "NO", largeTitles: bar?.flag("largeTitles") ?? false)
                        }
                        if own.tabBar { next.tabBar = true; next.tabTranslucent = own.tabTranslucent }
                    case ("relationship", "viewControllers"):
                        next.tabBar = true
                        next.tabTranslucent = controller.child("tabBar", key: "tabBar")?.string("translucent") != "NO"
                    case ("embed", _):
                        next.embedded = true
                    case ("show", _), ("push", _):
                        if let navigation = own.navigation, next.navigation == nil { next.navigation = navigation }
                        if own.tabBar, !target.flag("hidesBottomBarWhenPushed") { next.tabBar = true; next.tabTranslucent = own.tabTranslucent }
                    default:
                        break
                    }
                    if next != before {
                        context[destination] = next
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
        var result: [String: IBBars] = [:]
        for controller in controllers {
            guard let id = controller.objectID else { continue }
            result[id] = bars(controller, inferred: context[id] ?? Context())
        }
        return result
    }

    /// The bars of one view controller (or a xib's top-level view): simulated metrics win over
    /// what its place implies.
    private func bars(_ element: RawElement, inferred: Context) -> IBBars {
        var bars = IBBars()
        bars.isEmbedded = inferred.embedded
        let navigation: Navigation?
        switch element.child(key: "simulatedTopBarMetrics").map({ $0.name }) {
        case "nil": navigation = nil
        case "simulatedNavigationBarMetrics":
            let metrics = element.child(key: "simulatedTopBarMetrics")
            navigation = Navigation(translucent: metrics?.string("translucent") != "NO", largeTitles: inferred.navigation?.largeTitles ?? false)
        default: navigation = inferred.navigation
        }
        if let navigation {
            let large = navigation.largeTitles && element.child("navigationItem")?.string("largeTitleDisplayMode") != "never"
            let height = large ? 96.0 : (isPad && systemMajor >= 12 ? 50 : 44)
            bars.top = height
            bars.topOpaque = !navigation.translucent
            bars.names.append("a navigation bar (\(formatNumber(height)) pt)")
        }
        switch element.child(key: "simulatedBottomBarMetrics").map({ ($0.name, $0.string("translucent") != "NO") }) {
        case ("nil", _)?:
            break
        case ("simulatedTabBarMetrics", let translucent)?:
            addBottom(&bars, tab: true, translucent: translucent)
        case ("simulatedToolbarMetrics", let translucent)?:
            addBottom(&bars, tab: false, translucent: translucent)
        default:
            if inferred.tabBar { addBottom(&bars, tab: true, translucent: inferred.tabTranslucent) }
        }
        return bars
    }

    private func addBottom(_ bars: inout IBBars, tab: Bool, translucent: Bool) {
        let height: Double = isPad && systemMajor >= 12 ? 50 : (tab || hasHomeIndicator ? 49 : 44)
        bars.bottom = height
        bars.bottomOpaque = !translucent
        bars.names.append((tab ? "a tab bar" : "a toolbar") + " (\(formatNumber(height)) pt)")
    }

    /// Every `<segue>` in an element's subtree, in document order (XML depth is bounded).
    private static func segues(in element: RawElement) -> [RawElement] {
        var found: [RawElement] = []
        for child in element.children {
            if child.name == "segue" { found.append(child) } else { found += segues(in: child) }
        }
        return found
    }

    /// The bars of a xib's top-level view, from its own simulated metrics.
    func bars(ofTopLevel element: RawElement) -> IBBars {
        bars(element, inferred: Context())
    }
}

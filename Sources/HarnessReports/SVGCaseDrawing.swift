import LayoutEngine

/// Draws one case as inline SVG for the HTML report: the canvas with its
/// safe area, every view as a labelled box in tree order (coloured by kind,
/// hidden views faint), and on top one mark group per finding: the parts of
/// a view outside its container for an overflow, dashed outlines and the
/// possible range for an ambiguity, the views of a conflict, the expected
/// frame of an expectation, the old frame of a regression.
public enum SVGCaseDrawing {
    /// A rectangle in case coordinates (points).
    struct Box: Equatable {
        var x, y, w, h: Double
        init(_ x: Double, _ y: Double, _ w: Double, _ h: Double) { self.x = x; self.y = y; self.w = w; self.h = h }
        init(_ r: FrameRect) { self.init(r.x, r.y, r.width, r.height) }
        var maxX: Double { x + w }
        var maxY: Double { y + h }
        func union(_ o: Box) -> Box {
            let nx = min(x, o.x), ny = min(y, o.y)
            return Box(nx, ny, max(maxX, o.maxX) - nx, max(maxY, o.maxY) - ny)
        }
    }

    /// The SVG element for `c`, drawn at `scale` pixels per point. `caseID`
    /// names it for the page's script (`data-case`).
    public static func render(_ c: CaseResult, scale: Double, caseID: String) -> String {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let marks = c.findings.enumerated().map { mark($1, index: $0, in: c) }
        let view = viewBox(c, marks: marks, scale: scale)
        let width = view.w * scale, height = view.h * scale

        var out = "<svg class=\"drawing\" data-case=\"\(HTMLEscaping.escape(caseID))\" xmlns=\"http://www.w3.org/2000/svg\""
        out += " viewBox=\"\(n(view.x)) \(n(view.y)) \(n(view.w)) \(n(view.h))\" width=\"\(n(width, 1))\" height=\"\(n(height, 1))\""
        out += " data-width=\"\(n(width, 1))\" data-height=\"\(n(height, 1))\""
        out += " role=\"img\" aria-label=\"\(HTMLEscaping.escape(CaseNaming.label(c)))\">"
        out += "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(c.width))\" height=\"\(n(c.height))\"/>"
        out += safeArea(c)
        out += "<g class=\"views\">"
        for v in c.views { out += self.view(v, scale: scale, isRoot: v.parent == nil) }
        out += "</g><g class=\"marks\">"
        for m in marks { out += m.svg }
        out += "</g><g class=\"labels\" font-size=\"\(n(10.5 / scale))\" stroke-width=\"\(n(3 / scale))\">"
        for v in c.views { out += label(v, in: c, scale: scale) }
        out += "</g></svg>"
        return out
    }

    /// The drawing's size in pixels at `scale` (what `render` writes as
    /// `width` and `height`).
    public static func pixelSize(of c: CaseResult, scale: Double) -> (width: Double, height: Double) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let view = viewBox(c, marks: c.findings.enumerated().map { mark($1, index: $0, in: c) }, scale: scale)
        return (view.w * scale, view.h * scale)
    }

    /// The canvas, every visible view and every mark, plus 3 pixels around.
    static func viewBox(_ c: CaseResult, marks: [Mark], scale: Double) -> Box {
        var bounds = Box(0, 0, c.width, c.height)
        for view in c.views where !view.hidden { bounds = bounds.union(Box(view.frame)) }
        for m in marks { for b in m.boxes { bounds = bounds.union(b) } }
        let pad = 3 / scale
        return Box(bounds.x - pad, bounds.y - pad, bounds.w + 2 * pad, bounds.h + 2 * pad)
    }

    /// The scale that fits every case of a scene in a box of `maxWidth` ×
    /// `maxHeight` pixels, one scale for all so sizes compare truly.
    public static func fittingScale(for cases: [CaseResult], maxWidth: Double = 520, maxHeight: Double = 380) -> Double {
        let widest = cases.map(\.width).max() ?? 1
        let tallest = cases.map(\.height).max() ?? 1
        guard widest > 0, tallest > 0 else { return 1 }
        return min(maxWidth / widest, maxHeight / tallest, 1)
    }

    // MARK: - Pieces

    private static func safeArea(_ c: CaseResult) -> String {
        let s = c.safeArea
        var out = ""
        if s.top > 0 { out += rect(Box(0, 0, c.width, s.top), cls: "safe") }
        if s.bottom > 0 { out += rect(Box(0, c.height - s.bottom, c.width, s.bottom), cls: "safe") }
        if s.left > 0 { out += rect(Box(0, s.top, s.left, c.height - s.top - s.bottom), cls: "safe") }
        if s.right > 0 { out += rect(Box(c.width - s.right, s.top, s.right, c.height - s.top - s.bottom), cls: "safe") }
        return out
    }

    private static func view(_ v: ViewFrame, scale: Double, isRoot: Bool) -> String {
        let b = Box(v.frame)
        var cls = "v kind-\(v.kind.rawValue)"
        if v.hidden { cls += " hidden" }
        if isRoot { cls += " root" }
        var out = "<g class=\"\(cls)\" data-id=\"\(HTMLEscaping.escape(v.id))\">"
        var tip = "\(v.id) · \(v.kind.rawValue) · \(FindingText.frame(v.frame))"
        if v.hidden { tip += " · hidden" }
        if let line = v.line { tip += " · line \(line)" }
        out += "<title>\(HTMLEscaping.escape(tip))</title>"
        if !isRoot {
            let radius = v.kind == .button ? min(6 / scale, b.h / 2) : (v.kind == .textField ? 3 / scale : 0)
            out += "<rect class=\"box\" x=\"\(n(b.x))\" y=\"\(n(b.y))\" width=\"\(n(max(b.w, 0)))\" height=\"\(n(max(b.h, 0)))\""
            out += radius > 0 ? " rx=\"\(n(radius))\"/>" : "/>"
            if v.kind == .imageView && b.w * scale > 8 && b.h * scale > 8 {
                out += "<line x1=\"\(n(b.x))\" y1=\"\(n(b.y))\" x2=\"\(n(b.maxX))\" y2=\"\(n(b.maxY))\"/>"
                out += "<line x1=\"\(n(b.maxX))\" y1=\"\(n(b.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.maxY))\"/>"
            }
        }
        return out + "</g>"
    }

    /// The view's id as a label, when its box is big enough to read it:
    /// centred in a view without subviews; at the top left of a container,
    /// unless a subview covers that corner (the tooltip still names it).
    private static func label(_ v: ViewFrame, in c: CaseResult, scale: Double) -> String {
        let b = Box(v.frame)
        let pixelWidth = b.w * scale, pixelHeight = b.h * scale
        guard pixelWidth >= 22, pixelHeight >= 13 else { return "" }
        let maxChars = Int((pixelWidth - 6) / 6.2)
        var text = v.id
        if text.count > maxChars {
            guard maxChars >= 4 else { return "" }
            text = String(text.prefix(maxChars - 1)) + "…"
        }
        let textWidth = Double(text.count) * 6.2 / scale, textHeight = 13 / scale
        let children = c.views.filter { $0.parent == v.id && !$0.hidden }
        var cls = "lbl"
        if v.hidden { cls += " hidden" }
        if children.isEmpty {
            return "<text class=\"\(cls)\" x=\"\(n(b.x + b.w / 2))\" y=\"\(n(b.y + b.h / 2))\" text-anchor=\"middle\" dominant-baseline=\"central\">\(HTMLEscaping.escape(text))</text>"
        }
        let corner = Box(b.x, b.y, textWidth + 6 / scale, textHeight + 2 / scale)
        let covered = children.contains { child in
            let f = Box(child.frame)
            return f.x < corner.maxX && f.maxX > corner.x && f.y < corner.maxY && f.maxY > corner.y
        }
        guard !covered else { return "" }
        return "<text class=\"\(cls)\" x=\"\(n(b.x + 3 / scale))\" y=\"\(n(b.y + 2 / scale))\" dominant-baseline=\"hanging\">\(HTMLEscaping.escape(text))</text>"
    }

    /// The SVG of one finding's marks and the boxes it covers.
    struct Mark {
        var svg: String
        var boxes: [Box]
    }

    static func mark(_ f: Finding, index: Int, in c: CaseResult) -> Mark {
        var boxes: [Box] = []
        var body = ""
        func add(_ b: Box, _ cls: String) {
            boxes.append(b)
            body += rect(b, cls: cls)
        }
        func frame(_ id: String) -> Box? { c.view(id).map { Box($0.frame) } }
        let itemViews = f.items.filter { c.view($0) != nil }

        switch f.details {
        case .overflow(let o)?:
            if let b = frame(o.view) {
                add(b, "outline")
                if o.edge != .width && o.edge != .height {
                    let containerID = o.container
                    let container = containerID.flatMap(frame) ?? Box(0, 0, c.width, c.height)
                    for part in outside(b, container) { add(part, "part") }
                }
            }
        case .ambiguity(let a)?:
            for id in Set(itemViews + [a.view]).sorted() { if let b = frame(id) { add(b, "outline") } }
            if let b = frame(a.view), let r = a.range {
                switch a.attribute {
                case .x: add(Box(r.lowerBound, b.y, r.upperBound - r.lowerBound + b.w, b.h), "range")
                case .y: add(Box(b.x, r.lowerBound, b.w, r.upperBound - r.lowerBound + b.h), "range")
                case .width: add(Box(b.x + r.lowerBound, b.y, r.upperBound - r.lowerBound, b.h), "range")
                case .height: add(Box(b.x, b.y + r.lowerBound, b.w, r.upperBound - r.lowerBound), "range")
                }
            }
        case .expectation(let e)?:
            if let b = frame(e.view) {
                add(b, "outline")
                if let expected = expectedBox(e, actual: b) { add(expected, "expected") }
            }
        case .regression(let r)?:
            if let new = r.new { add(Box(new), "outline") } else if let b = frame(r.view) { add(b, "outline") }
            if let old = r.old { add(Box(old), "old") }
        case .conflict?, nil:
            for id in itemViews { if let b = frame(id) { add(b, "outline") } }
            if f.kind == .overflow, itemViews.count >= 1, let b = frame(itemViews[0]) {
                let parent = c.view(itemViews[0])?.parent.flatMap(frame) ?? Box(0, 0, c.width, c.height)
                for part in outside(b, parent) { add(part, "part") }
            }
        }
        let svg = "<g class=\"mark mark-\(f.kind.rawValue)\" data-kind=\"\(f.kind.rawValue)\" data-finding=\"\(index)\">"
            + "<title>\(HTMLEscaping.escape(f.kind.rawValue + ": " + FindingText.oneLine(f.message)))</title>" + body + "</g>"
        return Mark(svg: svg, boxes: boxes)
    }

    /// The parts of `b` outside `container`: left, right, top and bottom strips.
    static func outside(_ b: Box, _ container: Box) -> [Box] {
        var parts: [Box] = []
        if b.x < container.x { parts.append(Box(b.x, b.y, min(b.maxX, container.x) - b.x, b.h)) }
        if b.maxX > container.maxX { let x = max(b.x, container.maxX); parts.append(Box(x, b.y, b.maxX - x, b.h)) }
        let innerX = max(b.x, container.x), innerMaxX = min(b.maxX, container.maxX)
        if innerMaxX > innerX {
            if b.y < container.y { parts.append(Box(innerX, b.y, innerMaxX - innerX, min(b.maxY, container.y) - b.y)) }
            if b.maxY > container.maxY { let y = max(b.y, container.maxY); parts.append(Box(innerX, y, innerMaxX - innerX, b.maxY - y)) }
        }
        return parts.filter { $0.w > 0 && $0.h > 0 }
    }

    private static func expectedBox(_ e: Finding.Expectation, actual b: Box) -> Box? {
        switch (e.attribute, e.expected.count) {
        case ("frame", 4): return Box(e.expected[0], e.expected[1], e.expected[2], e.expected[3])
        case ("x", 1): return Box(e.expected[0], b.y, b.w, b.h)
        case ("y", 1): return Box(b.x, e.expected[0], b.w, b.h)
        case ("width", 1): return Box(b.x, b.y, e.expected[0], b.h)
        case ("height", 1): return Box(b.x, b.y, b.w, e.expected[0])
        default: return nil
        }
    }

    private static func rect(_ b: Box, cls: String) -> String {
        "<rect class=\"\(cls)\" x=\"\(n(b.x))\" y=\"\(n(b.y))\" width=\"\(n(max(b.w, 0)))\" height=\"\(n(max(b.h, 0)))\"/>"
    }

    private static func n(_ value: Double, _ places: Int = 3) -> String { ReportNumber.decimal(value, places: places) }
}

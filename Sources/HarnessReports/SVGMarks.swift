import LayoutResults
import LayoutSpec

/// The geometry of the marks `SVGCaseDrawing` draws for a case's findings:
/// for each finding, boxes in case coordinates, each with a role that the
/// style sheet draws (`o` outline, `p` the part outside a container, `r` the
/// range an ambiguous value can take, `e` an expected frame, `x` an old frame).
struct SVGMarks {
    /// A rectangle in case coordinates (points).
    struct Box: Equatable {
        var x, y, w, h: Double
        init(_ x: Double, _ y: Double, _ w: Double, _ h: Double) { self.x = x; self.y = y; self.w = w; self.h = h }
        init(_ r: Rect) { self.init(r.x, r.y, r.width, r.height) }
        var maxX: Double { x + w }
        var maxY: Double { y + h }
        func union(_ o: Box) -> Box {
            let nx = min(x, o.x), ny = min(y, o.y)
            return Box(nx, ny, max(maxX, o.maxX) - nx, max(maxY, o.maxY) - ny)
        }
    }

    /// What a box of a mark shows; the raw value is its class in the SVG.
    enum Role: String, CaseIterable {
        case outline = "o", part = "p", range = "r", expected = "e", old = "x"
    }

    /// One finding's boxes, in the order they were found.
    struct Mark {
        var boxes: [(box: Box, role: Role)] = []
    }

    /// The marks of every finding of the case, in finding order.
    let marks: [Mark]

    init(_ c: CaseResult, index: CaseViewIndex) {
        marks = c.findings.map { Self.mark($0, in: c, index: index) }
    }

    static func mark(_ f: Finding, in c: CaseResult, index: CaseViewIndex) -> Mark {
        var mark = Mark()
        func add(_ b: Box, _ role: Role) { mark.boxes.append((b, role)) }
        func frame(_ id: String) -> Box? { index.view(id).map { Box($0.frame) } }
        let itemViews = f.items.filter { index.view($0) != nil }

        switch f.details {
        case .overflow(let o)?:
            if let b = frame(o.view) {
                add(b, .outline)
                if o.edge != .width && o.edge != .height {
                    let container = o.container.flatMap(frame) ?? Box(0, 0, c.width, c.height)
                    for part in outside(b, container) { add(part, .part) }
                }
            }
        case .ambiguity(let a)?:
            // The distinct ids, sorted (as `Set(...).sorted()`, without hashing).
            var ids = itemViews + [a.view]
            ids.sort()
            for (i, id) in ids.enumerated() where i == 0 || ids[i - 1] != id { if let b = frame(id) { add(b, .outline) } }
            if let b = frame(a.view), let r = a.range {
                switch a.attribute {
                case .x: add(Box(r.lowerBound, b.y, r.upperBound - r.lowerBound + b.w, b.h), .range)
                case .y: add(Box(b.x, r.lowerBound, b.w, r.upperBound - r.lowerBound + b.h), .range)
                case .width: add(Box(b.x + r.lowerBound, b.y, r.upperBound - r.lowerBound, b.h), .range)
                case .height: add(Box(b.x, b.y + r.lowerBound, b.w, r.upperBound - r.lowerBound), .range)
                }
            }
        case .expectation(let e)?:
            if let b = frame(e.view) {
                add(b, .outline)
                if let expected = expectedBox(e, actual: b) { add(expected, .expected) }
            }
        case .overlap(let o)?:
            // Both views outlined, their intersection filled (the style's `p` role).
            for id in [o.view] + o.others { if let b = frame(id) { add(b, .outline) } }
            add(Box(o.area), .part)
        case .regression(let r)?:
            if let new = r.new { add(Box(new), .outline) } else if let b = frame(r.view) { add(b, .outline) }
            if let old = r.old { add(Box(old), .old) }
        case .truncation(let t)?:
            // The view, and the width its text lacks drawn past its trailing edge.
            if let b = frame(t.view) {
                add(b, .outline)
                if let lacking = t.widthLacking, lacking > 0 {
                    let rtl = c.layoutDirection == .rightToLeft
                    add(Box(rtl ? b.x - lacking : b.maxX, b.y, lacking, b.h), .part)
                }
            }
        case .conflict(let conflict)?:
            // The views its constraints name (its items are constraint ids), else the views among its items.
            let named = FindingViews.equationViews(conflict.equations).filter { index.view($0)?.parent != nil }
            for id in named.isEmpty ? itemViews : named { if let b = frame(id) { add(b, .outline) } }
        case nil:
            for id in itemViews { if let b = frame(id) { add(b, .outline) } }
            if f.kind == .overflow, let first = itemViews.first, let b = frame(first) {
                let parent = index.view(first)?.parent.flatMap(frame) ?? Box(0, 0, c.width, c.height)
                for part in outside(b, parent) { add(part, .part) }
            }
        }
        return mark
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
}

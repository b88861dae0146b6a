import LayoutResults

/// Draws one case as inline SVG for the HTML report: the canvas with its
/// safe area, every view as a box in tree order (coloured by kind through a
/// shared class, hidden views faint), one mark group per finding (the parts
/// of a view outside its container for an overflow, dashed outlines and the
/// possible range for an ambiguity, the views of a conflict, the expected
/// frame of an expectation, the old frame of a regression), and the ids of
/// the views whose box is big enough to read them.
///
/// Compact by design (docs/reports.md, "HTML size"): a view is one `<rect>`
/// with a class and no title (the page's script shows a view's id, kind,
/// frame and line on hover from the embedded data), a mark's boxes are one
/// `<path>` per role, a label's placement is a class.
///
/// Drawing clamps what it cannot draw: the canvas sides to 0 or more, and
/// every box to a window around the canvas (`Layout.window`); a view far
/// outside it is drawn up to the window's edge (the page's data and tooltip
/// keep its true frame), so no number from a results file makes the drawing
/// huge or traps.
public enum SVGCaseDrawing {
    typealias Box = SVGMarks.Box

    /// What drawing a case needs, worked out once: the id index, the marks,
    /// the window it can show and the box that holds the canvas, every
    /// visible view and every mark (within the window).
    struct Layout {
        let scale: Double
        let index: CaseViewIndex
        let marks: SVGMarks
        /// The canvas, then as much again as its larger side (at least
        /// `minimumMargin`) on every side: what the drawing can show.
        let window: Box
        let viewBox: Box

        /// The least margin of the window around the canvas, in points.
        static let minimumMargin = 1_000.0

        init(_ c: CaseResult, scale: Double, sharing other: CaseViewIndex? = nil) {
            self.scale = scale.isFinite && scale > 0 ? scale : 1
            index = CaseViewIndex(c, sharing: other)
            marks = SVGMarks(c, index: index)
            let width = SVGCaseDrawing.canvasSide(c.width), height = SVGCaseDrawing.canvasSide(c.height)
            let margin = max(width, height, Self.minimumMargin)
            window = Box(-margin, -margin, width + 2 * margin, height + 2 * margin)
            var bounds = Box(0, 0, width, height)
            for view in c.views where !view.hidden { bounds = bounds.union(Self.clamp(Box(view.frame), to: window)) }
            for m in marks.marks { for b in m.boxes { bounds = bounds.union(Self.clamp(b.box, to: window)) } }
            let pad = 3 / self.scale
            viewBox = Box(bounds.x - pad, bounds.y - pad, bounds.w + 2 * pad, bounds.h + 2 * pad)
        }

        /// `b` cut to the window (NaN counts as the window's low edge).
        func clamp(_ b: Box) -> Box { Self.clamp(b, to: window) }

        static func clamp(_ b: Box, to window: Box) -> Box {
            if b.x >= window.x, b.y >= window.y, b.maxX <= window.maxX, b.maxY <= window.maxY { return b }
            func inside(_ v: Double, _ low: Double, _ high: Double) -> Double {
                v.isNaN || v < low ? low : (v > high ? high : v)
            }
            let x = inside(b.x, window.x, window.maxX), y = inside(b.y, window.y, window.maxY)
            let maxX = inside(b.x + b.w, window.x, window.maxX), maxY = inside(b.y + b.h, window.y, window.maxY)
            return Box(x, y, maxX - x, maxY - y)
        }

        /// The drawing's size in pixels.
        var pixelWidth: Double { viewBox.w * scale }
        var pixelHeight: Double { viewBox.h * scale }
    }

    /// The SVG element for `c`, drawn at `scale` pixels per point. `caseID`
    /// names it for the page's script (`data-case`).
    /// With `highlight`, the views the case's failing findings name are outlined and tagged
    /// with their ids (`named`).
    public static func render(_ c: CaseResult, scale: Double, caseID: String, highlight: Bool = false) -> String {
        var out = ReportBytes(capacity: 512 + 64 * c.views.count)
        append(c, layout: Layout(c, scale: scale), caseID: caseID, highlight: highlight, to: &out)
        return out.string
    }

    /// The views the failing findings of the case name (`FindingViews`), as positions in
    /// `index.views`, in tree order, each with the kind of the most severe finding about it
    /// (then, for a view no finding is about, the most severe that names it otherwise, as an
    /// overflow names its container).
    static func named(_ c: CaseResult, index: CaseViewIndex) -> [(position: Int, kind: Finding.Kind)] {
        var kinds: [Int: Finding.Kind] = [:]
        let order = FindingOrder.indices(c.findings).filter { c.findings[$0].fails }
        search: for primary in [true, false] {
            for i in order {
                for position in FindingViews.positions(c.findings[i], index: index, primary: primary) where kinds[position] == nil {
                    guard kinds.count < maxNamedViews else { break search }
                    kinds[position] = c.findings[i].kind
                }
            }
        }
        return kinds.keys.sorted().map { ($0, kinds[$0]!) }
    }

    /// At most this many views are highlighted in a drawing (the first the most severe findings
    /// name): a case with thousands of findings keeps a readable drawing and a small page;
    /// every finding is still marked.
    static let maxNamedViews = 40

    /// The least width, in pixels, of a failing case's canvas: enough to read its views' ids
    /// and texts (a 390-point phone is drawn at 0.82 px per point).
    public static let failingCanvasWidth = 320.0
    /// The least scale of a failing case's drawing, in pixels per point: a 17-point text is
    /// drawn at 10 px or more (a landscape phone 506 px wide, an iPad 500).
    public static let failingMinimumScale = 0.6

    /// The largest canvas a failing case's drawing is enlarged to, in pixels: a very wide or
    /// very tall canvas (a long scroll view's content, a number from a hand-edited results file)
    /// keeps the scene's scale rather than becoming a drawing of a million pixels.
    public static let failingMaximumSize = (width: 1_200.0, height: 2_400.0)

    /// The scale of a failing case's drawing: the scene's `sceneScale`, or more so that the
    /// canvas is at least `failingCanvasWidth` pixels wide and drawn at `failingMinimumScale`
    /// or more, but no more than 4 px per point and no larger than `failingMaximumSize`.
    public static func failingScale(for c: CaseResult, sceneScale: Double) -> Double {
        let width = canvasSide(c.width), height = canvasSide(c.height)
        guard width > 0 else { return sceneScale }
        var scale = min(max(failingCanvasWidth / width, failingMinimumScale), 4, failingMaximumSize.width / width)
        if height > 0 { scale = min(scale, failingMaximumSize.height / height) }
        return max(sceneScale, scale)
    }

    /// The scale that fits every case of a scene in a box of `maxWidth` ×
    /// `maxHeight` pixels, one scale for all so sizes compare truly.
    public static func fittingScale(for cases: [CaseResult], maxWidth: Double = 520, maxHeight: Double = 380) -> Double {
        let widest = cases.map { canvasSide($0.width) }.max() ?? 1
        let tallest = cases.map { canvasSide($0.height) }.max() ?? 1
        guard widest > 0, tallest > 0 else { return 1 }
        return min(maxWidth / widest, maxHeight / tallest, 1)
    }

    /// A canvas side as drawn: 0 for a negative or NaN side, at most
    /// `ResultRanges.maxPoints`.
    static func canvasSide(_ value: Double) -> Double {
        value.isNaN || value < 0 ? 0 : min(value, ResultRanges.maxPoints)
    }

    /// Appends the SVG element for `c` as laid out.
    static func append(_ c: CaseResult, layout: Layout, caseID: String, highlight: Bool = false, to out: inout ReportBytes) {
        let scale = layout.scale, view = layout.viewBox
        out.prepare(512 + 64 * c.views.count)
        out.append("<svg class=\"drawing\" data-case=\"")
        out.append(html: caseID)
        out.append("\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"")
        out.append(decimal: view.x); out.append(UInt8(ascii: " ")); out.append(decimal: view.y); out.append(UInt8(ascii: " "))
        out.append(decimal: view.w); out.append(UInt8(ascii: " ")); out.append(decimal: view.h)
        out.append("\" width=\""); out.append(decimal: layout.pixelWidth, places: 1)
        out.append("\" height=\""); out.append(decimal: layout.pixelHeight, places: 1)
        out.append("\" data-width=\""); out.append(decimal: layout.pixelWidth, places: 1)
        out.append("\" data-height=\""); out.append(decimal: layout.pixelHeight, places: 1)
        out.append("\" role=\"img\" aria-label=\"")
        out.append(html: CaseNaming.label(c))
        out.append("\"><rect class=\"canvas\" width=\"")
        out.append(decimal: canvasSide(c.width)); out.append("\" height=\""); out.append(decimal: canvasSide(c.height)); out.append("\"/>")
        safeArea(c, layout: layout, to: &out)
        out.append("<g class=\"views\">")
        let rightToLeft = c.layoutDirection == .rightToLeft
        for v in c.views where v.parent != nil { self.view(v, layout: layout, rightToLeft: rightToLeft, to: &out) }
        out.append("</g><g class=\"marks\">")
        for (i, f) in c.findings.enumerated() { mark(f, layout.marks.marks[i], index: i, layout: layout, to: &out) }
        out.append("</g>")
        let named = highlight ? self.named(c, index: layout.index) : []
        if !named.isEmpty { namedViews(named, layout: layout, to: &out) }
        out.append("<g class=\"labels\" font-size=\"")
        out.append(decimal: 10.5 / scale); out.append("\" stroke-width=\""); out.append(decimal: 3 / scale); out.append("\">")
        var tagged = Set<Int>()
        for item in named { tagged.insert(item.position) }
        for (i, v) in c.views.enumerated() where !tagged.contains(i) { label(v, at: i, layout: layout, to: &out) }
        out.append("</g></svg>")
    }

    // MARK: - Pieces

    /// `<g class="named">`: each view a failing finding names, outlined in the colour of the
    /// most severe such finding and tagged with its name (`ViewFrame.name`, else its id) above
    /// its top-left corner (inside the
    /// box when there is no room above the canvas):
    /// `<g class="nv k-overflow" data-id="login"><path class="hl" d="…"/><text x y>login</text></g>`.
    private static func namedViews(_ named: [(position: Int, kind: Finding.Kind)], layout: Layout, to out: inout ReportBytes) {
        let scale = layout.scale
        out.append("<g class=\"named\" font-size=\""); out.append(decimal: 11 / scale)
        out.append("\" stroke-width=\""); out.append(decimal: 3 / scale); out.append("\">")
        for item in named {
            let v = layout.index.views[item.position], b = layout.clamp(Box(v.frame))
            out.append("<g class=\"nv k-"); out.append(verbatim: item.kind.rawValue)
            out.append("\" data-id=\""); out.append(html: v.id); out.append("\"><path class=\"hl\" d=\"")
            path(b, to: &out)
            out.append("\"/><text x=\""); out.append(decimal: b.x)
            // Above the box (a 13-pixel line), unless that is above the canvas's top.
            let above = b.y - 3 / scale
            out.append("\" y=\""); out.append(decimal: above - 11 / scale >= 0 ? above : b.y + 12 / scale)
            out.append("\">"); out.append(html: v.name ?? v.id); out.append("</text></g>")
        }
        out.append("</g>")
    }

    /// `M x y h w v h h -w z`: a box as a path segment.
    static func path(_ b: Box, to out: inout ReportBytes) {
        let w = max(b.w, 0), h = max(b.h, 0)
        out.append(UInt8(ascii: "M")); out.append(decimal: b.x); out.append(UInt8(ascii: " ")); out.append(decimal: b.y)
        out.append(UInt8(ascii: "h")); out.append(decimal: w); out.append(UInt8(ascii: "v")); out.append(decimal: h)
        out.append(UInt8(ascii: "h")); out.append(decimal: -w); out.append(UInt8(ascii: "z"))
    }

    private static func safeArea(_ c: CaseResult, layout: Layout, to out: inout ReportBytes) {
        let s = c.safeArea
        let width = canvasSide(c.width), height = canvasSide(c.height)
        var boxes: [Box] = []
        if s.top > 0 { boxes.append(Box(0, 0, width, s.top)) }
        if s.bottom > 0 { boxes.append(Box(0, height - s.bottom, width, s.bottom)) }
        if s.left > 0 { boxes.append(Box(0, s.top, s.left, height - s.top - s.bottom)) }
        if s.right > 0 { boxes.append(Box(width - s.right, s.top, s.right, height - s.top - s.bottom)) }
        guard !boxes.isEmpty else { return }
        out.append("<path class=\"safe\" d=\"")
        for b in boxes { path(layout.clamp(b), to: &out) }
        out.append("\"/>")
    }

    /// `<rect class="k-label[ h]" x y width height [rx]/>`, and an image view's cross.
    private static func view(_ v: ViewFrame, layout: Layout, rightToLeft: Bool, to out: inout ReportBytes) {
        let scale = layout.scale, b = layout.clamp(Box(v.frame))
        out.append("<rect class=\"k-")
        out.append(verbatim: v.kind.rawValue)
        if v.hidden { out.append(" h") }
        out.append("\" x=\""); out.append(decimal: b.x)
        out.append("\" y=\""); out.append(decimal: b.y)
        out.append("\" width=\""); out.append(decimal: max(b.w, 0))
        out.append("\" height=\""); out.append(decimal: max(b.h, 0))
        let radius = v.kind == .button ? min(6 / scale, b.h / 2) : (v.kind == .textField ? 3 / scale : 0)
        if radius > 0 {
            out.append("\" rx=\""); out.append(decimal: radius)
        }
        out.append("\"/>")
        if v.kind == .imageView && b.w * scale > 8 && b.h * scale > 8 {
            // Corner to corner, then the other diagonal.
            out.append(v.hidden ? "<path class=\"x h\" d=\"M" : "<path class=\"x\" d=\"M")
            out.append(decimal: b.x); out.append(UInt8(ascii: " ")); out.append(decimal: b.y)
            out.append(UInt8(ascii: "l")); out.append(decimal: b.w); out.append(UInt8(ascii: " ")); out.append(decimal: b.h)
            out.append("m0 "); out.append(decimal: -b.h)
            out.append(UInt8(ascii: "l")); out.append(decimal: -b.w); out.append(UInt8(ascii: " ")); out.append(decimal: b.h)
            out.append("\"/>")
        }
        if let text = v.text { shownText(text, in: b, hidden: v.hidden, rightToLeft: rightToLeft, to: &out) }
    }

    /// The lines a view shows, as UIKit draws them (truncated where it truncates): one
    /// `<text class="tx">` per line at the font's size, from the leading edge or centred.
    private static func shownText(_ t: ShownText, in b: Box, hidden: Bool, rightToLeft: Bool, to out: inout ReportBytes) {
        guard !t.lines.isEmpty, t.fontSize.isFinite, t.fontSize > 0, t.lineHeight.isFinite, t.baseline.isFinite else { return }
        let anchor: String, x: Double
        switch t.alignment {
        case .center:
            anchor = "middle"; x = b.x + t.leftInset + (b.w - t.leftInset - t.rightInset) / 2
        case .natural:
            anchor = rightToLeft ? "end" : "start"; x = rightToLeft ? b.maxX - t.rightInset : b.x + t.leftInset
        }
        for (k, line) in t.lines.enumerated() where !line.isEmpty {
            out.append("<text class=\"tx")
            if t.isPlaceholder { out.append(" ph") }
            if hidden { out.append(" h") }
            out.append("\" x=\""); out.append(decimal: x)
            out.append("\" y=\""); out.append(decimal: b.y + t.baseline + Double(k) * t.lineHeight)
            out.append("\" font-size=\""); out.append(decimal: t.fontSize)
            out.append("\" text-anchor=\""); out.append(verbatim: anchor)
            out.append("\">")
            out.append(html: line)
            out.append("</text>")
        }
    }

    /// `<g class="mark overflow" data-f="0">`, one `<path>` per role.
    private static func mark(_ f: Finding, _ mark: SVGMarks.Mark, index: Int, layout: Layout, to out: inout ReportBytes) {
        out.append("<g class=\"mark ")
        out.append(verbatim: f.kind.rawValue)
        out.append("\" data-f=\"")
        out.append(index)
        out.append("\">")
        for role in SVGMarks.Role.allCases where mark.boxes.contains(where: { $0.role == role }) {
            out.append("<path class=\"")
            out.append(verbatim: role.rawValue)
            out.append("\" d=\"")
            for item in mark.boxes where item.role == role { path(layout.clamp(item.box), to: &out) }
            out.append("\"/>")
        }
        out.append("</g>")
    }

    /// The view's name (its id, or an Interface Builder view's `userLabel` or text) as a label,
    /// when its box is big enough to read it:
    /// centred (`c`) in a view without visible subviews; at the top left
    /// (`t`) of a container, unless a subview covers that corner (the
    /// tooltip still names it).
    private static func label(_ v: ViewFrame, at position: Int, layout: Layout, to out: inout ReportBytes) {
        let scale = layout.scale, index = layout.index, b = layout.clamp(Box(v.frame))
        let pixelWidth = b.w * scale, pixelHeight = b.h * scale
        guard pixelWidth >= 22, pixelHeight >= 13 else { return }
        // A view that shows its text is not labelled over it (its tooltip names it).
        if let text = v.text, text.lines.contains(where: { !$0.isEmpty }) { return }
        // A label never needs more characters than fit 10,000 pixels (and the box is finite, clamped).
        let maxChars = Int(min((pixelWidth - 6) / 6.2, 10_000))
        var text = v.name ?? v.id
        var characters = characterCount(text)
        if characters > maxChars {
            guard maxChars >= 4 else { return }
            text = String(text.prefix(maxChars - 1)) + "…"
            characters = maxChars
        }
        let children = index.visibleChildren(of: position)
        if children.isEmpty {
            out.append(v.hidden ? "<text class=\"c h\" x=\"" : "<text class=\"c\" x=\"")
            out.append(decimal: b.x + b.w / 2); out.append("\" y=\""); out.append(decimal: b.y + b.h / 2)
        } else {
            let textWidth = Double(characters) * 6.2 / scale, textHeight = 13 / scale
            let corner = Box(b.x, b.y, textWidth + 6 / scale, textHeight + 2 / scale)
            let covered = children.contains { child in
                let f = layout.clamp(Box(index.views[child].frame))
                return f.x < corner.maxX && f.maxX > corner.x && f.y < corner.maxY && f.maxY > corner.y
            }
            guard !covered else { return }
            out.append(v.hidden ? "<text class=\"t h\" x=\"" : "<text class=\"t\" x=\"")
            out.append(decimal: b.x + 3 / scale); out.append("\" y=\""); out.append(decimal: b.y + 2 / scale)
        }
        out.append("\">")
        out.append(html: text)
        out.append("</text>")
    }

    /// `text.count` (grapheme clusters), without the grapheme walk when every
    /// byte is printable ASCII (one byte, one character).
    private static func characterCount(_ text: String) -> Int {
        text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) ? text.utf8.count : text.count
    }
}

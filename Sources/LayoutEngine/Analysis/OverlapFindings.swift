import LayoutSpec
import LayoutResults

/// `overlap` findings, as LayoutTest-iOS checks them: visible sibling views whose frames
/// intersect by more than `tolerance` points on both axes. One finding per view, naming the
/// later siblings it overlaps (in tree order), so a pair is reported once.
///
/// Not an overlap: a view that allows it (`allowsOverlap="YES"`, or the sibling's id), the
/// arranged subviews of a stack view with negative spacing (overlapping on purpose, as UIKit
/// lays them out), two neighbours in a stack after a negative `spacingAfter`, and views with
/// no area (a zero width or height).
enum OverlapFindings {
    static let tolerance = OverflowFindings.tolerance

    /// `excluding`: ids of views left out (those a missing constraint leaves unplaced).
    static func findings(_ layout: CaseLayout, excluding: Set<String> = []) -> [Finding] {
        let table = layout.table, views = table.views
        // The visible views that may overlap something, grouped by superview with a counting
        // sort into one flat array (a dictionary of arrays cost a hash and an array per parent).
        // The superview of a view that takes part, nil for the others.
        func group(of view: LayoutView) -> Int? {
            guard let parent = view.parent, !view.isEffectivelyHidden, view.attributes.allowsOverlap != .any else { return nil }
            return excluding.isEmpty || !excluding.contains(view.id) ? parent : nil
        }
        var starts = [Int](repeating: 0, count: views.count + 1)
        for view in views { if let parent = group(of: view) { starts[parent + 1] += 1 } }
        for parent in views.indices { starts[parent + 1] += starts[parent] }
        var next = starts, grouped = [Int](repeating: 0, count: starts[views.count])
        for view in views {
            guard let parent = group(of: view) else { continue }
            grouped[next[parent]] = view.index
            next[parent] += 1
        }
        var found: [Finding] = []
        for parent in views.indices where starts[parent + 1] - starts[parent] > 1 {
            let container = table[parent]
            if container.kind == .stackView, container.attributes.spacing.value < 0 { continue }
            found += findings(among: Array(grouped[starts[parent]..<starts[parent + 1]]), in: container, layout)
        }
        return found
    }

    /// The overlaps among one superview's subviews: a sweep along one axis (sorted by the
    /// leading edge on it, keeping the views whose far edge is still ahead), then the test on
    /// the other. The axis is the one along which the views are spread thinner (a vertical
    /// stack is swept along y: along x every row would stay ahead of every other).
    private static func findings(among members: [Int], in container: LayoutView, _ layout: CaseLayout) -> [Finding] {
        let table = layout.table
        let frames = members.map { layout.frame(of: table[$0]) }
        // Partners of each member (by position in `members`), with the intersection.
        var partners: [Int: [(other: Int, area: Rect)]] = [:]
        func note(_ i: Int, _ j: Int) {
            guard let area = intersection(frames[j], frames[i]) else { return }
            let (first, second) = j < i ? (j, i) : (i, j)
            guard !exempt(table[members[first]], table[members[second]], in: container, table) else { return }
            partners[first, default: []].append((second, area))
        }
        if members.count <= 8 {
            // Few siblings (a card's title and subtitle): every pair, no sort.
            for i in members.indices where frames[i].width > tolerance && frames[i].height > tolerance {
                for j in members.indices where j < i && frames[j].width > tolerance && frames[j].height > tolerance { note(i, j) }
            }
            return describe(partners, members, table)
        }
        let alongX = density(frames, \.x, \.width) <= density(frames, \.y, \.height)
        func start(_ f: Rect) -> Double { alongX ? f.x : f.y }
        func end(_ f: Rect) -> Double { alongX ? f.x + f.width : f.y + f.height }
        let order = members.indices.filter { frames[$0].width > tolerance && frames[$0].height > tolerance }
            .sorted { start(frames[$0]) < start(frames[$1]) || (start(frames[$0]) == start(frames[$1]) && $0 < $1) }
        var active: [Int] = []
        for i in order {
            let frame = frames[i]
            active.removeAll { end(frames[$0]) <= start(frame) + tolerance }
            for j in active { note(i, j) }
            active.append(i)
        }
        return describe(partners, members, table)
    }

    /// One finding per member that overlaps later siblings.
    private static func describe(_ partners: [Int: [(other: Int, area: Rect)]], _ members: [Int],
                                 _ table: LayoutViewTable) -> [Finding] {
        partners.keys.sorted().map { first in
            let list = partners[first]!.sorted { $0.other < $1.other }
            let view = table[members[first]]
            let others = list.map { table[members[$0.other]].id }
            let area = list[0].area
            var message = "'\(view.id)' overlaps '\(others[0])' by \(number(area.width)) × \(number(area.height)) pt"
            if others.count > 1 {
                let shown = others.dropFirst().prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                message += "; also " + shown + (others.count > 4 ? " and \(others.count - 4) more" : "")
            }
            return Finding(kind: .overlap, items: [view.id] + others, message: message,
                           line: view.resolved.location.line, column: view.resolved.location.column,
                           details: .overlap(.init(view: view.id, others: others, area: rounded(area))),
                           fix: FixSuggestions.overlap(view.id, others[0]))
        }
    }

    /// How many of the frames cover a point of their span on one axis, on average: the sum of
    /// their extents over the span they cover together.
    private static func density(_ frames: [Rect], _ origin: KeyPath<Rect, Double>, _ extent: KeyPath<Rect, Double>) -> Double {
        var low = Double.infinity, high = -Double.infinity, sum = 0.0
        for f in frames {
            low = min(low, f[keyPath: origin])
            high = max(high, f[keyPath: origin] + max(0, f[keyPath: extent]))
            sum += max(0, f[keyPath: extent])
        }
        return high > low ? sum / (high - low) : .infinity
    }

    /// The intersection of two frames when it is more than `tolerance` on both axes.
    private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x = max(a.x, b.x), y = max(a.y, b.y)
        let width = min(a.x + a.width, b.x + b.width) - x, height = min(a.y + a.height, b.y + b.height) - y
        guard width > tolerance, height > tolerance else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Whether the pair may overlap: either allows the other, or they are neighbours in a
    /// stack whose custom spacing between them is negative.
    private static func exempt(_ a: LayoutView, _ b: LayoutView, in container: LayoutView, _ table: LayoutViewTable) -> Bool {
        if a.attributes.allowsOverlap.allows(b.id) || b.attributes.allowsOverlap.allows(a.id) { return true }
        guard container.kind == .stackView else { return false }
        let visible = container.children.filter { !table[$0].isEffectivelyHidden }
        guard let first = visible.firstIndex(of: a.index), let second = visible.firstIndex(of: b.index), abs(first - second) == 1 else { return false }
        let earlier = first < second ? a : b
        return (earlier.attributes.spacingAfter ?? 0) < 0
    }

    private static func rounded(_ r: Rect) -> Rect {
        func n(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        return Rect(x: n(r.x), y: n(r.y), width: n(r.width), height: n(r.height))
    }
}

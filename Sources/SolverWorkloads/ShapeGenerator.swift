/// Random layouts of a given number of views, seeded and reproducible, for checking that the
/// harness's cost grows linearly with the views whatever shape a team writes.
///
/// A spec is a tree under the root: stack views of every axis, distribution and alignment,
/// with spacing (sometimes negative or `standard`), plain containers whose subviews are
/// chained top to bottom between the container's margins, scroll views holding a stack, and
/// leaves (labels, image views, buttons) of varied intrinsic sizes. Some views are hidden,
/// some stacks change axis in compact height (a size-class variation), some leaves in
/// different branches have equal widths at a high priority (constraints across branches),
/// and the scene has states: one hides a leaf, one changes a stack's spacing, one repeats an
/// arranged subview. `slips` add the mistakes teams make (`Slip`).
///
/// The same `(views, seed, slips)` gives the same text on every machine (`SplitMix64`). The
/// root's stack holds subtrees of `topLevelShare` views, each drawn from a random stream of
/// its own (the seed and its position), so one seed is one layout at every size: its spec of
/// 20,000 views begins with the subtrees of its spec of 10,000, and has as many again drawn
/// from the same distribution (docs/performance.md, "Shapes teams write").
public enum ShapeGenerator {
    /// The views in each subtree of the root's stack (the last one takes what is left).
    public static let topLevelShare = 40

    /// A deliberate mistake, and the finding it should give.
    public enum Slip: String, CaseIterable, Sendable {
        /// A scroll view's content (a plain view) pinned on three sides only: its height is
        /// free (ambiguity).
        case unpinnedContent
        /// Two labels side by side in a horizontal fill stack, wider than it, with equal
        /// compression resistance: which one shrinks is a tie (ambiguity).
        case equalPriorities
        /// A required width on a leaf that contradicts another required width (conflict).
        case conflictingRequired
    }

    /// A spec of about `views` views (within a few: a subtree is finished once begun).
    public static func spec(views: Int, seed: UInt64, slips: Set<Slip> = []) -> String {
        var builder = Builder(seed: seed, views: max(views, 8))
        return builder.spec(slips: slips)
    }
}

/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Writes one random spec; see `ShapeGenerator`.
private struct Builder {
    let seed: UInt64
    var random: SplitMix64
    /// Views to make.
    let views: Int
    var xml = ""
    var counter = 0
    var leaves: [String] = []
    var stacks: [String] = []
    /// Arranged subviews a state may repeat (not inside another repeatable one).
    var repeatable: [String] = []
    var insideRepeatable = false

    init(seed: UInt64, views: Int) {
        self.seed = seed
        random = SplitMix64(seed: seed)
        self.views = views
    }

    /// The random stream of the root stack's subtree at `position`: its own, so that it is the
    /// same whatever the size of the spec.
    func stream(forTopLevel position: Int) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(position + 1) &* 0xD1B5_4A32_D192_ED03))
        return SplitMix64(seed: mixer.next())
    }

    mutating func spec(slips: Set<ShapeGenerator.Slip>) -> String {
        var body = ""
        var constraints = ""
        // The root holds a vertical stack pinned on all four sides (inside the safe area), so
        // every view is placed; the slips hang beside it.
        let top = "top"
        stacks.append(top)
        xml = ""
        stack(id: top, axis: "vertical", depth: 0, quota: views - 2, topLevel: true)
        body += xml
        for (attribute, target) in [("leading", "root.safeArea"), ("trailing", "root.safeArea"), ("top", "root.safeArea")] {
            constraints += constraint(top, attribute, target, attribute)
        }
        constraints += "<constraint firstItem=\"top\" firstAttribute=\"bottom\" relation=\"lessThanOrEqual\" secondItem=\"root.safeArea\" secondAttribute=\"bottom\"/>\n"
        // Equal widths across branches, at a priority that gives way to the stacks.
        let pairs = min(leaves.count / 8, 50)
        for _ in 0..<pairs {
            let a = leaves[Int.random(in: 0..<leaves.count, using: &random)]
            let b = leaves[Int.random(in: 0..<leaves.count, using: &random)]
            guard a != b else { continue }
            constraints += "<constraint firstItem=\"\(a)\" firstAttribute=\"width\" secondItem=\"\(b)\" secondAttribute=\"width\" priority=\"700\"/>\n"
        }
        var slipViews = ""
        if slips.contains(.unpinnedContent) {
            slipViews += """
            <scrollView id="slipScroll">
            <view id="slipContent">
            <label id="slipLine" intrinsicWidth="120" intrinsicHeight="20.5"/>
            \(constraint("slipLine", "leading", "slipContent", "leadingMargin"))\(constraint("slipLine", "top", "slipContent", "topMargin"))</view>
            \(constraint("slipContent", "leading", "slipScroll", "leading"))\(constraint("slipContent", "trailing", "slipScroll", "trailing"))\(constraint("slipContent", "top", "slipScroll", "top"))\(constraint("slipContent", "width", "slipScroll", "width"))</scrollView>

            """
            constraints += constraint("slipScroll", "leading", "root", "leading") + constraint("slipScroll", "top", "root", "top")
                + "<constraint firstItem=\"slipScroll\" firstAttribute=\"width\" constant=\"100\"/>\n"
                + "<constraint firstItem=\"slipScroll\" firstAttribute=\"height\" constant=\"100\"/>\n"
        }
        if slips.contains(.equalPriorities) {
            slipViews += """
            <stackView id="slipRow" axis="horizontal" spacing="8">
            <label id="slipLeft" intrinsicWidth="300" intrinsicHeight="20.5"/>
            <label id="slipRight" intrinsicWidth="300" intrinsicHeight="20.5"/>
            </stackView>

            """
            constraints += constraint("slipRow", "leading", "root", "leading") + constraint("slipRow", "bottom", "root", "bottom")
                + "<constraint firstItem=\"slipRow\" firstAttribute=\"width\" constant=\"200\"/>\n"
        }
        if slips.contains(.conflictingRequired), let leaf = leaves.first {
            constraints += "<constraint id=\"slipWide\" firstItem=\"\(leaf)\" firstAttribute=\"width\" constant=\"60\"/>\n"
            constraints += "<constraint id=\"slipNarrow\" firstItem=\"\(leaf)\" firstAttribute=\"width\" constant=\"40\"/>\n"
        }
        var states = ""
        if let leaf = leaves.last {
            states += "<state name=\"hidden-leaf\"><set item=\"\(leaf)\" hidden=\"YES\"/></state>\n"
        }
        if let stack = stacks.last {
            states += "<state name=\"wide-spacing\"><set item=\"\(stack)\" spacing=\"20\"/></state>\n"
        }
        if !repeatable.isEmpty {
            let item = repeatable[Int.random(in: 0..<repeatable.count, using: &random)]
            states += "<state name=\"repeated\"><repeat item=\"\(item)\" count=\"3\"/></state>\n"
        }
        return "<spec name=\"shape\">\n" + GeneratedSpecs.environments + "<scene name=\"Shape\">\n<view id=\"root\">\n" + body + slipViews + constraints
            + "</view>\n" + states + "</scene>\n</spec>\n"
    }

    func constraint(_ first: String, _ attribute: String, _ second: String, _ secondAttribute: String) -> String {
        "<constraint firstItem=\"\(first)\" firstAttribute=\"\(attribute)\" secondItem=\"\(second)\" secondAttribute=\"\(secondAttribute)\"/>\n"
    }

    mutating func nextID(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    /// How many children a container with `quota` views gets below the root's stack: 2 to 8.
    mutating func fanOut(quota: Int) -> Int {
        max(1, min(2 + Int.random(in: 0...6, using: &random), quota))
    }

    /// A stack view with `quota` views under it (itself counted by the caller).
    mutating func stack(id: String, axis: String, depth: Int, quota: Int, topLevel: Bool = false) {
        let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
        let alignments = axis == "horizontal"
            ? ["fill", "top", "center", "bottom", "firstBaseline", "lastBaseline"]
            : ["fill", "leading", "center", "trailing"]
        let distribution = topLevel ? "fill" : distributions[Int.random(in: 0..<distributions.count, using: &random)]
        let alignment = alignments[Int.random(in: 0..<alignments.count, using: &random)]
        var attributes = "id=\"\(id)\" axis=\"\(axis)\" distribution=\"\(distribution)\" alignment=\"\(alignment)\""
        if chance(15) {
            attributes += " spacingType=\"standard\""
        } else {
            let spacing = chance(5) ? -4 : Int.random(in: 0...16, using: &random)
            attributes += " spacing=\"\(spacing)\""
        }
        xml += "<stackView \(attributes)>\n"
        if !topLevel, chance(20) {
            xml += "<variation key=\"heightClass=compact\" axis=\"\(axis == "horizontal" ? "vertical" : "horizontal")\"/>\n"
        }
        _ = children(of: id, depth: depth, arranged: true, quota: quota)
        xml += "</stackView>\n"
    }

    /// Subviews of a container, `quota` views in all at most; returns how many it made.
    /// The root's stack (depth 0) gets subtrees of `topLevelShare` views, each from its own
    /// stream; the main stream goes on after them as if they had not been drawn.
    mutating func children(of parent: String, depth: Int, arranged: Bool, quota: Int) -> Int {
        let topLevel = depth == 0
        let count = topLevel ? 0 : fanOut(quota: quota)
        // The main stream, kept at the root only: below it, children draw from their subtree's.
        let main = topLevel ? random : nil
        defer { if let main { random = main } }
        var made: [String] = []
        var left = quota
        // Past `count`, children take what the last ones left (a leaf uses one view of its share).
        var k = 0
        while left > 0 {
            let share: Int
            if topLevel {
                random = stream(forTopLevel: k)
                share = min(ShapeGenerator.topLevelShare, left)
            } else {
                share = k < count - 1 ? max(1, left / (count - k)) : left
            }
            k += 1
            let remember = insideRepeatable
            let candidate = arranged && !insideRepeatable
            if candidate { insideRepeatable = true }
            let (id, used) = child(depth: depth + 1, quota: share)
            insideRepeatable = remember
            if candidate { repeatable.append(id) }
            made.append(id)
            left -= used
        }
        // A plain container chains its subviews from its top margin to its bottom margin.
        if !arranged {
            for (k, id) in made.enumerated() {
                xml += constraint(id, "leading", parent, "leadingMargin") + constraint(id, "trailing", parent, "trailingMargin")
                xml += k == 0 ? constraint(id, "top", parent, "topMargin")
                    : "<constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"\(made[k - 1])\" secondAttribute=\"bottom\" constant=\"8\"/>\n"
            }
            if let last = made.last { xml += constraint(last, "bottom", parent, "bottomMargin") }
        }
        return quota - left
    }

    /// One subview with at most `quota` views in its subtree (itself included): a leaf when
    /// the quota or the depth says so, else a container. Returns its id and the views made.
    mutating func child(depth: Int, quota: Int) -> (String, Int) {
        let leafOdds = depth >= 8 || quota < 3 ? 100 : (quota < 12 ? 45 : 10)
        if chance(leafOdds) { return (leaf(), 1) }
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < 70 {
            let id = nextID("s")
            stacks.append(id)
            let used = quota - 1
            stack(id: id, axis: chance(50) ? "horizontal" : "vertical", depth: depth, quota: used)
            return (id, 1 + used)
        } else if roll < 90 {
            let id = nextID("v")
            xml += "<view id=\"\(id)\"\(chance(10) ? " hidden=\"YES\"" : "")>\n"
            let used = children(of: id, depth: depth, arranged: false, quota: quota - 1)
            xml += "</view>\n"
            return (id, 1 + used)
        } else {
            let id = nextID("scroll"), content = nextID("content")
            xml += "<scrollView id=\"\(id)\">\n"
            stacks.append(content)
            stack(id: content, axis: "vertical", depth: depth + 1, quota: quota - 2)
            for attribute in ["leading", "trailing", "top", "bottom"] { xml += constraint(content, attribute, id, attribute) }
            xml += constraint(content, "width", id, "width")
            xml += "</scrollView>\n"
            xml += "<constraint firstItem=\"\(id)\" firstAttribute=\"height\" constant=\"\(80 + Int.random(in: 0...200, using: &random))\"/>\n"
            return (id, quota)
        }
    }

    mutating func leaf() -> String {
        let kinds = ["label", "label", "label", "imageView", "button"]
        let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
        let id = nextID("leaf")
        leaves.append(id)
        let width = 12 + Int.random(in: 0...180, using: &random)
        let height = kind == "imageView" ? 12 + Int.random(in: 0...120, using: &random) : [20.5, 30, 41][Int.random(in: 0...2, using: &random)]
        xml += "<\(kind) id=\"\(id)\" intrinsicWidth=\"\(width)\" intrinsicHeight=\"\(height)\"\(chance(5) ? " hidden=\"YES\"" : "")/>\n"
        return id
    }
}

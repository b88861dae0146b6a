/// SplitMix64: a small, fixed pseudo-random sequence, so a seed names the same layouts on
/// every machine and Swift version.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }
}

/// Makes `RandomLayout`s: nested plain views (view, label, button, imageView) up to four
/// levels deep, each placed on both axes by a random pattern (two edges, an edge and a size, a
/// centre and a size, a baseline), against its superview, a sibling, a cousin, the root or a
/// safe-area guide, with every attribute and margin form, multipliers on sizes and positions,
/// relations and priorities; then a few random extra constraints that may conflict or leave a
/// choice, size-class variations, a state and two or three environments (one right-to-left
/// in most layouts). Multipliers include ratios, negative ones and, on sizes, 0.
struct RandomLayoutGenerator {
    let seed: UInt64

    private static let environments: [RandomLayout.Environment] = [
        .init(name: "phone", width: 390, height: 844, widthClass: "compact", heightClass: "regular", safeArea: [47, 0, 34, 0], rightToLeft: false),
        .init(name: "phone-rtl", width: 390, height: 844, widthClass: "compact", heightClass: "regular", safeArea: [47, 0, 34, 0], rightToLeft: true),
        .init(name: "landscape", width: 844, height: 390, widthClass: "compact", heightClass: "compact", safeArea: [0, 47, 21, 47], rightToLeft: false),
        .init(name: "tablet-rtl", width: 834, height: 1194, widthClass: "regular", heightClass: "regular", safeArea: [24, 0, 20, 0], rightToLeft: true),
        .init(name: "wide", width: 926, height: 428, widthClass: "regular", heightClass: "compact", safeArea: [0, 47, 21, 47], rightToLeft: false),
    ]
    static let horizontalPositions = ["left", "right", "leading", "trailing", "centerX", "leftMargin", "rightMargin",
                                      "leadingMargin", "trailingMargin", "centerXWithinMargins"]
    static let verticalPositions = ["top", "bottom", "centerY", "topMargin", "bottomMargin", "centerYWithinMargins",
                                    "firstBaseline", "lastBaseline"]
    private static let optionalPriorities: [Double] = [999.5, 999, 751, 750, 500, 251, 250, 50, 1]
    private static let multipliers: [(Double, String)] = [(0.5, "0.5"), (2, "2:1"), (1.5, "1.5"), (0.75, "3:4"), (0.25, "0.25"), (3, "3"),
                                                           (-1, "-1"), (-0.5, "-0.5")]

    /// The `index`-th layout of this seed.
    func layout(_ index: Int) -> RandomLayout {
        var random = SeededRandom(seed: seed &* 0x1000_0000_01B3 &+ UInt64(index))
        var layout = RandomLayout(name: "random-\(seed)-\(index)")
        makeViews(&layout, &random)
        for view in 1..<layout.views.count {
            place(view, horizontal: true, in: &layout, &random)
            place(view, horizontal: false, in: &layout, &random)
        }
        for _ in 0..<random.int(0...2) { addExtra(to: &layout, &random) }
        addVariations(to: &layout, &random)
        if random.chance(0.6) { addState(to: &layout, &random) }
        var environments = Self.environments
        environments.shuffle(using: &random)
        layout.environments = Array(environments.prefix(random.int(2...3)))
        return layout
    }

    // MARK: Views

    private func makeViews(_ layout: inout RandomLayout, _ random: inout SeededRandom) {
        var root = RandomLayout.View(id: "root", kind: "view", parent: nil)
        if random.chance(0.2) { root.margins = [Double(random.int(0...20)), Double(random.int(0...30)), Double(random.int(0...20)), Double(random.int(0...30))] }
        layout.views = [root]
        let count = random.int(2...8)
        for number in 1...count {
            // Deeper views more often under the most recent ones.
            let parent = random.chance(0.5) ? random.int(0...(layout.views.count - 1)) : layout.views.count - 1
            let depth = depth(of: parent, in: layout)
            let parentIndex = depth >= 3 ? 0 : parent
            var view = RandomLayout.View(id: "v\(number)", kind: random.pick(["view", "view", "label", "button", "imageView"]), parent: parentIndex)
            if view.kind != "view" || random.chance(0.2) {
                view.intrinsicWidth = Double(random.int(20...160))
                view.intrinsicHeight = Double(random.int(16...60))
                if random.chance(0.3) { view.horizontalHugging = random.pick([250, 251, 750, 50, 1000]) }
                if random.chance(0.2) { view.verticalHugging = random.pick([250, 251, 750]) }
                if random.chance(0.3) { view.horizontalCompression = random.pick([749, 750, 250, 751, 1000]) }
                if random.chance(0.2) { view.verticalCompression = random.pick([750, 751, 999]) }
            }
            if view.kind == "label", random.chance(0.4), let height = view.intrinsicHeight {
                view.firstBaseline = Double(random.int(4...Int(height)))
                view.lastBaseline = Double(random.int(Int(view.firstBaseline!)...Int(height)))
            }
            if random.chance(0.3) { view.margins = [Double(random.int(0...12)), Double(random.int(0...24)), Double(random.int(0...12)), Double(random.int(0...24))] }
            if random.chance(0.05) { view.hidden = true }
            layout.views.append(view)
            layout.views[parentIndex].children.append(layout.views.count - 1)
        }
    }

    private func depth(of index: Int, in layout: RandomLayout) -> Int {
        var depth = 0, current = layout.views[index].parent
        while let parent = current { depth += 1; current = layout.views[parent].parent }
        return depth
    }

    // MARK: Constraints

    private func nextID(_ layout: RandomLayout) -> String { "c\(layout.constraints.count + 1)" }

    /// A reference for `view`: mostly its superview (or the superview's safe area), else a
    /// view before it (a sibling, a cousin, an ancestor), the root or the root's safe area.
    /// Placing views only against earlier ones keeps most layouts free of cycles; the extra
    /// constraints may point anywhere (`anywhere`).
    private func reference(for view: Int, in layout: RandomLayout, anywhere: Bool = false,
                           _ random: inout SeededRandom) -> RandomLayout.Item {
        let parent = layout.views[view].parent!
        let others = layout.views.indices.filter { $0 != view && (anywhere || $0 < view) && !layout.isAncestor(view, of: $0) }
        let roll = random.int(0...9)
        if roll < 5 { return .init(view: parent, safeArea: random.chance(0.15)) }
        if roll < 8, let other = others.randomElement(using: &random) { return .init(view: other) }
        return .init(view: 0, safeArea: random.chance(0.5))
    }

    /// A second attribute that UIKit accepts with `first` (same axis; leading and trailing do
    /// not mix with left and right; guides have no margins or baselines).
    private func partner(for first: String, horizontal: Bool, on item: RandomLayout.Item, _ random: inout SeededRandom) -> String {
        var candidates = horizontal ? Self.horizontalPositions : Self.verticalPositions
        if RandomLayout.isDirectional(first) { candidates.removeAll { $0.hasPrefix("left") || $0.hasPrefix("right") } }
        if first.hasPrefix("left") || first.hasPrefix("right") { candidates.removeAll(where: RandomLayout.isDirectional) }
        if item.safeArea { candidates.removeAll { $0.contains("Margin") || $0.contains("Baseline") } }
        // Mostly the same attribute, as most real constraints are.
        if random.chance(0.4), candidates.contains(first) { return first }
        return random.pick(candidates)
    }

    private func multiplier(_ random: inout SeededRandom, often: Double) -> (Double, String) {
        random.chance(often) ? random.pick(Self.multipliers) : (1, "1")
    }

    private func priority(_ random: inout SeededRandom, required: Double) -> (Double, String) {
        if random.chance(required) { return random.chance(0.1) ? (1000, "required") : (1000, "1000") }
        let value = random.pick(Self.optionalPriorities)
        switch value {
        case 750 where random.chance(0.5): return (750, "defaultHigh")
        case 250 where random.chance(0.5): return (250, "defaultLow")
        case 50 where random.chance(0.5): return (50, "fittingSizeLevel")
        default: return (value, specNumber(value))
        }
    }

    private func relation(_ random: inout SeededRandom, equal: Double) -> RandomLayout.Relation {
        random.chance(equal) ? .equal : random.pick([.lessThanOrEqual, .greaterThanOrEqual])
    }

    private func position(_ view: Int, _ attribute: String, horizontal: Bool, anywhere: Bool = false, in layout: inout RandomLayout,
                          _ random: inout SeededRandom) {
        let reference = reference(for: view, in: layout, anywhere: anywhere, &random)
        let second = partner(for: attribute, horizontal: horizontal, on: reference, &random)
        let (m, mText) = multiplier(&random, often: 0.25)
        let (p, pText) = priority(&random, required: 0.9)
        let relation = relation(&random, equal: 0.9)
        layout.constraints.append(.init(id: nextID(layout), first: .init(view: view), firstAttribute: attribute,
                                        relation: relation, second: reference, secondAttribute: second,
                                        multiplier: m, multiplierText: mText, constant: Double(random.int(-40...40)),
                                        priority: p, priorityText: pText, standsInFirstItem: random.chance(0.15)))
        if relation != .equal {
            // An inequality with a preferred value, as authors write them.
            let (p, pText) = priority(&random, required: 0)
            var preference = layout.constraints[layout.constraints.count - 1]
            preference.id = nextID(layout)
            preference.relation = .equal
            preference.constant += Double(random.int(-30...30))
            (preference.priority, preference.priorityText) = (p, pText)
            layout.constraints.append(preference)
        }
    }

    private func size(_ view: Int, horizontal: Bool, in layout: inout RandomLayout, _ random: inout SeededRandom) {
        let attribute = horizontal ? "width" : "height"
        let (p, pText) = priority(&random, required: 0.9)
        let relation = relation(&random, equal: 0.97)
        if random.chance(0.5) {
            layout.constraints.append(.init(id: nextID(layout), first: .init(view: view), firstAttribute: attribute, relation: relation,
                                            multiplier: 1, multiplierText: "1", constant: Double(random.int(10...200)),
                                            priority: p, priorityText: pText))
            return
        }
        // A proportion of the reference's size, or an aspect ratio of its own.
        let aspect = random.chance(0.25)
        let reference: RandomLayout.Item = aspect ? .init(view: view) : self.reference(for: view, in: layout, &random)
        let second = aspect ? (horizontal ? "height" : "width") : attribute
        var (m, mText) = multiplier(&random, often: 0.6)
        if random.chance(0.03) { (m, mText) = (0, "0") }
        layout.constraints.append(.init(id: nextID(layout), first: .init(view: view), firstAttribute: attribute, relation: relation,
                                        second: reference, secondAttribute: second, multiplier: m, multiplierText: mText,
                                        constant: Double(random.int(-20...20)), priority: p, priorityText: pText))
    }

    /// One axis of `view`: two positions, a position and a size (or its intrinsic size), or
    /// occasionally only one of them (ambiguous unless something else fixes it).
    private func place(_ view: Int, horizontal: Bool, in layout: inout RandomLayout, _ random: inout SeededRandom) {
        let positions = horizontal ? Self.horizontalPositions : Self.verticalPositions
        let hasIntrinsic = horizontal ? layout.views[view].intrinsicWidth != nil : layout.views[view].intrinsicHeight != nil
        switch random.int(0...49) {
        case 0...19:
            position(view, random.pick(positions), horizontal: horizontal, in: &layout, &random)
            if !hasIntrinsic || random.chance(0.5) { size(view, horizontal: horizontal, in: &layout, &random) }
        case 20...34:
            // A start and an end (or centre) edge of one family.
            let pairs: [([String], [String])] = horizontal
                ? [(["leading", "leadingMargin"], ["trailing", "trailingMargin", "centerX", "centerXWithinMargins"]),
                   (["left", "leftMargin"], ["right", "rightMargin", "centerX", "centerXWithinMargins"])]
                : [(["top", "topMargin"], ["bottom", "bottomMargin", "centerY", "centerYWithinMargins", "lastBaseline"])]
            let (starts, ends) = random.pick(pairs)
            position(view, random.pick(starts), horizontal: horizontal, in: &layout, &random)
            position(view, random.pick(ends), horizontal: horizontal, in: &layout, &random)
        case 35...48:
            position(view, horizontal ? random.pick(["centerX", "centerXWithinMargins"]) : random.pick(["centerY", "firstBaseline"]),
                     horizontal: horizontal, in: &layout, &random)
            if !hasIntrinsic { size(view, horizontal: horizontal, in: &layout, &random) }
        default:
            if random.chance(0.5) {
                position(view, random.pick(positions), horizontal: horizontal, in: &layout, &random)
            } else {
                size(view, horizontal: horizontal, in: &layout, &random)
            }
        }
    }

    /// A constraint between two random views, any relation and priority: a conflict, a
    /// preference or a redundancy.
    private func addExtra(to layout: inout RandomLayout, _ random: inout SeededRandom) {
        let view = random.int(1...(layout.views.count - 1))
        let horizontal = random.chance(0.5)
        if random.chance(0.3) {
            size(view, horizontal: horizontal, in: &layout, &random)
        } else {
            position(view, random.pick(horizontal ? Self.horizontalPositions : Self.verticalPositions),
                     horizontal: horizontal, anywhere: true, in: &layout, &random)
        }
        var extra = layout.constraints.removeLast()
        if let second = extra.second, let attribute = extra.secondAttribute, random.chance(0.3) {
            // The reference (a superview, a guide) as the first item.
            (extra.first, extra.firstAttribute, extra.second, extra.secondAttribute) = (second, attribute, extra.first, extra.firstAttribute)
            extra.standsInFirstItem = false
        }
        layout.constraints.append(extra)
        layout.constraints[layout.constraints.count - 1].relation = relation(&random, equal: 0.4)
        let (p, pText) = priority(&random, required: 0.15)
        layout.constraints[layout.constraints.count - 1].priority = p
        layout.constraints[layout.constraints.count - 1].priorityText = pText
    }

    // MARK: Variations and states

    private func randomKey(_ random: inout SeededRandom, twoClass: Bool) -> RandomLayout.SizeClassKey {
        let width = random.pick(["compact", "regular"]), height = random.pick(["compact", "regular"])
        if twoClass { return .init(width: width, height: height) }
        return random.chance(0.5) ? .init(width: width) : .init(height: height)
    }

    private func addVariations(to layout: inout RandomLayout, _ random: inout SeededRandom) {
        for index in layout.constraints.indices where random.chance(0.12) {
            var variation = RandomLayout.ConstraintVariation(key: randomKey(&random, twoClass: false))
            if random.chance(0.3) { variation.installed = !layout.constraints[index].installed } else {
                variation.constant = Double(random.int(-40...120))
            }
            layout.constraints[index].variations.append(variation)
            if random.chance(0.3) {
                layout.constraints[index].variations.append(.init(key: randomKey(&random, twoClass: true),
                                                                  constant: Double(random.int(-40...120))))
            }
        }
        for index in layout.views.indices where layout.views[index].intrinsicWidth != nil && random.chance(0.15) {
            layout.views[index].variation = (randomKey(&random, twoClass: random.chance(0.3)), Double(random.int(20...200)))
        }
    }

    private func addState(to layout: inout RandomLayout, _ random: inout SeededRandom) {
        var changes: [RandomLayout.StateChange] = []
        for _ in 0..<random.int(1...3) {
            if random.chance(0.6), !layout.constraints.isEmpty {
                let index = random.int(0...(layout.constraints.count - 1))
                let c = layout.constraints[index]
                switch random.int(0...2) {
                case 0: changes.append(.constraint(index, constant: c.constant + Double(random.int(1...30)), priority: nil, installed: nil))
                case 1:
                    let (p, _) = priority(&random, required: 0.3)
                    changes.append(.constraint(index, constant: nil, priority: p == c.priority ? (p == 1000 ? 999 : 1000) : p, installed: nil))
                default: changes.append(.constraint(index, constant: nil, priority: nil, installed: !c.installed))
                }
            } else {
                let index = random.int(1...(layout.views.count - 1))
                if let width = layout.views[index].intrinsicWidth, random.chance(0.6) {
                    changes.append(.view(index, intrinsicWidth: width + Double(random.int(5...60)), hidden: nil))
                } else {
                    changes.append(.view(index, intrinsicWidth: nil, hidden: !layout.views[index].hidden))
                }
            }
        }
        // One set per item and attribute: a later set of the same thing would just win.
        var seen = Set<String>()
        changes = changes.filter { change in
            switch change {
            case let .constraint(index, constant, priority, _):
                return seen.insert("c\(index)-\(constant != nil)-\(priority != nil)").inserted
            case let .view(index, width, _):
                return seen.insert("v\(index)-\(width != nil)").inserted
            }
        }
        layout.states = [.init(name: "changed", changes: changes)]
    }
}

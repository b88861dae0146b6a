/// Shapes teams write, chosen independently of the benchmark's own (`GeneratedStackSpecs`):
/// each is a spec of about `n` views in the five environments of the benchmarks
/// (`GeneratedSpecs.environments`).
public enum UserShapes {
    /// Every shape by name, for the benchmark's `--shapes`.
    public static let all: [(name: String, make: @Sendable (Int) -> String)] = [
        ("unpinned-cards", unpinnedCards), ("fill-equally-row", fillEquallyRow), ("deep-stacks", deepStacks),
        ("repeated-row", repeatedRow), ("one-stack", oneStack), ("overflowing-stack", overflowingStack),
        ("random", { ShapeGenerator.spec(views: $0, seed: 1) }),
        ("random-slips", { ShapeGenerator.spec(views: $0, seed: 2, slips: Set(ShapeGenerator.Slip.allCases)) }),
    ]

    /// `random` or `random-slips` under other seeds (the benchmark's `--seeds`), named
    /// `random@3`; nil for any other shape.
    public static func reseeded(_ name: String, seeds: [UInt64]) -> [(name: String, make: @Sendable (Int) -> String)]? {
        guard name == "random" || name == "random-slips" else { return nil }
        let slips: Set<ShapeGenerator.Slip> = name == "random" ? [] : Set(ShapeGenerator.Slip.allCases)
        return seeds.map { seed in ("\(name)@\(seed)", { ShapeGenerator.spec(views: $0, seed: seed, slips: slips) }) }
    }

    /// `text` without its states (the benchmarks' `--states none`): every generated state is
    /// one line.
    public static func withoutStates(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("<state ") }
            .joined(separator: "\n")
    }

    static func label(_ id: String, _ i: Int) -> String {
        "<label id=\"\(id)\" intrinsicWidth=\"\(24 + (i * 37) % 160)\" intrinsicHeight=\"\([20.5, 18, 24][i % 3])\"/>\n"
    }

    static func pin(_ item: String, to target: String, _ attributes: [String]) -> String {
        attributes.map {
            "<constraint firstItem=\"\(item)\" firstAttribute=\"\($0)\" secondItem=\"\(target)\" secondAttribute=\"\($0)\"/>\n"
        }.joined()
    }

    /// A list of cards (an image beside a title and a subtitle) in a scroll view whose content
    /// is pinned on three sides only: its height is left free, a common slip.
    public static func unpinnedCards(_ n: Int) -> String {
        var xml = "<spec name=\"unpinned-cards\">\n" + GeneratedSpecs.environments + "<scene name=\"Cards\">\n<view id=\"root\">\n<scrollView id=\"scroll\">\n"
        xml += "<stackView id=\"list\" axis=\"vertical\" spacing=\"12\">\n"
        for c in 0..<max(1, n / 5) {
            xml += "<stackView id=\"card\(c)\" axis=\"horizontal\" spacing=\"8\" alignment=\"top\">\n"
            xml += "<imageView id=\"image\(c)\" intrinsicWidth=\"64\" intrinsicHeight=\"64\"/>\n"
            xml += "<stackView id=\"text\(c)\" axis=\"vertical\" spacing=\"2\">\n"
            xml += label("title\(c)", 2 * c) + label("subtitle\(c)", 2 * c + 1)
            xml += "</stackView>\n</stackView>\n"
        }
        xml += "</stackView>\n" + pin("list", to: "scroll", ["leading", "trailing", "top"])
        xml += "<constraint firstItem=\"list\" firstAttribute=\"width\" secondItem=\"scroll\" secondAttribute=\"width\"/>\n"
        xml += "</scrollView>\n" + pin("scroll", to: "root.safeArea", ["leading", "trailing", "top", "bottom"])
        return xml + "</view>\n</scene>\n</spec>\n"
    }

    /// One horizontal `fillEqually` row of labels whose width is left to their content.
    public static func fillEquallyRow(_ n: Int) -> String {
        var xml = "<spec name=\"fill-equally-row\">\n" + GeneratedSpecs.environments + "<scene name=\"Row\">\n<view id=\"root\">\n"
        xml += "<stackView id=\"row\" axis=\"horizontal\" distribution=\"fillEqually\" spacing=\"4\">\n"
        for i in 0..<max(1, n - 2) { xml += label("cell\(i)", i) }
        xml += "</stackView>\n" + pin("row", to: "root.safeArea", ["leading", "top"])
        return xml + "</view>\n</scene>\n</spec>\n"
    }

    /// Stacks two wide, alternating axes, as deep as `n` views need, with labels of varied
    /// sizes as leaves.
    public static func deepStacks(_ n: Int) -> String {
        var leaves = 0, stacks = 0
        func node(_ quota: Int, horizontal: Bool) -> String {
            guard quota >= 3 else {
                leaves += 1
                return label("leaf\(leaves)", leaves)
            }
            stacks += 1
            let rest = quota - 1
            return "<stackView id=\"s\(stacks)\" axis=\"\(horizontal ? "horizontal" : "vertical")\" spacing=\"\(stacks % 9)\">\n"
                + node(rest / 2, horizontal: !horizontal) + node(rest - rest / 2, horizontal: !horizontal) + "</stackView>\n"
        }
        let tree = node(max(3, n - 1), horizontal: false)
        let top = "s1"
        return "<spec name=\"deep-stacks\">\n" + GeneratedSpecs.environments + "<scene name=\"Deep\">\n<view id=\"root\">\n" + tree
            + pin(top, to: "root.safeArea", ["leading", "top"]) + "</view>\n</scene>\n</spec>\n"
    }

    /// A state repeating a row of two labels `n / 3` times (at most 1,000, the format's limit).
    public static func repeatedRow(_ n: Int) -> String {
        """
        <spec name="repeated-row">
        \(GeneratedSpecs.environments)<scene name="List">
        <view id="root">
        <stackView id="list" axis="vertical" spacing="8">
        <stackView id="row" axis="horizontal" spacing="8">
        \(label("name", 1))\(label("value", 2))</stackView>
        </stackView>
        \(pin("list", to: "root.safeArea", ["leading", "trailing", "top"]))</view>
        <state name="many"><repeat item="row" count="\(min(1000, max(1, n / 3)))"/></state>
        </scene>
        </spec>

        """
    }

    /// `n` labels in one vertical stack.
    public static func oneStack(_ n: Int) -> String { oneStack(n, name: "one-stack", bottomInside: false) }

    /// `n` labels in one vertical stack pinned at the top whose bottom must stay inside the
    /// safe area: once the labels are taller than the screen, compression resistance decides
    /// which ones shrink (the first, by the tie-break).
    public static func overflowingStack(_ n: Int) -> String { oneStack(n, name: "overflowing-stack", bottomInside: true) }

    static func oneStack(_ n: Int, name: String, bottomInside: Bool) -> String {
        var xml = "<spec name=\"\(name)\">\n" + GeneratedSpecs.environments + "<scene name=\"Stack\">\n<view id=\"root\">\n"
        xml += "<stackView id=\"column\" axis=\"vertical\" spacing=\"2\">\n"
        for i in 0..<max(1, n - 2) { xml += label("line\(i)", i) }
        xml += "</stackView>\n" + pin("column", to: "root.safeArea", ["leading", "top"])
        if bottomInside {
            xml += "<constraint firstItem=\"column\" firstAttribute=\"bottom\" relation=\"lessThanOrEqual\" "
                + "secondItem=\"root.safeArea\" secondAttribute=\"bottom\"/>\n"
        }
        return xml + "</view>\n</scene>\n</spec>\n"
    }
}

/// Spec texts with stack views for the end-to-end benchmark, each with three states, in the
/// five environments of the benchmarks (`GeneratedSpecs.environments`): `row` (one horizontal stack of N labels in a scroll view),
/// `tree` (nested stacks of 10 with alternating axes, N leaves), `cards` (N independent
/// cards, each a vertical stack of a title and a subtitle, in a grid of rows).
public enum GeneratedStackSpecs {
    public static let states = """
    <state name="first-hidden"><set item="leaf0" hidden="YES"/></state>
    <state name="wide-spacing"><set item="top" spacing="16"/></state>
    <state name="vertical"><set item="top" axis="vertical"/></state>

    """

    static func label(_ id: String, _ i: Int, text: Bool = false) -> String {
        if text { return "<label id=\"\(id)\" text=\"\(labelText(i))\" font=\"body\"/>\n" }
        return "<label id=\"\(id)\" intrinsicWidth=\"\(20 + (i * 37) % 50)\" intrinsicHeight=\"\(12 + (i * 11) % 30)\"/>\n"
    }

    static let words = ["Account", "Settings", "Sign in", "Continue", "Wireless", "Noise-Cancelling", "Headphones", "Total",
                        "Delivery", "tomorrow", "Free", "returns", "Order", "summary", "Profile", "Notifications", "Privacy",
                        "Add to cart", "Checkout", "Help", "Welcome back", "Password", "Forgot?", "Remember me", "€199.00"]

    /// Label i's text: one to five words, picked deterministically, and a number, so nearly
    /// every label's text is distinct.
    public static func labelText(_ index: Int) -> String {
        var state = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next() -> Int {
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return Int(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 33)
        }
        let count = 1 + next() % 5
        return ((0..<count).map { _ in words[next() % words.count] } + [String(index % 97)]).joined(separator: " ")
    }

    static func pinned(_ id: String) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top"/>

        """
    }

    public static func row(_ n: Int) -> String { row(n, textLabels: false) }

    /// `row`, every leaf a label of varied text in the body font (measured, not given a size).
    public static func rowOfTexts(_ n: Int) -> String { row(n, textLabels: true) }

    static func row(_ n: Int, textLabels: Bool) -> String {
        var xml = "<spec name=\"row\">\n" + GeneratedSpecs.environments + "<scene name=\"Row\">\n<view id=\"root\">\n<scrollView id=\"scroller\">\n"
        xml += "<stackView id=\"top\" axis=\"horizontal\" spacing=\"8\" alignment=\"center\">\n"
        for i in 0..<n { xml += label("leaf\(i)", i, text: textLabels) }
        xml += "</stackView>\n"
        for attribute in ["leading", "trailing", "top", "bottom"] {
            xml += "<constraint firstItem=\"top\" firstAttribute=\"\(attribute)\" secondItem=\"scroller\" secondAttribute=\"\(attribute)\"/>\n"
        }
        xml += "</scrollView>\n"
        for attribute in ["leading", "trailing", "top", "bottom"] {
            xml += "<constraint firstItem=\"scroller\" firstAttribute=\"\(attribute)\" secondItem=\"root.safeArea\" secondAttribute=\"\(attribute)\"/>\n"
        }
        return xml + "</view>\n" + states + "</scene>\n</spec>\n"
    }

    public static func tree(_ n: Int) -> String { tree(n, textLabels: false) }

    /// `tree`, every leaf a label of varied text.
    public static func treeOfTexts(_ n: Int) -> String { tree(n, textLabels: true) }

    static func tree(_ n: Int, textLabels: Bool) -> String {
        var depth = 1, size = 10
        while size < n { size *= 10; depth += 1 }
        var leaf = 0, stack = 0
        func node(_ horizontal: Bool, _ level: Int, id: String? = nil) -> String {
            let name = id ?? "s\(stack)"
            stack += 1
            var xml = "<stackView id=\"\(name)\" axis=\"\(horizontal ? "horizontal" : "vertical")\" spacing=\"8\" distribution=\"fill\">\n"
            for _ in 0..<10 {
                if level == 1 {
                    xml += label("leaf\(leaf)", leaf, text: textLabels)
                    leaf += 1
                } else {
                    xml += node(!horizontal, level - 1)
                }
            }
            return xml + "</stackView>\n"
        }
        var xml = "<spec name=\"tree\">\n" + GeneratedSpecs.environments + "<scene name=\"Tree\">\n<view id=\"root\">\n"
        xml += node(true, depth, id: "top") + pinned("top")
        return xml + "</view>\n" + states + "</scene>\n</spec>\n"
    }

    public static func cards(_ n: Int) -> String { cards(n, textLabels: false) }

    /// `cards`, every title and subtitle a label of varied text.
    public static func cardsOfTexts(_ n: Int) -> String { cards(n, textLabels: true) }

    static func cards(_ n: Int, textLabels: Bool) -> String {
        var xml = "<spec name=\"cards\">\n" + GeneratedSpecs.environments + "<scene name=\"Cards\">\n<view id=\"root\">\n"
        xml += "<stackView id=\"top\" axis=\"vertical\" spacing=\"4\" alignment=\"leading\">\n"
        let cards = max(1, n / 2)
        for c in 0..<cards {
            xml += "<stackView id=\"card\(c)\" axis=\"vertical\" spacing=\"2\" alignment=\"leading\">\n"
            xml += label(c == 0 ? "leaf0" : "title\(c)", 2 * c, text: textLabels) + label("subtitle\(c)", 2 * c + 1, text: textLabels)
            xml += "</stackView>\n"
        }
        xml += "</stackView>\n" + pinned("top")
        return xml + "</view>\n" + states + "</scene>\n</spec>\n"
    }
}

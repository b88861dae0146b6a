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

    static func label(_ id: String, _ i: Int) -> String {
        "<label id=\"\(id)\" intrinsicWidth=\"\(20 + (i * 37) % 50)\" intrinsicHeight=\"\(12 + (i * 11) % 30)\"/>\n"
    }

    static func pinned(_ id: String) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top"/>

        """
    }

    public static func row(_ n: Int) -> String {
        var xml = "<spec name=\"row\">\n" + GeneratedSpecs.environments + "<scene name=\"Row\">\n<view id=\"root\">\n<scrollView id=\"scroller\">\n"
        xml += "<stackView id=\"top\" axis=\"horizontal\" spacing=\"8\" alignment=\"center\">\n"
        for i in 0..<n { xml += label("leaf\(i)", i) }
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

    public static func tree(_ n: Int) -> String {
        var depth = 1, size = 10
        while size < n { size *= 10; depth += 1 }
        var leaf = 0, stack = 0
        func node(_ horizontal: Bool, _ level: Int, id: String? = nil) -> String {
            let name = id ?? "s\(stack)"
            stack += 1
            var xml = "<stackView id=\"\(name)\" axis=\"\(horizontal ? "horizontal" : "vertical")\" spacing=\"8\" distribution=\"fill\">\n"
            for _ in 0..<10 {
                if level == 1 {
                    xml += label("leaf\(leaf)", leaf)
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

    public static func cards(_ n: Int) -> String {
        var xml = "<spec name=\"cards\">\n" + GeneratedSpecs.environments + "<scene name=\"Cards\">\n<view id=\"root\">\n"
        xml += "<stackView id=\"top\" axis=\"vertical\" spacing=\"4\" alignment=\"leading\">\n"
        let cards = max(1, n / 2)
        for c in 0..<cards {
            xml += "<stackView id=\"card\(c)\" axis=\"vertical\" spacing=\"2\" alignment=\"leading\">\n"
            xml += label(c == 0 ? "leaf0" : "title\(c)", 2 * c) + label("subtitle\(c)", 2 * c + 1)
            xml += "</stackView>\n"
        }
        xml += "</stackView>\n" + pinned("top")
        return xml + "</view>\n" + states + "</scene>\n</spec>\n"
    }
}

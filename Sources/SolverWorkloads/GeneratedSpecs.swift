/// Spec texts of N views in shapes that need no stack view, for the engine benchmark:
/// `cards` (independent views pinned to the root, WWDC's "independent" case) and `chain`
/// (a long row of views, each after the previous, inside a horizontal scroll view).
public enum GeneratedSpecs {
    /// The five environments the benchmarks and their recorded figures use (docs/performance.md):
    /// the default matrix as it was before the smallest phone and the iPad in landscape joined
    /// it, written out so that the workloads stay the same.
    public static let environments = """
    <environments>
    <environment name="iPhone 13 portrait" device="iPhone 13"/>
    <environment name="iPhone 13 landscape" device="iPhone 13" orientation="landscape"/>
    <environment name="iPhone 13 Pro Max landscape" device="iPhone 13 Pro Max" orientation="landscape"/>
    <environment name="iPad Pro 11in portrait" device="iPad Pro (11-inch) (4th generation)"/>
    <environment name="iPad Pro 11in split one-third" device="iPad Pro (11-inch) (4th generation)" orientation="landscape" split="one-third"/>
    </environments>

    """

    public static func cards(_ n: Int) -> String {
        var xml = "<spec name=\"cards\">\n" + GeneratedSpecs.environments + "<scene name=\"Cards\">\n<view id=\"root\">\n"
        for i in 0..<n {
            // Scattered over one area, they overlap by design: allowed, so the overlap check has nothing to compare.
            xml += "<label id=\"c\(i)\" intrinsicWidth=\"\(20 + (i * 37) % 50)\" intrinsicHeight=\"\(12 + (i * 11) % 30)\" allowsOverlap=\"YES\"/>\n"
        }
        for i in 0..<n {
            xml += "<constraint firstItem=\"c\(i)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leadingMargin\" constant=\"\((i * 13) % 200)\"/>\n"
            xml += "<constraint firstItem=\"c\(i)\" firstAttribute=\"top\" secondItem=\"root.safeArea\" secondAttribute=\"top\" constant=\"\((i * 7) % 300)\"/>\n"
        }
        return xml + "</view>\n</scene>\n</spec>\n"
    }

    public static func chain(_ n: Int) -> String {
        var xml = "<spec name=\"chain\">\n" + GeneratedSpecs.environments + "<scene name=\"Chain\">\n<view id=\"root\">\n<scrollView id=\"scroller\">\n<view id=\"content\">\n"
        for i in 0..<n { xml += "<label id=\"v\(i)\" intrinsicWidth=\"\(20 + (i * 37) % 50)\" intrinsicHeight=\"20\"/>\n" }
        for i in 0..<n {
            let previous = i == 0 ? "content\" secondAttribute=\"leading" : "v\(i - 1)\" secondAttribute=\"trailing"
            xml += "<constraint firstItem=\"v\(i)\" firstAttribute=\"leading\" secondItem=\"\(previous)\" constant=\"8\"/>\n"
            xml += "<constraint firstItem=\"v\(i)\" firstAttribute=\"top\" secondItem=\"content\" secondAttribute=\"top\" constant=\"8\"/>\n"
        }
        xml += "<constraint firstItem=\"content\" firstAttribute=\"trailing\" secondItem=\"v\(n - 1)\" secondAttribute=\"trailing\" constant=\"8\"/>\n"
        xml += "<constraint firstItem=\"content\" firstAttribute=\"height\" constant=\"36\"/>\n"
        xml += "<constraint firstItem=\"content\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\"/>\n"
        xml += "<constraint firstItem=\"content\" firstAttribute=\"top\" secondItem=\"root.safeArea\" secondAttribute=\"top\"/>\n"
        xml += "</view>\n</scrollView>\n"
        for (attribute, second) in [("leading", "leading"), ("trailing", "trailing"), ("top", "top"), ("bottom", "bottom")] {
            xml += "<constraint firstItem=\"scroller\" firstAttribute=\"\(attribute)\" secondItem=\"root.safeArea\" secondAttribute=\"\(second)\"/>\n"
        }
        return xml + "</view>\n</scene>\n</spec>\n"
    }
}

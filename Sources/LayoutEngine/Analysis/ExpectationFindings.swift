import LayoutSpec
import LayoutResults

/// `expectation` findings: an `<expect>` of the scene that applies to this case (its
/// environment and state, or all) and does not hold within its tolerance.
enum ExpectationFindings {
    static func findings(_ layout: CaseLayout, expectations: [Expectation], environment: String, state: String?) -> [Finding] {
        var found: [Finding] = []
        for expectation in expectations {
            if let only = expectation.environment, only != environment { continue }
            if let only = expectation.state, only != state { continue }
            let location = expectation.location
            guard let index = layout.table.index(of: expectation.item) else {
                found.append(Finding(kind: .expectation, items: [expectation.item],
                                     message: "expected view '\(expectation.item)' is not in this layout",
                                     line: location.line, column: location.column))
                continue
            }
            let frame = layout.frame(of: layout.table[index])
            let checks: [(String, Double?, Double)] = [("x", expectation.x, frame.x), ("y", expectation.y, frame.y),
                                                       ("width", expectation.width, frame.width), ("height", expectation.height, frame.height)]
            let wrong = checks.filter { check in check.1.map { abs($0 - check.2) > expectation.tolerance } ?? false }
            if wrong.isEmpty { continue }
            let isFrame = expectation.frame != nil
            let expected = isFrame ? checks.compactMap(\.1) : wrong.compactMap(\.1)
            let actual = isFrame ? checks.map(\.2) : wrong.map(\.2)
            let attribute = isFrame ? "frame" : wrong.map(\.0).joined(separator: ",")
            let text = { (values: [Double]) in values.map { number($0) }.joined(separator: " ") }
            found.append(Finding(
                kind: .expectation, items: [expectation.item],
                message: "'\(expectation.item)' \(attribute) is \(text(actual)), expected \(text(expected)) (tolerance \(points(expectation.tolerance)))",
                line: location.line, column: location.column,
                details: .expectation(.init(view: expectation.item, attribute: attribute, expected: expected, actual: actual,
                                            tolerance: expectation.tolerance))))
        }
        return found
    }
}

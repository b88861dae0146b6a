import XCTest
import LayoutSpec
@testable import LayoutEngine

/// Specs past the solver's precision are refused with a located error, never given a
/// conflict that does not exist (docs/spec-format.md, "Limits").
final class NumericRangeTests: XCTestCase {
    /// `v0 = m·v1`, `v1 = m·v2`, `v2 = m·v3`, `v3.width = constant`; every view pinned to the
    /// root's top leading corner, 10 points high. The chain's constraints are on lines 3–6.
    static func chain(multiplier: String, constant: String) -> String {
        var lines = ["<spec name=\"Chain\"><scene name=\"Chain\"><view id=\"root\">",
                     "<view id=\"v0\"/><view id=\"v1\"/><view id=\"v2\"/><view id=\"v3\"/>"]
        for i in 0..<3 {
            lines.append("<constraint firstItem=\"v\(i)\" firstAttribute=\"width\" secondItem=\"v\(i + 1)\" secondAttribute=\"width\" multiplier=\"\(multiplier)\"/>")
        }
        lines.append("<constraint firstItem=\"v3\" firstAttribute=\"width\" constant=\"\(constant)\"/>")
        for i in 0...3 {
            for attribute in ["leading", "top"] {
                lines.append("<constraint firstItem=\"v\(i)\" firstAttribute=\"\(attribute)\" secondItem=\"root\" secondAttribute=\"\(attribute)\"/>")
            }
            lines.append("<constraint firstItem=\"v\(i)\" firstAttribute=\"height\" constant=\"10\"/>")
        }
        lines.append("</view></scene></spec>")
        return lines.joined(separator: "\n")
    }

    /// The chain with multipliers of 1,000,000 and `v3` 1,000,000 wide (every number within
    /// the format's ±1,000,000) was reported as a conflict between `v2 = 1e6·v3` and
    /// `v3.width = 1e6`, which hold together. It is refused where the chain passes the limit.
    func testChainOfLargeMultipliersIsRefusedNotAConflict() {
        let result = layOut(Self.chain(multiplier: "1000000", constant: "1000000"))
        XCTAssertEqual(result.scenes.count, 0)
        XCTAssertEqual(result.errors.count, 1)
        let error = result.errors.first
        XCTAssertEqual(error?.line, 4)
        XCTAssertEqual(error?.column, 1)
        XCTAssertEqual(error?.message, "multipliers along 'v3' width → 'v2' width → 'v1' width multiply to 1e12: more than the "
            + "solver can resolve; the multipliers of a chain of constraints must multiply to at most 1e9")
    }

    /// Multipliers of 10,000 from a width of 0.000001: the values stay small (v0 is 1,000,000
    /// points) but the chain multiplies by 1e12, and the same wrong conflict came out.
    func testChainWhoseMultipliersMultiplyPastTheLimitIsRefused() {
        let result = layOut(Self.chain(multiplier: "10000", constant: "0.000001"))
        XCTAssertEqual(result.scenes.count, 0)
        XCTAssertEqual(result.errors.map(\.line), [3])
        XCTAssertEqual(result.errors.first?.message, "multipliers along 'v3' width → 'v2' width → 'v1' width → 'v0' width "
            + "multiply to 1e12: more than the solver can resolve; the multipliers of a chain of constraints must multiply to at most 1e9")
    }

    /// At the limits the chain is laid out exactly: a product of 1e9 reaching 1,000,000 points.
    func testChainWithinTheLimitsIsLaidOut() {
        let result = layOut(Self.chain(multiplier: "1000", constant: "0.001"))
        XCTAssertEqual(result.errors.count, 0)
        let portrait = result.case("iPhone 13 portrait")
        XCTAssertFrame(portrait, "v0", [0, 0, 1_000_000, 10])
        XCTAssertFrame(portrait, "v1", [0, 0, 1_000, 10])
        XCTAssertFrame(portrait, "v3", [0, 0, 0.001, 10])
        XCTAssertEqual(portrait?.findings.map(\.kind), [.overflow, .overflow, .overlap, .overlap])
        // All four start at the root's origin: the three wider than 0.5 pt overlap.
        XCTAssertEqual(portrait?.findings.filter { $0.kind == .overlap }.map(\.items), [["v0", "v1", "v2"], ["v1", "v2"]])
    }

    /// Two rows of views a million points wide, ending together: at 100 views (100 million
    /// points) rounding made the closing constraint a conflict. A row of 20 already passes
    /// 10,000,000 points and is refused, naming the largest value.
    func testRowPastTenMillionPointsIsRefused() {
        func row(_ prefix: String, count: Int, width: Double, gap: Double) -> (views: String, constraints: String) {
            var views = "", constraints = ""
            for i in 0..<count {
                views += "<view id=\"\(prefix)\(i)\"/>"
                constraints += "<constraint firstItem=\"\(prefix)\(i)\" firstAttribute=\"width\" constant=\"\(width)\"/>"
                constraints += "<constraint firstItem=\"\(prefix)\(i)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\"/>"
                constraints += "<constraint firstItem=\"\(prefix)\(i)\" firstAttribute=\"height\" constant=\"10\"/>"
                constraints += i == 0
                    ? "<constraint firstItem=\"\(prefix)0\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\"/>"
                    : "<constraint firstItem=\"\(prefix)\(i)\" firstAttribute=\"leading\" secondItem=\"\(prefix)\(i - 1)\" secondAttribute=\"trailing\" constant=\"\(gap)\"/>"
            }
            return (views, constraints)
        }
        let a = row("a", count: 20, width: 999_999.7777, gap: 0.3)
        let b = row("b", count: 40, width: 999_999.7777 / 2, gap: 19 * 0.3 / 39)
        let xml = "<spec name=\"Rows\"><scene name=\"Rows\"><view id=\"root\">\(a.views)\(b.views)\(a.constraints)\(b.constraints)"
            + "<constraint firstItem=\"a19\" firstAttribute=\"trailing\" secondItem=\"b39\" secondAttribute=\"trailing\"/>"
            + "</view></scene></spec>"
        let result = layOut(xml)
        XCTAssertEqual(result.scenes.count, 0)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertEqual(result.errors.first?.message, "values reach 19,500,002 points ('b39' x in iPhone 13 portrait): more than "
            + "the solver can resolve; frames, and the sums and products of constants and multipliers that lead to them, "
            + "must stay within ±10,000,000 points")
    }

    /// Every case that reports a conflict is checked on the constraints it was solved with. The
    /// base layout conflicts on its own (two required widths of `c`); a state sets the chain's
    /// multipliers to 10,000, and its wrong conflict came out as a finding: only the first
    /// conflicting case, the base layout, was checked.
    func testLaterCaseWhoseMultipliersPassTheLimitIsRefused() {
        var lines = ["<spec name=\"Chain\"><scene name=\"Chain\"><view id=\"root\">",
                     "<view id=\"v0\"/><view id=\"v1\"/><view id=\"v2\"/><view id=\"v3\"/><view id=\"c\"/>"]
        for i in 0..<3 {
            lines.append("<constraint id=\"m\(i)\" firstItem=\"v\(i)\" firstAttribute=\"width\" secondItem=\"v\(i + 1)\" "
                         + "secondAttribute=\"width\"/>")
        }
        lines.append("<constraint firstItem=\"v3\" firstAttribute=\"width\" constant=\"0.000001\"/>")
        lines.append("<constraint firstItem=\"c\" firstAttribute=\"width\" constant=\"60\"/>")
        lines.append("<constraint firstItem=\"c\" firstAttribute=\"width\" constant=\"40\"/>")
        for item in ["v0", "v1", "v2", "v3", "c"] {
            for attribute in ["leading", "top"] {
                lines.append("<constraint firstItem=\"\(item)\" firstAttribute=\"\(attribute)\" secondItem=\"root\" "
                             + "secondAttribute=\"\(attribute)\"/>")
            }
            lines.append("<constraint firstItem=\"\(item)\" firstAttribute=\"height\" constant=\"10\"/>")
        }
        lines.append("</view><state name=\"large\">"
                     + (0..<3).map { "<set item=\"m\($0)\" multiplier=\"10000\"/>" }.joined() + "</state></scene></spec>")
        let base = layOut(lines.dropLast().joined(separator: "\n") + "\n</view></scene></spec>")
        XCTAssertEqual(base.errors.count, 0)
        XCTAssertEqual(base.case("iPhone 13 portrait")?.findings.filter { $0.kind == .conflict }.count, 1)
        let result = layOut(lines.joined(separator: "\n"))
        XCTAssertEqual(result.scenes.count, 0)
        XCTAssertEqual(result.errors.map(\.line), [3])
        XCTAssertEqual(result.errors.first?.message, "multipliers along 'v3' width → 'v2' width → 'v1' width → 'v0' width "
            + "multiply to 1e12: more than the solver can resolve; the multipliers of a chain of constraints must multiply to at most 1e9")
    }

    func testMagnitudesReadAsNumbers() {
        XCTAssertEqual(NumericRange.magnitude(10_333_335.2), "10,333,336")
        XCTAssertEqual(NumericRange.magnitude(999), "999")
        XCTAssertEqual(NumericRange.magnitude(1e18), "1e18")
        XCTAssertEqual(NumericRange.magnitude(2.46e12), "2.5e12")
        XCTAssertEqual(NumericRange.magnitude(9.99e12), "1e13")
        XCTAssertEqual(NumericRange.magnitude(.infinity), "more than 1e308")
    }
}

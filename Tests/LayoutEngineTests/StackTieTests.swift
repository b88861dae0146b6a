import XCTest
import LayoutSpec
@testable import LayoutEngine
import LayoutResults

/// Builds the engine session of a spec's first scene in one environment (and state), to look
/// at the generated constraints and warnings.
func stackSession(_ xml: String, environment name: String? = nil, state: String? = nil,
                  file: StaticString = #filePath, line: UInt = #line) -> CaseSession? {
    let load = SpecLoader.load(bytes: Array(xml.utf8), path: "Test.xml")
    XCTAssertEqual(load.errors.map(\.description), [], file: file, line: line)
    guard let spec = load.spec, let scene = spec.scenes.first,
          let environment = spec.environments.first(where: { name == nil || $0.name == name }),
          let resolved = scene.resolved(for: environment.sizeClasses, state: state) else {
        XCTFail("no scene", file: file, line: line)
        return nil
    }
    return CaseSession(scene: resolved, geometry: EnvironmentGeometry(environment))
}

/// The Udacity three-button demo: buttons of intrinsic width 60, 80, 100 (height 30) in a
/// 350-point horizontal stack, spacing 8 (§7 ties).
func buttonItems(_ extra: [String] = ["", "", ""]) -> String {
    zip(["one", "two", "three"], zip([60, 80, 100], extra)).map { id, pair in
        "<button id=\"\(id)\" intrinsicWidth=\"\(pair.0)\" intrinsicHeight=\"30\" \(pair.1)/>"
    }.joined(separator: "\n")
}

/// Asserts that `findings` describe one content-priority tie among `views`: every finding is
/// such an ambiguity, one of them names exactly `views`, and none names anything else.
///
/// `AmbiguityFindings` (Analysis, not owned by the stack work) reports one finding per distinct
/// set of tied constraints it meets per frame variable, so a three-way tie also shows up as its
/// pairs; docs/stackview.md ("Ties") describes the merge that would leave one finding.
func assertOneTie(_ findings: [Finding], among views: [String], cause: Finding.Ambiguity.Cause, verb: String,
                  file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertFalse(findings.isEmpty, "no tie reported", file: file, line: line)
    XCTAssertTrue(findings.contains { $0.items == views }, "\(findings.map(\.items))", file: file, line: line)
    for finding in findings {
        XCTAssertEqual(finding.kind, .ambiguity, file: file, line: line)
        XCTAssertTrue(Set(finding.items).isSubset(of: views), "\(finding.items)", file: file, line: line)
        XCTAssertTrue(finding.message.hasPrefix("content priority ambiguity"), finding.message, file: file, line: line)
        XCTAssertTrue(finding.message.contains(verb), finding.message, file: file, line: line)
        if case .ambiguity(let details)? = finding.details {
            XCTAssertEqual(details.cause, cause, file: file, line: line)
        } else {
            XCTFail("no ambiguity details", file: file, line: line)
        }
    }
}

final class StackTieTests: XCTestCase {
    private func buttons(_ attributes: String, _ extra: [String] = ["", "", ""], width: Double = 350) -> CaseResult? {
        layOut(stackScene(attributes, items: buttonItems(extra), width: width)).case("canvas")
    }

    func testEqualHuggingStretchesTheFirstButtonAndIsReported() throws {
        let r = buttons("spacing=\"8\"")
        XCTAssertFrame(r, "one", [0, 0, 154, 30])
        XCTAssertFrame(r, "two", [162, 0, 80, 30])
        XCTAssertFrame(r, "three", [250, 0, 100, 30])
        let findings = try XCTUnwrap(r?.findings)
        assertOneTie(findings, among: ["one", "two", "three"], cause: .contentHugging, verb: "'one' stretches first")
    }

    func testLowerHuggingMovesTheStretchAndRemovesTheFinding() {
        for (index, id) in ["one", "two", "three"].enumerated() {
            var extra = ["", "", ""]
            extra[index] = "horizontalHuggingPriority=\"249\""
            let r = buttons("spacing=\"8\"", extra)
            XCTAssertEqual(r?.view(id)?.frame.width ?? -1, [60.0, 80, 100][index] + 94, accuracy: 0.001, id)
            XCTAssertEqual(findingSummary(r), [], id)
        }
    }

    func testTwoOfThreeTiedNamesOnlyTheTiedPair() throws {
        let r = buttons("spacing=\"8\"", ["horizontalHuggingPriority=\"251\"", "", ""])
        XCTAssertFrame(r, "one", [0, 0, 60, 30])
        XCTAssertFrame(r, "two", [68, 0, 174, 30], accuracy: 0.001)
        XCTAssertEqual(findingSummary(r), ["ambiguity: two,three"])
    }

    func testEqualCompressionResistanceShrinksTheFirstAndIsReported() throws {
        let r = buttons("spacing=\"8\"", width: 200)
        XCTAssertFrame(r, "one", [0, 0, 4, 30])
        XCTAssertFrame(r, "two", [12, 0, 80, 30])
        XCTAssertFrame(r, "three", [100, 0, 100, 30])
        assertOneTie(r?.findings.filter { $0.kind == .ambiguity } ?? [], among: ["one", "two", "three"],
                     cause: .compressionResistance, verb: "'one' shrinks first")
        XCTAssertEqual(r?.findings.filter { $0.kind == .overflow }.map(\.items), [["one"]])
    }

    func testEqualSpacingOverflowShrinksByIndexAndReportsTheTie() {
        let r = buttons("distribution=\"equalSpacing\" spacing=\"8\"", width: 200)
        XCTAssertFrame(r, "one", [0, 0, 4, 30])
        XCTAssertFrame(r, "three", [100, 0, 100, 30])
        assertOneTie(r?.findings.filter { $0.kind == .ambiguity } ?? [], among: ["one", "two", "three"],
                     cause: .compressionResistance, verb: "'one' shrinks first")
    }

    func testTheSameButtonsInTheOtherDistributions() {
        let equally = buttons("distribution=\"fillEqually\" spacing=\"8\"")
        let w = (350.0 - 16) / 3
        XCTAssertFrame(equally, "one", [0, 0, w, 30])
        XCTAssertFrame(equally, "two", [w + 8, 0, w, 30])
        XCTAssertFrame(equally, "three", [2 * w + 16, 0, w, 30])
        XCTAssertEqual(findingSummary(equally), [])

        let spacing = buttons("distribution=\"equalSpacing\" spacing=\"8\"")
        XCTAssertFrame(spacing, "one", [0, 0, 60, 30])
        XCTAssertFrame(spacing, "two", [115, 0, 80, 30])
        XCTAssertFrame(spacing, "three", [250, 0, 100, 30])
        XCTAssertEqual(findingSummary(spacing), [])

        let centering = buttons("distribution=\"equalCentering\" spacing=\"8\"")
        XCTAssertFrame(centering, "one", [0, 0, 60, 30])
        XCTAssertFrame(centering, "two", [125, 0, 80, 30])
        XCTAssertFrame(centering, "three", [250, 0, 100, 30])
        XCTAssertEqual(findingSummary(centering), [])

        let proportional = buttons("distribution=\"fillProportionally\" spacing=\"8\"")
        // m = 60/256, 80/256, 100/256 of 350; the last (lowest priority) absorbs the rest.
        XCTAssertFrame(proportional, "one", [0, 0, 60 * 350 / 256.0, 30])
        XCTAssertFrame(proportional, "two", [60 * 350 / 256.0 + 8, 0, 80 * 350 / 256.0, 30])
        XCTAssertFrame(proportional, "three", [140 * 350 / 256.0 + 16, 0, 350 - 140 * 350 / 256.0 - 16, 30])
        XCTAssertEqual(findingSummary(proportional), [])
    }

    func testVerticalTieAmongRows() throws {
        let items = """
        <label id="a" intrinsicWidth="100" intrinsicHeight="20"/>
        <label id="b" intrinsicWidth="100" intrinsicHeight="20"/>
        """
        let r = layOut(stackScene("axis=\"vertical\" spacing=\"4\"", items: items, width: 100, height: 100)).case("canvas")
        XCTAssertFrame(r, "a", [0, 0, 100, 76])
        XCTAssertFrame(r, "b", [0, 80, 100, 20])
        XCTAssertEqual(findingSummary(r), ["ambiguity: a,b"])
        XCTAssertTrue(r?.findings.first?.message.contains("vertical hugging") ?? false, r?.findings.first?.message ?? "")
    }
}

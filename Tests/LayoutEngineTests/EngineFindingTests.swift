import XCTest
import LayoutSpec
@testable import LayoutEngine
import LayoutResults

/// Each finding kind with its exact items and line.
final class EngineFindingTests: XCTestCase {
    func testConflictNamesTheIrreducibleSetBreaksTheLastAndLaysOutTheRest() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <view id="box"/>
          <constraint id="left" firstItem="box" firstAttribute="left" secondItem="root" secondAttribute="left"/>
          <constraint id="top" firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint id="height" firstItem="box" firstAttribute="height" constant="20"/>
          <constraint id="w100" firstItem="box" firstAttribute="width" constant="100"/>
          <constraint id="w200" firstItem="box" firstAttribute="width" constant="200"/>
        </view></scene></spec>
        """)
        let phone = result.case("phone")
        XCTAssertEqual(phone?.findings.map(\.kind), [.conflict])
        let conflict = phone?.findings.first
        XCTAssertEqual(conflict?.items, ["w100", "w200"])
        XCTAssertEqual(conflict?.line, 7)
        XCTAssertEqual(conflict?.details, .conflict(.init(constraints: ["w100", "w200"], broken: "w200", equations: [
            ConstraintEquation(id: "w100", name: "w100", equation: "box.width == 100 @1000", line: 6, column: 3, written: true),
            ConstraintEquation(id: "w200", name: "w200", equation: "box.width == 200 @1000", line: 7, column: 3, written: true),
        ])))
        XCTAssertEqual(conflict?.message, "unable to satisfy 2 required constraints together; broke w200: box.width == 200 @1000")
        XCTAssertFrame(phone, "box", [0, 0, 100, 20])
    }

    func testConflictWithTheCanvasNamesTheCanvasConstraint() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <view id="box"/>
          <constraint id="wide" firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" constant="10"/>
          <constraint id="inside" firstItem="box" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="root" secondAttribute="trailing"/>
          <constraint id="start" firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
        </view></scene></spec>
        """)
        let conflict = result.case("phone")?.findings.first { $0.kind == .conflict }
        XCTAssertEqual(conflict?.items, ["wide", "inside", "start"].sorted { _, _ in false })
        XCTAssertEqual(conflict?.line, 5)
    }

    func testMissingConstraintsAmbiguityNamesViewAndAttributes() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <view id="box"/>
          <constraint firstItem="box" firstAttribute="width" constant="100"/>
          <constraint firstItem="box" firstAttribute="height" constant="20"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="box" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading"/>
          <constraint firstItem="box" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="root" secondAttribute="trailing"/>
        </view></scene></spec>
        """)
        let phone = result.case("phone")
        XCTAssertEqual(phone?.findings.map(\.kind), [.ambiguity])
        let finding = phone?.findings.first
        XCTAssertEqual(finding?.items, ["box"])
        XCTAssertEqual(finding?.line, 2)
        XCTAssertEqual(finding?.details, .ambiguity(.init(view: "box", attribute: .x, range: 0...290, cause: .missingConstraints)))
        XCTAssertEqual(finding?.message, "'box': x not fixed by its constraints (missing constraints)")
    }

    func testContentPriorityTieNamesBothViewsAndTheLowestIndexStretches() {
        func spec(_ hugging: String) -> String {
            """
            <spec><environments>\(environment())</environments><scene name="S"><view id="root">
              <label id="first" intrinsicWidth="50" intrinsicHeight="20"/>
              <label id="second" intrinsicWidth="60" intrinsicHeight="20" \(hugging)/>
              <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
              <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="trailing"/>
              <constraint firstItem="second" firstAttribute="trailing" secondItem="root" secondAttribute="trailing"/>
              <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top"/>
              <constraint firstItem="second" firstAttribute="top" secondItem="root" secondAttribute="top"/>
            </view></scene></spec>
            """
        }
        let tied = layOut(spec("")).case("phone")
        XCTAssertFrame(tied, "first", [0, 0, 330, 20])
        XCTAssertFrame(tied, "second", [330, 0, 60, 20])
        XCTAssertEqual(tied?.findings.map(\.kind), [.ambiguity])
        XCTAssertEqual(tied?.findings.first?.items, ["first", "second"])
        XCTAssertEqual(tied?.findings.first?.line, 2)
        XCTAssertEqual(tied?.findings.first?.message,
                       "content priority ambiguity: 'first', 'second' have equal horizontal hugging priority (251) and compete to stretch; 'first' stretches first")
        XCTAssertEqual(tied?.findings.first?.fix, "set horizontalHuggingPriority=\"250\" on 'first' so that it is the one that stretches "
            + "(as it does now, by the harness's tie-break; UIKit's choice is arbitrary), or horizontalHuggingPriority=\"252\" on 'second'")
        if case .ambiguity(let details)? = tied?.findings.first?.details {
            XCTAssertEqual(details.cause, .contentHugging)
            XCTAssertEqual(details.range, 50...330)
        } else {
            XCTFail("ambiguity details")
        }
        let resolved = layOut(spec(#"horizontalHuggingPriority="250""#)).case("phone")
        XCTAssertFrame(resolved, "first", [0, 0, 50, 20])
        XCTAssertFrame(resolved, "second", [50, 0, 340, 20])
        XCTAssertEqual(resolved?.findings, [])
    }

    func testOverflowOfSuperviewCanvasAndCompression() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <view id="card">
            <view id="inner"/>
            <label id="title" intrinsicWidth="300" intrinsicHeight="20"/>
          </view>
          <constraint firstItem="card" firstAttribute="left" secondItem="root" secondAttribute="left" constant="10"/>
          <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10"/>
          <constraint firstItem="card" firstAttribute="width" constant="200"/>
          <constraint firstItem="card" firstAttribute="height" constant="100"/>
          <constraint firstItem="inner" firstAttribute="left" secondItem="card" secondAttribute="left" constant="150"/>
          <constraint firstItem="inner" firstAttribute="top" secondItem="card" secondAttribute="top"/>
          <constraint firstItem="inner" firstAttribute="width" constant="80"/>
          <constraint firstItem="inner" firstAttribute="height" constant="10"/>
          <constraint firstItem="title" firstAttribute="left" secondItem="card" secondAttribute="left"/>
          <constraint firstItem="title" firstAttribute="right" secondItem="card" secondAttribute="right"/>
          <constraint firstItem="title" firstAttribute="top" secondItem="card" secondAttribute="bottom" constant="-20"/>
          <view id="offscreen"/>
          <constraint firstItem="offscreen" firstAttribute="left" secondItem="root" secondAttribute="right" constant="-5"/>
          <constraint firstItem="offscreen" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="offscreen" firstAttribute="width" constant="20"/>
          <constraint firstItem="offscreen" firstAttribute="height" constant="20"/>
        </view></scene></spec>
        """)
        let phone = result.case("phone")
        let overflows = phone?.findings.filter { $0.kind == .overflow } ?? []
        XCTAssertEqual(overflows.map(\.items), [["inner"], ["title"], ["offscreen"]])
        XCTAssertEqual(overflows.map(\.message), [
            "'inner' extends 30 pt beyond the right edge of 'card'",
            "'title' is compressed 100 pt below its intrinsic width (300 pt)",
            "'offscreen' extends 15 pt beyond the right edge of 'root'",
        ])
        XCTAssertEqual(overflows.map(\.line), [3, 4, 17])
        XCTAssertEqual(overflows.first?.details, .overflow(.init(view: "inner", edge: .right, amount: 30, container: "card")))
    }

    /// Past the canvas only the outermost view is reported: the labels of a stack that runs
    /// off the screen are past the canvas too, and said nothing new (the 10,000-leaf tree had
    /// 19,000 such findings per case).
    func testOnlyTheOutermostViewPastTheCanvasIsReported() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <stackView id="row" axis="horizontal">
            <label id="a" intrinsicWidth="200" intrinsicHeight="20"/>
            <label id="b" intrinsicWidth="200" intrinsicHeight="20"/>
            <label id="c" intrinsicWidth="200" intrinsicHeight="20"/>
          </stackView>
          <constraint firstItem="row" firstAttribute="left" secondItem="root" secondAttribute="left"/>
          <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top"/>
        </view></scene></spec>
        """)
        let phone = result.case("phone")
        XCTAssertFrame(phone, "c", [400, 0, 200, 20])
        let overflows = phone?.findings.filter { $0.kind == .overflow } ?? []
        XCTAssertEqual(overflows.map(\.items), [["row"]])
        XCTAssertEqual(overflows.first?.details, .overflow(.init(view: "row", edge: .right, amount: 210, container: "root")))
    }

    func testScrollViewContentIsNotOverflow() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <scrollView id="scroll">
            <view id="content"/>
          </scrollView>
          <constraint firstItem="scroll" firstAttribute="left" secondItem="root" secondAttribute="left"/>
          <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="scroll" firstAttribute="width" secondItem="root" secondAttribute="width"/>
          <constraint firstItem="scroll" firstAttribute="height" secondItem="root" secondAttribute="height"/>
          <constraint firstItem="content" firstAttribute="left" secondItem="root" secondAttribute="left"/>
          <constraint firstItem="content" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="content" firstAttribute="width" secondItem="root" secondAttribute="width"/>
          <constraint firstItem="content" firstAttribute="height" constant="3000"/>
        </view></scene></spec>
        """)
        XCTAssertEqual(result.case("phone")?.findings, [])
        XCTAssertFrame(result.case("phone"), "content", [0, 0, 390, 3000])
    }

    func testExpectations() {
        let result = layOut("""
        <spec><environments>\(environment())\(environment("pad", width: 834, height: 1194, widthClass: "regular"))</environments>
        <scene name="S"><view id="root">
          <view id="box"/>
          <view id="ghost"><variation key="widthClass=compact" installed="NO"/></view>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
          <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="box" firstAttribute="height" constant="44"/>
          <constraint firstItem="ghost" firstAttribute="left" secondItem="root" secondAttribute="left"/>
          <constraint firstItem="ghost" firstAttribute="top" secondItem="root" secondAttribute="top"/>
          <constraint firstItem="ghost" firstAttribute="width" constant="1"/>
          <constraint firstItem="ghost" firstAttribute="height" constant="1"/>
        </view>
        <expect item="box" frame="16 0 358 44" environment="phone"/>
        <expect item="box" width="800" tolerance="0.5"/>
        <expect item="ghost" x="0"/>
        </scene></spec>
        """)
        let phone = result.case("phone")
        XCTAssertEqual(phone?.findings.map(\.kind), [.expectation, .expectation])
        XCTAssertEqual(phone?.findings.map(\.message), [
            "'box' width is 358, expected 800 (tolerance 0.5 pt)",
            "expected view 'ghost' is not in this layout",
        ])
        XCTAssertEqual(phone?.findings.map(\.line), [15, 16])
        let pad = result.case("pad")
        XCTAssertEqual(pad?.findings.map(\.message), ["'box' width is 794, expected 800 (tolerance 0.5 pt)"])
    }

    /// A well-constrained screen has no finding at all, in every default environment.
    func testWellConstrainedLayoutHasNoFinding() {
        let load = SpecLoader.load(bytes: Array("""
        <spec><scene name="S"><view id="root">
          <label id="title" intrinsicWidth="120" intrinsicHeight="21"/>
          <button id="action" intrinsicWidth="80" intrinsicHeight="44"/>
          <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
          <constraint firstItem="title" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top" constant="8"/>
          <constraint firstItem="title" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="root" secondAttribute="trailingMargin"/>
          <constraint firstItem="action" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
          <constraint firstItem="action" firstAttribute="bottom" secondItem="root.safeArea" secondAttribute="bottom"/>
        </view></scene></spec>
        """.utf8), path: "Sound.xml")
        let result = LayoutEngine.run(load, file: "Sound.xml")
        let cases = result.scenes.first?.cases ?? []
        XCTAssertEqual(cases.count, 8)
        XCTAssertEqual(cases.flatMap(\.findings), [])
        let landscape = cases.first { $0.environment == "iPhone 13 landscape" }
        XCTAssertFrame(landscape, "title", [63, 8, 120, 21])
        XCTAssertFrame(landscape, "action", [701, 325, 80, 44])
    }

    /// Environments that share size classes reuse one solver; the frames are the same as a
    /// fresh solve of each environment on its own.
    func testReusedSessionMatchesFreshSolves() throws {
        let xml = """
        <spec><environments>
          \(environment("a", width: 390, height: 844, safeArea: "47 0 34 0"))
          \(environment("b", width: 375, height: 834, safeArea: "24 0 20 0"))
          \(environment("c", width: 320, height: 568, safeArea: "20 0 0 0"))
        </environments><scene name="S"><view id="root">
          <label id="title" intrinsicWidth="120" intrinsicHeight="21"/>
          <view id="panel"/>
          <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
          <constraint firstItem="title" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top" constant="8"/>
          <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
          <constraint firstItem="panel" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin"/>
          <constraint firstItem="panel" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8"/>
          <constraint firstItem="panel" firstAttribute="bottom" secondItem="root.safeArea" secondAttribute="bottom"/>
        </view></scene></spec>
        """
        let load = SpecLoader.load(bytes: Array(xml.utf8), path: "Reuse.xml")
        let spec = try XCTUnwrap(load.spec)
        let together = LayoutEngine.run(spec).scenes[0].cases
        for (index, environment) in spec.environments.enumerated() {
            let alone = LayoutEngine.run(spec, environments: [environment]).scenes[0].cases[0]
            XCTAssertEqual(together[index].views, alone.views, environment.name)
            XCTAssertEqual(together[index].findings, alone.findings)
        }
        XCTAssertFrame(together[2], "panel", [16, 57, 288, 511])
    }

    /// Engine warnings (baseline alignment on a vertical stack) reach the case results.
    func testStackWarningsReachTheCaseResult() {
        let result = layOut("""
        <spec><environments>\(environment())</environments><scene name="S"><view id="root">
          <stackView id="column" axis="vertical" alignment="firstBaseline">
            <label id="a" intrinsicWidth="40" intrinsicHeight="20"/>
            <label id="b" intrinsicWidth="40" intrinsicHeight="20"/>
          </stackView>
          <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
          <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top"/>
        </view></scene></spec>
        """)
        let warnings = result.case("phone")?.warnings ?? []
        XCTAssertEqual(warnings.map(\.items), [["column"]])
        XCTAssertEqual(warnings.first?.line, 2)
        XCTAssertEqual(result.case("phone")?.findings.map(\.kind), [])
    }
}

/// One finding per cause: a missing constraint is reported once, on the topmost view it leaves free.
final class MissingConstraintFoldingTests: XCTestCase {
    func testAMissingTopIsOneFindingOnTheTopmostFreeView() throws {
        let result = layOut("""
        <spec><environments>\(environment())\(environment("pad", width: 800, widthClass: "regular"))</environments>
        <scene name="S"><view id="root">
          <view id="card">
            <label id="title" intrinsicWidth="100" intrinsicHeight="20"/>
            <label id="subtitle" intrinsicWidth="100" intrinsicHeight="20"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="card" secondAttribute="leading"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="card" secondAttribute="top"/>
            <constraint firstItem="subtitle" firstAttribute="leading" secondItem="card" secondAttribute="leading"/>
            <constraint firstItem="subtitle" firstAttribute="top" secondItem="title" secondAttribute="bottom"/>
            <constraint firstItem="subtitle" firstAttribute="bottom" secondItem="card" secondAttribute="bottom"/>
          </view>
          <label id="free" intrinsicWidth="50" intrinsicHeight="20"/>
          <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
          <constraint firstItem="card" firstAttribute="trailing" secondItem="root" secondAttribute="trailing"/>
          <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
        </view></scene></spec>
        """)
        for environment in ["phone", "pad"] {
            let findings = try XCTUnwrap(result.case(environment)).findings
            XCTAssertEqual(findings.map(\.items), [["card", "title", "subtitle"], ["free"]], environment)
            XCTAssertEqual(findings.map(\.message), [
                "'card': y not fixed by its constraints (missing constraints); 2 subviews 'title', 'subtitle' move with it",
                "'free': y not fixed by its constraints (missing constraints)",
            ], environment)
            XCTAssertEqual(findings.map(\.fix), ["add a top or centerY constraint for 'card'", "add a top or centerY constraint for 'free'"])
        }
    }
}

import LayoutSolver
import LayoutSpec
import TextLayout
import XCTest
@testable import LayoutEngine

/// The groups of cases that differ only in content settings start from one build (`CaseChain`):
/// a move from 3x to 2x changes the labels' heights in place instead of building the scene
/// again, and gives the frames a fresh build gives. Work is counted by the builds (each
/// session's `build`, which its copies keep), not timed.
final class CaseChainTests: XCTestCase {
    /// A stack of measured labels in two 3x phones and two 2x iPads, as the benchmarks' matrix.
    private let stackOfLabels = """
    <spec>
      <environments>
        <environment name="phone" width="390" height="844" widthClass="compact" heightClass="regular" scale="3"/>
        <environment name="phone landscape" width="844" height="390" widthClass="compact" heightClass="compact" scale="3"/>
        <environment name="pad" width="834" height="1194" widthClass="regular" heightClass="regular" scale="2"/>
        <environment name="pad split" width="320" height="834" widthClass="compact" heightClass="regular" scale="2"/>
      </environments>
      <scene name="S">
        <view id="root">
          <stackView id="top" axis="vertical" spacing="4" alignment="leading">
            <label id="a" text="Welcome back" font="body"/>
            <label id="b" text="Sign in to continue" font="footnote"/>
            <stackView id="row" axis="horizontal" spacing="8" alignment="firstBaseline">
              <label id="c" text="Total" font="headline"/>
              <label id="d" text="€199.00" font="title2"/>
            </stackView>
          </stackView>
          <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
          <constraint firstItem="top" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top"/>
        </view>
      </scene>
    </spec>
    """

    private func scene(_ xml: String) throws -> (Scene, [Environment]) {
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "S.xml").spec)
        let scene = try XCTUnwrap(spec.scenes.first)
        return (scene, scene.environments(in: spec.environments))
    }

    /// The build of each case's session, in the chain's order.
    private func builds(_ xml: String) throws -> [ObjectIdentifier] {
        let (scene, environments) = try scene(xml)
        let chains = CaseChain.chains(of: scene, in: environments)
        XCTAssertEqual(chains.count, 1)
        let chain = try XCTUnwrap(chains.first)
        let sizes = SceneSizes(scene: scene, tools: .boxFonts())
        let start = chain.start(of: scene, in: environments, sizes: sizes)
        var builds: [ObjectIdentifier] = []
        for (k, group) in chain.groups.enumerated() {
            LayoutEngine.layOut(group, from: start, resizing: k > 0, of: scene, in: environments, sizes: sizes, reusesSolvers: true) { _, laidOut, _ in
                builds.append(ObjectIdentifier(laidOut.layout.session.build))
                return true
            }
        }
        return builds
    }

    func testGroupsOfOtherScalesFormOneChain() throws {
        let (scene, environments) = try scene(stackOfLabels)
        XCTAssertEqual(CaseGroup.groups(of: scene, in: environments).map(\.environmentIndices), [[0, 1], [2, 3]])
        XCTAssertEqual(CaseChain.chains(of: scene, in: environments).map(\.environmentIndices), [[0, 1, 2, 3]])
    }

    /// Four cases, one build: the 2x iPads take a copy of the 3x phones' session with the
    /// labels' heights changed (20.333 → 20.5 for the body), and lay out as fresh builds do.
    func testOneBuildForEveryScaleWithFreshFrames() throws {
        let builds = Set(try builds(stackOfLabels))
        XCTAssertEqual(builds.count, 1)
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(stackOfLabels.utf8), path: "S.xml").spec)
        let text = TextTools.boxFonts()
        let moved = LayoutEngine.run(spec, options: .init(text: text))
        let fresh = LayoutEngine.run(spec, options: .init(reusesSolvers: false, text: text))
        // Body at 3x: 20.333 high, the footnote 4 pt below; at 2x: 20.5.
        XCTAssertFrame(moved.case("phone"), "a", [16, 0, 102, 20.333])
        XCTAssertFrame(moved.case("pad"), "a", [20, 0, 102, 20.5])
        XCTAssertEqual(moved.case("phone")?.views.first { $0.id == "b" }?.frame.y ?? 0, 24.333, accuracy: 0.001)
        XCTAssertEqual(moved.case("pad")?.views.first { $0.id == "b" }?.frame.y ?? 0, 24.5, accuracy: 0.001)
        for environment in ["phone", "phone landscape", "pad", "pad split"] {
            let a = try XCTUnwrap(moved.case(environment)), b = try XCTUnwrap(fresh.case(environment))
            XCTAssertEqual(a.views.map(\.id), b.views.map(\.id))
            for (x, y) in zip(a.views, b.views) {
                XCTAssertEqual([x.frame.x, x.frame.y, x.frame.width, x.frame.height],
                               [y.frame.x, y.frame.y, y.frame.width, y.frame.height], "\(environment) \(x.id)")
                XCTAssertEqual(x.text, y.text, "\(environment) \(x.id)")
            }
            XCTAssertEqual(a.findings, b.findings, environment)
        }
    }

    /// A fillProportionally row sizes its items by their intrinsic widths: a larger text size
    /// changes the multipliers, not only constants, so the next group is a fresh build.
    func testReshapedRulesBuildAgain() throws {
        let xml = """
        <spec>
          <environments>
            <environment name="large" width="390" height="844" widthClass="compact" heightClass="regular" scale="3"/>
            <environment name="AX5" width="390" height="844" widthClass="compact" heightClass="regular" scale="3" contentSizeCategory="accessibilityExtraExtraExtraLarge"/>
          </environments>
          <scene name="S">
            <view id="root">
              <stackView id="row" axis="horizontal" distribution="fillProportionally" spacing="8">
                <label id="a" text="Account" font="body"/>
                <label id="b" text="Settings 2" font="system 17"/>
              </stackView>
              <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
              <constraint firstItem="row" firstAttribute="trailing" secondItem="root" secondAttribute="trailing"/>
              <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top"/>
            </view>
          </scene>
        </spec>
        """
        XCTAssertEqual(Set(try builds(xml)).count, 2)
    }

    /// Every case of `xml` laid out moving sessions and with a fresh build each: the same
    /// views, frames, texts and findings (conflicts with their sets and numbers included).
    private func assertMovesGiveFreshResults(_ xml: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "S.xml").spec)
        let text = TextTools.boxFonts()
        let moved = LayoutEngine.run(spec, options: .init(text: text)).scenes.flatMap(\.cases)
        let fresh = LayoutEngine.run(spec, options: .init(reusesSolvers: false, text: text)).scenes.flatMap(\.cases)
        XCTAssertEqual(moved.count, fresh.count, file: file, line: line)
        for (a, b) in zip(moved, fresh) {
            let label = "\(a.environment) \(a.state ?? "base")"
            XCTAssertEqual(a.views.map(\.id), b.views.map(\.id), label, file: file, line: line)
            for (x, y) in zip(a.views, b.views) {
                XCTAssertEqual([x.frame.x, x.frame.y, x.frame.width, x.frame.height],
                               [y.frame.x, y.frame.y, y.frame.width, y.frame.height], "\(label) \(x.id)", file: file, line: line)
            }
            XCTAssertEqual(a.findings, b.findings, label, file: file, line: line)
        }
    }

    /// Two phones and a split iPad, all of one size-class representative, and two states: one
    /// changes the stack's spacing (constants only), one hides a label (other rules).
    private func statesSpec(constraints: String) -> String {
        """
        <spec>
          <environments>
            <environment name="phone" width="390" height="844" widthClass="compact" heightClass="regular"/>
            <environment name="phone landscape" width="844" height="390" widthClass="compact" heightClass="compact"/>
            <environment name="pad split" width="320" height="834" widthClass="compact" heightClass="regular"/>
          </environments>
          <scene name="S">
            <view id="root">
              <stackView id="top" axis="vertical" spacing="4">
                <label id="a" intrinsicWidth="100" intrinsicHeight="20"/>
                <label id="b" intrinsicWidth="140" intrinsicHeight="30"/>
              </stackView>
              <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
              <constraint firstItem="top" firstAttribute="top" secondItem="root" secondAttribute="top"/>
              \(constraints)
            </view>
            <state name="wide"><set item="top" spacing="20"/></state>
            <state name="hidden"><set item="b" hidden="YES"/></state>
          </scene>
        </spec>
        """
    }

    /// A scene without variations is one chain across its states: the state that changes only the
    /// spacing moves the base build (b at y 40 instead of 24); the one that hides a label has
    /// other rules and builds again. Every case is what a fresh build gives.
    func testStatesThatChangeConstantsMoveTheBuild() throws {
        let xml = statesSpec(constraints: "")
        let (scene, environments) = try scene(xml)
        XCTAssertEqual(CaseChain.chains(of: scene, in: environments).map(\.groups.count), [3])
        let builds = try builds(xml)
        XCTAssertEqual(builds.count, 9)
        XCTAssertEqual(Set(builds[0..<6]).count, 1, "base and wide: one build")
        XCTAssertEqual(Set(builds[6...]).count, 1, "hidden: one build of its own")
        XCTAssertNotEqual(builds[0], builds[6])
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "S.xml").spec)
        let result = LayoutEngine.run(spec, options: .init(text: .boxFonts()))
        XCTAssertFrame(result.case("pad split"), "b", [0, 24, 140, 30])
        XCTAssertFrame(result.case("pad split", state: "wide"), "b", [0, 40, 140, 30])
        try assertMovesGiveFreshResults(xml)
    }

    /// A conflict in every environment does not stop the moves: the broken constraint is added
    /// again at each move and fails on the same set (a.width == 300 against the root's width
    /// through a's pins), which the findings name with each environment's numbers.
    func testConflictsMoveWithTheSession() throws {
        let xml = statesSpec(constraints: """
        <constraint firstItem="top" firstAttribute="trailing" secondItem="root" secondAttribute="trailing"/>
        <constraint firstItem="a" firstAttribute="width" constant="300"/>
        """)
        XCTAssertEqual(Set(try builds(xml)).count, 2, "one for base and wide, one for hidden")
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "S.xml").spec)
        let result = LayoutEngine.run(spec, options: .init(text: .boxFonts()))
        for environment in ["phone", "phone landscape", "pad split"] {
            XCTAssertEqual(result.case(environment)?.findings.filter { $0.kind == .conflict }.count, 1, environment)
        }
        try assertMovesGiveFreshResults(xml)
    }

    /// A conflict that comes and goes with the canvas: a 600-point label pinned inside a 390-point
    /// phone breaks its width, not in an 844-point landscape, and again in a 320-point split. The
    /// move to landscape adds the width again, it holds there, and the session moves on with it;
    /// the move to the split cannot narrow the canvas with the width kept, so the session breaks
    /// the latest constraint of the set (the width, as a fresh build does) and narrows it. One
    /// session for the three; frames and findings are fresh builds'.
    func testConflictsThatComeAndGoKeepTheSession() throws {
        let xml = statesSpec(constraints: """
        <constraint firstItem="top" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="root" secondAttribute="trailing"/>
        <constraint firstItem="a" firstAttribute="width" constant="600"/>
        """)
        let builds = try builds(xml)
        XCTAssertEqual(builds[0], builds[1], "the phone's broken width holds in landscape: one session")
        XCTAssertEqual(builds[1], builds[2], "the split breaks the width again: one session")
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "S.xml").spec)
        let result = LayoutEngine.run(spec, options: .init(text: .boxFonts()))
        XCTAssertEqual(result.case("phone")?.findings.filter { $0.kind == .conflict }.count, 1)
        XCTAssertEqual(result.case("phone landscape")?.findings.filter { $0.kind == .conflict }.count, 0)
        XCTAssertFrame(result.case("phone landscape"), "a", [0, 0, 600, 20])
        XCTAssertEqual(result.case("pad split")?.findings.filter { $0.kind == .conflict }.map(\.items),
                       result.case("phone")?.findings.filter { $0.kind == .conflict }.map(\.items))
        XCTAssertEqual(result.case("pad split")?.findings.filter { $0.kind == .conflict }.count, 1)
        try assertMovesGiveFreshResults(xml)
    }
}

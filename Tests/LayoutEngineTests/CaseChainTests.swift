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
}

import XCTest
@testable import LayoutEngine
import LayoutSpec
import TextLayout

/// Which cases one solver lays out in turn (`CaseGroup`): one state, and the environments
/// that differ only in constants.
final class CaseGroupTests: XCTestCase {
    private func scene(_ xml: String) throws -> Scene {
        try XCTUnwrap(SpecLoader.load(bytes: Array(xml.utf8), path: "S.xml").spec?.scenes.first)
    }

    /// Without size-class variations every environment of a direction resolves alike: one
    /// group per state, with all eight default environments in order.
    func testWithoutVariationsEachStateIsOneGroupOfEveryEnvironment() throws {
        let plain = try scene("""
        <spec><scene name="S"><view id="root"><view id="a"/></view>
        <state name="one"><set item="a" hidden="YES"/></state><state name="two"><set item="a" hidden="NO"/></state></scene></spec>
        """)
        let groups = CaseGroup.groups(of: plain, in: Environment.defaultMatrix)
        XCTAssertEqual(groups.map(\.stateIndex), [0, 1, 2])
        XCTAssertEqual(groups.map(\.environmentIndices), Array(repeating: [0, 1, 2, 3, 4, 5, 6, 7], count: 3))
    }

    /// With variations, by the size classes they read: the default matrix has four pairs, and
    /// a variation keyed on the width class alone splits it in two (compact width: the phones
    /// and the iPad's one-third split; regular: the iPad's portrait and landscape). Right to
    /// left is a group of its own.
    func testWithVariationsEnvironmentsGroupBySizeClassesTheyReadAndDirection() throws {
        let varied = try scene("""
        <spec><scene name="S"><view id="root"><view id="a"><variation key="widthClass=regular" hidden="YES"/></view></view></scene></spec>
        """)
        var environments = Environment.defaultMatrix
        environments.append(environments[0])
        environments[8].name = "portrait, right to left"
        environments[8].layoutDirection = .rightToLeft
        let groups = CaseGroup.groups(of: varied, in: environments)
        XCTAssertEqual(groups.map(\.environmentIndices), [[0, 1, 4, 5, 7], [2, 3, 6], [8]])
        let both = try scene("""
        <spec><scene name="S"><view id="root"><view id="a"><variation key="widthClass=regular" hidden="YES"/><variation key="heightClass=compact" hidden="YES"/></view></view></scene></spec>
        """)
        XCTAssertEqual(CaseGroup.groups(of: both, in: environments).map(\.environmentIndices), [[0, 4, 5, 7], [1], [2], [3, 6], [8]])
        XCTAssertEqual(Set(groups.map(\.stateIndex)), [0])
    }

    /// A scene that measures texts or controls groups by content settings as well: the default
    /// matrix's 3x phones, its 2x iPads and SE, and the SE at the largest text size each lay out their
    /// own sized scene. So do environments of another iOS generation of stack rules.
    func testMeasuredContentGroupsByContentSettings() throws {
        let measured = try scene("""
        <spec><scene name="S"><view id="root"><label id="a" text="Hello"/></view></scene></spec>
        """)
        XCTAssertTrue(measured.measuresContent)
        XCTAssertEqual(CaseGroup.groups(of: measured, in: Environment.defaultMatrix).map(\.environmentIndices), [[0, 1, 2], [3, 4, 5, 6], [7]])
        // Every content setting counts: an Interface Builder design environment that rounds
        // labels' heights to whole points sizes them otherwise than a device of its scale.
        var design = Environment.defaultMatrix[0]
        design.name = "design"
        design.labelHeightRounding = .pointUp
        XCTAssertEqual(CaseGroup.groups(of: measured, in: [Environment.defaultMatrix[0], design]).map(\.environmentIndices), [[0], [1]])

        let plain = try scene("<spec><scene name=\"S\"><view id=\"root\"><view id=\"a\"/></view></scene></spec>")
        XCTAssertFalse(plain.measuresContent)
        var environments = Environment.defaultMatrix
        environments[1].systemVersion = SystemVersion(major: 12)
        XCTAssertEqual(CaseGroup.groups(of: plain, in: environments).map(\.environmentIndices), [[0, 2, 3, 4, 5, 6, 7], [1]])
    }

    /// A variation applies where its key matches, so size-class pairs under which the same keys
    /// match share a representative.
    func testSizeClassRepresentativesFollowTheKeysUsed() throws {
        let pair = { (w: SizeClass, h: SizeClass) in SizeClassPair(width: w, height: h) }
        let plain = try scene("<spec><scene name=\"S\"><view id=\"root\"><view id=\"a\"/></view></scene></spec>")
        XCTAssertEqual(Set(plain.sizeClassRepresentatives.values), [pair(.compact, .compact)])
        let height = try scene("""
        <spec><scene name="S"><view id="root"><view id="a"><variation key="heightClass=compact" hidden="YES"/></view></view></scene></spec>
        """)
        XCTAssertEqual(height.sizeClassRepresentatives[pair(.regular, .compact)], pair(.compact, .compact))
        XCTAssertEqual(height.sizeClassRepresentatives[pair(.regular, .regular)], pair(.compact, .regular))
        let two = try scene("""
        <spec><scene name="S"><view id="root"><view id="a"><variation key="heightClass=regular-widthClass=regular" hidden="YES"/></view></view></scene></spec>
        """)
        XCTAssertEqual(Set(two.sizeClassRepresentatives.values), [pair(.compact, .compact), pair(.regular, .regular)])
    }

    func testSceneKnowsWhetherItHasVariations() throws {
        XCTAssertFalse(try scene("<spec><scene name=\"S\"><view id=\"root\"><view id=\"a\"/></view></scene></spec>").hasSizeClassVariations)
        XCTAssertTrue(try scene("""
        <spec><scene name="S"><view id="root"><view id="a"><variation key="widthClass=regular" hidden="YES"/></view></view></scene></spec>
        """).hasSizeClassVariations)
    }
}

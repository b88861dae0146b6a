import XCTest
@testable import LayoutEngine
import LayoutSpec

/// Which cases share a solver and how they spread over the cores.
final class CaseChainsTests: XCTestCase {
    private let environments = Environment.defaultMatrix

    private func covered(_ chains: [[CaseChains.Case]]) -> [String] {
        chains.flatMap { $0.map { "\($0.environmentIndex)/\($0.stateIndex)" } }.sorted()
    }

    /// Without size-class variations every environment resolves alike: one chain, cut in two
    /// for two cores (4 and 3 of the 7 default environments), each state by state.
    func testWithoutVariationsEnvironmentsChainAcrossSizeClassesOnePerCore() {
        let chains = CaseChains.plan(environments: environments, stateCount: 4, sizeClassesMatter: false, cores: 2).chains
        XCTAssertEqual(chains.map(\.count), [14, 14])
        XCTAssertEqual(chains[0].map(\.stateIndex), [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1])
        XCTAssertEqual(chains[1].map(\.stateIndex), [2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3])
        XCTAssertEqual(covered(chains).count, 28)
        XCTAssertEqual(Set(covered(chains)).count, 28)
        XCTAssertEqual(CaseChains.plan(environments: environments, stateCount: 1, sizeClassesMatter: false, cores: 2).chains.map(\.count), [4, 3])
        XCTAssertEqual(CaseChains.plan(environments: environments, stateCount: 1, sizeClassesMatter: false, cores: 1).chains.map(\.count), [7])
    }

    /// The two pieces of the cut chain come from chain 0: they share its first session.
    func testPiecesOfACutChainNameTheChainTheyCameFrom() {
        XCTAssertEqual(CaseChains.plan(environments: environments, stateCount: 1, sizeClassesMatter: false, cores: 2).origin, [0, 0])
        XCTAssertEqual(CaseChains.plan(environments: environments, stateCount: 1, sizeClassesMatter: false, cores: 1).origin, [0])
        XCTAssertEqual(CaseChains.plan(environments: environments, stateCount: 2, sizeClassesMatter: true, cores: 2).origin, [0, 1, 2, 3])
    }

    /// A shared start is built once, at the first case of the cut chain, and handed to each
    /// piece; the scene's cases are those each case solved from scratch gives (`SolverReuseTests`).
    func testSharedStartIsBuiltAtTheFirstCaseAndTakenOncePerPiece() throws {
        let spec = try XCTUnwrap(SpecLoader.load(bytes: Array("""
        <spec><scene name="S"><view id="root"><label id="a" intrinsicWidth="40" intrinsicHeight="20"/>
        <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top"/></view></scene></spec>
        """.utf8), path: "S.xml").spec)
        let scene = spec.scenes[0]
        let plan = CaseChains.plan(environments: environments, stateCount: 1, sizeClassesMatter: false, cores: 2)
        var resolved: [String] = []
        let starts = SharedStarts(plan, environments: environments) { e, s in
            resolved.append("\(e)/\(s)")
            return scene.resolved(for: self.environments[e].sizeClasses)
        }
        XCTAssertEqual(resolved, ["0/0"])
        let first = try XCTUnwrap(starts.take(origin: 0))
        XCTAssertEqual(first.environmentIndex, 0)
        XCTAssertEqual(first.stateIndex, 0)
        XCTAssertNotNil(starts.take(origin: 0))
        XCTAssertNil(starts.take(origin: 0), "two pieces, two takes")
        XCTAssertNil(starts.take(origin: 1))
    }

    /// With variations, size classes × direction: the 7 default environments have 4 pairs,
    /// already more chains than 2 cores, so none is cut.
    func testWithVariationsEnvironmentsChainBySizeClasses() {
        let chains = CaseChains.plan(environments: environments, stateCount: 2, sizeClassesMatter: true, cores: 2).chains
        XCTAssertEqual(chains.count, 4)
        for chain in chains {
            let pairs = Set(chain.map { "\(environments[$0.environmentIndex].sizeClasses)" })
            XCTAssertEqual(pairs.count, 1)
        }
        XCTAssertEqual(Set(covered(chains)).count, 14)
    }

    func testSceneKnowsWhetherItHasVariations() throws {
        let plain = try XCTUnwrap(SpecLoader.load(bytes: Array("""
        <spec><scene name="S"><view id="root"><view id="a"/></view></scene></spec>
        """.utf8), path: "P.xml").spec?.scenes.first)
        XCTAssertFalse(plain.hasSizeClassVariations)
        let varied = try XCTUnwrap(SpecLoader.load(bytes: Array("""
        <spec><scene name="S"><view id="root"><view id="a"><variation key="widthClass=regular" hidden="YES"/></view></view></scene></spec>
        """.utf8), path: "V.xml").spec?.scenes.first)
        XCTAssertTrue(varied.hasSizeClassVariations)
    }
}

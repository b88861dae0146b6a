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
    /// for two cores (3 and 2 of the 5 default environments), each state by state.
    func testWithoutVariationsEnvironmentsChainAcrossSizeClassesOnePerCore() {
        let chains = CaseChains.plan(environments: environments, stateCount: 4, sizeClassesMatter: false, cores: 2)
        XCTAssertEqual(chains.map(\.count), [10, 10])
        XCTAssertEqual(chains[0].map(\.stateIndex), [0, 0, 0, 0, 0, 1, 1, 1, 1, 1])
        XCTAssertEqual(chains[1].map(\.stateIndex), [2, 2, 2, 2, 2, 3, 3, 3, 3, 3])
        XCTAssertEqual(covered(chains).count, 20)
        XCTAssertEqual(Set(covered(chains)).count, 20)
        XCTAssertEqual(CaseChains.plan(environments: environments, stateCount: 1, sizeClassesMatter: false, cores: 2).map(\.count), [3, 2])
        XCTAssertEqual(CaseChains.plan(environments: environments, stateCount: 1, sizeClassesMatter: false, cores: 1).map(\.count), [5])
    }

    /// With variations, size classes × direction: the 5 default environments have 4 pairs,
    /// already more chains than 2 cores, so none is cut.
    func testWithVariationsEnvironmentsChainBySizeClasses() {
        let chains = CaseChains.plan(environments: environments, stateCount: 2, sizeClassesMatter: true, cores: 2)
        XCTAssertEqual(chains.count, 4)
        for chain in chains {
            let pairs = Set(chain.map { "\(environments[$0.environmentIndex].sizeClasses)" })
            XCTAssertEqual(pairs.count, 1)
        }
        XCTAssertEqual(Set(covered(chains)).count, 10)
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

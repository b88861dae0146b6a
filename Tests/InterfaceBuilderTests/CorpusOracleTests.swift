import Foundation
import LayoutSpec
import XCTest

/// The importer and the engine against the frames Interface Builder solved and stored for each
/// document's design device, over the shared corpus of 37 public storyboards and xibs.
///
/// Views compared: every view but the roots, not marked `misplaced` or `ambiguous` (nor inside
/// one that is), present in both layouts; cells (table and collection views' run-time content)
/// are counted apart. `IB_ORACLE_MISSES=1` prints every view that does not agree, the
/// diagnostics and each scene's design environment.
final class CorpusOracleTests: XCTestCase {
    private func oracle(_ sizes: InterfaceBuilderLoader.ContentSizes) throws -> CorpusOracle {
        let documents = Corpus.documents
        guard !documents.isEmpty else { throw XCTSkip("no storyboards in \(Corpus.folder)") }
        let oracle = CorpusOracle(documents: documents, contentSizes: sizes)
        print(oracle.report)
        if ProcessInfo.processInfo.environment["IB_ORACLE_MISSES"] != nil {
            for miss in oracle.misses { print("miss: \(miss)") }
            for line in oracle.diagnostics { print("diag: \(line)") }
            for line in oracle.environments { print("env: \(line)") }
        }
        XCTAssertEqual(documents.count, 37)
        XCTAssertEqual(oracle.files.filter(\.loaded).count, documents.count, "every document loads")
        return oracle
    }

    /// Text measured with Inter (SF's metrics and tracking) and controls from UIKitControls.
    /// The goal is 90 %; text measured with a stand-in for SF misses IB's label frames
    /// by more than 0.5 pt at the median width, and every view placed after such a label misses
    /// too (docs/interface-builder.md, "How close to IB's frames").
    func testDesignFramesAgreeWithInterfaceBuilder() throws {
        let oracle = try oracle(.measured)
        XCTAssertGreaterThanOrEqual(oracle.compared, 590)
        XCTAssertGreaterThanOrEqual(oracle.agreement, 0.40)
        XCTAssertGreaterThanOrEqual(oracle.cellAgreement, 0.76)
        XCTAssertGreaterThanOrEqual(oracle.ambiguity.agreement, 0.93)
        XCTAssertEqual(oracle.ambiguity.both + oracle.ambiguity.onlyIB, 50, "IB's 50 ambiguous marks are all compared")
        let causes = CorpusMissCauses(measured: oracle, documents: Corpus.documents)
        print(causes.report)
        if ProcessInfo.processInfo.environment["IB_ORACLE_MISSES"] != nil {
            for (miss, cause) in causes.causes {
                print("cause: \(cause.rawValue) | \(miss)")
                if cause == .other, let last = causes.lastStepMisses[miss.key] { print("  after every step: \(last)") }
            }
        }
    }

    /// The same with IB's stored frames as the content sizes of text and controls: what the
    /// import and the engine reach when text measurement is taken out of the comparison.
    func testDesignFramesAgreeWithIBsOwnContentSizes() throws {
        let oracle = try oracle(.storedFrames)
        XCTAssertGreaterThanOrEqual(oracle.agreement, 0.68)
        XCTAssertGreaterThanOrEqual(oracle.cellAgreement, 0.84)
    }
}

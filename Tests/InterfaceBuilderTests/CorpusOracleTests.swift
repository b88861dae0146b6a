import Foundation
import LayoutSpec
import XCTest

/// The importer and the engine against the frames Interface Builder solved and stored for each
/// document's design device, over the shared corpus of 37 public storyboards and xibs.
final class CorpusOracleTests: XCTestCase {
    func testDesignFramesAgreeWithInterfaceBuilder() throws {
        let documents = Corpus.documents
        guard !documents.isEmpty else { throw XCTSkip("no storyboards in \(Corpus.folder)") }
        let sizes: InterfaceBuilderLoader.ContentSizes = ProcessInfo.processInfo.environment["IB_ORACLE_STORED_SIZES"] != nil ? .storedFrames : .measured
        let oracle = CorpusOracle(documents: documents, contentSizes: sizes)
        print(oracle.report)
        if ProcessInfo.processInfo.environment["IB_ORACLE_MISSES"] != nil {
            for miss in oracle.misses { print("miss: \(miss)") }
            for line in oracle.diagnostics { print("diag: \(line)") }
            for line in oracle.environments { print("env: \(line)") }
        }
        XCTAssertEqual(documents.count, 37)
        XCTAssertEqual(oracle.files.filter(\.loaded).count, documents.count, "every document loads")
        XCTAssertGreaterThanOrEqual(oracle.agreement, 0.90)
    }
}

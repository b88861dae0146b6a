import Foundation
import HarnessReports
import LayoutEngine
import LayoutSpec
import XCTest
import LayoutResults

/// What crosses from the workers to the supervisor is the engine's result, whole: a run of the
/// binary gives the reports the engine gives in one process.
final class SupervisedResultsTests: HarnessTestCase {
    /// The repository's example specs (every finding kind, states, variations, errors), checked
    /// by the binary with two workers and by the engine in this process.
    func testTheWorkersResultsAreTheEngines() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Specs").standardized.path
        try FileManager.default.removeItem(atPath: folder + "/Specs")
        try FileManager.default.copyItem(atPath: repository, toPath: folder + "/Specs")
        try write("Warned.xml", """
        <spec>
          <scene name="Warned">
            <view id="root">
              <stackView id="row" axis="horizontal" baselineRelativeArrangement="YES">
                <label id="a" intrinsicWidth="50" intrinsicHeight="20"/>
              </stackView>
              <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
              <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top"/>
              <constraint firstItem="a" firstAttribute="width" constant="60"/>
              <constraint firstItem="a" firstAttribute="width" constant="70"/>
            </view>
          </scene>
        </spec>
        """)
        let run = try harness(["--jobs", "2", "--json", "cli.json", "--junit", "cli.xml", "--html", "cli.html"])
        XCTAssertEqual(run.code, 1, run.output)

        let files = try FileManager.default.subpathsOfDirectory(atPath: folder + "/Specs")
            .filter { $0.hasSuffix(".xml") || InterfaceBuilderLoader.reads($0) }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 10)
        var specs: [SpecResult] = []
        for file in files.map({ "Specs/" + $0 }) {
            specs.append(LayoutEngine.run(SpecLoader.load(contentsOf: folder + "/" + file), file: file))
            specs[specs.count - 1].file = file
        }
        let inProcess = HarnessResults(specs: specs)
        let cli = try JSONResultsReader.read(contentsOf: folder + "/cli.json")
        XCTAssertEqual(cli.specs.map(\.file), files.map { "Specs/" + $0 })
        XCTAssertGreaterThan(cli.summary.totalFindings, 0)
        XCTAssertGreaterThan(cli.summary.expectedFindings, 10)
        XCTAssertEqual(withoutTimes(cli), withoutTimes(try JSONResultsReader.parse(JSONResultsWriter.render(inProcess))))
        // And the terminal shows the warnings.
        let warnings = specs.flatMap { spec in
            spec.scenes.flatMap(\.cases).flatMap(\.warnings).map { "\(spec.file):\($0.line ?? 0):\($0.column ?? 0): warning: \($0.message)" }
        }
        XCTAssertFalse(warnings.isEmpty)
        for warning in Set(warnings) { XCTAssertTrue(run.output.contains(warning + " ["), warning) }
    }

    /// A spec whose results cross in several parts (20 cases of 152 views: about 110 KiB, two parts).
    func testALargeSpecCrossesInPartsWhole() throws {
        let labels = (0..<150).map { "      <label id=\"leaf\($0)\" intrinsicWidth=\"\(20 + $0 % 7)\" intrinsicHeight=\"21\"/>" }
        try write("Large.xml", """
        <spec>
          <scene name="Large">
            <view id="root">
              <stackView id="top" axis="horizontal" spacing="4" distribution="fill">
        \(labels.joined(separator: "\n"))
              </stackView>
              <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin"/>
              <constraint firstItem="top" firstAttribute="top" secondItem="root.safeArea" secondAttribute="top"/>
            </view>
            <state name="first-hidden"><set item="leaf0" hidden="YES"/></state>
            <state name="wide-spacing"><set item="top" spacing="16"/></state>
            <state name="vertical"><set item="top" axis="vertical"/></state>
          </scene>
        </spec>
        """)
        let run = try harness(["Specs/Large.xml", "--json", "cli.json"])
        XCTAssertLessThanOrEqual(run.code, 1, run.output)
        var spec = LayoutEngine.run(SpecLoader.load(contentsOf: folder + "/Specs/Large.xml"), file: "Specs/Large.xml")
        spec.file = "Specs/Large.xml"
        let cli = try JSONResultsReader.read(contentsOf: folder + "/cli.json")
        XCTAssertEqual(cli.specs.first?.scenes.first?.cases.count, 32)
        XCTAssertEqual(cli.specs.first?.scenes.first?.cases.last?.views.count, 152)
        XCTAssertEqual(withoutTimes(cli), withoutTimes(try JSONResultsReader.parse(JSONResultsWriter.render(HarnessResults(specs: [spec])))))
    }

    private func withoutTimes(_ results: HarnessResults) -> HarnessResults {
        var copy = results
        copy.startedAt = nil
        copy.hostname = nil
        copy.wallTime = nil
        for s in copy.specs.indices {
            for c in copy.specs[s].scenes.indices {
                for k in copy.specs[s].scenes[c].cases.indices { copy.specs[s].scenes[c].cases[k].solveTime = 0 }
            }
        }
        return copy
    }
}

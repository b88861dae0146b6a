import Foundation
import HarnessReports
import XCTest
import LayoutResults

final class MergingTests: XCTestCase {
    /// Shards that split the run by spec file (spec i goes to shard i mod n).
    static func shardsBySpec(_ whole: HarnessResults, count: Int) -> [HarnessResults] {
        (0..<count).map { shard in
            var part = whole
            part.specs = whole.specs.enumerated().filter { $0.offset % count == shard }.map(\.element)
            part.startedAt = whole.startedAt.map { $0.addingTimeInterval(Double(shard)) }
            return part
        }
    }

    /// Shards that split the run by case: case k of the run goes to shard k mod n.
    static func shardsByCase(_ whole: HarnessResults, count: Int) -> [HarnessResults] {
        var parts = (0..<count).map { shard -> HarnessResults in
            var part = whole
            part.specs = []
            part.startedAt = whole.startedAt.map { $0.addingTimeInterval(Double(count - 1 - shard)) }
            return part
        }
        var k = 0
        for spec in whole.specs {
            if spec.scenes.isEmpty {
                // A spec that failed to load: every shard reports its errors.
                for i in parts.indices { parts[i].specs.append(spec) }
                continue
            }
            for scene in spec.scenes {
                for item in scene.cases {
                    let shard = k % count
                    k += 1
                    var specs = parts[shard].specs
                    if let s = specs.firstIndex(where: { $0.file == spec.file }) {
                        if let c = specs[s].scenes.firstIndex(where: { $0.name == scene.name }) {
                            specs[s].scenes[c].cases.append(item)
                        } else {
                            specs[s].scenes.append(SceneResult(name: scene.name, index: scene.index, cases: [item]))
                        }
                    } else {
                        specs.append(SpecResult(file: spec.file, name: spec.name, errors: spec.errors,
                                                scenes: [SceneResult(name: scene.name, index: scene.index, cases: [item])]))
                    }
                    parts[shard].specs = specs
                }
            }
        }
        // Shards list their specs in any order.
        return parts.map { part in var p = part; p.specs.reverse(); return p }
    }

    func testShardsBySpecMergeToTheWhole() throws {
        let whole = SampleResults.all
        let merged = try ResultsMerger.merge(Self.shardsBySpec(whole, count: 3))
        XCTAssertEqual(merged, whole)
    }

    func testShardsByCaseMergeToTheWholeInAnyOrder() throws {
        let whole = SampleResults.all
        let shards = Self.shardsByCase(whole, count: 3)
        XCTAssertEqual(shards.map { $0.summary.cases }, [3, 2, 2])
        XCTAssertEqual(try ResultsMerger.merge(shards), whole)
        XCTAssertEqual(try ResultsMerger.merge(shards.reversed()), whole)
        XCTAssertEqual(try ResultsMerger.merge([whole]), whole)
        XCTAssertEqual(try ResultsMerger.merge(shards + [whole]), whole, "identical duplicates are kept once")
        // The reports of the merged results are the reports of the whole.
        let merged = try ResultsMerger.merge(shards)
        XCTAssertEqual(JUnitWriter.render(merged), JUnitWriter.render(whole))
        XCTAssertEqual(JSONResultsWriter.render(merged), JSONResultsWriter.render(whole))
        XCTAssertEqual(HTMLReport.render(merged), HTMLReport.render(whole))
    }

    func testShardJSONFilesMergeToTheWhole() throws {
        let folder = try temporaryFolder()
        let shards = Self.shardsByCase(SampleResults.all, count: 4)
        var paths: [String] = []
        for (i, shard) in shards.enumerated() {
            let path = folder + "/results-\(i + 1)of4.json"
            try JSONResultsWriter.write(shard, to: path)
            paths.append(path)
        }
        let whole = try JSONResultsReader.parse(JSONResultsWriter.render(SampleResults.all))
        let merged = try ResultsMerger.merge(jsonFiles: paths)
        XCTAssertEqual(merged, whole)
        XCTAssertEqual(JSONResultsWriter.render(merged), JSONResultsWriter.render(SampleResults.all))
    }

    func testConflictingShardsAreAnError() {
        var other = SampleResults.all
        other.specs[1].scenes[0].cases[0].solveTime = 9
        XCTAssertThrowsError(try ResultsMerger.merge([SampleResults.all, other])) { error in
            XCTAssertEqual(error as? ResultsMerger.MergeError,
                           .conflictingCase(file: "Specs/Login.xml", scene: "Main", environment: "iPhone 13 portrait", state: nil))
        }
        var renamed = SampleResults.all
        renamed.specs[1].name = "Other"
        XCTAssertThrowsError(try ResultsMerger.merge([SampleResults.all, renamed]))
        var future = SampleResults.all
        future.version = 2
        XCTAssertThrowsError(try ResultsMerger.merge([SampleResults.all, future]))
    }

    func testJUnitFilesOfSpecShardsMergeToTheWholeFile() throws {
        let folder = try temporaryFolder()
        var paths: [String] = []
        for (i, shard) in Self.shardsBySpec(SampleResults.all, count: 2).enumerated() {
            var part = shard
            part.startedAt = SampleResults.startedAt
            let path = folder + "/junit-\(i).xml"
            try JUnitWriter.write(part, to: path)
            paths.append(path)
        }
        let merged = try JUnitMerger.merge(files: paths.reversed())
        XCTAssertEqual(merged, JUnitWriter.render(SampleResults.all))
        try AtomicFileWriter.write(try JUnitMerger.merge(files: paths), to: folder + "/merged/junit.xml")
        XCTAssertEqual(try String(contentsOfFile: folder + "/merged/junit.xml", encoding: .utf8), merged)
    }

    func testJUnitFilesOfCaseShardsMergeIntoOneSuitePerSpec() throws {
        let shards = Self.shardsByCase(SampleResults.all, count: 3)
        let documents = try shards.map { try JUnitParser.parse(JUnitWriter.render($0)) }
        let merged = JUnitMerger.merge(documents)
        let whole = JUnitWriter.document(SampleResults.all)
        XCTAssertEqual(merged.suites.map(\.name), whole.suites.map(\.name))
        XCTAssertEqual(merged.suites.map(\.id), [0, 1, 2, 3])
        XCTAssertEqual(merged.suites.map(\.tests), [3, 4, 2, 1], "the spec errors testcase comes from each of the 3 shards")
        XCTAssertEqual(merged.suites.map(\.failures), whole.suites.map(\.failures))
        XCTAssertEqual(merged.suites.map(\.timeMilliseconds), [0, 14, 2, 12])
        XCTAssertEqual(merged.suites[0].timestamp, "2025-01-01T12:00:00", "the earliest shard timestamp")
        for (m, w) in zip(merged.suites.dropFirst(), whole.suites.dropFirst()) {
            XCTAssertEqual(Set(m.testcases.map(\.name)), Set(w.testcases.map(\.name)))
            XCTAssertEqual(m.properties.map(\.name).sorted(), w.properties.map(\.name).sorted())
        }
        try JUnitWriterTests.assertValid(JUnitXMLSerializer.render(merged))
    }

    func testJUnitParserReadsOtherToolsFiles() throws {
        let surefire = """
        <?xml version="1.0"?>
        <testsuite name="x" tests="2" failures="1"><testcase name="a" classname="k" time="1.5"/>
        <testcase name="b" time="0.0421"><failure message="m"><![CDATA[trace <here>]]></failure><system-out>ignored</system-out></testcase></testsuite>
        """
        let document = try JUnitParser.parse(surefire)
        XCTAssertEqual(document.suites.count, 1)
        XCTAssertEqual(document.suites[0].testcases.map(\.timeMilliseconds), [1500, 42])
        XCTAssertEqual(document.suites[0].testcases[1].results, [.init(element: .failure, type: nil, message: "m", body: "trace <here>")])
        XCTAssertThrowsError(try JUnitParser.parse("<testsuites><testsuite>")) { error in
            XCTAssertEqual((error as? JUnitParser.ParseError)?.line, 1)
        }
        XCTAssertThrowsError(try JUnitParser.parse("<html/>"))
        XCTAssertThrowsError(try JUnitParser.parse(contentsOf: "/nonexistent/junit.xml"))
    }

    /// A file that holds the same case twice with different results is an error on its
    /// own, as it is when merged with itself (found by fuzzing: alone it was accepted,
    /// with itself it was refused); the same case twice with the same result is kept once.
    func testTheSameCaseTwiceInOneFile() throws {
        var results = SampleResults.passing
        var scene = results.specs[0].scenes[0]
        var changed = scene.cases[1]
        changed.views[1].frame.width += 1
        scene.cases.append(changed)
        results.specs[0].scenes = [scene]
        for parts in [[results], [results, results]] {
            XCTAssertThrowsError(try ResultsMerger.merge(parts)) { error in
                XCTAssertEqual(error as? ResultsMerger.MergeError,
                               .conflictingCase(file: "Specs/Onboarding.xml", scene: "Welcome", environment: "iPhone 13 landscape", state: nil))
            }
        }
        var twice = SampleResults.passing
        twice.specs[0].scenes[0].cases += twice.specs[0].scenes[0].cases
        twice.specs[0].scenes.append(twice.specs[0].scenes[0])
        XCTAssertEqual(try ResultsMerger.merge([twice]), SampleResults.passing)
        XCTAssertEqual(try ResultsMerger.merge([twice, twice]), SampleResults.passing)
    }
}

import Foundation
import XCTest
import LayoutSpec
@testable import LayoutEngine
import LayoutResults

/// The harness against an independent solver: random layouts (`RandomLayoutGenerator`, a
/// fixed seed) go through the engine, and the systems the generator wrote for them, with what
/// the harness found, go to `scripts/lp-oracle.py`, a lexicographic LP solved by HiGHS
/// (docs/engine.md, "Differential testing"). Frames to 0.01 pt, conflicts, optimality at
/// every priority and ambiguity must agree.
///
/// `LAYOUT_DIFF_COUNT` and `LAYOUT_DIFF_SEED` choose the layouts (default 300 of seed 1);
/// `LAYOUT_ORACLE_PYTHON` the Python with highspy (HiGHS) (default: `.build/report-check-venv`, which
/// `scripts/install-oracle.sh` and CI make). Without the oracle the test fails in CI
/// (`CI=true`) and is skipped elsewhere.
final class DifferentialTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What the harness found in one case, for the oracle.
    private struct HarnessCase: Encodable {
        var frames: [String: [Double]]
        var conflicts: [Conflict]
        /// Each ambiguity finding's frame value (`view.attribute`) and its range when bounded.
        var ambiguities: [Ambiguity]
    }

    /// A conflict finding's constraints and the one broken (what the oracle checks).
    private struct Conflict: Encodable {
        var constraints: [String]
        var broken: String
    }

    private struct Ambiguity: Encodable {
        var variable: String
        var range: [Double]?
    }

    private struct BatchCase: Encodable {
        var environment: String
        var state: String?
        var views: [String]
        var visible: [String]
        var relations: [LinearRelation]
        var harness: HarnessCase
    }

    private struct BatchLayout: Encodable {
        var name: String
        var cases: [BatchCase]
    }

    private struct Batch: Encodable {
        var seed: UInt64
        var layouts: [BatchLayout]
    }

    private struct Report: Decodable {
        struct Disagreement: Decodable {
            var layout: String
            var environment: String
            var state: String?
            var message: String
        }
        var counts: [String: Int]
        var disagreements: [Disagreement]
    }

    func testHarnessAgreesWithAnIndependentLexicographicLP() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = Int(environment["LAYOUT_DIFF_COUNT"] ?? "") ?? 300
        let seed = UInt64(environment["LAYOUT_DIFF_SEED"] ?? "") ?? 1
        guard let python = oraclePython(environment) else {
            let message = "the LP oracle is unavailable: no Python with highspy and numpy (LAYOUT_ORACLE_PYTHON, .build/report-check-venv, "
                + "/usr/bin/python3); run `bash scripts/install-oracle.sh`"
            if environment["CI"] == "true" { return XCTFail(message) }
            throw XCTSkip(message)
        }

        let generator = RandomLayoutGenerator(seed: seed)
        var batch = Batch(seed: seed, layouts: [])
        var specs: [String: String] = [:]
        for index in 0..<count {
            let layout = generator.layout(index)
            let xml = layout.xml
            specs[layout.name] = xml
            let load = SpecLoader.load(bytes: Array(xml.utf8), path: layout.name + ".xml")
            guard load.errors.isEmpty else {
                XCTFail("the generator wrote an invalid spec \(layout.name): \(load.errors.map(\.description))\n\(xml)")
                continue
            }
            let result = LayoutEngine.run(load, file: layout.name + ".xml")
            var cases: [BatchCase] = []
            for state in [nil] + layout.states.map(Optional.some) {
                for env in layout.environments {
                    guard let found = result.scenes.first?.cases.first(where: { $0.environment == env.name && $0.state == state?.name }) else {
                        XCTFail("\(layout.name): the harness has no case \(env.name) \(state?.name ?? "base")")
                        continue
                    }
                    let expected = layout.expectedCase(env, state: state)
                    cases.append(BatchCase(environment: env.name, state: state?.name, views: expected.views, visible: expected.visible,
                                           relations: expected.relations, harness: Self.harnessCase(found)))
                }
            }
            batch.layouts.append(BatchLayout(name: layout.name, cases: cases))
        }

        let folder = Self.packageRoot.appendingPathComponent(".build/differential")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let batchURL = folder.appendingPathComponent("batch-\(seed).json"), reportURL = folder.appendingPathComponent("report-\(seed).json")
        try JSONEncoder().encode(batch).write(to: batchURL)
        try? FileManager.default.removeItem(at: reportURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Self.packageRoot.appendingPathComponent("scripts/lp-oracle.py").path, batchURL.path, "--report", reportURL.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print(output.split(separator: "\n").last.map(String.init) ?? "")
        guard process.terminationStatus == 0 || process.terminationStatus == 1,
              let data = try? Data(contentsOf: reportURL), let report = try? JSONDecoder().decode(Report.self, from: data) else {
            XCTFail("the oracle failed (exit \(process.terminationStatus)):\n\(output)")
            return
        }
        XCTAssertEqual(report.counts["cases"], batch.layouts.map(\.cases.count).reduce(0, +))
        // Reproducers: the spec of every layout the oracle disagrees with.
        for name in Set(report.disagreements.map(\.layout)).sorted() {
            try specs[name]?.write(to: folder.appendingPathComponent(name + ".xml"), atomically: true, encoding: .utf8)
        }
        for d in report.disagreements.prefix(40) {
            XCTFail("\(d.layout) [\(d.environment), \(d.state ?? "base")]: \(d.message) (spec: .build/differential/\(d.layout).xml)")
        }
        XCTAssertEqual(report.disagreements.count, 0, "\(report.disagreements.count) disagreements in \(count) layouts of seed \(seed)")
    }

    private static func harnessCase(_ result: CaseResult) -> HarnessCase {
        var frames: [String: [Double]] = [:]
        for view in result.views { frames[view.id] = view.frame.array }
        var conflicts: [Conflict] = []
        var ambiguities: [Ambiguity] = []
        for finding in result.findings {
            switch finding.details {
            case .conflict(let c)?: conflicts.append(Conflict(constraints: c.constraints, broken: c.broken))
            case .ambiguity(let a)?:
                ambiguities.append(Ambiguity(variable: "\(a.view).\(a.attribute.rawValue)", range: a.range.map { [$0.lowerBound, $0.upperBound] }))
            default: break
            }
        }
        return HarnessCase(frames: frames, conflicts: conflicts, ambiguities: ambiguities)
    }

    /// The first Python that imports highspy and numpy, if any.
    private func oraclePython(_ environment: [String: String]) -> String? {
        let candidates = [environment["LAYOUT_ORACLE_PYTHON"], Self.packageRoot.appendingPathComponent(".build/report-check-venv/bin/python").path,
                          "/usr/bin/python3"].compactMap { $0 }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            let probe = Process()
            probe.executableURL = URL(fileURLWithPath: candidate)
            probe.arguments = ["-c", "import highspy, numpy"]
            probe.standardOutput = FileHandle.nullDevice
            probe.standardError = FileHandle.nullDevice
            guard (try? probe.run()) != nil else { continue }
            probe.waitUntilExit()
            if probe.terminationStatus == 0 { return candidate }
        }
        return nil
    }
}

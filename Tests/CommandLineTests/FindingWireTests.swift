import Foundation
import LayoutEngine
import LayoutResults
import LayoutSpec
import SolverWorkloads
import XCTest
@testable import layout_harness

/// Findings and warnings cross the worker pipe exactly (`FindingWire`), and bytes a failing
/// worker garbled throw `WireReader.Malformed` instead of trapping.
final class FindingWireTests: XCTestCase {
    // MARK: Real findings

    /// The example specs and a random shape with every slip, laid out by the engine: every case's
    /// findings and warnings, and each spec's whole reply, come back equal, doubles to the bit.
    func testEveryFindingTheEngineGivesCrossesExactly() throws {
        var results: [SpecResult] = []
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Specs").standardized.path
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: repository))
            .filter { $0.hasSuffix(".xml") || InterfaceBuilderLoader.reads($0) }.sorted()
        for file in files { results.append(LayoutEngine.run(SpecLoader.load(contentsOf: repository + "/" + file), file: file)) }
        let shape = ShapeGenerator.spec(views: 300, seed: 2, slips: Set(ShapeGenerator.Slip.allCases))
        results.append(LayoutEngine.run(SpecLoader.load(bytes: Array(shape.utf8), path: "Shape.xml"), file: "Shape.xml"))

        var kinds = Set<Finding.Kind>(), shapes = Set<String>(), warnings = 0
        for result in results {
            for item in result.scenes.flatMap(\.cases) {
                XCTAssertEqual(try roundTrip(item.findings, item.warnings), Notes(item.findings, item.warnings), result.file)
                kinds.formUnion(item.findings.map(\.kind))
                shapes.formUnion(item.findings.flatMap(Self.shape))
                warnings += item.warnings.count
            }
            XCTAssertEqual(try replyRoundTrip(result), result, result.file)
        }
        // Regressions are found by the supervisor (baselines), after the pipe: `testEdgeValues`.
        XCTAssertEqual(kinds, Set(Finding.Kind.allCases).subtracting([.regression]))
        XCTAssertTrue(shapes.isSuperset(of: ["conflict+equations", "ambiguity+range", "ambiguity", "overflow+container",
                                              "overflow", "expectation", "truncation+widthLacking",
                                              "overlap", "line", "expectedAt", "fix"]), "\(shapes.sorted())")
        XCTAssertGreaterThan(warnings, 0)
    }

    /// Values no spec of the examples gives: doubles at the edges (the sign of zero, subnormals,
    /// the largest), regressions with either frame missing, empty and non-ASCII strings,
    /// negative and extreme integers.
    func testEdgeValues() throws {
        let tiny = Double.leastNonzeroMagnitude, huge = Double.greatestFiniteMagnitude
        let findings = [
            Finding(kind: .regression, items: [], message: "", details: .regression(.init(view: "v", old: nil, new: nil))),
            Finding(kind: .regression, items: ["v"], message: "moved", line: 0, column: Int.max,
                    details: .regression(.init(view: "v", old: Rect(x: -0.0, y: tiny, width: huge, height: -huge), new: nil))),
            Finding(kind: .regression, items: ["v"], message: "new", line: -1, column: Int.min,
                    details: .regression(.init(view: "v", old: nil, new: Rect(x: 0.1, y: 1e300, width: -tiny, height: 2)))),
            Finding(kind: .ambiguity, items: ["é", "👩‍👩‍👧"], message: "ambiguous \u{0}", details: .ambiguity(
                .init(view: "v", attribute: .height, range: -0.0...0.0, cause: "a cause no engine has")), expectedAt: 3, fix: ""),
            Finding(kind: .expectation, items: ["v"], message: "m", details: .expectation(
                .init(view: "v", attribute: "frame", expected: [], actual: [Double(bitPattern: 0x1268_8B70_E62B) /* 1e-310 */, -0.0, 1.0 / 3], tolerance: 0))),
            Finding(kind: .truncated, items: ["t"], message: "m", details: .truncation(
                .init(view: "t", shown: "Wireless…\nline", text: "", mode: "tail", widthLacking: -0.0, linesLost: -7, limitedBy: .height))),
            Finding(kind: .conflict, items: [], message: "m", details: .conflict(.init(constraints: [], broken: "", equations: [
                ConstraintEquation(id: "c", name: nil, equation: "a.width == 0.1 × b.width + -0 @1000", written: true),
                ConstraintEquation(id: "UISV-spacing", name: "UISV-spacing(row)", equation: "e", line: 9, column: 0, written: false),
            ]))),
            Finding(kind: .overlap, items: ["a", "b"], message: "m", details: .overlap(.init(view: "a", others: ["b"],
                                                                                             area: Rect(x: tiny, y: 0, width: 1, height: huge)))),
            Finding(kind: .overflow, items: [], message: "m", details: .overflow(.init(view: "", edge: .trailing, amount: -tiny))),
        ]
        let warnings = [CaseWarning(code: "", message: "", items: []),
                        CaseWarning(code: "stack-baseline-alignment-vertical", message: "ü", items: ["a", ""], line: 1, column: 2)]
        XCTAssertEqual(try roundTrip(findings, warnings), Notes(findings, warnings))
    }

    /// Every member of the types that cross is written: a member added to one of them fails here
    /// until `FindingWire` writes and reads it (and this list names it).
    func testFindingWireKnowsEveryMember() {
        func members(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        let rect = Rect(x: 0, y: 0, width: 0, height: 0)
        XCTAssertEqual(members(Finding(kind: .conflict, items: [], message: "")),
                       ["kind", "items", "message", "line", "column", "details", "expectedAt", "fix"])
        XCTAssertEqual(members(CaseWarning(code: "", message: "", items: [])), ["code", "message", "items", "line", "column"])
        XCTAssertEqual(members(Finding.Conflict(constraints: [], broken: "")), ["constraints", "broken", "equations"])
        XCTAssertEqual(members(ConstraintEquation(id: "", name: nil, equation: "", written: true)),
                       ["id", "name", "equation", "line", "column", "written"])
        XCTAssertEqual(members(Finding.Ambiguity(view: "", attribute: .x, cause: "")), ["view", "attribute", "range", "cause"])
        XCTAssertEqual(members(Finding.Ambiguity.Cause(rawValue: "")), ["rawValue"])
        XCTAssertEqual(members(Finding.Overflow(view: "", edge: .top, amount: 0)), ["view", "edge", "amount", "container"])
        XCTAssertEqual(members(Finding.Expectation(view: "", attribute: "", expected: [], actual: [], tolerance: 0)),
                       ["view", "attribute", "expected", "actual", "tolerance"])
        XCTAssertEqual(members(Finding.Regression(view: "", old: nil, new: nil)), ["view", "old", "new"])
        XCTAssertEqual(members(Finding.Truncation(view: "", shown: "", text: "", mode: "")),
                       ["view", "shown", "text", "mode", "widthLacking", "linesLost", "limitedBy"])
        XCTAssertEqual(members(Finding.Overlap(view: "", others: [], area: rect)), ["view", "others", "area"])
        XCTAssertEqual(members(rect), ["x", "y", "width", "height"])
    }

    // MARK: Malformed bytes

    /// Bytes cut anywhere before their end throw, for findings of every shape.
    func testTruncatedBytesThrow() throws {
        let bytes = encode(Self.samples, Self.sampleWarnings)
        XCTAssertEqual(try decode(bytes), Notes(Self.samples, Self.sampleWarnings))
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try decode(Array(bytes[..<length])), "cut at \(length) of \(bytes.count)") { error in
                XCTAssertTrue(error is WireReader.Malformed, "\(error)")
            }
        }
    }

    /// Tags, enum cases and flags out of their range throw.
    func testWrongTagsThrow() throws {
        let overflow = Finding(kind: .overflow, items: [], message: "", details: .overflow(.init(view: "", edge: .top, amount: 1)))
        let good = encode([overflow], [])
        // count, kind, items count, message, line flag, column flag, details tag, view, edge, amount…
        XCTAssertEqual(Array(good[..<9]), [2, 2, 0, 0, 0, 0, 3, 0, 0])
        for (offset, value) in [(1, 7), (1, 255), (4, 2), (6, 8), (6, 255), (8, 8)] as [(Int, UInt8)] {
            var bad = good
            bad[offset] = value
            XCTAssertThrowsError(try decode(bad), "byte \(offset) = \(value)") { XCTAssertTrue($0 is WireReader.Malformed) }
        }
    }

    /// Counts larger than the bytes left throw before anything is allocated for them.
    func testHugeCountsThrow() throws {
        for count in [Int.max, 1 << 40, 1 << 20, 2] {
            var findings = WireWriter()
            findings.int(count)  // findings of a case
            XCTAssertThrowsError(try decode(findings.bytes)) { XCTAssertTrue($0 is WireReader.Malformed) }
            var items = WireWriter()
            items.int(1)
            items.byte(0)  // conflict
            items.int(count)  // items
            XCTAssertThrowsError(try decode(items.bytes)) { XCTAssertTrue($0 is WireReader.Malformed) }
        }
        var negative = WireWriter()
        negative.int(-1)
        XCTAssertThrowsError(try decode(negative.bytes)) { XCTAssertTrue($0 is WireReader.Malformed) }
    }

    /// A number that is not finite is refused (no finding carries one), and so is a range whose
    /// bounds are out of order, which `...` would trap on.
    func testNonFiniteNumbersAndReversedRangesThrow() throws {
        for value in [Double.nan, .infinity, -.infinity, -Double.nan] {
            let findings = [
                Finding(kind: .overflow, items: [], message: "", details: .overflow(.init(view: "", edge: .top, amount: value))),
                Finding(kind: .expectation, items: [], message: "", details: .expectation(
                    .init(view: "", attribute: "x", expected: [1], actual: [value], tolerance: 0))),
                Finding(kind: .overlap, items: [], message: "", details: .overlap(
                    .init(view: "", others: [], area: Rect(x: 0, y: value, width: 0, height: 0)))),
            ]
            for finding in findings {
                XCTAssertThrowsError(try decode(encode([finding], [])), "\(value)") { XCTAssertTrue($0 is WireReader.Malformed) }
            }
        }
        let ambiguity = Finding(kind: .ambiguity, items: [], message: "", details: .ambiguity(
            .init(view: "", attribute: .y, range: 1...2, cause: .missingConstraints)))
        var bytes = encode([ambiguity], [])
        // Swap the bounds: the lower bound's 8 bytes follow the range flag.
        let lower = try XCTUnwrap(indexOfBits(1.0, in: bytes)), upper = try XCTUnwrap(indexOfBits(2.0, in: bytes))
        bytes.replaceSubrange(lower..<lower + 8, with: bits(2.0))
        bytes.replaceSubrange(upper..<upper + 8, with: bits(1.0))
        XCTAssertThrowsError(try decode(bytes)) { XCTAssertTrue($0 is WireReader.Malformed) }
    }

    /// A whole reply with any one byte changed, or cut short, never traps: it reads back as
    /// something or throws.
    func testAGarbledReplyNeverTraps() throws {
        var result = SpecResult(file: "Spec.xml", name: "Spec")
        var item = CaseResult(environment: "iPhone", widthClass: .compact, heightClass: .regular, width: 390, height: 844)
        item.views = [ViewFrame(id: "root", kind: .view, parent: nil, frame: Rect(x: 0, y: 0, width: 390, height: 844))]
        item.findings = Self.samples
        item.warnings = Self.sampleWarnings
        result.scenes = [SceneResult(name: "Scene", index: 0, cases: [item, item])]
        let bytes = parts(of: result).flatMap { $0 }
        XCTAssertEqual(try read([bytes]), result)
        for offset in bytes.indices {
            for value: UInt8 in [0, 1, 0x7F, 0x80, 0xFF] {
                var bad = bytes
                bad[offset] = value
                _ = try? read([bad])
            }
            _ = try? read([Array(bytes[..<offset])])
        }
    }

    /// A head that promises more cases than could ever come throws when the reply ends, without
    /// reserving room for them first (2^32 cases would be hundreds of gigabytes).
    func testAHeadPromisingHugelyManyCasesThrows() throws {
        var w = WireWriter()
        w.bool(true)
        w.strings(["iPhone"])
        w.strings(["Scene"])
        w.string("Spec.xml")
        w.string("Spec")
        w.int(0)  // errors
        w.int(0)  // warnings
        w.int(1)  // scenes
        w.string("Scene")
        w.int(0)
        w.int(1 << 32)  // cases
        var reader = SpecReply.Reader()
        try w.bytes.withUnsafeBytes { try reader.add($0) }
        XCTAssertThrowsError(try reader.finish()) { XCTAssertTrue($0 is WireReader.Malformed) }
    }

    // MARK: Helpers

    private struct Notes: Equatable {
        var findings: [Finding]
        var warnings: [CaseWarning]
        init(_ findings: [Finding], _ warnings: [CaseWarning]) {
            self.findings = findings
            self.warnings = warnings
        }
    }

    private func encode(_ findings: [Finding], _ warnings: [CaseWarning]) -> [UInt8] {
        var w = WireWriter()
        w.int(findings.count)
        for finding in findings { w.finding(finding) }
        w.int(warnings.count)
        for warning in warnings { w.warning(warning) }
        return w.bytes
    }

    private func decode(_ bytes: [UInt8]) throws -> Notes {
        try bytes.withUnsafeBytes { raw in
            var r = WireReader(raw)
            var findings: [Finding] = [], warnings: [CaseWarning] = []
            for _ in 0..<(try r.count()) { findings.append(try r.finding()) }
            for _ in 0..<(try r.count()) { warnings.append(try r.warning()) }
            guard r.isAtEnd else { throw WireReader.Malformed() }
            return Notes(findings, warnings)
        }
    }

    /// Decoded, after checking that the decoded values encode to the same bytes (so every double
    /// kept its bits: `==` takes -0 for 0).
    private func roundTrip(_ findings: [Finding], _ warnings: [CaseWarning]) throws -> Notes {
        let bytes = encode(findings, warnings)
        let notes = try decode(bytes)
        XCTAssertEqual(encode(notes.findings, notes.warnings), bytes)
        return notes
    }

    private func parts(of result: SpecResult) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        SpecReply(result: result, loaded: true, environments: ["iPhone"], scenes: result.scenes.map(\.name)).send { parts.append(Array($0)) }
        return parts
    }

    private func read(_ parts: [[UInt8]]) throws -> SpecResult {
        var reader = SpecReply.Reader()
        for part in parts { try part.withUnsafeBytes { try reader.add($0) } }
        return try reader.finish().result
    }

    private func replyRoundTrip(_ result: SpecResult) throws -> SpecResult {
        let parts = parts(of: result)
        let back = try read(parts)
        XCTAssertEqual(self.parts(of: back), parts, result.file)
        return back
    }

    /// What a finding holds, for the coverage check (`ambiguity+range`, `line`, …).
    private static func shape(_ finding: Finding) -> [String] {
        var names: [String] = []
        if finding.line != nil { names.append("line") }
        if finding.expectedAt != nil { names.append("expectedAt") }
        if finding.fix != nil { names.append("fix") }
        switch finding.details {
        case .conflict(let d): names.append(d.equations.isEmpty ? "conflict" : "conflict+equations")
        case .ambiguity(let d): names.append(d.range == nil ? "ambiguity" : "ambiguity+range")
        case .overflow(let d): names.append(d.container == nil ? "overflow" : "overflow+container")
        case .expectation: names.append("expectation")
        case .regression: names.append("regression")
        case .truncation(let d):
            if d.widthLacking != nil { names.append("truncation+widthLacking") }
            if d.limitedBy != nil { names.append("truncation+limitedBy") }
            names.append("truncation")
        case .overlap: names.append("overlap")
        case nil: names.append("no details")
        }
        return names
    }

    private static let samples: [Finding] = [
        Finding(kind: .conflict, items: ["a", "c1"], message: "conflict", line: 3, column: 5, details: .conflict(.init(
            constraints: ["c1", "UISV-spacing"], broken: "c1",
            equations: [ConstraintEquation(id: "c1", name: "c1", equation: "a.width == 10 @1000", line: 3, column: 5, written: true)]))),
        Finding(kind: .ambiguity, items: ["a"], message: "ambiguous", details: .ambiguity(
            .init(view: "a", attribute: .x, range: 0...12.5, cause: .equalPriorities)), fix: "pin it"),
        Finding(kind: .overflow, items: ["a"], message: "overflows", details: .overflow(.init(view: "a", edge: .bottom, amount: 3.25, container: "root"))),
        Finding(kind: .expectation, items: ["a"], message: "expected", expectedAt: 9),
        Finding(kind: .truncated, items: ["t"], message: "cut", details: .truncation(
            .init(view: "t", shown: "Wire…", text: "Wireless", mode: "tail", widthLacking: 4.5, linesLost: 1, limitedBy: .numberOfLines))),
        Finding(kind: .regression, items: ["a"], message: "moved", details: .regression(
            .init(view: "a", old: Rect(x: 0, y: 0, width: 1, height: 1), new: nil))),
        Finding(kind: .overlap, items: ["a", "b"], message: "overlaps", details: .overlap(
            .init(view: "a", others: ["b"], area: Rect(x: 1, y: 2, width: 3, height: 4)))),
    ]

    private static let sampleWarnings = [CaseWarning(code: "w", message: "warned", items: ["a"], line: 4, column: nil)]

    private func bits(_ value: Double) -> [UInt8] { withUnsafeBytes(of: value.bitPattern.littleEndian) { Array($0) } }

    private func indexOfBits(_ value: Double, in bytes: [UInt8]) -> Int? {
        let pattern = bits(value)
        return bytes.indices.dropLast(7).first { Array(bytes[$0..<$0 + 8]) == pattern }
    }
}

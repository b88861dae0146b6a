import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import LayoutSpec

/// Untrusted input: no file or network access through XML, bounded time and depth, no traps.
final class HostileInputTests: XCTestCase {
    func testExternalEntityNeverReadsTheFile() throws {
        let marker = "SECRET-\(getpid())-MARKER"
        let secret = temporaryFile(Array(marker.utf8), name: "secret.txt")
        let text = """
        <!DOCTYPE spec [
          <!ENTITY x SYSTEM "file://\(secret)">
        ]>
        <spec name="&x;"><scene name="S"><view id="root">&x;</view></scene></spec>
        """
        let result = load(text, path: "xxe.xml")
        XCTAssertNil(result.spec)
        XCTAssertEqual(rendered(result.diagnostics), [
            "1:1: error: a document type declaration (<!DOCTYPE>) is not allowed: specs have no DTD and no entity declarations",
        ])
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains(marker) })

        // Defence in depth: even handed straight to libxml2 with the loader's options, the entity is not loaded.
        let bytes = Array(text.utf8)
        let output = bytes.withUnsafeBufferPointer { XMLReader.read($0, url: "xxe.xml", tags: [], maxDepth: 100) }
        let values = output.document.map { document in (document.attributeValues + document.texts).joined() } ?? ""
        XCTAssertFalse(values.contains(marker))
        XCTAssertFalse(output.errors.contains { $0.message.contains(marker) })
        // The schema validator reads the whole document with the same options: the file stays unread.
        let schemaProblems = Fixtures.validator?.validate(bytes: bytes, path: "xxe.xml") ?? []
        XCTAssertFalse(schemaProblems.isEmpty)
        XCTAssertFalse(schemaProblems.contains { $0.message.contains(marker) })
    }

    func testEntityExpansionBombIsRefusedQuickly() throws {
        let bomb = try XCTUnwrap(Fixtures.read(Fixtures.path("Invalid/entity-expansion-bomb.xml")))
        let clock = ContinuousClock()
        let start = clock.now
        let result = load(bomb, path: "bomb.xml")
        XCTAssertLessThan(clock.now - start, .milliseconds(500))
        XCTAssertNil(result.spec)
        XCTAssertEqual(result.diagnostics.map(\.line), [2])

        // libxml2 itself, with the loader's options (no XML_PARSE_HUGE, no NOENT), refuses it too.
        let bytes = Array(bomb.utf8)
        let directStart = clock.now
        let output = bytes.withUnsafeBufferPointer { XMLReader.read($0, url: "bomb.xml", tags: [], maxDepth: 100) }
        XCTAssertLessThan(clock.now - directStart, .seconds(1))
        XCTAssertFalse(output.errors.isEmpty)
        XCTAssertLessThan(output.document?.withRoot { $0.string("name")?.utf8.count ?? 0 } ?? 0, 1_000_000)
    }

    func testNestingOf100000LevelsIsAClearError() {
        var text = "<spec>\n<scene name=\"deep\">\n"
        let levels = 100_000
        for level in 0..<levels { text += "<view id=\"v\(level)\">\n" }
        for _ in 0..<levels { text += "</view>\n" }
        text += "</scene>\n</spec>\n"
        let clock = ContinuousClock()
        let start = clock.now
        let result = load(text, path: "deep.xml")
        XCTAssertLessThan(clock.now - start, .seconds(2))
        XCTAssertNil(result.spec)
        XCTAssertEqual(rendered(result.diagnostics), ["101:1: error: elements are nested deeper than 100 levels, the limit"])
    }

    func testNestingAtTheLimitLoads() {
        func nested(_ depth: Int) -> String {
            var text = "<spec><scene name=\"S\">"
            for level in 0..<(depth - 2) { text += "<view id=\"v\(level)\">" }
            for _ in 0..<(depth - 2) { text += "</view>" }
            return text + "</scene></spec>"
        }
        let atLimit = load(nested(100))
        XCTAssertEqual(atLimit.diagnostics, [])
        XCTAssertEqual(atLimit.spec?.scenes.first?.allViews.count, 98)
        XCTAssertEqual(load(nested(101)).diagnostics.map(\.message), ["elements are nested deeper than 100 levels, the limit"])
        let custom = SpecLoader.load(bytes: Array(nested(12).utf8), path: "x.xml", limits: SpecLimits(maxDepth: 11))
        XCTAssertEqual(custom.diagnostics.map(\.message), ["elements are nested deeper than 11 levels, the limit"])
    }

    func testFilesOverTheSizeLimitAreNotRead() throws {
        let small = temporaryFile(Array(repeating: UInt8(ascii: " "), count: 1001))
        let result = SpecLoader.load(contentsOf: small, limits: SpecLimits(maxFileSize: 1000))
        XCTAssertEqual(rendered(result.diagnostics), ["1:1: error: the file is 1001 bytes; the limit is 1000 bytes"])

        // The default limit (32 MiB), with a sparse file: refused from its size alone.
        let big = temporaryFile([])
        XCTAssertEqual(truncate(big, off_t(SpecLimits.default.maxFileSize + 1)), 0)
        let clock = ContinuousClock()
        let start = clock.now
        let refused = SpecLoader.load(contentsOf: big)
        XCTAssertLessThan(clock.now - start, .milliseconds(100))
        XCTAssertEqual(rendered(refused.diagnostics), ["1:1: error: the file is 33554433 bytes; the limit is 33554432 bytes"])
        XCTAssertEqual(SpecLimits.default.maxFileSize, 33_554_432)
        XCTAssertEqual(SpecLimits.default.maxDepth, 100)
    }

    func testFilesThatCannotBeRead() {
        XCTAssertEqual(rendered(SpecLoader.load(contentsOf: "/nonexistent/Spec.xml").diagnostics),
                       ["1:1: error: cannot open the file: No such file or directory"])
        XCTAssertEqual(rendered(SpecLoader.load(contentsOf: "/tmp").diagnostics), ["1:1: error: not a regular file: a folder"])
    }

    func testEncodingProblems() {
        func problems(_ bytes: [UInt8]) -> [String] { rendered(SpecLoader.load(bytes: bytes, path: "e.xml").diagnostics) }
        let prefix = Array("<spec name=\"".utf8)
        let suffix = Array("\"><scene name=\"S\"><view id=\"r\"/></scene></spec>".utf8)
        XCTAssertEqual(problems(prefix + [0xC0, 0xAF] + suffix), ["1:13: error: invalid UTF-8 (byte 0xC0 at offset 12); a spec must be UTF-8 text"])
        XCTAssertEqual(problems(prefix + [0xED, 0xA0, 0x80] + suffix), ["1:13: error: invalid UTF-8 (byte 0xED at offset 12); a spec must be UTF-8 text"])
        XCTAssertEqual(problems(prefix + [0xF8, 0x88, 0x80, 0x80, 0x80] + suffix), ["1:13: error: invalid UTF-8 (byte 0xF8 at offset 12); a spec must be UTF-8 text"])
        XCTAssertEqual(problems(prefix + [0xF4, 0x90, 0x80, 0x80] + suffix), ["1:13: error: invalid UTF-8 (byte 0xF4 at offset 12); a spec must be UTF-8 text"])
        XCTAssertEqual(problems(Array("<spec>".utf8) + [0xE2, 0x82]), ["1:7: error: invalid UTF-8 (byte 0xE2 at offset 6); a spec must be UTF-8 text"])
        XCTAssertEqual(problems([0xFF, 0xFE, 0x3C, 0x00]), ["1:1: error: the file is UTF-16 (it starts with a UTF-16 byte order mark); a spec must be UTF-8"])
        XCTAssertEqual(problems(Array("<spec>\n  <scene name=\"a\u{0}b\"/>".utf8)), ["2:17: error: binary file: NUL byte at offset 23; a spec must be UTF-8 text"])
        XCTAssertEqual(problems([]), ["1:1: error: the file is empty; a spec needs a <spec> root element"])
        XCTAssertEqual(problems([0xEF, 0xBB, 0xBF]), ["1:1: error: the file is empty; a spec needs a <spec> root element"])
        // Control characters are not XML: libxml2 says so, with its position.
        XCTAssertEqual(problems(Array("<spec name=\"\u{1}\"/>".utf8)).first?.hasPrefix("1:13: error: XML: "), true)
    }

    func testHugeNumbersDoNotTrap() {
        let digits = String(repeating: "9", count: 400)
        let text = """
        <spec>
          <scene name="S">
            <stackView id="root" spacing="\(digits)">
              <label id="a" horizontalHuggingPriority="1\(digits)"/>
              <constraint firstAttribute="width" multiplier="1:\(digits)" constant="-\(digits).5"/>
            </stackView>
            <state name="n">
              <repeat item="a" count="\(digits)"/>
            </state>
          </scene>
        </spec>
        """
        let messages = load(text).diagnostics.map(\.message)
        XCTAssertEqual(messages.count, 5)
        XCTAssertTrue(messages.allSatisfy { $0.contains("out of range") }, "\(messages.map { $0.prefix(40) })")
    }

    func testVeryLongValuesAndNames() {
        let long = String(repeating: "x", count: 1_000_000)
        let longValue = load("<spec><scene name=\"S\"><view id=\"\(long)\"/></scene></spec>")
        XCTAssertTrue(longValue.diagnostics.isEmpty)
        XCTAssertEqual(longValue.spec?.scenes.first?.root.id.count, 1_000_000)
        // libxml2 (without XML_PARSE_HUGE) refuses names over 50,000 characters.
        let longName = load("<spec><scene name=\"S\"><view id=\"r\" \(long)=\"1\"/></scene></spec>")
        XCTAssertNil(longName.spec)
        XCTAssertTrue(longName.diagnostics.contains { $0.message == "XML: Name too long: NCName" })
        XCTAssertTrue(longName.diagnostics.allSatisfy { $0.message.count < 200 })
    }

    func testDuplicateAttributesAreAnXMLError() {
        let result = load("<spec><scene name=\"S\" name=\"T\"><view id=\"r\"/></scene></spec>")
        XCTAssertEqual(rendered(result.diagnostics), ["1:31: error: XML: Attribute name redefined"])
    }

    /// Deterministic mutations of every valid fixture and random bytes: the loader returns, never traps,
    /// and a model comes back only without errors.
    func testMutatedInputsNeverCrash() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let interesting: [UInt8] = Array("<>\"'/=&#;:.-+09aZ \n\t!?[]".utf8) + [0, 0x80, 0xC3, 0xA9, 0xFF, 0xEF]
        var loads = 0
        for path in Fixtures.xmlFiles(in: Fixtures.path("Valid")) {
            let original = Array(try XCTUnwrap(Fixtures.read(path)).utf8)
            for _ in 0..<250 {
                var bytes = original
                for _ in 0..<(1 + next() % 4) {
                    guard !bytes.isEmpty else { break }
                    let position = next() % bytes.count
                    switch next() % 4 {
                    case 0: bytes[position] = interesting[next() % interesting.count]
                    case 1: bytes.remove(at: position)
                    case 2: bytes.insert(interesting[next() % interesting.count], at: position)
                    default:
                        let end = min(bytes.count, position + next() % 40)
                        bytes.insert(contentsOf: bytes[position..<end], at: position)
                    }
                }
                let result = SpecLoader.load(bytes: bytes, path: path)
                XCTAssertEqual(result.spec == nil, !result.errors.isEmpty)
                loads += 1
            }
        }
        for _ in 0..<200 {
            let bytes = (0..<(next() % 200)).map { _ in UInt8(truncatingIfNeeded: next()) }
            _ = SpecLoader.load(bytes: bytes, path: "random.xml")
            loads += 1
        }
        XCTAssertGreaterThan(loads, 1500)
    }

    /// The command line loads specs in parallel: loading is thread-safe and gives the same results.
    func testConcurrentLoadsAgree() async throws {
        let paths = Fixtures.xmlFiles(in: Fixtures.path("Valid")) + Fixtures.xmlFiles(in: Fixtures.path("Invalid"))
        let expected = paths.map { SpecLoader.load(contentsOf: $0) }
        let results = await withTaskGroup(of: (Int, SpecLoadResult).self) { group in
            for (index, path) in paths.enumerated() {
                group.addTask { (index, SpecLoader.load(contentsOf: path)) }
            }
            var results = [SpecLoadResult?](repeating: nil, count: paths.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        XCTAssertEqual(results, expected)
    }
}

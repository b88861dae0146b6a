import XCTest
@testable import LayoutSpec

/// Schemas/layout-spec.xsd, checked with libxml2's XSD validator, and its agreement with the loader.
final class SchemaTests: XCTestCase {
    /// The rules the XSD cannot express; docs/spec-format.md lists the same tags.
    static let inexpressibleRules: Set<String> = [
        "encoding", "references", "constraint-rules", "variation-conflicts", "spacing-exclusive",
        "repeats", "set-applicability", "expectations", "multiplier-ratio", "fonts", "storyboard-scenes", "environment-device",
    ]

    func testSchemaCompiles() {
        let (validator, problems) = SchemaValidator.load(path: Fixtures.schemaPath)
        XCTAssertNotNil(validator)
        XCTAssertEqual(problems, [])
    }

    func testEverySpecInSpecsFolderValidates() throws {
        let validator = try XCTUnwrap(Fixtures.validator)
        let specs = Fixtures.xmlFiles(in: Fixtures.repositoryRoot + "/Specs", recursive: true)
        // There may be none yet; every one there must validate and load.
        for path in specs {
            XCTAssertEqual(validator.validate(fileAt: path), [], path)
            XCTAssertEqual(SpecLoader.load(contentsOf: path).errors, [], path)
        }
    }

    func testValidFixturesValidateAndLoad() throws {
        let validator = try XCTUnwrap(Fixtures.validator)
        let files = Fixtures.xmlFiles(in: Fixtures.path("Valid"))
        XCTAssertGreaterThanOrEqual(files.count, 5)
        for path in files {
            XCTAssertEqual(validator.validate(fileAt: path), [], path)
            let result = SpecLoader.load(contentsOf: path)
            XCTAssertEqual(result.diagnostics, [], path)
            XCTAssertNotNil(result.spec, path)
        }
    }

    /// The shared corpus: every valid and invalid fixture. The XSD and the loader must agree on
    /// each file, except files whose `.expected` names a rule the XSD cannot express.
    func testSchemaAndLoaderAcceptAndRejectTheSameFiles() throws {
        let validator = try XCTUnwrap(Fixtures.validator)
        var agreed = 0
        var exempt: [String: Int] = [:]
        for path in Fixtures.xmlFiles(in: Fixtures.path("Valid")) {
            XCTAssertTrue(validator.validate(fileAt: path).isEmpty && SpecLoader.load(contentsOf: path).spec != nil, path)
            agreed += 1
        }
        for path in Fixtures.xmlFiles(in: Fixtures.path("Invalid")) {
            let header = try XCTUnwrap(Fixtures.read(String(path.dropLast(4)) + ".expected")?.split(separator: "\n").first)
            let loaderAccepts = SpecLoader.load(contentsOf: path).spec != nil
            let schemaAccepts = validator.validate(fileAt: path).isEmpty
            XCTAssertFalse(loaderAccepts, path)
            if header == "# xsd: rejects" {
                XCTAssertFalse(schemaAccepts, "the XSD accepts \(path), the loader does not")
                agreed += 1
            } else {
                let rule = header.dropFirst("# xsd: accepts (".count).dropLast()
                XCTAssertTrue(header.hasPrefix("# xsd: accepts ("), path)
                XCTAssertTrue(Self.inexpressibleRules.contains(String(rule)), "\(path): '\(rule)' is not a documented exception")
                XCTAssertTrue(schemaAccepts, "\(path) is marked as accepted by the XSD")
                exempt[String(rule), default: 0] += 1
            }
        }
        XCTAssertGreaterThanOrEqual(agreed, 50)
        XCTAssertEqual(Set(exempt.keys), Self.inexpressibleRules, "every documented exception has a fixture")
    }

    func testDocumentationListsTheSameExceptions() throws {
        let docs = try XCTUnwrap(Fixtures.read(Fixtures.repositoryRoot + "/docs/spec-format.md"))
        for rule in Self.inexpressibleRules {
            XCTAssertTrue(docs.contains("`\(rule)`"), "docs/spec-format.md does not list '\(rule)'")
        }
    }

    func testSchemaRejectsWhatTheLoaderRejectsForNumbers() throws {
        let validator = try XCTUnwrap(Fixtures.validator)
        for value in ["12", "-3.5", "5.", ".5", "+7", "1000000", "-1000000", " 8 "] {
            let text = "<spec><scene name=\"S\"><view id=\"root\"><constraint firstAttribute=\"width\" constant=\"\(value)\"/></view></scene></spec>"
            XCTAssertEqual(validator.validate(bytes: Array(text.utf8), path: "n.xml"), [], value)
            XCTAssertNotNil(load(text).spec, value)
        }
        for value in ["NaN", "INF", "-INF", "1e3", "1E-2", "0x10", "", "1,5", "1000000.01", "--1", "."] {
            let text = "<spec><scene name=\"S\"><view id=\"root\"><constraint firstAttribute=\"width\" constant=\"\(value)\"/></view></scene></spec>"
            XCTAssertFalse(validator.validate(bytes: Array(text.utf8), path: "n.xml").isEmpty, value)
            XCTAssertNil(load(text).spec, value)
        }
    }
}

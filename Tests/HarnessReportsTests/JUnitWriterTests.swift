import Foundation
import HarnessReports
import XCTest
import LayoutResults
import LayoutSpec

/// A JUnit XSD, compiled by the harness's schema validator.
struct JUnitSchema {
    struct LoadError: Error, CustomStringConvertible { var description: String }

    let schemaPath: String
    let validator: SchemaValidator

    init(schemaPath: String) throws {
        let (validator, problems) = SchemaValidator.load(path: schemaPath)
        guard let validator else { throw LoadError(description: "cannot load schema \(schemaPath): \(problems)") }
        self.schemaPath = schemaPath
        self.validator = validator
    }

    /// The schema's complaints about the XML text (empty when it is valid).
    func validate(_ text: String) -> [SpecDiagnostic] { validator.validate(bytes: Array(text.utf8), path: "junit.xml") }
}

final class JUnitWriterTests: XCTestCase {
    static let schemaFiles = ["windyroad-ant-JUnit.xsd", "jenkins-xunit-junit-10.xsd", "jenkins-junit-4.xsd"]

    static func validators() throws -> [JUnitSchema] {
        try schemaFiles.map { try JUnitSchema(schemaPath: TestPaths.schemas + "/" + $0) }
    }

    /// Asserts the XML is valid against the Ant, junit-10 and junit-4 schemas.
    static func assertValid(_ xml: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for validator in try validators() {
            let issues = validator.validate(xml)
            XCTAssertEqual(issues, [], "\(validator.schemaPath)", file: file, line: line)
        }
    }

    static let small = HarnessResults(specs: [
        SpecResult(file: "Specs/Card.xml", scenes: [
            SceneResult(name: "Card", cases: [
                CaseResult(environment: "iPhone 13 portrait", widthClass: .compact, heightClass: .regular, width: 390, height: 844,
                           safeArea: .init(top: 47, left: 0, bottom: 34, right: 0),
                           views: [ViewFrame(id: "root", kind: .view, parent: nil, frame: .init(x: 0, y: 0, width: 390, height: 844))],
                           solveTime: 0.00149),
                CaseResult(environment: "iPad Pro 12.9in", environmentIndex: 1, widthClass: .regular, heightClass: .regular, width: 1024, height: 1366,
                           findings: [
                               Finding(kind: .ambiguity, items: ["b"], message: "height of 'b' is ambiguous", line: 9, column: 3),
                               Finding(kind: .overflow, items: ["a"], message: "'a' leaves\nthe canvas", line: 7,
                                       details: .overflow(.init(view: "a", edge: .bottom, amount: 4))),
                           ],
                           solveTime: 0.0125),
            ]),
        ]),
    ], startedAt: SampleResults.startedAt)

    func testExactOutputOfASmallRun() throws {
        let xml = JUnitWriter.render(Self.small)
        XCTAssertEqual(xml, """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="Card" package="Specs" id="0" tests="2" failures="1" errors="0" skipped="0" time="0.014" timestamp="2025-01-01T12:00:00" hostname="localhost">
            <properties>
              <property name="spec" value="Specs/Card.xml"/>
              <property name="environment: iPhone 13 portrait" value="widthClass=compact heightClass=regular width=390 height=844 safeArea=47 0 34 0 layoutDirection=leftToRight"/>
              <property name="environment: iPad Pro 12.9in" value="widthClass=regular heightClass=regular width=1024 height=1366 safeArea=0 0 0 0 layoutDirection=leftToRight"/>
            </properties>
            <testcase classname="Card.Card" name="iPhone 13 portrait · wC hR · 390×844" time="0.001"/>
            <testcase classname="Card.Card" name="iPad Pro 12-9in · wR hR · 1024×1366" time="0.013">
              <failure type="overflow" message="'a' leaves the canvas (+1 more)">Card · iPad Pro 12.9in · wR hR · 1024×1366 · widthClass=regular heightClass=regular width=1024 height=1366 safeArea=0 0 0 0 layoutDirection=leftToRight
        Specs/Card.xml:7: error: overflow: 'a' leaves the canvas
            'a' extends 4 pt past the bottom edge of the canvas
        Specs/Card.xml:9:3: error: ambiguity: height of 'b' is ambiguous</failure>
            </testcase>
            <system-out>Specs/Card.xml:7: error: overflow: 'a' leaves the canvas [Card · iPad Pro 12.9in · wR hR · 1024×1366]
        Specs/Card.xml:9:3: error: ambiguity: height of 'b' is ambiguous [Card · iPad Pro 12.9in · wR hR · 1024×1366]</system-out>
            <system-err></system-err>
          </testsuite>
        </testsuites>

        """)
        try Self.assertValid(xml)
    }

    func testSampleRunValidatesAgainstAntJUnit10AndJUnit4() throws {
        try Self.assertValid(JUnitWriter.render(SampleResults.all))
        try Self.assertValid(JUnitWriter.render(SampleResults.passing))
        try Self.assertValid(JUnitWriter.render(HarnessResults(specs: [])))
        try Self.assertValid(JUnitWriter.render(HarnessResults(specs: [SpecResult(file: "Empty.xml")])))
    }

    func testTheValidatorReallyRejects() throws {
        let validators = try Self.validators()
        let ant = validators[0], junit10 = validators[1]
        // Attributes on <testsuites>: fine for junit-10, not for Ant.
        let withCounts = JUnitWriter.render(Self.small).replacingOccurrences(of: "<testsuites>", with: "<testsuites tests=\"2\">")
        XCTAssertEqual(junit10.validate(withCounts), [])
        XCTAssertEqual(ant.validate(withCounts).count, 1)
        // Four decimals in a suite time: junit-10 rejects it.
        let precise = JUnitWriter.render(Self.small).replacingOccurrences(of: "time=\"0.014\"", with: "time=\"0.0140\"")
        XCTAssertFalse(junit10.validate(precise).isEmpty)
        // A timestamp with a zone: Ant rejects it.
        let zoned = JUnitWriter.render(Self.small).replacingOccurrences(of: "12:00:00\"", with: "12:00:00Z\"")
        XCTAssertFalse(ant.validate(zoned).isEmpty)
        // The opt-in file/line attributes are outside every schema.
        let withFiles = JUnitWriter.render(SampleResults.all, options: .init(fileAttributes: true))
        for validator in validators { XCTAssertFalse(validator.validate(withFiles).isEmpty, validator.schemaPath) }
        XCTAssertTrue(withFiles.contains("<testcase classname=\"Login.Main\" name=\"iPad Pro 11in portrait · wR hR · 834×1194\" time=\"0.005\" file=\"Specs/Login.xml\" line=\"17\">"))
        // Not well-formed.
        XCTAssertEqual(ant.validate("<testsuites>").first?.line, 1)
    }

    func testCountsKindsAndUniqueNames() throws {
        let document = JUnitWriter.document(SampleResults.all)
        XCTAssertEqual(document.suites.map(\.name), ["Broken", "Login", "Onboarding", "Profile-v2"])
        XCTAssertEqual(document.suites.map(\.package), ["Specs", "Specs", "Specs", "Specs.Settings"])
        XCTAssertEqual(document.suites.map(\.id), [0, 1, 2, 3])
        XCTAssertEqual(document.suites.map(\.tests), [1, 4, 2, 1])
        XCTAssertEqual(document.suites.map(\.failures), [0, 3, 0, 1])
        XCTAssertEqual(document.suites.map(\.errors), [1, 0, 0, 0])
        XCTAssertEqual(document.suites.map(\.timeMilliseconds), [0, 14, 2, 12])
        let login = document.suites[1].testcases
        XCTAssertEqual(login.map { $0.results.first?.type }, [nil, "expectation", "overflow", "conflict"])
        XCTAssertTrue(document.suites.allSatisfy { $0.testcases.allSatisfy { $0.results.count <= 1 } })
        let keys = document.suites.flatMap { $0.testcases.map { $0.classname + "|" + $0.name } }
        XCTAssertEqual(Set(keys).count, keys.count)
        // No dots in names; classname dots only between spec and scene.
        for testcase in document.suites.flatMap(\.testcases) {
            XCTAssertFalse(testcase.name.contains("."), testcase.name)
            XCTAssertEqual(testcase.classname.filter { $0 == "." }.count, 1, testcase.classname)
        }
        XCTAssertEqual(document.suites[3].testcases[0].name, "iPad Pro 12-9in landscape · wR hR · 1366×1024")
        XCTAssertEqual(document.suites[0].testcases[0].results[0].element, .error)
        XCTAssertEqual(document.suites[0].testcases[0].results[0].type, "specError")
        XCTAssertEqual(document.suites[0].testcases[0].results[0].body,
                       "Specs/Broken.xml:3:7: error: unknown attribute 'widht' on <view> (did you mean 'width'?)\nSpecs/Broken.xml:9:1: error: duplicate id 'row'")
        // The most severe finding gives the type; every finding is in the body with file:line.
        let landscape = login[2].results[0]
        XCTAssertEqual(landscape.message, "'login' extends 12.5 pt past the trailing edge of 'form' (+1 more)")
        XCTAssertTrue(landscape.body.contains("Specs/Login.xml:12:5: error: overflow: "))
        XCTAssertTrue(landscape.body.contains("Specs/Login.xml:10:5: error: ambiguity: "))
    }

    func testDuplicateNamesGetANumber() {
        let item = CaseResult(environment: "Phone", widthClass: .compact, heightClass: .regular, width: 320, height: 568)
        let results = HarnessResults(specs: [
            SpecResult(file: "A/X.xml", scenes: [SceneResult(name: "S", cases: [item, item])]),
            SpecResult(file: "B/X.xml", scenes: [SceneResult(name: "S", cases: [item])]),
        ])
        let names = JUnitWriter.document(results).suites.flatMap(\.testcases).map(\.name)
        XCTAssertEqual(names, ["Phone · wC hR · 320×568", "Phone · wC hR · 320×568 (2)", "Phone · wC hR · 320×568 (3)"])
    }

    func testEscapingOfMarkupQuotesAndControlCharacters() throws {
        let xml = JUnitWriter.render(SampleResults.all)
        XCTAssertTrue(xml.contains("classname=\"Profile-v2.Edit &lt;Sheet&gt; &amp; &quot;quotes&quot; 'apos'\""))
        XCTAssertTrue(xml.contains("message=\"frame of 'card&amp;co' changed: y 100 → 140 \\u{1}\\u{1B}[0m\""))
        XCTAssertFalse(xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        XCTAssertEqual(XMLEscaping.attribute("a\tb\nc\rd\"e'f<g>&\u{0}\u{FFFE}"), "a&#9;b&#10;c&#13;d&quot;e'f&lt;g&gt;&amp;\\u{0}\\u{FFFE}")
        XCTAssertEqual(XMLEscaping.text("a\tb\nc\rd\"<&>\u{8}"), "a\tb\nc&#13;d\"&lt;&amp;&gt;\\u{8}")
        // Round trip through libxml2: what was escaped reads back as written.
        let parsed = try JUnitParser.parse(xml)
        XCTAssertEqual(parsed.suites[3].testcases[0].classname, "Profile-v2." + SampleResults.nastyScene)
        let written = JUnitWriter.document(SampleResults.all)
        XCTAssertEqual(Array(parsed.suites.prefix(3)), Array(written.suites.prefix(3)))
        // Characters XML cannot carry come back as their visible stand-ins.
        XCTAssertEqual(parsed.suites[3].testcases[0].results[0].message, "frame of 'card&co' changed: y 100 → 140 \\u{1}\\u{1B}[0m")
    }

    func testTimesAndTimestampsFitEverySchema() {
        XCTAssertEqual(ReportNumber.seconds(0.00001), "0.000")
        XCTAssertEqual(ReportNumber.seconds(0.0123456), "0.012")
        XCTAssertEqual(ReportNumber.seconds(12345.6789), "12345.679")
        XCTAssertEqual(ReportNumber.seconds(-1), "0.000")
        XCTAssertEqual(ReportNumber.seconds(.nan), "0.000")
        XCTAssertEqual(ReportNumber.seconds(1e21), "1000000000000000000000.000")
        XCTAssertEqual(ReportNumber.seconds(milliseconds: 1042), "1.042")
        XCTAssertEqual(ReportDate.junitTimestamp(Date(timeIntervalSince1970: 1_735_732_800.9)), "2025-01-01T12:00:00")
        XCTAssertEqual(ReportDate.junitTimestamp(Date(timeIntervalSince1970: 0)), "1970-01-01T00:00:00")
    }
}

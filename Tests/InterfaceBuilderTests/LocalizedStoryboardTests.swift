import Foundation
import LayoutEngine
import LayoutSpec
import XCTest
import LayoutResults

/// A storyboard in `Base.lproj` runs in each language whose `<language>.lproj/<name>.strings`
/// stands beside it: every environment once in the storyboard's own texts and once per language
/// (`NAME · de`), texts replaced by key (`<id>.text`, `.normalTitle`, `.placeholder`), a missing
/// key keeping the storyboard's text, a malformed table an error that leaves the other
/// languages running.
final class LocalizedStoryboardTests: XCTestCase {
    static let example = ExampleDocumentsTests.specs.appendingPathComponent("InterfaceBuilder/Base.lproj/Welcome.storyboard").path

    private func designCase(_ result: SpecResult, _ environment: String) throws -> CaseResult {
        try XCTUnwrap(result.scenes.first?.cases.first { $0.environment == environment }, environment)
    }

    func testTheExampleRunsInEachLanguageBesideIt() throws {
        let load = SpecLoader.load(contentsOf: Self.example)
        XCTAssertEqual(load.diagnostics.map(\.description), [])
        let spec = try XCTUnwrap(load.spec)
        XCTAssertEqual(spec.strings.languages, ["de", "fr"])
        XCTAssertEqual(spec.environments.count, 3 * Environment.defaultMatrix.count)
        XCTAssertEqual(spec.environments.prefix(3).map(\.name), ["iPhone 13 portrait", "iPhone 13 portrait · de", "iPhone 13 portrait · fr"])
        XCTAssertEqual(spec.environments.prefix(3).map(\.language), [nil, .code("de"), .code("fr")])
        XCTAssertEqual(spec.scenes[0].ownEnvironments.map(\.name),
                       ["retina6_12 (design)", "retina6_12 (design) · de", "retina6_12 (design) · fr"])

        let result = LayoutEngine.run(load, file: Self.example)
        XCTAssertEqual(result.errors, [])
        let english = try designCase(result, "retina6_12 (design)")
        let german = try designCase(result, "retina6_12 (design) · de")
        let french = try designCase(result, "retina6_12 (design) · fr")
        func frame(_ id: String, _ c: CaseResult) -> [Double]? { IBFixtures.frame(id, in: c)?.array }

        // The button's title per language ("Sign in", "Anmelden" from a UTF-16 table, "Connexion"
        // from a UTF-8 one), and the greeting beside it taking the rest of the row.
        XCTAssertEqual(frame("signIn", english), [322, 73, 51, 33])
        XCTAssertEqual(frame("signIn", german), [295, 73, 78, 33])
        XCTAssertEqual(frame("signIn", french), [291, 73, 82, 33])
        XCTAssertEqual(frame("greeting", english), [20, 79, 294, 21])
        XCTAssertEqual(frame("greeting", german), [20, 79, 267, 21])
        XCTAssertEqual(frame("greeting", french), [20, 79, 263, 21])
        // French has no subtitle: the storyboard's text, so the English frame.
        XCTAssertEqual(frame("subtitle", french), frame("subtitle", english))
        XCTAssertEqual(frame("subtitle", german), [20, 112, 353, 18])

        for c in result.scenes[0].cases { XCTAssertEqual(c.findings.map(\.kind), [], c.environment) }
        XCTAssertEqual(german.views.first { $0.id == "greeting" }?.text?.lines, ["Schön, dich wiederzusehen!"])
        XCTAssertEqual(french.views.first { $0.id == "greeting" }?.text?.lines, ["Content de te revoir !"])
        XCTAssertEqual(french.views.first { $0.id == "subtitle" }?.text?.lines, ["Your orders are waiting for you."])
        XCTAssertEqual(german.views.first { $0.id == "email" }?.text?.lines, ["E-Mail-Adresse"])
    }

    /// A folder with `Base.lproj/Main.storyboard` (one label) and the given tables, removed after the test.
    private func localizedFolder(_ tables: [String: [UInt8]]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("localized-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let label = """
            <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hello">
                <rect key="frame" x="20" y="79" width="40" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let constraints = """
            <constraint firstItem="hello" firstAttribute="leading" secondItem="root-safe" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="hello" firstAttribute="top" secondItem="root-safe" secondAttribute="top" constant="20" id="c2"/>
            """
        let storyboard = IBFixtures.storyboard(IBFixtures.controllerScene(subviews: label, constraints: constraints))
        try FileManager.default.createDirectory(atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
        try Data(storyboard.utf8).write(to: URL(fileURLWithPath: folder + "/Base.lproj/Main.storyboard"))
        for (path, bytes) in tables {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return folder
    }

    private func width(of id: String, in result: SpecResult, _ environment: String) throws -> Double? {
        try IBFixtures.frame(id, in: designCase(result, environment))?.width
    }

    /// A malformed table is an error naming its file, line and column; the storyboard still runs
    /// in its own texts and in the languages whose tables are sound.
    func testAMalformedTableIsALocatedErrorAndTheOtherLanguagesRun() throws {
        let folder = try localizedFolder([
            "de.lproj/Main.strings": Array("\"hello.text\" = \"Hallo\";\n".utf8),
            "es.lproj/Main.strings": Array("/* ok */\n\"hello.text\" = \"Hola\"\n\"other\" = \"x\";\n".utf8),
            "it.lproj/Main.strings": [0x22, 0xC3, 0x28, 0x22],
        ])
        let path = folder + "/Base.lproj/Main.storyboard"
        let load = SpecLoader.load(contentsOf: path)
        XCTAssertEqual(load.diagnostics.map(\.description), [
            path + ":1:1: error: string table " + folder + "/es.lproj/Main.strings:3:1: expected ';' after the value of \"hello.text\"; the document runs without 'es'",
            path + ":1:1: error: string table " + folder + "/it.lproj/Main.strings:1:1: the file is neither UTF-8 nor UTF-16 with a byte order mark; the document runs without 'it'",
        ])
        let spec = try XCTUnwrap(load.spec, "the document runs despite the error")
        XCTAssertEqual(spec.strings.languages, ["de"])
        XCTAssertEqual(spec.scenes[0].ownEnvironments.map(\.name), ["retina6_12 (design)", "retina6_12 (design) · de"])

        let result = LayoutEngine.run(load, file: path)
        XCTAssertEqual(result.errors.map { "\($0.line):\($0.column)" }, ["1:1", "1:1"])
        XCTAssertEqual(result.errors.first?.message.hasPrefix("string table " + folder + "/es.lproj/Main.strings:3:1: "), true)
        XCTAssertEqual(result.scenes.first?.cases.count, 2 * (Environment.defaultMatrix.count + 1))
        // "Hello" and "Hallo" at 17 points: the same width with Inter, so the German text is checked as shown.
        XCTAssertEqual(try designCase(result, "retina6_12 (design) · de").views.first { $0.id == "hello" }?.text?.lines, ["Hallo"])
        XCTAssertEqual(try designCase(result, "retina6_12 (design)").views.first { $0.id == "hello" }?.text?.lines, ["Hello"])
    }

    /// Tables in UTF-16 with a byte order mark (big- and little-endian, as ibtool writes them) and
    /// in UTF-8 (with or without one); a key the table lacks keeps the storyboard's text.
    func testTablesInUTF16AndUTF8AndMissingKeys() throws {
        func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
            let units = Array(text.utf16)
            return (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        let folder = try localizedFolder([
            "de.lproj/Main.strings": utf16("\"hello.text\" = \"Guten Tag allerseits\";", bigEndian: true),
            "fr.lproj/Main.strings": utf16("\"hello.text\" = \"Bonjour à tous\";", bigEndian: false),
            "it.lproj/Main.strings": [0xEF, 0xBB, 0xBF] + Array("\"hello.text\" = \"Ciao\";".utf8),
            "ja.lproj/Main.strings": Array("\"other.text\" = \"x\";".utf8),
            "Other.lproj/Main.strings": Array("\"hello.text\" = \"x\";".utf8),
            "pt-BR.lproj/Other.strings": Array("\"hello.text\" = \"x\";".utf8),
        ])
        let path = folder + "/Base.lproj/Main.storyboard"
        let load = SpecLoader.load(contentsOf: path)
        XCTAssertEqual(load.diagnostics.map(\.description), [
            path + ":1:1: warning: 'Other.lproj' is not a language folder (a language code such as de or pt-BR); " + folder + "/Other.lproj/Main.strings is not read",
        ])
        XCTAssertEqual(load.spec?.strings.languages, ["de", "fr", "it", "ja"], "pt-BR has no table for this storyboard")
        let result = LayoutEngine.run(load, file: path)
        func shown(_ environment: String) throws -> [String]? {
            try designCase(result, environment).views.first { $0.id == "hello" }?.text?.lines
        }
        XCTAssertEqual(try shown("retina6_12 (design) · de"), ["Guten Tag allerseits"])
        XCTAssertEqual(try shown("retina6_12 (design) · fr"), ["Bonjour à tous"])
        XCTAssertEqual(try shown("retina6_12 (design) · it"), ["Ciao"])
        XCTAssertEqual(try shown("retina6_12 (design) · ja"), ["Hello"], "a missing key keeps the storyboard's text")
        XCTAssertEqual(try width(of: "hello", in: result, "retina6_12 (design) · ja"), try width(of: "hello", in: result, "retina6_12 (design)"))
        XCTAssertGreaterThan(try XCTUnwrap(width(of: "hello", in: result, "retina6_12 (design) · de")), 150)
    }

    /// A document outside a `Base.lproj` folder has no languages, whatever stands beside it.
    func testOnlyABaseLocalizedDocumentHasLanguages() throws {
        let folder = try localizedFolder(["de.lproj/Main.strings": Array("\"hello.text\" = \"Hallo\";".utf8)])
        try FileManager.default.copyItem(atPath: folder + "/Base.lproj/Main.storyboard", toPath: folder + "/Main.storyboard")
        let load = SpecLoader.load(contentsOf: folder + "/Main.storyboard")
        XCTAssertEqual(load.diagnostics, [])
        XCTAssertEqual(load.spec?.strings.languages, [])
        XCTAssertEqual(load.spec?.scenes.first?.ownEnvironments.map(\.name), ["retina6_12 (design)"])
        XCTAssertEqual(load.spec?.environments.count, Environment.defaultMatrix.count)
    }

    /// A spec naming a scene of the localized storyboard (`WelcomeLanguages.xml`) gets the
    /// storyboard's texts for its own environments' languages: on a 4-inch phone the German
    /// greeting truncates, which the spec declares.
    func testASpecBesideTheStoryboardUsesItsLanguages() throws {
        let path = ExampleDocumentsTests.specs.appendingPathComponent("InterfaceBuilder/WelcomeLanguages.xml").path
        let load = SpecLoader.load(contentsOf: path)
        XCTAssertEqual(load.diagnostics.map(\.description), [])
        let spec = try XCTUnwrap(load.spec)
        XCTAssertEqual(spec.strings.languages, ["de", "fr"])
        let result = LayoutEngine.run(load, file: path)
        let cases = try XCTUnwrap(result.scenes.first?.cases)
        XCTAssertEqual(cases.map(\.environment), ["iPhone 4-inch", "iPhone 4-inch German",
                                                  "retina6_12 (design)", "retina6_12 (design) · de", "retina6_12 (design) · fr"])
        let german = try designCase(result, "iPhone 4-inch German")
        XCTAssertEqual(german.findings.map(\.kind), [.truncated])
        XCTAssertEqual(german.findings.first?.items, ["greeting"])
        XCTAssertEqual(german.findings.first?.expectedAt, 21, "the <expectFinding> line")
        XCTAssertEqual(german.views.first { $0.id == "greeting" }?.text?.lines, ["Schön, dich wiederzus…"])
        XCTAssertEqual(IBFixtures.frame("greeting", in: german)?.array, [20, 40, 194, 20.5], "320 − 20 − 8 − 78 − 20")
        XCTAssertEqual(IBFixtures.frame("signIn", in: german)?.array, [222, 33.75, 78, 33])
        let english = try designCase(result, "iPhone 4-inch")
        XCTAssertEqual(english.findings.map(\.kind), [])
        XCTAssertEqual(IBFixtures.frame("greeting", in: english)?.array, [20, 40, 221, 20.5])
    }

    /// A spec naming a scene of a storyboard whose table for one language is malformed loads with
    /// a warning at its `storyboard` attribute (the storyboard's own run reports the error) and
    /// runs in the languages that loaded.
    func testASpecBesideAStoryboardWithAMalformedTableWarns() throws {
        let folder = try localizedFolder([
            "de.lproj/Main.strings": Array("\"hello.text\" = \"Hallo\";".utf8),
            "es.lproj/Main.strings": Array("\"hello.text\" = ".utf8),
        ])
        let spec = """
            <spec name="Side">
              <environments>
                <environment name="German" width="320" height="568" widthClass="compact" heightClass="regular" language="de"/>
              </environments>
              <scene storyboard="Base.lproj/Main.storyboard" name="S-VC1"/>
            </spec>
            """
        try Data(spec.utf8).write(to: URL(fileURLWithPath: folder + "/Side.xml"))
        let load = SpecLoader.load(contentsOf: folder + "/Side.xml")
        XCTAssertEqual(load.diagnostics.map(\.description), [
            folder + "/Side.xml:5:22: warning: 'Base.lproj/Main.storyboard': string table " + folder
                + "/es.lproj/Main.strings:1:16: expected a value, found the end of the file; the document runs without 'es'",
        ])
        XCTAssertEqual(load.spec?.strings.languages, ["de"])
        let result = LayoutEngine.run(load, file: folder + "/Side.xml")
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.scenes.first?.cases.map(\.environment), ["German", "retina6_12 (design)", "retina6_12 (design) · de"])
        XCTAssertEqual(try designCase(result, "German").views.first { $0.id == "hello" }?.text?.lines, ["Hallo"])
    }
}

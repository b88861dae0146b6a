import XCTest
@testable import LayoutSpec

/// `.strings` files, String Catalogs and the folders that hold them.
final class StringTableTests: XCTestCase {
    static let strings = Fixtures.repositoryRoot + "/Tests/Fixtures/Strings"

    func testStringsFileEntriesCommentsAndEscapes() throws {
        let text = """
        /* comment */ "a" = "1";
        // line comment
        b = "two words";
        "c" = "Zeile\\n\\"q\\" \\U00E4\\uD83D\\uDE00 \\101";
        """
        let entries = try StringsFileParser.parse(text).get()
        XCTAssertEqual(entries.map(\.key), ["a", "b", "c"])
        XCTAssertEqual(entries.map(\.value), ["1", "two words", "Zeile\n\"q\" ä😀 A"])
    }

    func testStringsFileProblemsAreLocated() {
        func problem(_ text: String) -> StringTableProblem? {
            if case .failure(let p) = StringsFileParser.parse(text) { return p }
            return nil
        }
        XCTAssertEqual(problem("\"a\" = \"1\"\n\"b\" = \"2\";"), StringTableProblem(line: 2, column: 1, message: "expected ';' after the value of \"a\""))
        XCTAssertEqual(problem("\"a\" = \"1;"), StringTableProblem(line: 1, column: 7, message: "a string that is not closed"))
        XCTAssertEqual(problem("\"a\" : \"1\";"), StringTableProblem(line: 1, column: 5, message: "expected '=' after the key \"a\""))
        XCTAssertEqual(problem("/* open"), StringTableProblem(line: 1, column: 1, message: "a comment that is not closed"))
        XCTAssertEqual(problem("\"a\" = \"\\q\";"), StringTableProblem(line: 1, column: 8, message: "unknown escape '\\q'"))
    }

    func testUTF16FilesWithAByteOrderMark() throws {
        let text = "\"k\" = \"ä\";"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(try TextDecoding.decode(bytes).get(), text)
        XCTAssertNotNil(try? TextDecoding.decode([0xEF, 0xBB, 0xBF] + Array(text.utf8)).get())
        if case .success = TextDecoding.decode([0xC3, 0x28]) { XCTFail("invalid UTF-8 must be refused") }
    }

    func testStringCatalogValuesAndVariations() throws {
        let (table, problems) = StringTableLoader.load(path: Self.strings + "/Localization/Localizable.xcstrings")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(table.languages, ["ar", "de"])
        XCTAssertEqual(table.entries(for: "de")?["subtitle"], "Melde dich an, um fortzufahren")
        XCTAssertEqual(table.entries(for: "de")?["Forgot password?"], "Passwort vergessen?")
        XCTAssertEqual(table.entries(for: "de")?["%lld items"], "%lld Artikel (viele)", "the 'other' plural")
        XCTAssertEqual(table.entries(for: "de-AT")?["subtitle"], "Melde dich an, um fortzufahren", "the base language")
    }

    func testAFolderGivesEveryTableAndLanguagesFromLprojFolders() throws {
        let (table, problems) = StringTableLoader.load(path: Self.strings + "/Localization")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(table.languages, ["ar", "de"], "Base.lproj is the development language: the spec has its texts")
        let german = try XCTUnwrap(table.entries(for: "de"))
        XCTAssertEqual(german["title.text"], "Willkommen zurück")
        XCTAssertEqual(german["buy.normalTitle"], "In den Warenkorb")
        XCTAssertEqual(german["range.segmentTitles[1]"], "Woche")
        XCTAssertEqual(german["escapes.text"], "Zeile 1\nZeile 2 \"zitiert\" äß \\")
        XCTAssertEqual(german["subtitle"], "Melde dich an, um fortzufahren")
    }

    func testBrokenTablesAreLocated() {
        let (_, problems) = StringTableLoader.load(path: Self.strings + "/Broken")
        XCTAssertEqual(problems.map { "\($0.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.line):\($0.column): \($0.message)" }, [
            "Broken/Trailing.xcstrings:1:88: expected a member name in double quotes",
            "fr.lproj/Main.strings:2:1: expected ';' after the value of \"title.text\"",
        ])
        let (_, missing) = StringTableLoader.load(path: Self.strings + "/Nowhere")
        XCTAssertEqual(missing.map(\.message), ["cannot open the string table: No such file or directory"])
    }

    func testSpecStringsAttributeIsRelativeToTheSpec() throws {
        let specPath = Self.strings + "/Spec.xml"
        let good = SpecLoader.load(bytes: Array("<spec strings=\"Localization\"><scene name=\"S\"><view id=\"root\"/></scene></spec>".utf8), path: specPath)
        XCTAssertEqual(good.diagnostics, [])
        XCTAssertEqual(good.spec?.strings.entries(for: "de")?["title.text"], "Willkommen zurück")
        let bad = SpecLoader.load(bytes: Array("<spec strings=\"Broken/fr.lproj\"><scene name=\"S\"><view id=\"root\"/></scene></spec>".utf8), path: specPath)
        XCTAssertEqual(rendered(bad.diagnostics), [
            "1:16: error: string table \(Self.strings)/Broken/fr.lproj/Main.strings:2:1: expected ';' after the value of \"title.text\"",
        ])
    }
}

import HarnessReports
import XCTest
import LayoutResults

final class TerminalSummaryTests: XCTestCase {
    func testExactPlainSummary() {
        XCTAssertEqual(TerminalSummary.render(SampleResults.all), """
        Specs/Broken.xml:3:7: error: unknown attribute 'widht' on <view> (did you mean 'width'?)
        Specs/Broken.xml:9:1: error: duplicate id 'row'
        Specs/Login.xml:17:5: error: conflict: required constraints conflict: wForm, leadForm, trailForm cannot hold together; broke leadForm [Main · iPad Pro 11in portrait · wR hR · 834×1194]
            conflicting constraints: wForm, leadForm, trailForm; broken: leadForm
        Specs/Login.xml:20:3: error: expectation: frame of 'title' is (92, 84, 282, 21), expected (16, 100, 358, 21) [Main · iPhone 13 portrait · wC hR · 390×844 · state: expanded]
            'title' frame: expected (16, 100, 358, 21) ± 0.5, got (92, 84, 282, 21)
        Specs/Login.xml:12:5: error: overflow: 'login' extends 12.5 pt past the trailing edge of 'form' [Main · iPhone 13 landscape · wC hC · 844×390]
        Specs/Login.xml:10:5: error: ambiguity: content priority ambiguity: 'email' and 'password' have equal horizontal hugging priority (250) [Main · iPhone 13 landscape · wC hC · 844×390]
            width of 'email' is not fixed (anywhere in 0…478); cause: contentHugging
        Specs/Settings/Profile.v2.xml:4:5: error: regression: frame of 'card&co' changed: y 100 → 140 \\u{1}\\u{1B}[0m [Edit <Sheet> & "quotes" 'apos' · iPad Pro 12.9in landscape · wR hR · 1366×1024]
            'card&co' moved: (383, 100, 600, 400) → (383, 140, 600, 400)

        specs  scenes  cases  passed  failed  conflict  expectation  regression  overflow  truncated  overlap  ambiguity  spec errors  time
        4      3       7      3       4       1         1            1           1         0          0        1          2            0.029s
        FAILED: 4 of 7 cases failed, 1 spec with errors

        """)
    }

    func testPassingRunAndWallTime() {
        var results = SampleResults.passing
        results.wallTime = 1.5
        XCTAssertEqual(TerminalSummary.render(results), """
        specs  scenes  cases  passed  failed  conflict  expectation  regression  overflow  truncated  overlap  ambiguity  spec errors  time
        1      1       2      2       0       0         0            0           0         0          0        0          0            1.500s
        PASSED: 2 cases in 1 spec

        """)
    }

    func testColourOnlyWhenAsked() {
        let plain = TerminalSummary.render(SampleResults.all, options: .init(color: false))
        XCTAssertFalse(plain.contains("\u{1B}"))
        let coloured = TerminalSummary.render(SampleResults.all, options: .init(color: true))
        XCTAssertTrue(coloured.contains("\u{1B}[1mSpecs/Login.xml:17:5:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m \u{1B}[1;31mconflict:\u{1B}[0m"))
        XCTAssertTrue(coloured.contains("\u{1B}[36mambiguity:\u{1B}[0m"))
        XCTAssertTrue(coloured.contains("\u{1B}[1;31mFAILED\u{1B}[0m: 4 of 7 cases failed"))
        // The finding's own escape character is defused even in colour mode.
        XCTAssertTrue(coloured.contains("140 \\u{1}\\u{1B}[0m"))
    }

    func testEqualFindingsOfSeveralCasesAreFoldedAndCanBeCapped() {
        let finding = Finding(kind: .overflow, items: ["x"], message: "'x' is too wide", line: 3)
        let cases = ["A", "B", "C", "D"].enumerated().map { i, name in
            CaseResult(environment: name, environmentIndex: i, widthClass: .compact, heightClass: .regular, width: 100, height: 200, findings: [finding])
        }
        let results = HarnessResults(specs: [SpecResult(file: "S.xml", scenes: [SceneResult(name: "Main", cases: cases)])])
        let text = TerminalSummary.render(results)
        XCTAssertTrue(text.hasPrefix("S.xml:3: error: overflow: 'x' is too wide [Main · A · wC hR · 100×200; Main · B · wC hR · 100×200; and 2 more cases]\n"))
        var two = results
        two.specs[0].scenes[0].cases[1].findings.append(Finding(kind: .conflict, items: [], message: "c", line: 1))
        let capped = TerminalSummary.render(two, options: .init(maxFindings: 1))
        XCTAssertTrue(capped.hasPrefix("S.xml:1: error: conflict: c [Main · B · wC hR · 100×200]\n… and 1 more (see the JSON or HTML report)\n"))
    }
}

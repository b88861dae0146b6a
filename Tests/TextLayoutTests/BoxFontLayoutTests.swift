import XCTest
import TextLayout

/// Line breaking, numberOfLines and truncation with the box font, where every grapheme cluster
/// advances half an em: exact numbers that depend on no font file.
final class BoxFontLayoutTests: XCTestCase {
    /// 10 pt: every grapheme 5 pt wide, the ellipsis too; line height 11.93359375.
    private let ten = Font.box(pointSize: 10)

    private func measure(_ text: String, lines: Int = 1, mode: LineBreakMode = .tailTruncation,
                         width: Double? = nil, scale: Double = 2) -> TextMeasurement {
        TextLayouter.measure(text, font: ten, scale: scale, numberOfLines: lines, lineBreakMode: mode, width: width)
    }

    func testOneLineIsGraphemesTimesHalfAnEmRoundedUpWithSFVerticalMetrics() {
        let box = Font.box(pointSize: 17)
        let hello = TextLayouter.measure("Hello", font: box)
        XCTAssertEqual(hello.lines.map(\.width), [42.5])
        XCTAssertEqual(hello.width, 43)
        XCTAssertEqual(hello.height, 20.5)
        XCTAssertEqual(hello.lineHeight, 20.287109375, accuracy: 1e-9)
        XCTAssertEqual(hello.firstBaseline, 16.1865234375, accuracy: 1e-9)
        XCTAssertEqual(hello.lastBaseline, 16.1865234375, accuracy: 1e-9)
        XCTAssertNil(hello.truncation)
        XCTAssertEqual(hello.displayedText, "Hello")
    }

    func testGraphemeClustersCountOnceCombiningMarksAndFlags() {
        // "é" as e + combining acute, and two regional-indicator flags: 4 clusters, 20 pt.
        let measured = measure("e\u{301}e\u{301}\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}")
        XCTAssertEqual(measured.lines.map(\.width), [20])
        XCTAssertEqual(measured.width, 20)
    }

    func testTrailingWhiteSpaceDoesNotCountLeadingDoes() {
        XCTAssertEqual(measure("ab  ").width, 10)
        XCTAssertEqual(measure("  ab").width, 20)
    }

    func testWordWrappingAtAWidth() {
        let measured = measure("aaa bbb ccc", lines: 0, mode: .wordWrap, width: 40)
        XCTAssertEqual(measured.lines.map(\.text), ["aaa bbb", "ccc"])
        XCTAssertEqual(measured.lines.map(\.width), [35, 15])
        XCTAssertEqual(measured.width, 35)
        XCTAssertEqual(measured.height, 24) // 2 × 11.93359375 = 23.867 → 24.0 at 2x
        XCTAssertEqual(measured.lastBaseline, 11.93359375 + 9.521484375, accuracy: 1e-9)
        XCTAssertNil(measured.truncation)
    }

    func testAWordWiderThanTheLineBreaksBetweenGraphemes() {
        let measured = measure("abcdefghij xy", lines: 0, mode: .wordWrap, width: 22)
        XCTAssertEqual(measured.lines.map(\.text), ["abcd", "efgh", "ij", "xy"])
        XCTAssertEqual(measured.width, 20)
    }

    func testCharacterWrappingBreaksAnywhere() {
        let measured = measure("abcdef ghij", lines: 0, mode: .characterWrap, width: 22)
        XCTAssertEqual(measured.lines.map(\.text), ["abcd", "ef g", "hij"])
    }

    func testNewlinesAreMandatoryBreaks() {
        let measured = measure("one\n\nthree\r\nfour", lines: 0)
        XCTAssertEqual(measured.lines.map(\.text), ["one", "", "three", "four"])
        XCTAssertEqual(measured.width, 25)
        XCTAssertEqual(measured.height, 48) // 4 × 11.934 = 47.73 → 48.0
    }

    func testTailTruncationOnOneLine() throws {
        let measured = measure("aaa bbb ccc", width: 40)
        XCTAssertEqual(measured.displayedText, "aaa bbb\u{2026}")
        XCTAssertEqual(measured.lines.map(\.width), [40])
        XCTAssertEqual(measured.width, 40)
        let truncation = try XCTUnwrap(measured.truncation)
        XCTAssertEqual(truncation.kind, .tail)
        XCTAssertEqual(truncation.fullWidth, 55)
        XCTAssertEqual(truncation.hiddenLineCount, 1)
    }

    func testHeadTruncationOnOneLine() throws {
        let measured = measure("aaa bbb ccc", mode: .headTruncation, width: 40)
        XCTAssertEqual(measured.displayedText, "\u{2026}bbb ccc")
        XCTAssertEqual(measured.width, 40)
        XCTAssertEqual(try XCTUnwrap(measured.truncation).kind, .head)
    }

    func testMiddleTruncationKeepsBothEndsBalanced() throws {
        let measured = measure("aaa bbb ccc", mode: .middleTruncation, width: 40)
        // "aaa b…ccc" would be 45 wide: both ends keep three letters.
        XCTAssertEqual(measured.displayedText, "aaa\u{2026}ccc")
        XCTAssertEqual(measured.lines.map(\.width), [35])
        XCTAssertEqual(try XCTUnwrap(measured.truncation).kind, .middle)
    }

    func testMiddleTruncationGivesTheHeadTheOddCluster() {
        let measured = measure("abcdefghij", mode: .middleTruncation, width: 32)
        XCTAssertEqual(measured.displayedText, "abc\u{2026}ij")
        XCTAssertEqual(measured.width, 30)
    }

    func testClippingShowsTheGraphemesThatStartInsideTheWidth() throws {
        let exact = measure("aaa bbb ccc", mode: .clip, width: 40)
        XCTAssertEqual(exact.displayedText, "aaa bbb")
        XCTAssertEqual(exact.width, 35)
        let partial = measure("aaa bbb ccc", mode: .clip, width: 42) // the "c" at 40…45 shows cut
        XCTAssertEqual(partial.displayedText, "aaa bbb c")
        XCTAssertEqual(partial.lines.map(\.width), [42])
        XCTAssertEqual(try XCTUnwrap(partial.truncation).kind, .clipped)
    }

    func testSingleLineWordWrappingShowsTheWordsThatFit() throws {
        let measured = measure("aaa bbb ccc", mode: .wordWrap, width: 40)
        XCTAssertEqual(measured.displayedText, "aaa bbb")
        XCTAssertEqual(measured.width, 35)
        XCTAssertEqual(try XCTUnwrap(measured.truncation).kind, .linesDropped)
    }

    func testNumberOfLinesTruncatesTheLastLineShown() throws {
        let measured = measure("aaa bbb ccc ddd eee fff", lines: 2, width: 40)
        XCTAssertEqual(measured.lines.map(\.text), ["aaa bbb", "ccc ddd\u{2026}"])
        XCTAssertEqual(measured.height, 24)
        let truncation = try XCTUnwrap(measured.truncation)
        XCTAssertEqual(truncation.kind, .tail)
        XCTAssertEqual(truncation.hiddenLineCount, 1) // "eee fff" would be a third line
        XCTAssertEqual(truncation.fullWidth, 115)
    }

    func testNumberOfLinesWithWordWrappingDropsLinesWithoutAnEllipsis() throws {
        let measured = measure("aaa bbb ccc ddd eee fff ggg hhh", lines: 2, mode: .wordWrap, width: 40)
        XCTAssertEqual(measured.lines.map(\.text), ["aaa bbb", "ccc ddd"])
        XCTAssertEqual(try XCTUnwrap(measured.truncation).hiddenLineCount, 2)
    }

    func testNumberOfLinesOverNewlinesWithoutAWidth() throws {
        let measured = measure("a\nb\nc", lines: 2)
        XCTAssertEqual(measured.lines.map(\.text), ["a", "b\u{2026}"])
        XCTAssertEqual(measured.width, 10)
        XCTAssertEqual(try XCTUnwrap(measured.truncation).hiddenLineCount, 1)
    }

    func testTruncationNeverSplitsAGraphemeCluster() {
        // Five decomposed "é" (two UTF-16 units each): room for two clusters and the ellipsis.
        let text = String(repeating: "e\u{301}", count: 5)
        let measured = measure(text, width: 16)
        XCTAssertEqual(measured.displayedText, "e\u{301}e\u{301}\u{2026}")
        XCTAssertEqual(measured.width, 15)
    }

    func testATextThatFitsIsNotTruncated() {
        let measured = measure("aaa bbb", width: 35)
        XCTAssertNil(measured.truncation)
        XCTAssertEqual(measured.displayedText, "aaa bbb")
    }

    func testEmptyTextHasNoSize() {
        let measured = measure("", lines: 0, width: 100)
        XCTAssertEqual(measured.width, 0)
        XCTAssertEqual(measured.height, 0)
        XCTAssertEqual(measured.lines, [])
    }

    func testBadNumbersDoNotTrap() {
        XCTAssertEqual(measure("abc", width: .nan).width, 15)
        XCTAssertEqual(measure("abc", width: .infinity).width, 15)
        XCTAssertEqual(measure("abc", width: -4).displayedText, "\u{2026}")
        XCTAssertEqual(measure("abc", scale: 0).height, 12) // scale 0 counts as 1
        XCTAssertEqual(measure("a b c", lines: -3, width: 6).lines.count, 3) // below 0: no limit
        XCTAssertEqual(TextLayouter.measure("ab", font: .box(pointSize: .nan)).width, 17) // NaN size: 17
    }
}

import XCTest
import LayoutSpec
@testable import LayoutEngine

/// `MessageText` writes exactly the text that `+`, interpolation and `joined` write, byte for
/// byte, with pieces of any kind (empty, small, long, not ASCII).
final class MessageTextTests: XCTestCase {
    func testJoinedIsThePiecesOneAfterAnother() {
        XCTAssertEqual(MessageText.joined([]), "")
        XCTAssertEqual(MessageText.joined([], after: "'a'"), "'a'")
        XCTAssertEqual(MessageText.joined(["", "x", ""]), "x")
        XCTAssertEqual(MessageText.joined([" extends ", "2.5", " pt beyond the ", "left", " edge of the canvas"], after: "'a' (Title)"),
                       "'a' (Title) extends 2.5 pt beyond the left edge of the canvas")
        // Not ASCII: 0.75 × é, a character of four bytes.
        let mixed = ["photo.height == ", "0.75", " × ", "photo.width", " – café 🎉", ""]
        XCTAssertEqual(MessageText.joined(mixed, after: "é"), "é" + mixed.joined())
        XCTAssertEqual(Array(MessageText.joined(mixed).utf8), Array(mixed.joined().utf8))
        XCTAssertEqual(MessageText.joined(mixed).utf8.count, 50)
        // Many pieces, small strings and long ones (heap-allocated, more than 15 bytes).
        var pieces: [String] = []
        for k in 0..<2_000 { pieces.append(k % 3 == 0 ? "'label-\(k)' (a name of some length \(k))" : ", ") }
        let long = MessageText.joined(pieces, after: "content priority ambiguity: ")
        XCTAssertEqual(long, "content priority ambiguity: " + pieces.joined())
        XCTAssertEqual(long.utf8.count, 28 + pieces.reduce(0) { $0 + $1.utf8.count })
    }

    func testAppendListWordsAListAsFixSuggestionsDoes() {
        let items = ["a", "b#2", "cé", "d", "e"]
        for n in 0...items.count {
            let some = Array(items.prefix(n))
            var plain: [String] = ["x: "]
            MessageText.appendList(some, to: &plain)
            XCTAssertEqual(MessageText.joined(plain), "x: " + FixSuggestions.list(some))
            var quoted: [String] = []
            MessageText.appendList(some, quote: "'", to: &quoted)
            XCTAssertEqual(MessageText.joined(quoted), FixSuggestions.list(some.map { "'\($0)'" }))
        }
        var three: [String] = []
        MessageText.appendList(["a", "b", "c"], quote: "'", to: &three)
        XCTAssertEqual(MessageText.joined(three), "'a', 'b' and 'c'")
        XCTAssertEqual(three.count, 11)
    }

    /// The tie's fix as it was written with interpolation.
    func testTieFixReadsAsBefore() {
        func reference(hugging: Bool, axis: LayoutAttribute.Axis, priority: Double, first: String, others: [String]) -> String {
            let attribute = (axis == .horizontal ? "horizontal" : "vertical") + (hugging ? "HuggingPriority" : "CompressionResistancePriority")
            let what = hugging ? "stretches" : "shrinks"
            return "set \(attribute)=\"\(number(priority - 1))\" on '\(first)' so that it is the one that \(what) (as it does now, by "
                + "the harness's tie-break; UIKit's choice is arbitrary), or \(attribute)=\"\(number(priority + 1))\" on "
                + FixSuggestions.list(others.map { "'\($0)'" })
        }
        for hugging in [true, false] {
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                for others in [[], ["b"], ["b", "c#2"], ["b", "c", "d", "é"]] {
                    for priority in [250.0, 750.5, 1000] {
                        XCTAssertEqual(FixSuggestions.tie(hugging: hugging, axis: axis, priority: priority, first: "a", others: others),
                                       reference(hugging: hugging, axis: axis, priority: priority, first: "a", others: others))
                    }
                }
            }
        }
        XCTAssertEqual(FixSuggestions.tie(hugging: false, axis: .vertical, priority: 750, first: "a", others: ["b", "c"]),
                       "set verticalCompressionResistancePriority=\"749\" on 'a' so that it is the one that shrinks (as it does "
                           + "now, by the harness's tie-break; UIKit's choice is arbitrary), or verticalCompressionResistancePriority="
                           + "\"751\" on 'b' and 'c'")
    }
}

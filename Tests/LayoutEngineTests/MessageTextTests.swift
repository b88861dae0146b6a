import XCTest
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
}

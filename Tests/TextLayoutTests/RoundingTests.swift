import XCTest
import TextLayout

/// UIKit rounds a label's width up to whole points and its height (lines × line height) up to
/// the device pixel, once for the whole label.
final class RoundingTests: XCTestCase {
    private let box17 = Font.box(pointSize: 17)

    private func height(lines: Int, scale: Double) -> Double {
        let text = Array(repeating: "x", count: lines).joined(separator: "\n")
        return TextLayouter.measure(text, font: box17, scale: scale, numberOfLines: 0).height
    }

    func testSeventeenPointHeightsAt2xAnd3x() {
        // IB's frames of 17-pt labels: 20.5 / 41 / 61 / 81.5 at 2x, 20.333 / 40.667 / 61 / 81.333 at 3x.
        XCTAssertEqual(height(lines: 1, scale: 2), 20.5, accuracy: 0.001)
        XCTAssertEqual(height(lines: 2, scale: 2), 41.0, accuracy: 0.001)
        XCTAssertEqual(height(lines: 3, scale: 2), 61.0, accuracy: 0.001) // not 3 × 20.5 = 61.5
        XCTAssertEqual(height(lines: 4, scale: 2), 81.5, accuracy: 0.001)
        XCTAssertEqual(height(lines: 1, scale: 3), 20.333, accuracy: 0.001)
        XCTAssertEqual(height(lines: 2, scale: 3), 40.667, accuracy: 0.001)
        XCTAssertEqual(height(lines: 3, scale: 3), 61.0, accuracy: 0.001)
        XCTAssertEqual(height(lines: 4, scale: 3), 81.333, accuracy: 0.001)
        XCTAssertEqual(height(lines: 1, scale: 1), 21.0, accuracy: 0.001)
    }

    func testTextStyleHeightsMatchIBFrames() {
        // size × 2444 / 2048 rounded to the pixel: Caption1 14.333 (3x) / 14.5 (2x), Footnote 16,
        // Subhead 18, Callout 19.333 (3x), Title3 24, Title1 33.667 (3x).
        let cases: [(Double, Double, Double)] = [(12, 3, 14.333), (12, 2, 14.5), (13, 2, 16), (15, 2, 18),
                                                 (16, 3, 19.333), (20, 2, 24), (28, 3, 33.667)]
        for (size, scale, expected) in cases {
            let measured = TextLayouter.measure("x", font: .box(pointSize: size), scale: scale)
            XCTAssertEqual(measured.height, expected, accuracy: 0.001, "\(size) pt at \(scale)x")
        }
    }

    func testWidthsRoundUpToWholePoints() {
        XCTAssertEqual(TextLayouter.measure("abc", font: box17).width, 26) // 25.5
        XCTAssertEqual(TextLayouter.measure("ab", font: box17).width, 17) // exactly 17 stays
        XCTAssertEqual(PixelRounding.ceilToPoint(28.41), 29)
        XCTAssertEqual(PixelRounding.ceilToPoint(28.000_000_1), 28)
        XCTAssertEqual(PixelRounding.ceilToPixel(20.287109375, scale: 3), 20.333, accuracy: 0.001)
        XCTAssertEqual(PixelRounding.ceilToPixel(.nan, scale: 2), 0)
    }
}

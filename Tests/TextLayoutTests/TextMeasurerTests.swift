import Dispatch
import XCTest
import TextLayout

/// The per-run memo: equal requests are measured once, from any thread.
final class TextMeasurerTests: XCTestCase {
    func testEqualRequestsAreMeasuredOnceAndGiveTheSameResult() {
        let measurer = TextMeasurer()
        let font = Font.box(pointSize: 17)
        let first = measurer.measure("Sign in", font: font)
        XCTAssertEqual(measurer.memoizedCount, 1)
        XCTAssertEqual(measurer.measure("Sign in", font: font), first)
        XCTAssertEqual(measurer.memoizedCount, 1)
        XCTAssertEqual(first, TextLayouter.measure("Sign in", font: font))
        _ = measurer.measure("Sign in", font: font, width: 40)
        _ = measurer.measure("Sign in", font: .box(pointSize: 18))
        XCTAssertEqual(measurer.memoizedCount, 3)
        // Another scale reuses the layout and rounds the height again: 20.333 at 3x.
        let atThree = measurer.measure("Sign in", font: font, scale: 3)
        XCTAssertEqual(measurer.memoizedCount, 3)
        XCTAssertEqual(atThree, TextLayouter.measure("Sign in", font: font, scale: 3))
        XCTAssertEqual(atThree.height, 20.333, accuracy: 0.001)
        let multiLine = measurer.measure("a b c", font: font, scale: 2, numberOfLines: 0, width: 10)
        XCTAssertEqual(measurer.measure("a b c", font: font, scale: 3, numberOfLines: 0, width: 10),
                       TextLayouter.measure("a b c", font: font, scale: 3, numberOfLines: 0, width: 10))
        XCTAssertEqual(multiLine.height, 61.0)
        // NaN and infinity are "no width", so they share the unconstrained entry.
        _ = measurer.measure("Sign in", font: font, width: .nan)
        _ = measurer.measure("Sign in", font: font, width: .infinity)
        XCTAssertEqual(measurer.memoizedCount, 4)
    }

    func testConcurrentUseGivesWhatASingleThreadGives() throws {
        let measurer = TextMeasurer()
        let fonts = try FontLibrary()
        let font = fonts.resolve(.textStyle(.body)).font
        let texts = (0..<200).map { "Label number \($0) with some words" }
        let expected = texts.map { TextLayouter.measure($0, font: font, numberOfLines: 0, width: 120) }
        let results = UnsafeSendableBox(count: texts.count * 4)
        DispatchQueue.concurrentPerform(iterations: texts.count * 4) { index in
            let text = texts[index % texts.count]
            results.set(index, measurer.measure(text, font: font, numberOfLines: 0, width: 120))
        }
        for index in 0..<(texts.count * 4) {
            XCTAssertEqual(results.get(index), expected[index % texts.count])
        }
        XCTAssertEqual(measurer.memoizedCount, texts.count)
    }
}

/// Slots written by distinct concurrent iterations, read after they all finish. One buffer
/// allocated up front: no thread mutates an array (an array's mutating access checks and may
/// copy its storage, which is a race when threads do it at once).
private final class UnsafeSendableBox: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<TextMeasurement?>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }
    deinit {
        slots.deinitialize()
        slots.deallocate()
    }
    func set(_ index: Int, _ value: TextMeasurement) { slots[index] = value }
    func get(_ index: Int) -> TextMeasurement? { slots[index] }
}

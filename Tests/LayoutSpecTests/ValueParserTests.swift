import XCTest
@testable import LayoutSpec

/// Attribute values: numbers, priorities, multipliers, booleans, enumerations, insets, counts, ids.
final class ValueParserTests: XCTestCase {
    func value<T>(_ result: Result<T, ValueProblem>) -> T? { try? result.get() }
    func message<T>(_ result: Result<T, ValueProblem>) -> String? {
        if case .failure(let problem) = result { return problem.message }
        return nil
    }

    func testNumbers() {
        XCTAssertEqual(value(ValueParser.number("12", attribute: "a")), 12)
        XCTAssertEqual(value(ValueParser.number("-3.5", attribute: "a")), -3.5)
        XCTAssertEqual(value(ValueParser.number(" +7 ", attribute: "a")), 7)
        XCTAssertEqual(value(ValueParser.number("5.", attribute: "a")), 5)
        XCTAssertEqual(value(ValueParser.number(".5", attribute: "a")), 0.5)
        XCTAssertEqual(value(ValueParser.number("-0", attribute: "a"))?.sign, .plus, "-0 is stored as 0")
        XCTAssertEqual(value(ValueParser.number("0.000001", attribute: "a")), 0.000001)
        XCTAssertEqual(value(ValueParser.number("1000000", attribute: "a")), 1_000_000)
        XCTAssertEqual(message(ValueParser.number("1000000.5", attribute: "a")),
                       "number '1000000.5' for 'a' is out of range (from -1000000 to 1000000)")
        XCTAssertEqual(message(ValueParser.number("", attribute: "a")), "empty value for 'a'; expected a number")
        XCTAssertEqual(message(ValueParser.number("nan", attribute: "a")), "'nan' is not allowed for 'a': numbers must be finite")
        XCTAssertEqual(message(ValueParser.number("1E5", attribute: "a")),
                       "invalid number '1E5' for 'a': write a plain decimal such as 12 or -3.5, without an exponent")
        XCTAssertEqual(message(ValueParser.number("1.2.3", attribute: "a")), "invalid number '1.2.3' for 'a': write a decimal such as 12 or -3.5")
        XCTAssertNotNil(message(ValueParser.number("-", attribute: "a")))
        XCTAssertNotNil(message(ValueParser.number("1-", attribute: "a")))
    }

    /// Decimals read exactly as Double(String) reads them (correct rounding), zero without a sign.
    func testDecimalsMatchTheStandardLibrary() {
        var state: UInt64 = 42
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1
            return state >> 11
        }
        for _ in 0..<20_000 {
            let integer = next() % 10_000_000
            let fractionDigits = Int(next() % 9)
            var text = String(integer)
            if fractionDigits > 0 {
                var fraction = String(next() % 1_000_000_000)
                while fraction.count < fractionDigits { fraction = "0" + fraction }
                text += "." + fraction.prefix(fractionDigits)
            }
            if next() % 2 == 0 { text = "-" + text }
            XCTAssertEqual(value(ValueParser.number(text, attribute: "a", range: -1e7...1e7)), Double(text).map { $0 == 0 ? 0 : $0 }, text)
        }
        XCTAssertEqual(value(ValueParser.number("0.12345678901234567", attribute: "a")), 0.12345678901234567)
    }

    func testPriorities() {
        XCTAssertEqual(value(ValueParser.priority("required", attribute: "p")), 1000)
        XCTAssertEqual(value(ValueParser.priority("defaultHigh", attribute: "p")), 750)
        XCTAssertEqual(value(ValueParser.priority("defaultLow", attribute: "p")), 250)
        XCTAssertEqual(value(ValueParser.priority("fittingSizeLevel", attribute: "p")), 50)
        XCTAssertEqual(value(ValueParser.priority("999.5", attribute: "p")), 999.5)
        XCTAssertEqual(value(ValueParser.priority("0.001", attribute: "p")), 0.001)
        XCTAssertEqual(message(ValueParser.priority("-1", attribute: "p")),
                       "priority '-1' for 'p' is out of range: a priority is greater than 0 and at most 1000")
        XCTAssertEqual(message(ValueParser.priority("high", attribute: "p")),
                       "invalid priority 'high' for 'p'; use a number greater than 0 and at most 1000, or required, defaultHigh, defaultLow, fittingSizeLevel")
        XCTAssertEqual(message(ValueParser.priority("NaN", attribute: "p")), "'NaN' is not allowed for 'p': numbers must be finite")
    }

    func testMultipliers() {
        XCTAssertEqual(value(ValueParser.multiplier("2", attribute: "m")), 2)
        XCTAssertEqual(value(ValueParser.multiplier("16:9", attribute: "m")), 16.0 / 9.0)
        XCTAssertEqual(value(ValueParser.multiplier("1:1", attribute: "m")), 1)
        XCTAssertEqual(value(ValueParser.multiplier("0.5:2", attribute: "m")), 0.25)
        XCTAssertEqual(message(ValueParser.multiplier("1:0", attribute: "m")), "invalid multiplier '1:0' for 'm': the ratio divides by 0")
        XCTAssertEqual(message(ValueParser.multiplier("a:b", attribute: "m")), "invalid multiplier 'a:b' for 'm': write a number or a ratio such as 16:9")
        XCTAssertNotNil(message(ValueParser.multiplier("1:2:3", attribute: "m")))
        XCTAssertEqual(message(ValueParser.multiplier("1000000:0.5", attribute: "m")),
                       "multiplier '1000000:0.5' for 'm' is out of range (from -1000000 to 1000000)")
    }

    func testBooleansEnumerationsQuadsCountsAndIds() {
        XCTAssertEqual(value(ValueParser.boolean("YES", attribute: "b")), true)
        XCTAssertEqual(value(ValueParser.boolean("false", attribute: "b")), false)
        XCTAssertEqual(message(ValueParser.boolean("1", attribute: "b")), "invalid boolean '1' for 'b'; use YES, NO, true or false")
        XCTAssertEqual(value(ValueParser.enumeration("centerYWithinMargins", attribute: "e", as: LayoutAttribute.self)), .centerYWithinMargins)
        XCTAssertEqual(message(ValueParser.enumeration("Leading", attribute: "e", as: LayoutAttribute.self)),
                       "invalid value 'Leading' for 'e'; did you mean 'leading'?")
        XCTAssertEqual(value(ValueParser.quad("1 2\t3\n4", attribute: "q", names: "t l b r")), [1, 2, 3, 4])
        XCTAssertEqual(message(ValueParser.quad("1 2 3 4 5", attribute: "q", names: "t l b r")), "'q' needs 4 numbers (t l b r), got 5: '1 2 3 4 5'")
        XCTAssertEqual(value(ValueParser.wholeNumber("+007", attribute: "c", in: 1...1000, noun: "count")), 7)
        XCTAssertEqual(message(ValueParser.wholeNumber("0", attribute: "c", in: 1...1000, noun: "count")), "count '0' for 'c' is out of range (from 1 to 1000)")
        XCTAssertEqual(message(ValueParser.wholeNumber("2.5", attribute: "c", in: 1...1000, noun: "count")), "invalid count '2.5' for 'c': write a whole number from 1 to 1000")
        XCTAssertEqual(value(ValueParser.identifier(" a-b_c ", attribute: "id")), "a-b_c")
        XCTAssertEqual(message(ValueParser.identifier("a b", attribute: "id")), "invalid id 'a b': ids may not contain '#', '.' or whitespace")
        XCTAssertEqual(message(ValueParser.identifier("row#1", attribute: "id")), "invalid id 'row#1': ids may not contain '#', '.' or whitespace")
        XCTAssertEqual(message(ValueParser.identifier("a\u{00A0}b", attribute: "id")), "invalid id 'a\u{00A0}b': ids may not contain '#', '.' or whitespace")
    }

    /// An id refuses exactly `#`, `.` and Unicode's White_Space, ASCII included (which is
    /// decided without the property table).
    func testAnIdRefusesExactlyHashDotAndUnicodeWhitespace() {
        var refused: [UInt32] = []
        for value in UInt32(1) ..< 0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if case .failure = ValueParser.identifier("a\(Character(scalar))b", attribute: "id") { refused.append(value) }
        }
        let expected = (UInt32(1) ..< 0x3100).filter { value in
            guard let scalar = Unicode.Scalar(value) else { return false }
            return scalar == "#" || scalar == "." || scalar.properties.isWhitespace
        }
        XCTAssertEqual(refused, expected)
        XCTAssertEqual(refused.filter { $0 < 0x80 }, [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x23, 0x2E])
    }
}

/// The ranges a number read back from a results JSON, a JUnit file or a
/// baseline must lie in (docs/reports.md, "Numbers read back"). Every reader
/// checks each number it keeps against one of these before anything adds,
/// multiplies or converts it, so a hostile or corrupt file gives a located
/// error instead of a trap.
public enum ResultRanges {
    /// Lengths and positions in points (frames, canvas sides, safe-area
    /// insets, overflow amounts, expected and actual values, tolerances,
    /// ambiguity ranges): at most 10^12 in magnitude. Up to there a `Double`
    /// still resolves a thousandth of a point (what the reports print), and it
    /// is far past anything a spec can produce (spec values stop at 10^6).
    public static let maxPoints: Double = 1e12

    /// Durations in seconds (`solveTime`, `wallTime`, JUnit `time`): from 0
    /// to 10^6 (about 11.6 days). In whole milliseconds, the sum of a
    /// billion such times still fits an `Int`.
    public static let maxSeconds: Double = 1e6

    /// Lines, columns, indices and ids: whole numbers from 0 to 2^31 - 1.
    public static let maxWholeNumber = Int(Int32.max)

    /// What is wrong with `value` as a length in points, or nil when it is in range.
    public static func pointsProblem(_ value: Double) -> String? {
        guard value.isFinite else { return "\(value) is not a finite number of points" }
        guard abs(value) <= maxPoints else { return "\(value) points is out of range (at most 1e12 in magnitude)" }
        return nil
    }

    /// What is wrong with `value` as a duration in seconds, or nil when it is in range.
    public static func secondsProblem(_ value: Double) -> String? {
        guard value.isFinite else { return "\(value) is not a finite number of seconds" }
        guard value >= 0 else { return "\(value) s is negative" }
        guard value <= maxSeconds else { return "\(value) s is out of range (at most 1e6 seconds)" }
        return nil
    }

    /// Seconds rounded to whole milliseconds (the precision of every report). Negative and
    /// non-finite times give 0; times past `maxSeconds` count as that (never a trap).
    public static func milliseconds(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int((min(seconds, maxSeconds) * 1000).rounded(.toNearestOrAwayFromZero))
    }

    /// `value` as a whole number in `0...maxWholeNumber`, or nil.
    public static func wholeNumber(_ value: Double) -> Int? {
        guard value.isFinite, value == value.rounded(), value >= 0, value <= Double(maxWholeNumber) else { return nil }
        return Int(value)
    }

    /// `text` (optional spaces around ASCII digits) as a whole number in
    /// `0...maxWholeNumber`, or nil.
    public static func wholeNumber(_ text: String) -> Int? {
        let digits = Self.trimmingASCIISpaces(text)
        guard !digits.isEmpty, digits.utf8.count <= 10, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let value = Int(digits), value <= maxWholeNumber else { return nil }
        return value
    }

    /// The message for a whole number out of range.
    public static let wholeNumberExpected = "expected a whole number from 0 to 2147483647"

    /// `text` without ASCII spaces, tabs and line breaks at either end.
    public static func trimmingASCIISpaces(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}

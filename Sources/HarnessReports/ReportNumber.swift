import LayoutSpec
import LayoutResults

/// The reports' numbers: `DecimalText` (plain decimals, never an exponent, at
/// most 3 decimals unless told, so JSON stays stable and every JUnit schema
/// accepts the times), appended to `ReportBytes`, plus the reports' rules for
/// times.
public enum ReportNumber {
    /// `value` rounded to `places` decimals (at most 6), trailing zeros
    /// dropped: `16`, `0.5`, `-3.125`; `1e-05` becomes `0`, `-0` becomes `0`.
    /// Non-finite values give `0` (reports never carry NaN).
    public static func decimal(_ value: Double, places: Int = 3) -> String {
        DecimalText.string(value, places: places)
    }

    /// `value` with exactly `places` decimals (at most 6): `0.042`, `12.000`.
    /// No exponent, no `-0`. Non-finite values give zero.
    public static func fixed(_ value: Double, places: Int = 3) -> String {
        DecimalText.string(value, places: places, fixed: true)
    }

    /// Seconds for JUnit `time`: exactly 3 decimals, negative or non-finite
    /// values become `0.000`.
    public static func seconds(_ value: Double) -> String {
        fixed(value.isFinite && value > 0 ? value : 0, places: 3)
    }

    /// Seconds rounded to whole milliseconds (the precision of every report).
    /// Negative and non-finite times give 0; times past
    /// `ResultRanges.maxSeconds` count as that (never a trap).
    public static func milliseconds(_ seconds: Double) -> Int { ResultRanges.milliseconds(seconds) }

    /// Whole milliseconds as JUnit seconds: `42` → `0.042`.
    public static func seconds(milliseconds: Int) -> String {
        ReportBytes.text(capacity: 24) { $0.append(seconds: milliseconds) }
    }
}

extension ReportBytes {
    /// `ReportNumber.decimal(value, places:)`, appended.
    public mutating func append(decimal value: Double, places: Int = 3) {
        write(maximum: DecimalText.maximumLength) { DecimalText.write(value, places: places, to: $0) }
    }

    /// `ReportNumber.seconds(milliseconds:)`, appended: `42` → `0.042`.
    public mutating func append(seconds milliseconds: Int) {
        let ms = UInt(max(milliseconds, 0))
        append(unsigned: ms / 1000)
        append(UInt8(ascii: "."))
        append(unsigned: ms % 1000, minDigits: 3)
    }
}

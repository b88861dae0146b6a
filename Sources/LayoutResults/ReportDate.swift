import Foundation

/// Date formatting for reports, always in UTC.
public enum ReportDate {
    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// `YYYY-MM-DDTHH:MM:SS`, no fraction and no zone: the one form the Ant
    /// schema's `timestamp` accepts (the time is UTC).
    public static func junitTimestamp(_ date: Date) -> String {
        let c = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return pad(c.year ?? 1970, 4) + "-" + pad(c.month ?? 1, 2) + "-" + pad(c.day ?? 1, 2)
            + "T" + pad(c.hour ?? 0, 2) + ":" + pad(c.minute ?? 0, 2) + ":" + pad(c.second ?? 0, 2)
    }

    /// ISO 8601 in UTC with a `Z`, whole seconds: `2025-01-01T12:00:00Z` (the JSON form).
    public static func iso8601(_ date: Date) -> String {
        junitTimestamp(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))) + "Z"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS` with an optional `Z`; nil for anything
    /// else, and for a date that does not exist (February 30, hour 24,
    /// second 60: the calendar would roll them over, 9999-12-31T23:59:60
    /// into a year that cannot be written back).
    public static func parse(_ text: String) -> Date? {
        var body = Substring(text)
        if body.hasSuffix("Z") { body.removeLast() }
        let parts = body.split(whereSeparator: { $0 == "-" || $0 == "T" || $0 == ":" })
        guard parts.count == 6, body.count == 19, parts.map(\.count) == [4, 2, 2, 2, 2, 2],
              parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == 6 else { return nil }
        let components = DateComponents(year: numbers[0], month: numbers[1], day: numbers[2],
                                        hour: numbers[3], minute: numbers[4], second: numbers[5])
        // Only a date that is written back as the same text exists.
        guard let date = utc.date(from: components), junitTimestamp(date) == body else { return nil }
        return date
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

import Foundation

/// The machine's load average (the first three fields of /proc/loadavg), printed with every
/// benchmark table: the machines are shared, and the load says how far to trust a figure.
enum SystemLoad {
    static func text() -> String {
        guard let contents = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return contents.split(separator: " ").prefix(3).joined(separator: " ")
    }
}

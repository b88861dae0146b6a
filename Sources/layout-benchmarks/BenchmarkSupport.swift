import Foundation

/// Small helpers shared by the benchmark suites: timing, medians, argument parsing.
enum BenchmarkSupport {
    /// Seconds taken by `body`, measured with the monotonic clock.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// `--name value` from an argument list.
    static func option(_ name: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// A number printed with a fixed count of decimals, right-aligned to `width`.
    static func format(_ value: Double, decimals: Int, width: Int) -> String {
        var text: String
        if value.isNaN {
            text = "-"
        } else {
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            let rounded = (value * scale).rounded() / scale
            text = String(rounded)
            if let dot = text.firstIndex(of: ".") {
                let have = text.distance(from: dot, to: text.endIndex) - 1
                if have < decimals { text += String(repeating: "0", count: decimals - have) }
                if decimals == 0 { text = String(text[..<dot]) }
            } else if decimals > 0 {
                text += "." + String(repeating: "0", count: decimals)
            }
        }
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// The list after `--name`, split at commas (`--sizes 100,1000`), or nil when absent.
    static func list(_ name: String, in arguments: [String]) -> [String]? {
        option(name, in: arguments).map { $0.split(separator: ",").map(String.init) }
    }

    /// The 1-minute load average (`SystemLoad`), for a column beside long measurements.
    static func loadAverageNow() -> Double {
        Double(SystemLoad.text().split(separator: " ").first ?? "") ?? .nan
    }
}

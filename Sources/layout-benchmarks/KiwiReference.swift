import Foundation

/// kiwisolver, the reference the solver is compared with: its baseline script run by a Python
/// that has kiwisolver, in a child process, for one shape and size at a time, so that its figures
/// come from the same run and the same load as ours. Parses the row the script prints.
///
///     python3 -m venv .venv-kiwi && .venv-kiwi/bin/pip install kiwisolver
struct KiwiReference {
    /// One row of kiwi_baseline.py, in milliseconds (medians of the script's runs).
    struct Row {
        var constraints = 0
        var add = 0.0, edit = 0.0, update = 0.0, resize = 0.0, churn = Double.nan
        var maxError = 0.0
        var reps = 0
        /// Comparable with our `build` (edit variables, every add, reading every value): kiwi's
        /// add + edit + first updateVariables, a sum of the script's medians.
        var build: Double { add + edit + update }
    }

    let python: String
    let script: String

    /// `--kiwi-script`, else `../shared/bench/kiwi_baseline.py` from the package root (found from
    /// the current folder, then from this executable's `.build` folder, then from this source file).
    static func locateScript(_ explicit: String?) -> String? {
        if let explicit { return explicit }
        let relative = "../shared/bench/kiwi_baseline.py"
        var roots = [FileManager.default.currentDirectoryPath]
        let executable = ChildProcess.currentExecutable
        if let range = executable.range(of: "/.build/") { roots.append(String(executable[..<range.lowerBound])) }
        roots.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path)
        for root in roots {
            let path = URL(fileURLWithPath: root).appendingPathComponent(relative).standardized.path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// The first line the script prints: kiwisolver's and Python's versions (asks the script
    /// for its smallest run).
    func versionLine() -> Result<String, KiwiError> {
        let outcome = ChildProcess.run(python, [script, "--sizes", "100", "--shapes", "indep", "--reps", "1"], capture: true)
        guard outcome.succeeded, let first = outcome.output.split(separator: "\n").first else {
            return .failure(KiwiError(outcome))
        }
        return .success(String(first))
    }

    /// kiwi on one shape and size, `reps` runs.
    func measure(shape: String, n: Int, reps: Int, churnMaxN: Int) -> Result<Row, KiwiError> {
        let outcome = ChildProcess.run(python, [script, "--sizes", String(n), "--shapes", shape, "--reps", String(reps),
                                                "--churn-max-n", String(churnMaxN)], capture: true)
        guard outcome.succeeded else { return .failure(KiwiError(outcome)) }
        for line in outcome.output.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard fields.count == 9, fields[0] == shape, Int(fields[1]) == n else { continue }
            let numbers = fields[2...].map { Double($0) }
            guard !numbers.contains(where: { $0 == nil }) else { break }
            return .success(Row(constraints: Int(numbers[0]!), add: numbers[1]!, edit: numbers[2]!, update: numbers[3]!,
                                resize: numbers[4]!, churn: numbers[5]!, maxError: numbers[6]!, reps: reps))
        }
        return .failure(KiwiError(message: "no row for \(shape) \(n) in kiwi_baseline.py's output: "
                                  + outcome.output.split(separator: "\n").suffix(1).joined()))
    }
}

/// Why kiwi gave no figure: the child's last line of error output, or its exit status.
struct KiwiError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }

    init(message: String) { self.message = message }

    init(_ outcome: ChildProcess.Outcome) {
        if let launch = outcome.launchError {
            message = launch
        } else if let last = outcome.errorOutput.split(separator: "\n").last {
            message = "exit \(outcome.status): " + last
        } else {
            message = "exit \(outcome.status)"
        }
    }
}

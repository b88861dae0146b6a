import ArgumentParser
import Foundation
import HarnessReports
import LayoutResults

extension RecordMode: ExpressibleByArgument {}

/// The baseline step of `run`: each spec without errors is compared with its baseline and
/// recorded as the record mode says (`BaselineStore.apply`); the counts are kept for the
/// summary line. A baseline that cannot be read or written is an error of that spec alone.
struct BaselineRun {
    let mode: RecordMode
    let force: Bool
    let tolerance: Double
    /// Whether `--record` was given; if not, a baseline that cannot be written is a warning.
    let explicit: Bool
    var tally = BaselineTally()

    /// Applies the baselines to `specs` in place. The diffs of the cases that regressed
    /// (`Outcome.diff`) are not printed: the regression findings say what they say.
    mutating func apply(to specs: inout [SpecResult], quiet: Bool) {
        for index in specs.indices where specs[index].errors.isEmpty {
            let path = BaselineStore.path(forSpecFile: specs[index].file)
            var baseline: Baseline?
            if FileManager.default.fileExists(atPath: path) {
                do {
                    baseline = try BaselineStore.read(contentsOf: path)
                } catch {
                    specs[index].errors.append(.init(line: 1, column: 1, message: "cannot use the baseline: \(error)"))
                    continue
                }
            }
            let outcome = BaselineStore.apply(specs[index], baseline: baseline, mode: mode, tolerance: tolerance, force: force)
            specs[index] = outcome.spec
            if let written = outcome.baseline {
                do {
                    try AtomicFileWriter.write(BaselineStore.render(written), to: path)
                    if !quiet { print("recorded \(path)") }
                } catch {
                    // Asked for: an error of the spec. The local default (`missing`) on a
                    // read-only checkout: said, and the run goes on.
                    let message = "cannot write the baseline \(path): \(error)"
                    if explicit {
                        specs[index].errors.append(.init(line: 1, column: 1, message: message))
                    } else {
                        TerminalOutput.warn(message)
                    }
                    continue
                }
            }
            tally.add(outcome.tally)
        }
    }
}

import Foundation

/// The built `layout-harness` binary timed as a whole process: `layout-harness run PATHS` with
/// its three reports written to a temporary folder, terminal output kept out of the way
/// (`--quiet --no-color`, captured). Exit status 1 is expected when a spec fails (Specs/Broken).
struct HarnessBinaryRun {
    let binary: String
    /// Seconds to wait before each run (`--cold SECONDS`), untimed: on a VM that hands freed
    /// memory back to its host a few seconds after it is freed, a run straight after another
    /// takes that run's pages cheaply, and a run after a pause, as a CI step's, pays for every
    /// page (docs/performance.md, "Cold runs and warm runs").
    var pause: Double = 0

    /// `--binary PATH`, else `layout-harness` beside this executable (the same build folder).
    static func locate(_ explicit: String?) -> String? {
        if let explicit { return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil }
        let sibling = URL(fileURLWithPath: ChildProcess.currentExecutable).deletingLastPathComponent()
            .appendingPathComponent("layout-harness").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }

    /// One whole run over `paths`, with `options` added (`--record never`).
    func run(paths: [String], folder: String, jobs: Int, options: [String] = []) -> ChildProcess.Outcome {
        if pause > 0 { Thread.sleep(forTimeInterval: pause) }
        return ChildProcess.run(binary, ["run"] + paths + options + ["--junit", folder + "/cli-junit.xml", "--json", folder + "/cli-results.json",
                                                   "--html", folder + "/cli-index.html", "--jobs", String(jobs), "--quiet", "--no-color"],
                         capture: true)
    }

    /// The process alone: `layout-harness --version`.
    func start() -> ChildProcess.Outcome {
        ChildProcess.run(binary, ["--version"], capture: true)
    }
}

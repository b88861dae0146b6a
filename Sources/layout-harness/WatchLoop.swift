import Foundation
import HarnessReports
import LayoutResults

/// `layout-harness --watch`: after the first run, looks at the watched files every 25 ms
/// (`WatchedFiles`); when some change, checks again only the specs they concern and prints
/// what changed in their findings (`FindingChanges`), then writes the reports of the whole
/// set again. A changed `.xml` spec concerns itself. A storyboard, a xib or a strings table may
/// be read by other specs too (a spec that adds states to a storyboard scene, a localized
/// storyboard's `xx.lproj` tables, a spec's `strings` folder), so it concerns itself, every
/// spec under the folder above its own (`Specs/` for `Specs/de.lproj/Main.strings`) and every
/// spec in a folder that holds that one. Ctrl-C stops.
struct WatchLoop {
    /// How long the loop sleeps between two looks at the files.
    static let interval: useconds_t = 25_000
    /// At most this many changed findings are printed per spec; the reports hold the rest.
    static let shownChanges = 20

    let paths: [String]
    let excluded: Set<String>
    /// The last results of every spec, by file.
    private var results: [String: SpecResult]

    init(paths: [String], excluded: Set<String>, specs: [SpecResult]) {
        self.paths = paths
        self.excluded = excluded
        results = Dictionary(specs.map { ($0.file, $0) }, uniquingKeysWith: { $1 })
    }

    /// Runs until SIGINT (Ctrl-C) or SIGTERM, then returns every spec's last results. `check`
    /// runs specs (supervised, baselines applied); `publish` writes the reports of every spec's
    /// last results. (A loop the compiler can prove endless, in a function returning `Never`,
    /// sent the release optimizer's escape analysis into minutes of work: the loop ends on a
    /// flag the signal handlers set.)
    mutating func run(check: ([String]) -> [SpecResult], publish: ([SpecResult]) -> Void) -> [SpecResult] {
        var snapshot = WatchedFiles(paths: paths, excluding: excluded)
        Self.installStopHandlers()
        print("watching \(paths.joined(separator: ", ")) for changes (Ctrl-C stops)")
        fflush(nil)
        while watchStopRequested == 0 {
            usleep(Self.interval)
            let now = WatchedFiles(paths: paths, excluding: excluded)
            let changed = now.changes(since: snapshot)
            guard !changed.isEmpty else { continue }
            snapshot = now
            let clock = ContinuousClock(), started = clock.now
            let (targets, removed) = Self.specs(concernedBy: changed, in: now)
            var lines: [String] = []
            for spec in targets.isEmpty ? [] : check(targets) {
                lines += report(spec.file, FindingChanges(from: results[spec.file], to: spec), cases: spec.caseCount, since: started)
                results[spec.file] = spec
            }
            for file in removed where results[file] != nil {
                lines += report(file, FindingChanges(from: results[file], to: nil), cases: 0, since: started)
                results[file] = nil
            }
            guard !lines.isEmpty else { continue }
            print(lines.joined(separator: "\n"))
            fflush(nil)
            publish(results.values.sorted { $0.file < $1.file })
        }
        print("stopped watching")
        fflush(nil)
        return results.values.sorted { $0.file < $1.file }
    }

    /// SIGINT and SIGTERM end the loop after the look or the rerun under way.
    static func installStopHandlers() {
        signal(SIGINT) { _ in watchStopRequested = 1 }
        signal(SIGTERM) { _ in watchStopRequested = 1 }
    }

    /// The spec files to check again for `changed` paths, and the spec files that are gone.
    static func specs(concernedBy changed: [String], in files: WatchedFiles) -> (check: [String], removed: [String]) {
        let specFiles = files.stamps.keys.filter { SpecDiscovery.isSpecFile(($0 as NSString).lastPathComponent) }
        var check = Set<String>(), removed: [String] = []
        for path in changed {
            let name = (path as NSString).lastPathComponent
            if SpecDiscovery.isSpecFile(name) {
                if files.stamps[path] != nil { check.insert(path) } else { removed.append(path) }
            }
            guard !name.hasSuffix(".xml") else { continue }
            let above = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            for spec in specFiles {
                let specFolder = (spec as NSString).deletingLastPathComponent
                if within(spec, above) || within(above, specFolder) { check.insert(spec) }
            }
        }
        return (check.sorted(), removed.sorted())
    }

    /// Whether `path` is `folder` or inside it ("" holds every relative path).
    private static func within(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `Specs/Card.xml: 1 new, 1 gone (8 cases, 23 ms)` and the changes, or `… findings unchanged …`.
    private func report(_ file: String, _ changes: FindingChanges, cases: Int, since started: ContinuousClock.Instant) -> [String] {
        let elapsed = ContinuousClock.now - started
        let ms = Int((Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15).rounded())
        let timing = cases > 0 ? "(\(cases) \(cases == 1 ? "case" : "cases"), \(ms) ms)" : "(removed)"
        guard !changes.isEmpty else { return ["\(file): findings unchanged \(timing)"] }
        var counts: [String] = []
        if !changes.appeared.isEmpty { counts.append("\(changes.appeared.count) new") }
        if !changes.recased.isEmpty { counts.append("\(changes.recased.count) in other cases") }
        if !changes.disappeared.isEmpty { counts.append("\(changes.disappeared.count) gone") }
        let lines = changes.lines
        let more = lines.count > Self.shownChanges ? ["  … and \(lines.count - Self.shownChanges) more (the reports have every finding)"] : []
        return ["\(file): \(counts.joined(separator: ", ")) \(timing)"] + lines.prefix(Self.shownChanges).map { "  " + $0 } + more
    }
}

/// Set by the signal handlers `WatchLoop.installStopHandlers` installs.
nonisolated(unsafe) private var watchStopRequested: sig_atomic_t = 0

extension SpecResult {
    /// How many cases the spec has.
    var caseCount: Int { scenes.reduce(0) { $0 + $1.cases.count } }
}

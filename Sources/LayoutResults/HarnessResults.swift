import Foundation

/// The results of one harness run: every spec file checked, in the order the
/// run reports them (the command line sorts spec files by path), plus the
/// run's metadata. The engine fills it; `HarnessReports` writes it out.
public struct HarnessResults: Sendable, Hashable {
    /// The results format version this build writes and reads (`version` in the results JSON).
    public static let currentVersion = 1

    /// The results format version (`version` in the results JSON).
    public var version: Int
    /// One entry per spec file.
    public var specs: [SpecResult]
    /// When the run started (JUnit `timestamp`); nil when unknown.
    public var startedAt: Date?
    /// The machine that ran the checks (JUnit `hostname`); nil means "localhost".
    public var hostname: String?
    /// Wall-clock seconds of the whole run, when measured (cases run in
    /// parallel, so this is usually less than the sum of solve times).
    public var wallTime: Double?

    public init(
        version: Int = HarnessResults.currentVersion,
        specs: [SpecResult],
        startedAt: Date? = nil,
        hostname: String? = nil,
        wallTime: Double? = nil
    ) {
        self.version = version
        self.specs = specs
        self.startedAt = startedAt
        self.hostname = hostname
        self.wallTime = wallTime
    }

    /// Counts over the whole run (specs, cases, failures by kind, time).
    public var summary: ResultsSummary { ResultsSummary(results: self) }
}

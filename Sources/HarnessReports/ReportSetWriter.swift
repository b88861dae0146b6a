import LayoutResults

/// Writes the JUnit, JSON and HTML reports of a run as a set: a reader sees the old three or
/// the new three, not a mix, unless the process dies in the microseconds between the three
/// renames at the end.
///
/// Every report is first written to a temporary file beside its target and flushed to disk,
/// the three at once, each rendered and staged on its own thread; only when all three are
/// there are they renamed into place, HTML and JUnit first and the JSON last, so that a new
/// `results.json` means the other two are new as well. A failure before that point (a full
/// disk, an unwritable folder, a crash, a kill) leaves the old set whole: the reports staged by
/// the other threads are removed; the temporary files of a killed run are removed by the next
/// run that writes the same reports (`AtomicFileWriter.removeStaleTemporaries`).
/// docs/reports.md, "Writing the reports".
public enum ReportSetWriter {
    /// The three reports' paths and their options.
    public struct Targets: Sendable, Equatable {
        public var junit: String
        public var json: String
        public var html: String
        public var junitOptions: JUnitWriter.Options

        public init(junit: String, json: String, html: String, junitOptions: JUnitWriter.Options = .init()) {
            self.junit = junit
            self.json = json
            self.html = html
            self.junitOptions = junitOptions
        }
    }

    /// Writes the three reports of `results`. With `junitText`, that is the JUnit file (as
    /// `merge --junit-input` makes it) instead of the one written from the results.
    public static func write(_ results: HarnessResults, to targets: Targets, junitText: String? = nil) throws {
        try write(results, to: targets, junitText: junitText, meanwhile: { _ in })
    }

    /// Writes the three reports of `results`, and runs `meanwhile` on the calling thread once
    /// the JUnit report, the quickest, is staged, while the JSON and HTML are still being
    /// rendered: work the caller has to do anyway (`run`'s terminal summary) takes the core
    /// they leave idle instead of following them. The findings are folded by cause once, for
    /// the three reports and for `meanwhile` (`ReportCauses`). Returns what `meanwhile` returned.
    public static func write<Extra: Sendable>(_ results: HarnessResults, to targets: Targets, junitText: String? = nil,
                                              meanwhile: @escaping @Sendable (ReportCauses) -> Extra) throws -> Extra {
        for path in [targets.junit, targets.json, targets.html] { AtomicFileWriter.removeStaleTemporaries(for: path) }
        let causes = ReportCauses(results)
        // JUnit, JSON, HTML: each rendered and staged on its own thread; its buffer is freed
        // once it is staged.
        let outcomes = ConcurrentJobs.run(3) { report -> (staged: Result<AtomicFileWriter.Staged, any Error>, extra: Extra?) in
            switch report {
            case 0:
                let staged = Result {
                    if var junitText {
                        return try junitText.withUTF8 { try AtomicFileWriter.stage(UnsafeRawBufferPointer($0), for: targets.junit) }
                    }
                    return try AtomicFileWriter.stage(for: targets.junit) { sink in
                        JUnitWriter.renderBytes(results, options: targets.junitOptions, causes: causes, sink: sink)
                    }
                }
                return (staged, meanwhile(causes))
            case 1:
                return (Result { try AtomicFileWriter.stage(for: targets.json) { JSONResultsWriter.renderBytes(results, causes: causes, sink: $0) } }, nil)
            default:
                return (Result { try AtomicFileWriter.stage(for: targets.html) { HTMLReport.renderBytes(results, causes: causes, sink: $0) } }, nil)
            }
        }
        var staged: [AtomicFileWriter.Staged] = []
        var failure: (any Error)?
        for outcome in outcomes {
            switch outcome.staged {
            case .success(let file): staged.append(file)
            case .failure(let error): failure = failure ?? error
            }
        }
        if let failure {
            // The first failure in the order JUnit, JSON, HTML; nothing is renamed.
            for file in staged { AtomicFileWriter.discard(file) }
            throw failure
        }
        // HTML, JUnit, then JSON.
        let order = [staged[2], staged[0], staged[1]]
        for (k, file) in order.enumerated() {
            do {
                try AtomicFileWriter.commit(file)
            } catch {
                for rest in order[(k + 1)...] { AtomicFileWriter.discard(rest) }
                throw error
            }
        }
        // Job 0 ran `meanwhile` on this thread.
        guard let extra = outcomes[0].extra else { preconditionFailure("job 0 runs meanwhile") }
        return extra
    }
}

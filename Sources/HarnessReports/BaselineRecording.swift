import LayoutResults
import LayoutSpec

/// When a run writes baselines, as swift-snapshot-testing's record modes:
/// `all` records every case again, `missing` records cases the baseline lacks and compares
/// the rest, `failed` also records again the cases that regressed or were recorded on another
/// device, `never` only compares. The default is `never` when `CI=true`, else `missing`.
public enum RecordMode: String, CaseIterable, Sendable {
    case all, missing, failed, never

    /// `never` in CI (`CI=true`), `missing` on a person's machine.
    public static func defaultMode(environment: [String: String]) -> RecordMode {
        environment["CI"] == "true" ? .never : .missing
    }
}

/// The counts a run shows about its baselines: nothing recorded or left out is silent.
public struct BaselineTally: Sendable, Equatable {
    /// Cases compared with their recorded frames.
    public var compared = 0
    /// Cases whose frames were written (first time or again).
    public var recorded = 0
    /// Cases with no recorded frames that this run did not record (`--record never`, or a
    /// spec without a baseline file under `never`).
    public var unrecorded = 0
    /// Cases not recorded because they fail (`--force-record` records them).
    public var refused = 0
    /// Cases whose baseline was recorded on another device (size, safe area, size classes or
    /// direction): not compared, since every frame would differ.
    public var otherDevice = 0
    /// Baseline files written.
    public var filesWritten = 0

    public init() {}

    /// Adds another spec's counts.
    public mutating func add(_ other: BaselineTally) {
        compared += other.compared
        recorded += other.recorded
        unrecorded += other.unrecorded
        refused += other.refused
        otherDevice += other.otherDevice
        filesWritten += other.filesWritten
    }

    /// `baselines: 12 compared, 3 recorded, 2 not recorded (they fail; --force-record), …`;
    /// nil when no case met a baseline or a chance to record one.
    public var summary: String? {
        var parts: [String] = []
        if compared > 0 { parts.append("\(compared) compared") }
        if recorded > 0 { parts.append("\(recorded) recorded") }
        if refused > 0 { parts.append("\(refused) not recorded because they fail (--force-record records them)") }
        if otherDevice > 0 { parts.append("\(otherDevice) recorded on another device, not compared (--record failed records them again)") }
        if unrecorded > 0 { parts.append("\(unrecorded) without a baseline (--record missing records them)") }
        return parts.isEmpty ? nil : "baselines: " + parts.joined(separator: ", ")
    }
}

extension BaselineStore {
    /// What `apply` did to one spec.
    public struct Outcome: Sendable, Equatable {
        /// The spec's results with regression findings and baseline warnings added.
        public var spec: SpecResult
        /// The baseline to write, nil when it is unchanged.
        public var baseline: Baseline?
        /// The counts of this spec.
        public var tally: BaselineTally
        /// A readable diff of the cases that regressed (`compare`'s).
        public var diff: String
    }

    /// Compares `spec` with its `baseline` (nil when the spec has none) and records cases as
    /// `mode` says. A case that fails (a finding that fails, other than a regression) is
    /// recorded only when `force` is set: recording it would make the breakage the expected
    /// layout. A case recorded on another device is not compared; it carries a
    /// `baseline-other-device` warning. In a spec that has a baseline, a case it lacks
    /// carries a `baseline-unrecorded` or `baseline-refused` warning; specs without one are
    /// only counted. Recorded cases of the baseline this run did not produce stay in it (a
    /// filter, a shard or a changed matrix may leave them out).
    public static func apply(_ spec: SpecResult, baseline: Baseline?, mode: RecordMode, tolerance: Double = defaultTolerance,
                             force: Bool = false) -> Outcome {
        var result = spec, tally = BaselineTally(), diff: [String] = []
        var entries = baseline?.cases ?? []
        var changed = false
        for s in result.scenes.indices {
            let sceneName = result.scenes[s].name
            for c in result.scenes[s].cases.indices {
                let item = result.scenes[s].cases[c]
                let device = Baseline.Device(item)
                let index = entries.firstIndex { $0.scene == sceneName && $0.environment == item.environment && $0.state == item.state }
                let recorded = index.map { entries[$0] }
                let sameDevice = recorded.map { $0.device == nil || $0.device == device } ?? false
                let regressions = (recorded != nil && sameDevice) ? self.regressions(item, recorded: recorded!, tolerance: tolerance) : []
                let wantsRecord: Bool
                switch mode {
                case .all: wantsRecord = true
                case .missing: wantsRecord = recorded == nil
                case .failed: wantsRecord = recorded == nil || !sameDevice || !regressions.isEmpty
                case .never: wantsRecord = false
                }
                if wantsRecord && (force || !item.failed) {
                    let entry = Baseline.Case(scene: sceneName, environment: item.environment, state: item.state, device: device,
                                              frames: item.views.map { .init(id: $0.id, rect: $0.frame) })
                    if let index { entries[index] = entry } else { entries.append(entry) }
                    tally.recorded += 1
                    changed = changed || recorded != entry
                    continue
                }
                if wantsRecord { tally.refused += 1 }
                guard let recorded else {
                    if !wantsRecord { tally.unrecorded += 1 }
                    if baseline != nil {
                        result.scenes[s].cases[c].warnings.append(wantsRecord
                            ? CaseWarning(code: "baseline-refused", message: "not recorded in the baseline: the case fails; --force-record records it anyway", items: [])
                            : CaseWarning(code: "baseline-unrecorded", message: "the baseline has no frames for this case; --record missing records them", items: []))
                    }
                    continue
                }
                guard sameDevice else {
                    tally.otherDevice += 1
                    let was = recorded.device.map(\.summary) ?? "another device"
                    result.scenes[s].cases[c].warnings.append(CaseWarning(
                        code: "baseline-other-device",
                        message: "not compared with the baseline: it was recorded on \(was), this case is \(device.summary); --record failed records it again",
                        items: []))
                    continue
                }
                tally.compared += 1
                guard !regressions.isEmpty else { continue }
                result.scenes[s].cases[c].findings += regressions
                diff.append(diffText(spec.file, sceneName, item, regressions))
            }
        }
        let written = changed ? Baseline(file: spec.file, spec: spec.name, cases: entries) : nil
        if written != nil { tally.filesWritten = 1 }
        return Outcome(spec: result, baseline: written, tally: tally, diff: diff.joined())
    }

    /// The readable diff of one regressed case: its label, then each view's old and new frame.
    static func diffText(_ file: String, _ scene: String, _ item: CaseResult, _ findings: [Finding]) -> String {
        var lines = ["\(file): \(scene) · \(CaseNaming.label(item))"]
        for finding in findings {
            if case .regression(let r)? = finding.details {
                let old = r.old.map(FindingText.frame) ?? "(none)", new = r.new.map(FindingText.frame) ?? "(none)"
                lines.append("  " + r.view.padded(to: 16) + " " + old.padded(to: 28) + " → " + new)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

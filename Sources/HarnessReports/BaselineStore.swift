import Foundation
import LayoutResults
import LayoutSpec

/// Recorded frames of a spec (`Foo.xml` → `Foo.baseline.json` beside it):
/// per scene, environment and state, the frame of every view. Comparing a
/// new run against it yields `regression` findings.
public struct Baseline: Sendable, Equatable {
    /// The spec file the baseline belongs to, as recorded.
    public var file: String
    /// The spec's name.
    public var spec: String
    /// One entry per case.
    public var cases: [Case]

    /// The frames of one case, views in tree order, and the device they were laid out on.
    public struct Case: Sendable, Equatable {
        public var scene: String
        public var environment: String
        public var state: String?
        /// The canvas the frames were recorded on; nil in a baseline written before devices
        /// were recorded (version 1), which is compared whatever the device.
        public var device: Device?
        public var frames: [Frame]
    }

    /// What of an environment decides the frames: the canvas size, the safe area, the size
    /// classes and the layout direction. An environment renamed but otherwise equal is the
    /// same device; one with the same name and another size is not.
    public struct Device: Sendable, Equatable {
        public var width: Double
        public var height: Double
        public var safeArea: EdgeInsets
        public var widthClass: SizeClass
        public var heightClass: SizeClass
        public var direction: LayoutDirection
        /// Axes the root was fitted along (`<scene height="fitting">`): their size is the
        /// content's, so it is recorded as 0 and a change shows as the root's regression.
        public var fitted: FittingAxes

        public init(width: Double, height: Double, safeArea: EdgeInsets, widthClass: SizeClass,
                    heightClass: SizeClass, direction: LayoutDirection, fitted: FittingAxes = []) {
            self.fitted = fitted
            self.width = width
            self.height = height
            self.safeArea = safeArea
            self.widthClass = widthClass
            self.heightClass = heightClass
            self.direction = direction
        }

        /// The device a case was laid out on.
        public init(_ item: CaseResult) {
            self.init(width: item.fitted.contains(.width) ? 0 : item.width, height: item.fitted.contains(.height) ? 0 : item.height,
                      safeArea: item.safeArea, widthClass: item.widthClass, heightClass: item.heightClass,
                      direction: item.layoutDirection, fitted: item.fitted)
        }

        /// `390 × 844, safe area 47/0/34/0, compact/regular, leftToRight`.
        public var summary: String {
            func n(_ value: Double) -> String { ReportNumber.decimal(value) }
            let w = fitted.contains(.width) ? "fitting" : n(width), h = fitted.contains(.height) ? "fitting" : n(height)
            return "\(w) × \(h), safe area \(n(safeArea.top))/\(n(safeArea.left))/\(n(safeArea.bottom))/\(n(safeArea.right)), "
                + "\(widthClass.rawValue)/\(heightClass.rawValue), \(direction.rawValue)"
        }
    }

    /// One view's recorded frame.
    public struct Frame: Sendable, Equatable {
        public var id: String
        public var rect: Rect
    }

    /// The recorded case for a scene, environment and state.
    public func lookup(scene: String, environment: String, state: String?) -> Case? {
        cases.first { $0.scene == scene && $0.environment == environment && $0.state == state }
    }
}

/// Records, reads, writes and compares baselines.
public enum BaselineStore {
    /// The default tolerance: frames may move by up to half a point.
    public static let defaultTolerance = 0.5

    /// The outcome of comparing a spec's results with its baseline.
    public struct Comparison: Sendable, Equatable {
        /// The spec's results with a `regression` finding added to each
        /// case for each view that moved, appeared or disappeared.
        public var spec: SpecResult
        /// The regression findings added.
        public var regressions: Int
        /// Labels (`scene · case label`) of cases the baseline does not record.
        public var unrecorded: [String]
        /// A readable diff: per changed case, each view's old and new frame.
        public var diff: String
    }

    /// `Specs/Foo.xml` → `Specs/Foo.baseline.json`.
    public static func path(forSpecFile file: String) -> String {
        (file.hasSuffix(".xml") ? String(file.dropLast(4)) : file) + ".baseline.json"
    }

    /// The baseline of a spec's results.
    public static func record(_ spec: SpecResult) -> Baseline {
        Baseline(file: spec.file, spec: spec.name, cases: spec.scenes.flatMap { scene in
            scene.cases.map { item in
                Baseline.Case(scene: scene.name, environment: item.environment, state: item.state,
                              device: Baseline.Device(item), frames: item.views.map { .init(id: $0.id, rect: $0.frame) })
            }
        })
    }

    /// The baseline JSON text (deterministic, views in tree order).
    public static func render(_ baseline: Baseline) -> String {
        var scenes: [(String, [Baseline.Case])] = []
        for item in baseline.cases {
            if let i = scenes.firstIndex(where: { $0.0 == item.scene }) { scenes[i].1.append(item) } else { scenes.append((item.scene, [item])) }
        }
        return JSONText.render(.object([
            .init("version", .int(2)),
            .init("spec", .string(baseline.spec)),
            .init("file", .string(baseline.file)),
            .init("scenes", .array(scenes.map { scene in
                .object([
                    .init("name", .string(scene.0)),
                    .init("cases", .array(scene.1.map { item in
                        .object([
                            .init("environment", .string(item.environment)),
                            .init("state", .string(item.state)),
                            .init("device", item.device.map(render) ?? .null),
                            .init("frames", .object(item.frames.map { .init($0.id, .numbers($0.rect.array)) })),
                            .init("order", .strings(item.frames.map(\.id))),
                        ])
                    })),
                ])
            })),
        ]))
    }

    /// `{"size": [w, h], "safeArea": [top, left, bottom, right], "sizeClasses": [w, h], "direction": …}`.
    static func render(_ device: Baseline.Device) -> JSONValue {
        .object([
            .init("size", .numbers([device.width, device.height])),
            .init("safeArea", .numbers([device.safeArea.top, device.safeArea.left, device.safeArea.bottom, device.safeArea.right])),
            .init("sizeClasses", .strings([device.widthClass.rawValue, device.heightClass.rawValue])),
            .init("direction", .string(device.direction.rawValue)),
        ] + (device.fitted.isEmpty ? [] : [.init("fitting", .strings(device.fitted.names))]))
    }

    /// Reads a baseline file; errors name `path`.
    public static func read(contentsOf path: String) throws -> Baseline {
        try parse(try JSONResultsReader.readData(path), file: path)
    }

    /// Parses baseline JSON (`BaselineFile`); every frame number is range-checked
    /// (`ResultRanges.maxPoints`), an error names `file` and the JSON path.
    public static func parse(_ data: Data, file fileName: String = "baseline JSON") throws -> Baseline {
        try JSONResultsReader.decode(BaselineFile.self, from: data, file: fileName).baseline
    }

    /// Compares a spec's results with its baseline. A view whose frame in its
    /// superview differs by more than `tolerance` points in x, y, width or
    /// height, a view the baseline lacks and a recorded view that is gone each
    /// give a `regression` finding on that case (`regressions`). Cases the
    /// baseline does not record are listed, not failed.
    public static func compare(_ spec: SpecResult, to baseline: Baseline, tolerance: Double = defaultTolerance) -> Comparison {
        var result = spec
        var count = 0
        var unrecorded: [String] = []
        var diff: [String] = []
        for s in result.scenes.indices {
            let sceneName = result.scenes[s].name
            for c in result.scenes[s].cases.indices {
                let item = result.scenes[s].cases[c]
                guard let recorded = baseline.lookup(scene: sceneName, environment: item.environment, state: item.state) else {
                    unrecorded.append("\(sceneName) · \(CaseNaming.label(item))")
                    continue
                }
                let findings = regressions(item, recorded: recorded, tolerance: tolerance)
                guard !findings.isEmpty else { continue }
                count += findings.count
                result.scenes[s].cases[c].findings += findings
                diff.append(diffText(spec.file, sceneName, item, findings))
            }
        }
        return Comparison(spec: result, regressions: count, unrecorded: unrecorded, diff: diff.joined())
    }

    /// The regression findings of one case against its recorded frames: one per view whose
    /// own frame changed, that is its frame relative to its superview (a view that only moved
    /// along with its superview is not one; the superview's finding counts it), one per new
    /// view and one per view gone. Hidden views, and views inside hidden ones, are left out:
    /// nobody sees them move.
    public static func regressions(_ item: CaseResult, recorded: Baseline.Case, tolerance: Double = defaultTolerance) -> [Finding] {
        var old: [String: Rect] = [:]
        for frame in recorded.frames { old[frame.id] = frame.rect }
        var current: [String: Rect] = [:], parentOf: [String: String] = [:]
        for view in item.views {
            current[view.id] = view.frame
            if let parent = view.parent { parentOf[view.id] = parent }
        }
        var hidden = Set<String>()
        for view in item.views where view.hidden || view.parent.map(hidden.contains) == true { hidden.insert(view.id) }
        /// The frame with its superview's origin taken away (as given when the superview is unknown).
        func relative(_ frame: Rect, _ id: String, in frames: [String: Rect]) -> Rect {
            guard let parent = parentOf[id], let origin = frames[parent] else { return frame }
            return Rect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
        }
        var findings: [Finding] = []
        var reportedAt: [String: Int] = [:]
        var movedAlong: [Int: Int] = [:]
        var seen = Set<String>()
        for view in item.views {
            seen.insert(view.id)
            guard !hidden.contains(view.id) else { continue }
            guard let before = old[view.id] else {
                findings.append(Finding(kind: .regression, items: [view.id],
                                        message: "view '\(view.id)' is not in the baseline (now \(FindingText.frame(view.frame)))\(acceptHint)",
                                        line: view.line, column: view.column,
                                        details: .regression(.init(view: view.id, old: nil, new: view.frame))))
                continue
            }
            let ownBefore = relative(before, view.id, in: old), ownNow = relative(view.frame, view.id, in: current)
            guard ownBefore.maxDifference(to: ownNow) > tolerance else {
                // Moved with an ancestor that changed: counted in its finding.
                if before.maxDifference(to: view.frame) > tolerance {
                    var ancestor = parentOf[view.id]
                    while let a = ancestor, reportedAt[a] == nil { ancestor = parentOf[a] }
                    if let a = ancestor, let index = reportedAt[a] { movedAlong[index, default: 0] += 1 }
                }
                continue
            }
            let place = parentOf[view.id].map { " in '\($0)'" } ?? ""
            reportedAt[view.id] = findings.count
            findings.append(Finding(kind: .regression, items: [view.id],
                                    message: "frame of '\(view.id)'\(place) changed: \(changes(ownBefore, ownNow))",
                                    line: view.line, column: view.column,
                                    details: .regression(.init(view: view.id, old: before, new: view.frame))))
        }
        for (index, count) in movedAlong {
            findings[index].message += "; \(count) \(count == 1 ? "subview moves" : "subviews move") with it"
        }
        for index in findings.indices where findings[index].message.hasPrefix("frame of") { findings[index].message += acceptHint }
        for frame in recorded.frames where !seen.contains(frame.id) {
            findings.append(Finding(kind: .regression, items: [frame.id],
                                    message: "view '\(frame.id)' of the baseline is gone (was \(FindingText.frame(frame.rect)))\(acceptHint)",
                                    details: .regression(.init(view: frame.id, old: frame.rect, new: nil))))
        }
        return findings
    }

    /// How to accept a change that was meant.
    static let acceptHint = "; if intended, record the baseline again (layout-harness --record failed)"

    /// `y 100 → 104, height 21 → 25`: only the numbers that changed.
    static func changes(_ old: Rect, _ new: Rect) -> String {
        let names = ["x", "y", "width", "height"]
        var parts: [String] = []
        for (i, name) in names.enumerated() where old.array[i] != new.array[i] {
            parts.append("\(name) \(ReportNumber.decimal(old.array[i])) → \(ReportNumber.decimal(new.array[i]))")
        }
        return parts.joined(separator: ", ")
    }
}

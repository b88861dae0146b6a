import Foundation
import LayoutSpec

// The results JSON (docs/reports.md) as the model's `Codable` conformances: member names,
// defaults for what the minimal form leaves out, and a range check of every number read
// (`ResultRanges`), so that `JSONDecoder` reads a results file with errors at the bad
// value's path. `encode(to:)` writes the members in the file's order, with the derived ones
// (`summary`, a spec's `causes`, a case's `frames`) that reading skips, for a library user's
// `JSONEncoder`; the reports' results file is written member by member by `JSONResultsWriter`
// (HarnessReports), in the same order, without an `Encoder`.

extension HarnessResults: Codable {
    enum CodingKeys: String, CodingKey { case version, startedAt, hostname, wallTime, summary, specs }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.whole(.version)
        guard version == Self.currentVersion else { throw c.failure(.version, "unsupported version \(version)") }
        var startedAt: Date?
        if let text = try c.optionalString(.startedAt) {
            guard let date = ReportDate.parse(text) else { throw c.failure(.startedAt, "expected YYYY-MM-DDTHH:MM:SSZ") }
            startedAt = date
        }
        self.init(version: version, specs: try c.decode([SpecResult].self, forKey: .specs), startedAt: startedAt,
                  hostname: try c.optionalString(.hostname), wallTime: try c.optionalNumber(.wallTime, .seconds))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encodeIfPresent(startedAt.map(ReportDate.iso8601), forKey: .startedAt)
        try c.encodeIfPresent(hostname, forKey: .hostname)
        try c.encodeIfPresent(wallTime, forKey: .wallTime)
        try encodeSummary(into: c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .summary))
        try c.encode(specs, forKey: .specs)
    }

    /// `summary`: the counts, failing findings by kind (most severe first), `expectedFindings`
    /// when there are some, and the solve time summed in whole milliseconds.
    private func encodeSummary(into c: KeyedEncodingContainer<AnyCodingKey>) throws {
        var c = c
        let s = summary
        for (name, count) in [("specs", s.specs), ("specErrors", s.specErrors), ("scenes", s.scenes), ("cases", s.cases),
                              ("passedCases", s.passedCases), ("failedCases", s.failedCases)] {
            try c.encode(count, forKey: AnyCodingKey(stringValue: name))
        }
        var findings = c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(stringValue: "findings"))
        for kind in Finding.Kind.bySeverity { try findings.encode(s.findings[kind] ?? 0, forKey: AnyCodingKey(stringValue: kind.rawValue)) }
        if s.expectedFindings > 0 { try c.encode(s.expectedFindings, forKey: AnyCodingKey(stringValue: "expectedFindings")) }
        var milliseconds = 0
        for spec in specs {
            for scene in spec.scenes {
                for item in scene.cases {
                    let (sum, overflow) = milliseconds.addingReportingOverflow(ResultRanges.milliseconds(item.solveTime))
                    milliseconds = overflow ? .max : sum
                }
            }
        }
        try c.encode(Double(milliseconds) / 1000, forKey: AnyCodingKey(stringValue: "solveTime"))
    }
}

extension SpecResult: Codable {
    enum CodingKeys: String, CodingKey { case file, name, errors, warnings, scenes, causes }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let file = try c.decode(String.self, forKey: .file)
        self.init(file: file, name: try c.optionalString(.name),
                  errors: try c.decodeIfPresent([Diagnostic].self, forKey: .errors) ?? [],
                  scenes: try c.decodeIfPresent([SceneResult].self, forKey: .scenes) ?? [],
                  warnings: try c.decodeIfPresent([Diagnostic].self, forKey: .warnings) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(name, forKey: .name)
        try c.encode(errors, forKey: .errors)
        if !warnings.isEmpty { try c.encode(warnings, forKey: .warnings) }
        try c.encode(scenes, forKey: .scenes)
        // The findings folded by cause, as every report folds them, when there are findings.
        let causes = FindingCauses(self).causes
        guard !causes.isEmpty else { return }
        var list = c.nestedUnkeyedContainer(forKey: .causes)
        for cause in causes {
            var item = list.nestedContainer(keyedBy: CauseKeys.self)
            try item.encode(cause.finding.kind, forKey: .kind)
            try item.encode(cause.finding.line, forKey: .line)
            try item.encode(cause.finding.column, forKey: .column)
            try item.encode(cause.finding.message, forKey: .message)
            try item.encode(!cause.finding.fails, forKey: .expected)
            var refs = item.nestedUnkeyedContainer(forKey: .cases)
            for ref in cause.cases {
                let scene = scenes[ref.scene], found = scene.cases[ref.item]
                var entry = refs.nestedContainer(keyedBy: CauseKeys.self)
                try entry.encode(scene.name, forKey: .scene)
                try entry.encode(found.environment, forKey: .environment)
                try entry.encode(found.state, forKey: .state)
            }
        }
    }

    private enum CauseKeys: String, CodingKey { case kind, line, column, message, expected, cases, scene, environment, state }
}

extension SpecResult.Diagnostic: Codable {
    enum CodingKeys: String, CodingKey { case line, column, message }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(line: try c.whole(.line), column: try c.optionalWhole(.column) ?? 0, message: try c.decode(String.self, forKey: .message))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encode(message, forKey: .message)
    }
}

extension SceneResult: Codable {
    enum CodingKeys: String, CodingKey { case name, index, cases }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name), index: try c.optionalWhole(.index) ?? decoder.arrayIndex ?? 0,
                  cases: try c.decode([CaseResult].self, forKey: .cases))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(index, forKey: .index)
        try c.encode(cases, forKey: .cases)
    }
}

extension CaseResult: Codable {
    enum CodingKeys: String, CodingKey {
        case environment, environmentIndex, widthClass, heightClass, width, height, layoutDirection, safeArea, state,
             stateIndex, solveTime, frames, views, findings, warnings, fitting
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func sizeClass(_ key: CodingKeys) throws -> SizeClass {
            try c.name(key) { "expected compact or regular, found \($0)" }
        }
        var fitted: FittingAxes = []
        if let names = try c.optionalStrings(.fitting) {
            guard let axes = FittingAxes(names: names) else { throw c.failure(.fitting, "expected an array of width and height") }
            fitted = axes
        }
        var safeArea = EdgeInsets.zero
        if let numbers = try c.optionalNumbers(.safeArea, .points) {
            guard numbers.count == 4 else { throw c.failure(.safeArea, "expected 4 numbers") }
            safeArea = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        }
        self.init(
            environment: try c.decode(String.self, forKey: .environment),
            environmentIndex: try c.optionalWhole(.environmentIndex) ?? decoder.arrayIndex ?? 0,
            widthClass: try sizeClass(.widthClass),
            heightClass: try sizeClass(.heightClass),
            width: try c.number(.width, .points),
            height: try c.number(.height, .points),
            layoutDirection: try c.optionalName(.layoutDirection) { _ in "expected leftToRight or rightToLeft" } ?? .leftToRight,
            safeArea: safeArea,
            state: try c.optionalString(.state),
            stateIndex: try c.optionalWhole(.stateIndex) ?? 0,
            views: try Self.views(c),
            findings: try c.decodeIfPresent([Finding].self, forKey: .findings) ?? [],
            solveTime: try c.optionalNumber(.solveTime, .seconds) ?? 0,
            warnings: try c.decodeIfPresent([CaseWarning].self, forKey: .warnings) ?? [],
            fitted: fitted
        )
    }

    /// `views` with their frames from `frames` (by id); without `views` (the minimal form), a
    /// plain view per frame, ids in sorted order.
    private static func views(_ c: KeyedDecodingContainer<CodingKeys>) throws -> [ViewFrame] {
        let framesContainer: KeyedDecodingContainer<AnyCodingKey>
        do {
            framesContainer = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .frames)
        } catch DecodingError.typeMismatch {
            throw c.failure(.frames, "expected an object of [x, y, width, height] by view id")
        }
        var frames: [String: Rect] = [:]
        for key in framesContainer.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            frames[key.stringValue] = try framesContainer.decode(ResultFrame.self, forKey: key).rect
        }
        guard try c.has(.views) else {
            return frames.keys.sorted().map { ViewFrame(id: $0, kind: .view, parent: nil, frame: frames[$0]!) }
        }
        var list = try c.nestedUnkeyedContainer(forKey: .views)
        var views: [ViewFrame] = []
        while !list.isAtEnd {
            let v = try list.nestedContainer(keyedBy: ViewFrame.CodingKeys.self)
            let id = try v.decode(String.self, forKey: .id)
            guard let frame = frames[id] else { throw v.failure(.id, "view \(id) has no entry in frames") }
            views.append(ViewFrame(
                id: id, kind: try v.optionalName(.kind) { "unknown view kind \($0)" } ?? .view,
                parent: try v.optionalString(.parent), hidden: try v.optionalBool(.hidden) ?? false, frame: frame,
                line: try v.optionalWhole(.line), column: try v.optionalWhole(.column),
                text: try v.decodeIfPresent(ShownText.self, forKey: .text), name: try v.optionalString(.name)))
        }
        return views
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(environment, forKey: .environment)
        try c.encode(environmentIndex, forKey: .environmentIndex)
        try c.encode(widthClass, forKey: .widthClass)
        try c.encode(heightClass, forKey: .heightClass)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(layoutDirection, forKey: .layoutDirection)
        try c.encode(safeArea, forKey: .safeArea)
        try c.encode(state, forKey: .state)
        try c.encode(stateIndex, forKey: .stateIndex)
        try c.encode(solveTime, forKey: .solveTime)
        var frames = c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .frames)
        for view in views { try frames.encode(view.frame, forKey: AnyCodingKey(stringValue: view.id)) }
        try c.encode(views, forKey: .views)
        try c.encode(findings, forKey: .findings)
        if !warnings.isEmpty { try c.encode(warnings, forKey: .warnings) }
        if !fitted.isEmpty { try c.encode(fitted.names, forKey: .fitting) }
    }
}

/// A frame read from a results or baseline file: `[x, y, width, height]`, each in range; an
/// error names the bad item (`…frames.root[2]: width …`).
public struct ResultFrame: Decodable {
    public var rect: Rect

    public init(from decoder: any Decoder) throws {
        let wrong = ResultsDecodingError(codingPath: decoder.codingPath, message: "expected [x, y, width, height]")
        guard var items = try? decoder.unkeyedContainer(), items.count == 4 else { throw wrong }
        var numbers: [Double] = []
        for name in ["x", "y", "width", "height"] {
            let path = decoder.codingPath + [AnyCodingKey(intValue: items.currentIndex)]
            let value: Double
            do {
                value = try items.decode(Double.self)
            } catch let error as DecodingError {
                switch error {
                case .typeMismatch, .valueNotFound: throw ResultsDecodingError(codingPath: path, message: "\(name): expected a number")
                default: throw error
                }
            } catch {
                throw ResultsDecodingError(codingPath: path, message: ResultsDecodingError.beyondDouble)
            }
            if let problem = ResultRanges.pointsProblem(value) { throw ResultsDecodingError(codingPath: path, message: "\(name) \(problem)") }
            numbers.append(value)
        }
        rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

extension ViewFrame: Encodable {
    enum CodingKeys: String, CodingKey { case id, name, kind, parent, hidden, line, column, text }

    /// The members of `views` (the frame is in `frames`).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encode(kind, forKey: .kind)
        try c.encode(parent, forKey: .parent)
        try c.encode(hidden, forKey: .hidden)
        try c.encodeIfPresent(line, forKey: .line)
        try c.encodeIfPresent(column, forKey: .column)
        try c.encodeIfPresent(text, forKey: .text)
    }
}

extension ShownText: Codable {
    enum CodingKeys: String, CodingKey { case lines, fontSize, lineHeight, baseline, leftInset, rightInset, alignment, placeholder }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(lines: try c.decode([String].self, forKey: .lines),
                  fontSize: try c.number(.fontSize, .points), lineHeight: try c.number(.lineHeight, .points),
                  baseline: try c.number(.baseline, .points),
                  leftInset: try c.optionalNumber(.leftInset, .points) ?? 0, rightInset: try c.optionalNumber(.rightInset, .points) ?? 0,
                  alignment: try c.optionalName(.alignment) { "unknown alignment \($0)" } ?? .natural,
                  isPlaceholder: try c.optionalBool(.placeholder) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(lines, forKey: .lines)
        try c.encode(fontSize, forKey: .fontSize)
        try c.encode(lineHeight, forKey: .lineHeight)
        try c.encode(baseline, forKey: .baseline)
        try c.encode(leftInset, forKey: .leftInset)
        try c.encode(rightInset, forKey: .rightInset)
        try c.encode(alignment, forKey: .alignment)
        try c.encode(isPlaceholder, forKey: .placeholder)
    }
}

extension CaseWarning: Codable {
    enum CodingKeys: String, CodingKey { case code, message, items, line, column }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(code: try c.decode(String.self, forKey: .code), message: try c.decode(String.self, forKey: .message),
                  items: try c.optionalStrings(.items) ?? [], line: try c.optionalWhole(.line), column: try c.optionalWhole(.column))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(code, forKey: .code)
        try c.encode(message, forKey: .message)
        try c.encode(items, forKey: .items)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
    }
}

extension Finding: Codable {
    enum CodingKeys: String, CodingKey { case kind, items, message, line, column, details, expected, fix }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind: Kind = try c.name(.kind) { "unknown finding kind \($0)" }
        let details = try c.has(.details) ? try c.decode(Details.self, forKey: .details) : nil
        self.init(kind: kind, items: try c.optionalStrings(.items) ?? [], message: try c.decode(String.self, forKey: .message),
                  line: try c.optionalWhole(.line), column: try c.optionalWhole(.column), details: details,
                  expectedAt: try c.optionalWhole(.expected), fix: try c.optionalString(.fix))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(items, forKey: .items)
        try c.encode(message, forKey: .message)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encodeIfPresent(details, forKey: .details)
        try c.encodeIfPresent(expectedAt, forKey: .expected)
        try c.encodeIfPresent(fix, forKey: .fix)
    }
}

extension Finding.Details: Codable {
    enum CodingKeys: String, CodingKey {
        case constraints, broken, equations, view, edge, amount, container, attribute, range, cause, expected, actual,
             tolerance, shown, text, mode, widthLacking, linesLost, limitedBy, old, new, others, area
    }

    /// Details are told apart by their shape (their member names).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let view = { try c.decode(String.self, forKey: .view) }
        if c.contains(.constraints) {
            self = .conflict(.init(constraints: try c.decode([String].self, forKey: .constraints),
                                   broken: try c.decode(String.self, forKey: .broken),
                                   equations: try c.decodeIfPresent([ConstraintEquation].self, forKey: .equations) ?? []))
        } else if c.contains(.edge) {
            self = .overflow(.init(view: try view(), edge: try c.name(.edge) { "unknown edge \($0)" },
                                   amount: try c.number(.amount, .points), container: try c.optionalString(.container)))
        } else if c.contains(.cause) {
            let attribute: Finding.Ambiguity.Attribute = try c.name(.attribute) { "unknown attribute \($0)" }
            var range: ClosedRange<Double>?
            if let numbers = try c.optionalNumbers(.range, .points) {
                guard numbers.count == 2, numbers[0] <= numbers[1] else { throw c.failure(.range, "expected [lower, upper]") }
                range = numbers[0]...numbers[1]
            }
            self = .ambiguity(.init(view: try view(), attribute: attribute, range: range,
                                    cause: .init(rawValue: try c.decode(String.self, forKey: .cause))))
        } else if c.contains(.expected) {
            self = .expectation(.init(view: try view(), attribute: try c.decode(String.self, forKey: .attribute),
                                      expected: try c.numbers(.expected, .points), actual: try c.numbers(.actual, .points),
                                      tolerance: try c.optionalNumber(.tolerance, .points) ?? 0))
        } else if c.contains(.shown) {
            let limit: Finding.Truncation.Limit? = try c.optionalName(.limitedBy) { "unknown limit \($0)" }
            self = .truncation(.init(view: try view(), shown: try c.decode(String.self, forKey: .shown),
                                     text: try c.decode(String.self, forKey: .text), mode: try c.decode(String.self, forKey: .mode),
                                     widthLacking: try c.optionalNumber(.widthLacking, .points), linesLost: try c.whole(.linesLost),
                                     limitedBy: limit))
        } else if c.contains(.old) || c.contains(.new) {
            let old = try c.has(.old) ? try c.decode(ResultFrame.self, forKey: .old).rect : nil
            let new = try c.has(.new) ? try c.decode(ResultFrame.self, forKey: .new).rect : nil
            self = .regression(.init(view: try view(), old: old, new: new))
        } else if c.contains(.others) {
            self = .overlap(.init(view: try view(), others: try c.decode([String].self, forKey: .others),
                                  area: try c.decode(ResultFrame.self, forKey: .area).rect))
        } else {
            throw ResultsDecodingError(codingPath: decoder.codingPath, message: "details of unknown shape")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .conflict(let d):
            try c.encode(d.constraints, forKey: .constraints)
            try c.encode(d.broken, forKey: .broken)
            if !d.equations.isEmpty { try c.encode(d.equations, forKey: .equations) }
        case .ambiguity(let d):
            try c.encode(d.view, forKey: .view)
            try c.encode(d.attribute, forKey: .attribute)
            try c.encode(d.range.map { [$0.lowerBound, $0.upperBound] }, forKey: .range)
            try c.encode(d.cause, forKey: .cause)
        case .overflow(let d):
            try c.encode(d.view, forKey: .view)
            try c.encode(d.edge, forKey: .edge)
            try c.encode(d.amount, forKey: .amount)
            try c.encode(d.container, forKey: .container)
        case .expectation(let d):
            try c.encode(d.view, forKey: .view)
            try c.encode(d.attribute, forKey: .attribute)
            try c.encode(d.expected, forKey: .expected)
            try c.encode(d.actual, forKey: .actual)
            try c.encode(d.tolerance, forKey: .tolerance)
        case .truncation(let d):
            try c.encode(d.view, forKey: .view)
            try c.encode(d.shown, forKey: .shown)
            try c.encode(d.text, forKey: .text)
            try c.encode(d.mode, forKey: .mode)
            try c.encode(d.widthLacking, forKey: .widthLacking)
            try c.encode(d.linesLost, forKey: .linesLost)
            try c.encode(d.limitedBy, forKey: .limitedBy)
        case .overlap(let d):
            try c.encode(d.view, forKey: .view)
            try c.encode(d.others, forKey: .others)
            try c.encode(d.area, forKey: .area)
        case .regression(let d):
            try c.encode(d.view, forKey: .view)
            try c.encode(d.old, forKey: .old)
            try c.encode(d.new, forKey: .new)
        }
    }
}

extension ConstraintEquation: Codable {
    enum CodingKeys: String, CodingKey { case id, name, equation, line, column, written }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), name: try c.optionalString(.name),
                  equation: try c.decode(String.self, forKey: .equation), line: try c.optionalWhole(.line),
                  column: try c.optionalWhole(.column), written: try c.optionalBool(.written) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(equation, forKey: .equation)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encode(written, forKey: .written)
    }
}

import Foundation
import LayoutSpec

// Reading the results JSON (docs/reports.md): the model's `Decodable` conformances, with
// member names, defaults for what the minimal form leaves out, and a range check of every
// number read (`ResultRanges`), so that `JSONDecoder` reads a results file with errors at the
// bad value's path. The file has one writer, `JSONResultsWriter` (HarnessReports), which
// writes these members in this order, member by member, with the derived ones (`summary`, a
// spec's `causes`, a case's `frames`) that reading skips.

extension HarnessResults: Decodable {
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
}

extension SpecResult: Decodable {
    enum CodingKeys: String, CodingKey { case file, name, errors, warnings, scenes, causes }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let file = try c.decode(String.self, forKey: .file)
        self.init(file: file, name: try c.optionalString(.name),
                  errors: try c.decodeIfPresent([Diagnostic].self, forKey: .errors) ?? [],
                  scenes: try c.decodeIfPresent([SceneResult].self, forKey: .scenes) ?? [],
                  warnings: try c.decodeIfPresent([Diagnostic].self, forKey: .warnings) ?? [])
    }
}

extension SpecResult.Diagnostic: Decodable {
    enum CodingKeys: String, CodingKey { case line, column, message }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(line: try c.whole(.line), column: try c.optionalWhole(.column) ?? 0, message: try c.decode(String.self, forKey: .message))
    }
}

extension SceneResult: Decodable {
    enum CodingKeys: String, CodingKey { case name, index, cases }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name), index: try c.optionalWhole(.index) ?? decoder.arrayIndex ?? 0,
                  cases: try c.decode([CaseResult].self, forKey: .cases))
    }
}

extension CaseResult: Decodable {
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
}

/// A frame read from a results or baseline file: `[x, y, width, height]`, each in range; an
/// error names the bad item (`…frames.root[2]: width …`).
public struct ResultFrame: Decodable {
    public var rect: Rect

    public init(from decoder: any Decoder) throws {
        // Paths are made only for an error: reading a decoder's path costs more than the number.
        guard var items = try? decoder.unkeyedContainer(), items.count == 4 else {
            throw ResultsDecodingError(codingPath: decoder.codingPath, message: "expected [x, y, width, height]")
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(4)
        for name in ["x", "y", "width", "height"] {
            let index = items.currentIndex
            func failure(_ message: String) -> ResultsDecodingError {
                ResultsDecodingError(codingPath: decoder.codingPath + [AnyCodingKey(intValue: index)], message: message)
            }
            let value: Double
            do {
                value = try items.decode(Double.self)
            } catch let error as DecodingError {
                switch error {
                case .typeMismatch, .valueNotFound: throw failure("\(name): expected a number")
                default: throw error
                }
            } catch {
                throw failure(ResultsDecodingError.beyondDouble)
            }
            if let problem = ResultRanges.pointsProblem(value) { throw failure("\(name) \(problem)") }
            numbers.append(value)
        }
        rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

/// The members of a view in `views` (its frame is in `frames`), as reading names them.
extension ViewFrame {
    enum CodingKeys: String, CodingKey { case id, name, kind, parent, hidden, line, column, text }
}

extension ShownText: Decodable {
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
}

extension CaseWarning: Decodable {
    enum CodingKeys: String, CodingKey { case code, message, items, line, column }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(code: try c.decode(String.self, forKey: .code), message: try c.decode(String.self, forKey: .message),
                  items: try c.optionalStrings(.items) ?? [], line: try c.optionalWhole(.line), column: try c.optionalWhole(.column))
    }
}

extension Finding: Decodable {
    enum CodingKeys: String, CodingKey { case kind, items, message, line, column, details, expected, fix }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind: Kind = try c.name(.kind) { "unknown finding kind \($0)" }
        let details = try c.has(.details) ? try c.decode(Details.self, forKey: .details) : nil
        self.init(kind: kind, items: try c.optionalStrings(.items) ?? [], message: try c.decode(String.self, forKey: .message),
                  line: try c.optionalWhole(.line), column: try c.optionalWhole(.column), details: details,
                  expectedAt: try c.optionalWhole(.expected), fix: try c.optionalString(.fix))
    }
}

extension Finding.Details: Decodable {
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
}

extension ConstraintEquation: Decodable {
    enum CodingKeys: String, CodingKey { case id, name, equation, line, column, written }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), name: try c.optionalString(.name),
                  equation: try c.decode(String.self, forKey: .equation), line: try c.optionalWhole(.line),
                  column: try c.optionalWhole(.column), written: try c.optionalBool(.written) ?? false)
    }
}

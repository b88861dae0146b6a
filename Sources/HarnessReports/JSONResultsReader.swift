import Foundation
import LayoutResults
import LayoutSpec

/// Loads a results JSON file back into `HarnessResults` (to merge the
/// results of `--shard I/N` runs, or to redraw reports). Accepts the
/// minimal form of the results JSON (docs/reports.md) as well as everything
/// `JSONResultsWriter` adds. Every number is range-checked
/// (`ResultRanges`): a value out of range is an error naming the file and
/// the value's JSON path, never a trap later on.
public enum JSONResultsReader {
    /// What is wrong with a results (or baseline) file: `file` names it,
    /// `path` is the JSON path of the bad value (`$.specs[0].version`).
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        public var file: String
        public var path: String
        public var message: String
        public var description: String { "\(file): \(path): \(message)" }

        public init(file: String = "results JSON", path: String, message: String) {
            self.file = file
            self.path = path
            self.message = message
        }
    }

    /// Reads and parses the file at `path`; errors name `path`.
    public static func read(contentsOf path: String) throws -> HarnessResults {
        try parse(try readData(path), file: path)
    }

    /// Parses results JSON text; errors name `file`.
    public static func parse(_ text: String, file: String = "results JSON") throws -> HarnessResults {
        try parse(Data(text.utf8), file: file)
    }

    /// Parses results JSON bytes; errors name `file`.
    public static func parse(_ data: Data, file: String = "results JSON") throws -> HarnessResults {
        do {
            return try results(Cursor(value: try decode(data), path: "$"))
        } catch var error as ReadError {
            error.file = file
            throw error
        }
    }

    /// The bytes of the file at `path`, or a `ReadError` naming it.
    static func readData(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReadError(file: path, path: "$", message: "cannot read the file: \(error.localizedDescription)")
        }
    }

    /// JSON bytes as a `JSONValue`, or a `ReadError` at the path the decoder stopped at.
    static func decode(_ data: Data) throws -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw ReadError(path: path(context.codingPath), message: context.debugDescription)
        } catch {
            throw ReadError(path: "$", message: "not valid JSON (\(error))")
        }
    }

    /// A decoder's coding path as a JSON path: `$.specs[0].solveTime`.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce("$") { path, key in key.intValue.map { path + "[\($0)]" } ?? memberPath(path, key.stringValue) }
    }

    /// `path.key`, or `path["key"]` for a key that is not a plain name.
    static func memberPath(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2D
        }
        if plain { return path + "." + key }
        var quoted = ReportBytes(capacity: key.utf8.count + 8)
        quoted.append(jsonString: key)
        return path + "[" + quoted.string + "]"
    }

    // MARK: - Mapping

    private static func results(_ root: Cursor) throws -> HarnessResults {
        let version = try root.int("version")
        guard version == HarnessResults.currentVersion else {
            throw ReadError(path: root.path + ".version", message: "unsupported version \(version)")
        }
        var startedAt: Date?
        if let text = try root.optionalString("startedAt") {
            guard let date = ReportDate.parse(text) else {
                throw ReadError(path: root.path + ".startedAt", message: "expected YYYY-MM-DDTHH:MM:SSZ")
            }
            startedAt = date
        }
        return HarnessResults(
            version: version,
            specs: try root.array("specs").map(spec),
            startedAt: startedAt,
            hostname: try root.optionalString("hostname"),
            wallTime: try root.optionalNumber("wallTime", .seconds)
        )
    }

    private static func spec(_ c: Cursor) throws -> SpecResult {
        let file = try c.string("file")
        func diagnostics(_ key: String) throws -> [SpecResult.Diagnostic] {
            try c.optionalArray(key)?.map { e in
                SpecResult.Diagnostic(line: try e.int("line"), column: try e.optionalInt("column") ?? 0, message: try e.string("message"))
            } ?? []
        }
        return SpecResult(
            file: file,
            name: try c.optionalString("name"),
            errors: try diagnostics("errors"),
            scenes: try c.optionalArray("scenes")?.enumerated().map { try scene($1, index: $0) } ?? [],
            warnings: try diagnostics("warnings")
        )
    }

    private static func scene(_ c: Cursor, index: Int) throws -> SceneResult {
        SceneResult(
            name: try c.string("name"),
            index: try c.optionalInt("index") ?? index,
            cases: try c.array("cases").enumerated().map { try caseResult($1, index: $0) }
        )
    }

    private static func caseResult(_ c: Cursor, index: Int) throws -> CaseResult {
        func sizeClass(_ key: String) throws -> SizeClass {
            let text = try c.string(key)
            guard let value = SizeClass(rawValue: text) else {
                throw ReadError(path: c.path + "." + key, message: "expected compact or regular, found \(text)")
            }
            return value
        }
        var direction = LayoutDirection.leftToRight
        if let text = try c.optionalString("layoutDirection") {
            guard let value = LayoutDirection(rawValue: text) else {
                throw ReadError(path: c.path + ".layoutDirection", message: "expected leftToRight or rightToLeft")
            }
            direction = value
        }
        var fitted: FittingAxes = []
        if let names = try c.optionalArray("fitting") {
            guard let axes = FittingAxes(names: try names.map { try $0.stringValue() }) else {
                throw ReadError(path: c.path + ".fitting", message: "expected an array of width and height")
            }
            fitted = axes
        }
        var safeArea = EdgeInsets.zero
        if let numbers = try c.optionalNumbers("safeArea", .points) {
            guard numbers.count == 4 else { throw ReadError(path: c.path + ".safeArea", message: "expected 4 numbers") }
            safeArea = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        }
        return CaseResult(
            environment: try c.string("environment"),
            environmentIndex: try c.optionalInt("environmentIndex") ?? index,
            widthClass: try sizeClass("widthClass"),
            heightClass: try sizeClass("heightClass"),
            width: try c.number("width", .points),
            height: try c.number("height", .points),
            layoutDirection: direction,
            safeArea: safeArea,
            state: try c.optionalString("state"),
            stateIndex: try c.optionalInt("stateIndex") ?? 0,
            views: try views(c),
            findings: try c.optionalArray("findings")?.map(finding) ?? [],
            solveTime: try c.optionalNumber("solveTime", .seconds) ?? 0,
            warnings: try c.optionalArray("warnings")?.map { w in
                CaseWarning(code: try w.string("code"), message: try w.string("message"),
                            items: try w.optionalArray("items")?.map { try $0.stringValue() } ?? [],
                            line: try w.optionalInt("line"), column: try w.optionalInt("column"))
            } ?? [],
            fitted: fitted
        )
    }

    private static func views(_ c: Cursor) throws -> [ViewFrame] {
        let framesCursor = try c.child("frames")
        guard let members = framesCursor.value.objectValue else {
            throw ReadError(path: framesCursor.path, message: "expected an object of [x, y, width, height] by view id")
        }
        var frames: [String: Rect] = [:]
        var ordered: [ViewFrame] = []
        for member in members {
            let frame = try rect(Cursor(value: member.value, path: memberPath(framesCursor.path, member.key)))
            frames[member.key] = frame
            ordered.append(ViewFrame(id: member.key, kind: .view, parent: nil, frame: frame))
        }
        guard let list = try c.optionalArray("views") else {
            // Minimal form: no tree information; ids in sorted order.
            return ordered
        }
        return try list.map { v in
            let id = try v.string("id")
            guard let frame = frames[id] else {
                throw ReadError(path: v.path + ".id", message: "view \(id) has no entry in frames")
            }
            let kindText = try v.optionalString("kind") ?? "view"
            guard let kind = ViewKind(rawValue: kindText) else {
                throw ReadError(path: v.path + ".kind", message: "unknown view kind \(kindText)")
            }
            return ViewFrame(
                id: id, kind: kind, parent: try v.optionalString("parent"),
                hidden: try v.optionalBool("hidden") ?? false, frame: frame,
                line: try v.optionalInt("line"), column: try v.optionalInt("column"),
                text: try v.optionalChild("text").map(shownText),
                name: try v.optionalString("name")
            )
        }
    }

    /// A view's `text` (`ShownText`).
    static func shownText(_ c: Cursor) throws -> ShownText {
        let alignmentText = try c.optionalString("alignment") ?? "natural"
        guard let alignment = ShownText.Alignment(rawValue: alignmentText) else {
            throw ReadError(path: c.path + ".alignment", message: "unknown alignment \(alignmentText)")
        }
        return ShownText(lines: try c.array("lines").map { try $0.stringValue() },
                         fontSize: try c.number("fontSize", .points), lineHeight: try c.number("lineHeight", .points),
                         baseline: try c.number("baseline", .points),
                         leftInset: try c.optionalNumber("leftInset", .points) ?? 0,
                         rightInset: try c.optionalNumber("rightInset", .points) ?? 0,
                         alignment: alignment, isPlaceholder: try c.optionalBool("placeholder") ?? false)
    }

    /// `[x, y, width, height]`, each in range; an error names the bad item (`…frames.root[2]`).
    static func rect(_ c: Cursor) throws -> Rect {
        guard let items = c.value.arrayValue, items.count == 4 else {
            throw ReadError(path: c.path, message: "expected [x, y, width, height]")
        }
        var numbers: [Double] = []
        for (i, item) in items.enumerated() {
            let name = ["x", "y", "width", "height"][i]
            guard let n = item.numberValue else { throw ReadError(path: c.path + "[\(i)]", message: "\(name): expected a number") }
            if let problem = ResultRanges.pointsProblem(n) { throw ReadError(path: c.path + "[\(i)]", message: "\(name) \(problem)") }
            numbers.append(n)
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private static func finding(_ c: Cursor) throws -> Finding {
        let kindText = try c.string("kind")
        guard let kind = Finding.Kind(rawValue: kindText) else {
            throw ReadError(path: c.path + ".kind", message: "unknown finding kind \(kindText)")
        }
        var details: Finding.Details?
        if let d = try c.optionalChild("details") { details = try self.details(d) }
        return Finding(
            kind: kind,
            items: try c.optionalArray("items")?.map { try $0.stringValue() } ?? [],
            message: try c.string("message"),
            line: try c.optionalInt("line"),
            column: try c.optionalInt("column"),
            details: details,
            expectedAt: try c.optionalInt("expected"),
            fix: try c.optionalString("fix")
        )
    }

    /// Details are told apart by their shape (their member names).
    private static func details(_ c: Cursor) throws -> Finding.Details {
        if c.value["constraints"] != nil {
            let equations = try c.optionalArray("equations")?.map { q in
                ConstraintEquation(id: try q.string("id"), name: try q.optionalString("name"), equation: try q.string("equation"),
                                   line: try q.optionalInt("line"), column: try q.optionalInt("column"),
                                   written: try q.optionalBool("written") ?? false)
            } ?? []
            return .conflict(.init(constraints: try c.array("constraints").map { try $0.stringValue() }, broken: try c.string("broken"),
                                   equations: equations))
        }
        if c.value["edge"] != nil {
            let edgeText = try c.string("edge")
            guard let edge = Finding.Overflow.Edge(rawValue: edgeText) else {
                throw ReadError(path: c.path + ".edge", message: "unknown edge \(edgeText)")
            }
            return .overflow(.init(view: try c.string("view"), edge: edge, amount: try c.number("amount", .points), container: try c.optionalString("container")))
        }
        if c.value["cause"] != nil {
            let attributeText = try c.string("attribute")
            guard let attribute = Finding.Ambiguity.Attribute(rawValue: attributeText) else {
                throw ReadError(path: c.path + ".attribute", message: "unknown attribute \(attributeText)")
            }
            var range: ClosedRange<Double>?
            if let numbers = try c.optionalNumbers("range", .points) {
                guard numbers.count == 2, numbers[0] <= numbers[1] else {
                    throw ReadError(path: c.path + ".range", message: "expected [lower, upper]")
                }
                range = numbers[0]...numbers[1]
            }
            return .ambiguity(.init(view: try c.string("view"), attribute: attribute, range: range, cause: .init(rawValue: try c.string("cause"))))
        }
        if c.value["expected"] != nil {
            return .expectation(.init(
                view: try c.string("view"), attribute: try c.string("attribute"),
                expected: try c.numbers("expected", .points), actual: try c.numbers("actual", .points),
                tolerance: try c.optionalNumber("tolerance", .points) ?? 0
            ))
        }
        if c.value["shown"] != nil {
            var limit: Finding.Truncation.Limit?
            if let text = try c.optionalString("limitedBy") {
                guard let known = Finding.Truncation.Limit(rawValue: text) else {
                    throw ReadError(path: c.path + ".limitedBy", message: "unknown limit \(text)")
                }
                limit = known
            }
            let lost = try c.int("linesLost")
            guard lost >= 0 else { throw ReadError(path: c.path + ".linesLost", message: "expected a count ≥ 0") }
            return .truncation(.init(view: try c.string("view"), shown: try c.string("shown"), text: try c.string("text"),
                                     mode: try c.string("mode"), widthLacking: try c.optionalNumber("widthLacking", .points),
                                     linesLost: lost, limitedBy: limit))
        }
        if c.value["old"] != nil || c.value["new"] != nil {
            let old = try c.optionalChild("old").map(rect)
            let new = try c.optionalChild("new").map(rect)
            return .regression(.init(view: try c.string("view"), old: old, new: new))
        }
        if c.value["others"] != nil {
            return .overlap(.init(view: try c.string("view"), others: try c.array("others").map { try $0.stringValue() },
                                  area: try rect(try c.child("area"))))
        }
        throw ReadError(path: c.path, message: "details of unknown shape")
    }

    // MARK: - Cursor

    /// What a number measures, which decides its range (`ResultRanges`).
    enum Quantity {
        case points, seconds

        func problem(_ value: Double) -> String? {
            switch self {
            case .points: return ResultRanges.pointsProblem(value)
            case .seconds: return ResultRanges.secondsProblem(value)
            }
        }
    }

    /// A value and its JSON path, with typed accessors that throw `ReadError`.
    struct Cursor {
        var value: JSONValue
        var path: String

        func child(_ key: String) throws -> Cursor {
            guard let v = value[key] else { throw ReadError(path: memberPath(path, key), message: "missing") }
            return Cursor(value: v, path: memberPath(path, key))
        }
        /// The member, or nil when it is missing or null.
        func optionalChild(_ key: String) throws -> Cursor? {
            guard let v = value[key], !v.isNull else { return nil }
            return Cursor(value: v, path: memberPath(path, key))
        }
        func stringValue() throws -> String {
            guard let s = value.stringValue else { throw ReadError(path: path, message: "expected a string") }
            return s
        }
        func string(_ key: String) throws -> String { try child(key).stringValue() }
        func optionalString(_ key: String) throws -> String? { try optionalChild(key)?.stringValue() }
        /// This value as a number in the range of `quantity`.
        func numberValue(_ quantity: Quantity) throws -> Double {
            guard let n = value.numberValue else { throw ReadError(path: path, message: "expected a number") }
            if let problem = quantity.problem(n) { throw ReadError(path: path, message: problem) }
            return n
        }
        func number(_ key: String, _ quantity: Quantity) throws -> Double { try child(key).numberValue(quantity) }
        func optionalNumber(_ key: String, _ quantity: Quantity) throws -> Double? {
            try optionalChild(key)?.numberValue(quantity)
        }
        /// A whole number from 0 to `ResultRanges.maxWholeNumber` (lines, columns, indices, the version).
        func wholeNumberValue() throws -> Int {
            guard let n = value.numberValue else { throw ReadError(path: path, message: "expected a number") }
            guard let whole = ResultRanges.wholeNumber(n) else {
                throw ReadError(path: path, message: "\(n): " + ResultRanges.wholeNumberExpected)
            }
            return whole
        }
        func int(_ key: String) throws -> Int { try child(key).wholeNumberValue() }
        func optionalInt(_ key: String) throws -> Int? { try optionalChild(key)?.wholeNumberValue() }
        func optionalBool(_ key: String) throws -> Bool? {
            guard let c = try optionalChild(key) else { return nil }
            guard let b = c.value.boolValue else { throw ReadError(path: c.path, message: "expected true or false") }
            return b
        }
        func array(_ key: String) throws -> [Cursor] {
            let c = try child(key)
            guard let items = c.value.arrayValue else { throw ReadError(path: c.path, message: "expected an array") }
            return items.enumerated().map { Cursor(value: $1, path: c.path + "[\($0)]") }
        }
        func optionalArray(_ key: String) throws -> [Cursor]? {
            guard let v = value[key], !v.isNull else { return nil }
            return try array(key)
        }
        func numbers(_ key: String, _ quantity: Quantity) throws -> [Double] {
            try array(key).map { try $0.numberValue(quantity) }
        }
        func optionalNumbers(_ key: String, _ quantity: Quantity) throws -> [Double]? {
            guard let v = value[key], !v.isNull else { return nil }
            return try numbers(key, quantity)
        }
    }
}

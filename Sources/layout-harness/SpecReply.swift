import LayoutResults
import LayoutSpec

/// What a worker sends back for one spec of `run`: its results, exact to the bit, and the names
/// its spec offers (before `--environment` and `--filter` chose among them), which the
/// supervisor needs to tell an option that matched nothing (`SelectionCheck`).
///
/// The results go as bytes of their own format (`WireBytes`; findings and warnings:
/// `FindingWire`), not as results JSON: the JSON rounds to 3 decimals and leaves out warnings,
/// and writing and reading it costs as much as solving a large spec. They go in parts: the head
/// and the cases, a part whenever about 64 KiB are encoded (one part per case of a large spec),
/// so that the supervisor decodes a case while the worker encodes the next and neither holds the
/// whole reply as bytes, while a small spec goes in one write. A case's views mostly repeat the
/// previous case's (same id, kind, parent, place in the file): those send only their frame.
struct SpecReply {
    var result: SpecResult
    /// Whether the spec loaded (the names below are known).
    var loaded: Bool
    /// The environment names of the spec's matrix, and its scene names.
    var environments: [String]
    var scenes: [String]

    /// What a part of cases holds before it is sent.
    static let partSize = 64 << 10

    /// In the worker: sends the head and the cases, in parts.
    func send(_ send: (UnsafeRawBufferPointer) -> Void) {
        var w = WireWriter(capacity: 64 << 10)
        w.bool(loaded)
        w.strings(environments)
        w.strings(scenes)
        w.string(result.file)
        w.string(result.name)
        for diagnostics in [result.errors, result.warnings] {
            w.int(diagnostics.count)
            for diagnostic in diagnostics {
                w.int(diagnostic.line)
                w.int(diagnostic.column)
                w.string(diagnostic.message)
            }
        }
        w.int(result.scenes.count)
        for scene in result.scenes {
            w.string(scene.name)
            w.int(scene.index)
            w.int(scene.cases.count)
        }
        for (position, scene) in result.scenes.enumerated() {
            var previous: [ViewFrame] = []
            for item in scene.cases {
                w.int(position)
                Self.write(item, after: previous, into: &w)
                previous = item.views
                if w.bytes.count >= Self.partSize {
                    w.bytes.withUnsafeBytes(send)
                    w.reset()
                }
            }
        }
        if !w.bytes.isEmpty { w.bytes.withUnsafeBytes(send) }
    }

    /// In the supervisor: the reply, put together from the parts `send` made.
    struct Reader {
        private var reply: SpecReply?
        /// How many cases each scene still expects.
        private var missing: [Int] = []

        /// Adds the next part.
        mutating func add(_ part: UnsafeRawBufferPointer) throws {
            var r = WireReader(part)
            // The first part begins with the head.
            var reply = try self.reply ?? SpecReply.readHead(from: &r, missing: &missing)
            self.reply = nil  // the result's arrays stay uniquely referenced while they grow
            while !r.isAtEnd {
                let position = try r.int()
                guard missing.indices.contains(position), missing[position] > 0 else { throw WireReader.Malformed() }
                let item = try SpecReply.readCase(after: reply.result.scenes[position].cases.last?.views ?? [], from: &r)
                missing[position] -= 1
                reply.result.scenes[position].cases.append(item)
            }
            self.reply = reply
        }

        /// The reply, once every part came.
        func finish() throws -> SpecReply {
            guard let reply, missing.allSatisfy({ $0 == 0 }) else { throw WireReader.Malformed() }
            return reply
        }
    }

    private static func readHead(from r: inout WireReader, missing: inout [Int]) throws -> SpecReply {
        let loaded = try r.bool()
        let environments = try r.strings()
        let scenes = try r.strings()
        var result = SpecResult(file: try r.string(), name: try r.string())
        for list in [\SpecResult.errors, \.warnings] {
            for _ in 0..<(try r.count()) {
                result[keyPath: list].append(.init(line: try r.int(), column: try r.int(), message: try r.string()))
            }
        }
        for _ in 0..<(try r.count()) {
            let scene = SceneResult(name: try r.string(), index: try r.int())
            let count = try r.int()
            // No room is reserved for them: the cases have not come yet, so nothing bounds the count.
            guard count >= 0, count <= 1 << 32 else { throw WireReader.Malformed() }
            result.scenes.append(scene)
            missing.append(count)
        }
        return SpecReply(result: result, loaded: loaded, environments: environments, scenes: scenes)
    }

    // MARK: Cases

    private static func write(_ c: CaseResult, after previous: [ViewFrame], into w: inout WireWriter) {
        w.string(c.environment)
        w.int(c.environmentIndex)
        w.choice(c.widthClass)
        w.choice(c.heightClass)
        w.double(c.width)
        w.double(c.height)
        w.choice(c.layoutDirection)
        for inset in [c.safeArea.top, c.safeArea.left, c.safeArea.bottom, c.safeArea.right] { w.double(inset) }
        w.int(c.fitted.rawValue)
        w.optionalString(c.state)
        w.int(c.stateIndex)
        w.double(c.solveTime)
        w.int(c.views.count)
        for (index, view) in c.views.enumerated() {
            let frame = view.frame
            if index < previous.count, sameExceptFrame(view, previous[index]) {
                w.byte(1)
            } else {
                w.byte(0)
                w.string(view.id)
                w.choice(view.kind)
                w.optionalString(view.parent)
                w.bool(view.hidden)
                w.optionalInt(view.line)
                w.optionalInt(view.column)
                w.optionalString(view.name)
            }
            w.doubles(frame.x, frame.y, frame.width, frame.height)
            w.bool(view.text != nil)
            if let text = view.text {
                w.strings(text.lines)
                w.doubles(text.fontSize, text.lineHeight, text.baseline, text.leftInset)
                w.double(text.rightInset)
                w.choice(text.alignment)
                w.bool(text.isPlaceholder)
            }
        }
        w.int(c.findings.count)
        for finding in c.findings { w.finding(finding) }
        w.int(c.warnings.count)
        for warning in c.warnings { w.warning(warning) }
    }

    private static func sameExceptFrame(_ a: ViewFrame, _ b: ViewFrame) -> Bool {
        a.id == b.id && a.kind == b.kind && a.parent == b.parent && a.hidden == b.hidden && a.line == b.line && a.column == b.column
            && a.name == b.name
    }

    private static func readCase(after previous: [ViewFrame], from r: inout WireReader) throws -> CaseResult {
        var c = CaseResult(environment: try r.string(), environmentIndex: try r.int(),
                           widthClass: try r.choice(SizeClass.self), heightClass: try r.choice(SizeClass.self),
                           width: try r.double(), height: try r.double(), layoutDirection: try r.choice(LayoutDirection.self))
        c.safeArea = .init(top: try r.double(), left: try r.double(), bottom: try r.double(), right: try r.double())
        c.fitted = FittingAxes(rawValue: try r.int() & 3)
        c.state = try r.optionalString()
        c.stateIndex = try r.int()
        c.solveTime = try r.double()
        let viewCount = try r.count()
        c.views.reserveCapacity(viewCount)
        for index in 0..<viewCount {
            var view: ViewFrame
            if try r.bool() {
                guard index < previous.count else { throw WireReader.Malformed() }
                view = previous[index]
            } else {
                view = ViewFrame(id: try r.string(), kind: try r.choice(ViewKind.self), parent: try r.optionalString(),
                                 hidden: try r.bool(), frame: Rect(x: 0, y: 0, width: 0, height: 0),
                                 line: try r.optionalInt(), column: try r.optionalInt())
                view.name = try r.optionalString()
            }
            view.frame = Rect(x: try r.double(), y: try r.double(), width: try r.double(), height: try r.double())
            view.text = nil
            if try r.bool() {
                view.text = ShownText(lines: try r.strings(), fontSize: try r.double(), lineHeight: try r.double(),
                                      baseline: try r.double(), leftInset: try r.double(), rightInset: try r.double(),
                                      alignment: try r.choice(ShownText.Alignment.self), isPlaceholder: try r.bool())
            }
            c.views.append(view)
        }
        let findingCount = try r.count()
        c.findings.reserveCapacity(findingCount)
        for _ in 0..<findingCount { c.findings.append(try r.finding()) }
        for _ in 0..<(try r.count()) { c.warnings.append(try r.warning()) }
        return c
    }
}

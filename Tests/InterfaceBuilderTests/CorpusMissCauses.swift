import LayoutSpec

/// Why the views that miss IB's frames miss. The oracle runs again with one more part of IB's
/// canvas taken instead of the harness's own rules at each step (cumulative), canvas state first,
/// then content sizes; a miss belongs to the first step after which the view agrees:
///
/// 1. IB's placeholder constraints applied (canvas-only constraints the app does not have);
/// 2. the safe area IB's frames imply for each view controller (canvas insets the document
///    does not record);
/// 3. control and image sizes from IB's frames (controls whose size is not known off the device);
/// 4. text heights from IB's frames (stale stored heights, wrapping at another width, canvases
///    at another Dynamic Type size, which the document does not record);
/// 5. text widths from IB's frames (font metrics: Inter stands in for SF).
///
/// Views that still miss after every step are, in that last run: in a layout the harness finds
/// ambiguous or conflicting (IB's frames are one solution of several), within 1 point (stale
/// frames, rounding), or other.
struct CorpusMissCauses {
    enum Cause: String, CaseIterable {
        case placeholder = "IB's placeholder constraints"
        case canvasSafeArea = "IB's canvas safe area"
        case controlSize = "control and image sizes"
        case textHeight = "text heights"
        case textWidth = "text widths"
        case unsettled = "ambiguous or conflicting layout"
        case withinOnePoint = "within 1 pt after every step"
        case other = "other"
    }

    /// Each miss of the measured run with its cause.
    var causes: [(miss: CorpusOracle.Miss, cause: Cause)] = []
    /// Agreement after each step: (cause, views matched, cells matched).
    var steps: [(cause: Cause, matched: Int, cellMatched: Int)] = []
    /// IB's canvas state (placeholder constraints, safe area) and text widths within 3 % of IB's
    /// taken as IB's: how many views the harness's layout rules place right.
    var canvasAndFontTolerance: CorpusOracle
    /// The misses left after the last step, by key (what the other misses look like then).
    var lastStepMisses: [String: CorpusOracle.Miss] = [:]

    init(measured: CorpusOracle, documents: [String]) {
        canvasAndFontTolerance = CorpusOracle(documents: [])
        var options = CorpusOracle.Options()
        var runs: [(Cause, CorpusOracle)] = []
        func run(_ cause: Cause) {
            let oracle = CorpusOracle(documents: documents, options: options)
            runs.append((cause, oracle))
            steps.append((cause, oracle.matched, oracle.cellMatched))
        }
        options.contentSizes.placeholderConstraints = true
        run(.placeholder)
        options.safeAreaFromIB = true
        run(.canvasSafeArea)
        var withinThreePercent = options
        withinThreePercent.contentSizes.storedTextWidthTolerance = 0.03
        canvasAndFontTolerance = CorpusOracle(documents: documents, options: withinThreePercent)
        options.contentSizes.storedControlSizes = true
        run(.controlSize)
        options.contentSizes.storedTextHeights = true
        run(.textHeight)
        options.contentSizes.storedTextWidthTolerance = .infinity
        run(.textWidth)

        for miss in runs.last?.1.misses ?? [] { lastStepMisses[miss.key] = miss }
        for miss in measured.misses {
            if let cause = runs.first(where: { $0.1.agreedKeys.contains(miss.key) })?.0 {
                causes.append((miss, cause))
            } else if let last = lastStepMisses[miss.key] {
                causes.append((miss, last.unsettled ? .unsettled : last.difference <= 1 ? .withinOnePoint : .other))
            } else {
                causes.append((miss, .other))
            }
        }
    }

    func count(_ cause: Cause, cells: Bool) -> Int {
        causes.filter { $0.cause == cause && $0.miss.isCell == cells }.count
    }

    /// One line per cause (views, then cells), and the agreement after each step.
    var report: String {
        var lines = Cause.allCases.map { cause in
            "IB oracle misses from \(cause.rawValue): \(count(cause, cells: false)) views, \(count(cause, cells: true)) cells"
        }
        lines.append("IB oracle with IB's canvas state and text widths within 3 % taken as IB's: "
                     + "\(canvasAndFontTolerance.matched) views, \(canvasAndFontTolerance.cellMatched) cells agree")
        lines += steps.map { "IB oracle with \($0.cause.rawValue) from IB's canvas too: \($0.matched) views, \($0.cellMatched) cells agree" }
        return lines.joined(separator: "\n")
    }
}

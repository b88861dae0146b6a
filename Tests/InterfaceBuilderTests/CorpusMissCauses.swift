import LayoutSpec

/// Why the views that miss IB's frames miss, found by running the oracle again with one more
/// part of IB's canvas taken instead of the harness's own rules each time: a miss belongs to the
/// first step after which the view agrees.
///
/// 1. text widths: labels', buttons', text fields' and text views' widths from IB's frames (font
///    metrics: Inter stands in for SF);
/// 2. text heights: their heights too (stale stored heights, wrapping at another width);
/// 3. control and image sizes from IB's frames (controls whose size is not known off the device);
/// 4. IB's placeholder constraints applied (canvas-only constraints);
/// 5. the rest: layout rules or canvas state the steps do not cover.
struct CorpusMissCauses {
    enum Cause: String, CaseIterable {
        case textWidth = "text widths"
        case textHeight = "text heights"
        case controlSize = "control and image sizes"
        case placeholder = "IB's placeholder constraints"
        case other = "other"
    }

    /// The settings of each step, cumulative.
    static let steps: [(Cause, InterfaceBuilderLoader.ContentSizes)] = [
        (.textWidth, .init(storedTextWidthTolerance: .infinity)),
        (.textHeight, .init(storedTextWidthTolerance: .infinity, storedTextHeights: true)),
        (.controlSize, .storedFrames),
        (.placeholder, .init(storedTextWidthTolerance: .infinity, storedTextHeights: true, storedControlSizes: true,
                             placeholderConstraints: true)),
    ]

    /// Each miss of the measured run with its cause.
    var causes: [(miss: CorpusOracle.Miss, cause: Cause)] = []
    /// The misses left after the last step, by key (what the other misses look like then).
    var lastStepMisses: [String: CorpusOracle.Miss] = [:]

    init(measured: CorpusOracle, documents: [String]) {
        let runs = Self.steps.map { ($0.0, CorpusOracle(documents: documents, contentSizes: $0.1)) }
        for miss in runs.last?.1.misses ?? [] { lastStepMisses[miss.key] = miss }
        for miss in measured.misses {
            let cause = runs.first { $0.1.agreedKeys.contains(miss.key) }?.0 ?? .other
            causes.append((miss, cause))
        }
    }

    func count(_ cause: Cause, cells: Bool) -> Int {
        causes.filter { $0.cause == cause && $0.miss.isCell == cells }.count
    }

    /// One line per cause: views, then cells.
    var report: String {
        Cause.allCases.map { cause in
            "IB oracle misses from \(cause.rawValue): \(count(cause, cells: false)) views, \(count(cause, cells: true)) cells"
        }.joined(separator: "\n")
    }
}

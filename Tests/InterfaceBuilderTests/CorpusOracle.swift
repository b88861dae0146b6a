import Foundation
import LayoutEngine
import LayoutSpec

/// The 37 public storyboards and xibs of the shared corpus, read at test time from
/// `../shared/storyboards` beside the package (never copied into the repository).
enum Corpus {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/storyboards").path

    /// The documents, sorted; empty when the folder is missing.
    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter(InterfaceBuilderLoader.reads).sorted().map { folder + "/" + $0 }
    }
}

/// Interface Builder's stored frames against the harness's layout in each scene's design
/// environment: how many views agree within 0.5 pt, per file.
struct CorpusOracle {
    /// One compared view that did not agree.
    struct Miss: CustomStringConvertible {
        var file: String
        var scene: String
        var id: String
        var kind: String
        var harness: Rect
        var stored: Rect
        /// Whether the superview agreed (so this view's own layout differs, not only its place).
        var parentAgreed: Bool
        var isCell: Bool
        /// The largest of the four differences, in points.
        var difference: Double
        /// Whether the harness found the layout undetermined or unsatisfiable there: an ambiguity
        /// naming the view, one of its superviews or one of its subviews, or a conflict anywhere
        /// in the scene (IB's frames are then one solution of several, or satisfy other constraints).
        var unsettled: Bool
        /// The view across runs of the oracle: file, scene and id.
        var key: String { "\(file) | \(scene) | \(id)" }
        var description: String {
            func f(_ v: Double) -> String { String(format: "%.2f", v) }
            return "\(parentAgreed ? "ROOT " : "")\(file) | \(scene) | \(kind) \(id): harness (\(f(harness.x)), \(f(harness.y)), \(f(harness.width)), \(f(harness.height)))"
                + " IB (\(f(stored.x)), \(f(stored.y)), \(f(stored.width)), \(f(stored.height)))"
        }
    }

    /// Counts for one file: views of view-controller and top-level scenes, and of cells.
    struct FileCount {
        var file: String
        var compared = 0
        var matched = 0
        var cellCompared = 0
        var cellMatched = 0
        var loaded = false
    }

    /// IB's `ambiguous` marks against the harness's ambiguity findings, view by view.
    struct AmbiguityAgreement {
        var both = 0
        var onlyIB = 0
        var onlyHarness = 0
        var neither = 0
        var total: Int { both + onlyIB + onlyHarness + neither }
        var agreement: Double { total == 0 ? 1 : Double(both + neither) / Double(total) }
    }

    var files: [FileCount] = []
    var misses: [Miss] = []
    /// The keys (file, scene, id) of the views that agree.
    var agreedKeys: Set<String> = []
    var ambiguity = AmbiguityAgreement()
    var diagnostics: [String] = []
    /// Each scene's design environment, for reading when a file disagrees.
    var environments: [String] = []

    static let tolerance = 0.5

    /// What the run takes from IB's canvas instead of the harness's own rules (diagnostics).
    struct Options {
        var contentSizes: InterfaceBuilderLoader.ContentSizes = .measured
        /// Each view controller's design safe area replaced by the insets IB's stored frames imply.
        var safeAreaFromIB = false
    }

    init(documents: [String], contentSizes: InterfaceBuilderLoader.ContentSizes = .measured) {
        self.init(documents: documents, options: Options(contentSizes: contentSizes))
    }

    init(documents: [String], options: Options) {
        for path in documents { check(path, options: options) }
    }

    private mutating func check(_ path: String, options: Options) {
        let file = (path as NSString).lastPathComponent
        var count = FileCount(file: file)
        let imported = InterfaceBuilderLoader.importDocument(contentsOf: path, contentSizes: options.contentSizes)
        diagnostics += imported.result.diagnostics.map(\.description)
        guard let spec = imported.result.spec else {
            files.append(count)
            return
        }
        count.loaded = true
        for (scene, stored) in zip(spec.scenes, imported.storedLayouts) {
            guard var design = scene.ownEnvironments.first else { continue }
            if options.safeAreaFromIB, !stored.isCell { design.safeArea = Self.impliedSafeArea(scene, stored, design) }
            guard let result = LayoutEngine.cases(of: scene, in: [design]).first else { continue }
            environments.append("\(file) | \(scene.name) | \(scene.location.line) | \(design.width)x\(design.height) safe \(design.safeArea)")
            let ambiguousItems = Set(result.findings.filter { $0.kind == .ambiguity }.flatMap(\.items))
            let conflicting = result.findings.contains { $0.kind == .conflict }
            let parents = Dictionary(result.views.compactMap { view in view.parent.map { (view.id, $0) } }, uniquingKeysWith: { a, _ in a })
            // Views under an ambiguous view, and the ambiguous views' superviews (whose size depends on them).
            var unsettledViews: Set<String> = []
            for item in ambiguousItems {
                var current: String? = item
                while let view = current, unsettledViews.insert(view).inserted { current = parents[view] }
            }
            func unsettled(_ id: String) -> Bool {
                var current: String? = id
                while let view = current {
                    if ambiguousItems.contains(view) { return true }
                    current = parents[view]
                }
                return conflicting || unsettledViews.contains(id)
            }
            var agreed: Set<String> = []
            for view in result.views {
                let marked = stored.ambiguous.contains(view.id), found = ambiguousItems.contains(view.id)
                switch (marked, found) {
                case (true, true): ambiguity.both += 1
                case (true, false): ambiguity.onlyIB += 1
                case (false, true): ambiguity.onlyHarness += 1
                case (false, false): ambiguity.neither += 1
                }
                guard view.parent != nil, !stored.stale.contains(view.id), let frame = stored.frames[view.id] else { continue }
                let difference = max(abs(view.frame.x - frame.x), abs(view.frame.y - frame.y),
                                     abs(view.frame.width - frame.width), abs(view.frame.height - frame.height))
                let ok = difference <= Self.tolerance
                let sceneLabel = scene.name + (stored.isCell ? " [cell]" : "")
                if ok {
                    agreed.insert(view.id)
                    agreedKeys.insert("\(file) | \(sceneLabel) | \(view.id)")
                }
                if stored.isCell {
                    count.cellCompared += 1
                    if ok { count.cellMatched += 1 }
                } else {
                    count.compared += 1
                    if ok { count.matched += 1 }
                }
                if !ok {
                    misses.append(Miss(file: file, scene: sceneLabel, id: view.id,
                                       kind: scene.view(withID: view.id).map { _ in view.kind.rawValue } ?? "?",
                                       harness: view.frame, stored: frame,
                                       parentAgreed: view.parent.map { agreed.contains($0) || $0 == result.views.first?.id } ?? true,
                                       isCell: stored.isCell, difference: difference, unsettled: unsettled(view.id)))
                }
            }
        }
        files.append(count)
    }

    /// The safe area IB's canvas had for a view controller's scene, as its stored frames show it:
    /// for each edge, the value most of the required constraints between a subview's top or
    /// bottom and the root's safe-area edge imply; the design environment's where none does.
    static func impliedSafeArea(_ scene: Scene, _ stored: IBStoredLayout, _ design: Environment) -> LayoutSpec.EdgeInsets {
        let rootID = scene.root.id
        var tops: [Double: Int] = [:], bottoms: [Double: Int] = [:]
        func edge(_ attribute: LayoutAttribute, of id: String) -> Double? {
            guard id != rootID, let frame = stored.frames[id], !stored.stale.contains(id) else { return nil }
            switch attribute {
            case .top: return frame.y
            case .bottom: return frame.y + frame.height
            default: return nil
            }
        }
        for view in scene.root.allViews {
            for constraint in view.constraints {
                let a = constraint.attributes
                guard a.relation == .equal, a.multiplier == 1, a.priority >= 1000, let second = a.secondItem,
                      let secondAttribute = a.secondAttribute else { continue }
                let safeFirst = a.firstItem.isSafeArea && a.firstItem.viewID == rootID
                let safeSecond = second.isSafeArea && second.viewID == rootID
                guard safeFirst != safeSecond else { continue }
                // first = second + constant
                let (guideAttribute, other, otherAttribute, guideIsFirst) = safeFirst
                    ? (a.firstAttribute, second.viewID, secondAttribute, true)
                    : (secondAttribute, a.firstItem.viewID, a.firstAttribute, false)
                guard !(safeFirst ? second.isSafeArea : a.firstItem.isSafeArea), let value = edge(otherAttribute, of: other) else { continue }
                let guide = guideIsFirst ? value + a.constant : value - a.constant
                let key = (guide * 1000).rounded() / 1000
                switch guideAttribute {
                case .top: tops[key, default: 0] += 1
                case .bottom: bottoms[design.height - key, default: 0] += 1
                default: break
                }
            }
        }
        var insets = design.safeArea
        if let top = tops.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key { insets.top = top }
        if let bottom = bottoms.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key { insets.bottom = bottom }
        return insets
    }

    var compared: Int { files.reduce(0) { $0 + $1.compared } }
    var matched: Int { files.reduce(0) { $0 + $1.matched } }
    var cellCompared: Int { files.reduce(0) { $0 + $1.cellCompared } }
    var cellMatched: Int { files.reduce(0) { $0 + $1.cellMatched } }
    var agreement: Double { compared == 0 ? 0 : Double(matched) / Double(compared) }
    var cellAgreement: Double { cellCompared == 0 ? 0 : Double(cellMatched) / Double(cellCompared) }

    /// One line per file, then the totals.
    var report: String {
        func percent(_ a: Int, _ b: Int) -> String { b == 0 ? "  -  " : String(format: "%5.1f%%", 100 * Double(a) / Double(b)) }
        var lines = files.map { f in
            "\(f.loaded ? "  " : "!!") \(percent(f.matched, f.compared)) \(f.matched)/\(f.compared)   cells \(percent(f.cellMatched, f.cellCompared)) \(f.cellMatched)/\(f.cellCompared)   \(f.file)"
        }
        lines.append(String(format: "IB oracle: %d/%d views agree within 0.5 pt (%.1f %%); cells %d/%d (%.1f %%); %d/%d files load",
                            matched, compared, 100 * agreement, cellMatched, cellCompared, 100 * cellAgreement,
                            files.filter(\.loaded).count, files.count))
        lines.append(String(format: "IB ambiguity marks: %d both, %d IB only, %d harness only, %d neither: %.1f %% agree",
                            ambiguity.both, ambiguity.onlyIB, ambiguity.onlyHarness, ambiguity.neither, 100 * ambiguity.agreement))
        return lines.joined(separator: "\n")
    }
}

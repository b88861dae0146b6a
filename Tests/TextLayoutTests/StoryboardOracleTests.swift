import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import TextLayout

/// Widths of single-line labels against the frames Interface Builder computed with UIKit (SF) in
/// the public storyboards of the shared corpus, read at run time from `../shared/storyboards`.
///
/// A label counts when nothing stretches its width: a one-line label with a plain `text`, a
/// system or text-style font of 12–17 pt, Latin text, a frame one line high, laid out with Auto
/// Layout (not a hand-set autoresizing frame), no width constraint,
/// not pinned on both sides, not filled by a vertical stack, and in a horizontal fill stack only
/// when a sibling hugs less.
final class StoryboardOracleTests: XCTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/storyboards")

    struct Sample {
        var text: String
        var descriptor: FontDescriptor
        var frameWidth: Double
        var file: String
    }

    func testInterWidthsAgainstIBFrames() throws {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)) ?? []
        let documents = files.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        guard !documents.isEmpty else {
            throw XCTSkip("no storyboards in \(Self.corpus.path)")
        }
        let fonts = try FontLibrary()
        var samples: [Sample] = []
        for name in documents {
            let document = try XMLDocument(contentsOf: Self.corpus.appendingPathComponent(name), options: [])
            samples += try Self.unconstrainedLabels(in: document, file: name, fonts: fonts)
        }

        var all: [Double] = []
        var regular: [Double] = []
        var worst: [(Double, String)] = []
        for sample in samples {
            let font = fonts.resolve(sample.descriptor).font
            let width = TextLayouter.measure(sample.text, font: font).width
            let error = abs(width - sample.frameWidth) / sample.frameWidth
            worst.append((error, "'\(sample.text)' (\(sample.descriptor.specSpelling)): \(width) against \(sample.frameWidth) in \(sample.file)"))
            all.append(error)
            if font.name == "Inter-Regular" { regular.append(error) }
        }
        let (allMedian, allP95) = (Self.percentile(all, 0.5), Self.percentile(all, 0.95))
        let (regularMedian, regularP95) = (Self.percentile(regular, 0.5), Self.percentile(regular, 0.95))
        print("IB label widths from \(Set(samples.map(\.file)).count) of \(documents.count) documents")
        print(String(format: "IB label widths: %d labels, median error %.2f %%, p95 %.2f %%; regular weight: %d labels, median %.2f %%, p95 %.2f %%",
                     all.count, allMedian * 100, allP95 * 100, regular.count, regularMedian * 100, regularP95 * 100))

        for (error, line) in worst.sorted(by: { $0.0 > $1.0 }).prefix(5) {
            print(String(format: "  %.1f %% ", error * 100) + line)
        }

        XCTAssertGreaterThanOrEqual(all.count, 60, "the corpus should yield at least 60 unconstrained labels")
        XCTAssertLessThanOrEqual(regularMedian, 0.010)
        XCTAssertLessThanOrEqual(regularP95, 0.035)
        XCTAssertLessThanOrEqual(allMedian, 0.010)
        XCTAssertLessThanOrEqual(allP95, 0.045)
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return .infinity }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The labels of one document whose frame width is their text's width.
    static func unconstrainedLabels(in document: XMLDocument, file: String, fonts: FontLibrary) throws -> [Sample] {
        let constraints = try document.nodes(forXPath: "//constraint").compactMap { $0 as? XMLElement }
        var pinned: [String: Set<String>] = [:]
        var sized: Set<String> = []
        for constraint in constraints {
            // A constraint without firstItem belongs to the view that holds its <constraints>.
            let owner = (constraint.parent?.parent as? XMLElement)?.attribute(forName: "id")?.stringValue
            let ends = [("firstItem", "firstAttribute"), ("secondItem", "secondAttribute")]
            for (itemKey, attributeKey) in ends {
                guard let item = constraint.attribute(forName: itemKey)?.stringValue ?? (itemKey == "firstItem" ? owner : nil),
                      let attribute = constraint.attribute(forName: attributeKey)?.stringValue else { continue }
                if attribute == "width" { sized.insert(item) }
                if constraint.attribute(forName: "relation") == nil { pinned[item, default: []].insert(attribute) }
            }
        }

        var samples: [Sample] = []
        for case let label as XMLElement in try document.nodes(forXPath: "//label") {
            guard let id = label.attribute(forName: "id")?.stringValue,
                  let text = label.attribute(forName: "text")?.stringValue,
                  !text.trimmingCharacters(in: .whitespaces).isEmpty,
                  text.unicodeScalars.allSatisfy({ $0.value < 0x250 || (0x2000..<0x2070).contains($0.value) }),
                  (label.attribute(forName: "numberOfLines")?.stringValue ?? "1") == "1",
                  let fontElement = label.elements(forName: "fontDescription").first,
                  let descriptor = descriptor(fontElement),
                  let frame = label.elements(forName: "rect").first(where: { $0.attribute(forName: "key")?.stringValue == "frame" }),
                  let width = Double(frame.attribute(forName: "width")?.stringValue ?? ""), width > 0,
                  let height = Double(frame.attribute(forName: "height")?.stringValue ?? "") else { continue }
            let font = fonts.resolve(descriptor).font
            guard (12...17).contains(font.pointSize),
                  height >= font.lineHeight - 0.5, height <= font.lineHeight.rounded(.up) + 1 else { continue }
            let sides = pinned[id] ?? []
            let leading = !sides.isDisjoint(with: ["leading", "left", "leadingMargin", "leftMargin"])
            let trailing = !sides.isDisjoint(with: ["trailing", "right", "trailingMargin", "rightMargin"])
            // A label IB lays out with Auto Layout (or a stack view); others keep hand-set frames.
            let autoLayout = label.attribute(forName: "translatesAutoresizingMaskIntoConstraints")?.stringValue == "NO"
                || (label.parent?.parent as? XMLElement)?.name == "stackView"
            guard autoLayout, !sized.contains(id), !(leading && trailing), !stretchedByStack(label) else { continue }
            samples.append(Sample(text: text, descriptor: descriptor, frameWidth: width, file: file))
        }
        return samples
    }

    /// IB's `<fontDescription>`: a text style, or `system` / `boldSystem` with a size and weight.
    static func descriptor(_ element: XMLElement) -> FontDescriptor? {
        if let style = element.attribute(forName: "style")?.stringValue {
            return TextStyle(interfaceBuilderName: style).map { .textStyle($0) }
        }
        guard let type = element.attribute(forName: "type")?.stringValue,
              let size = Double(element.attribute(forName: "pointSize")?.stringValue ?? "") else { return nil }
        switch type {
        case "system":
            let weight = FontWeight(rawValue: element.attribute(forName: "weight")?.stringValue ?? "regular")
            return weight.map { .system(size: size, weight: $0) }
        case "boldSystem":
            return .system(size: size, weight: .bold)
        default:
            return nil
        }
    }

    /// A label a stack view may have stretched: in a vertical stack that fills its width, in a
    /// horizontal stack of equal or proportional widths, or the lowest-hugging view of a
    /// horizontal fill stack.
    static func stretchedByStack(_ label: XMLElement) -> Bool {
        guard let subviews = label.parent as? XMLElement, let stack = subviews.parent as? XMLElement,
              stack.name == "stackView" else { return false }
        let axis = stack.attribute(forName: "axis")?.stringValue ?? "horizontal"
        let alignment = stack.attribute(forName: "alignment")?.stringValue ?? "fill"
        let distribution = stack.attribute(forName: "distribution")?.stringValue ?? "fill"
        if axis == "vertical" { return alignment == "fill" }
        if distribution == "fillEqually" || distribution == "fillProportionally" { return true }
        guard distribution == "fill" else { return false }
        func hugging(_ element: XMLElement) -> Double {
            Double(element.attribute(forName: "horizontalHuggingPriority")?.stringValue ?? "") ?? 250
        }
        let mine = hugging(label)
        let siblings = (subviews.children ?? []).compactMap { $0 as? XMLElement }.filter { $0 !== label }
        return !siblings.contains { hugging($0) < mine }
    }
}

// The text suite: LABELS (default 10,000) single-line labels of varied text in five
// environments (scales 3, 3, 2, 2, 3, as the default devices give), measured as the engine
// will: once with `TextLayouter` directly, once through a `TextMeasurer` memo, and the memo on
// all cores. Prints the median of five runs of each; docs/text.md records the figures.

import Dispatch
import Foundation
import SolverWorkloads
import TextLayout

/// `layout-benchmarks text [LABELS]`: text measuring speed and what the memo saves.
enum TextBenchmark {
    static let scales: [Double] = [3, 3, 2, 2, 3]
    /// Label i: one to five words, picked deterministically, so nearly every label is distinct.
    static func labelText(_ index: Int) -> String { GeneratedStackSpecs.labelText(index) }

    static func medianMilliseconds(_ runs: Int = 5, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times.sorted()[times.count / 2]
    }

    static func run(_ arguments: [String]) {
        let labelCount = arguments.first.flatMap { Int($0) }.map { max($0, 1) } ?? 10_000
        let fonts: FontLibrary
        do {
            fonts = try FontLibrary()
        } catch {
            print("text: \(error)")
            return
        }
        let font = fonts.resolve(.textStyle(.body)).font
        let texts = (0..<labelCount).map(labelText)
        let measurements = texts.count * scales.count
        print("\(texts.count) labels (\(Set(texts).count) distinct texts) × \(scales.count) environments = \(measurements) measurements, body (Inter 17 pt)")

        var checksum = 0.0
        let direct = medianMilliseconds {
            for scale in scales {
                for text in texts { checksum += TextLayouter.measure(text, font: font, scale: scale).width }
            }
        }
        let memoised = medianMilliseconds {
            let measurer = TextMeasurer()
            for scale in scales {
                for text in texts { checksum += measurer.measure(text, font: font, scale: scale).width }
            }
        }
        let parallel = medianMilliseconds {
            let measurer = TextMeasurer()
            for scale in scales {
                DispatchQueue.concurrentPerform(iterations: texts.count) { index in
                    _ = measurer.measure(texts[index], font: font, scale: scale)
                }
            }
        }
        let wrapped = medianMilliseconds {
            for text in texts { checksum += TextLayouter.measure(text, font: font, numberOfLines: 0, width: 120).height }
        }
        let fitting = medianMilliseconds {
            for text in texts { checksum += TextLayouter.measure(text, font: font, width: 400).width }
        }
        print(String(format: "TextLayouter.measure, every request:        %8.1f ms  (%.2f µs a label)", direct, direct * 1000 / Double(measurements)))
        print(String(format: "TextMeasurer memo, one thread:              %8.1f ms  (%.1f× less)", memoised, direct / memoised))
        print(String(format: "TextMeasurer memo, concurrentPerform:       %8.1f ms", parallel))
        print(String(format: "wrapped at 120 pt, once per label:          %8.1f ms  (%.2f µs a label)", wrapped, wrapped * 1000 / Double(texts.count)))
        print(String(format: "one line at 400 pt (fits), once per label:   %8.1f ms  (%.2f µs a label)", fitting, fitting * 1000 / Double(texts.count)))
        print("checksum \(checksum)")
    }
}

import LayoutSpec
import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times `SpecLoader.load(contentsOf:)` on a generated spec of 10,000 views and 40,000 constraints
/// (`swift run -c release layout-benchmarks spec-loading [--runs N] [--keep PATH]`); prints the median.
enum SpecLoadingBenchmark {
    static func run(_ arguments: [String]) {
        var runs = 9
        var keepPath: String?
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--runs" where index + 1 < arguments.count:
                runs = max(1, Int(arguments[index + 1]) ?? runs)
                index += 1
            case "--keep" where index + 1 < arguments.count:
                keepPath = arguments[index + 1]
                index += 1
            default:
                print("usage: layout-benchmarks spec-loading [--runs N] [--keep PATH]")
                return
            }
            index += 1
        }
        let (text, views, constraints) = generate()
        let path = keepPath ?? "/tmp/layout-harness-spec-loading-\(getpid()).xml"
        guard write(text, to: path) else {
            print("spec-loading: cannot write \(path)")
            return
        }
        defer { if keepPath == nil { unlink(path) } }

        // One warm-up run, checked, so a broken generator cannot produce a fast number.
        let check = SpecLoader.load(contentsOf: path)
        guard let spec = check.spec, let scene = spec.scenes.first else {
            print("spec-loading: the generated spec did not load:")
            for diagnostic in check.diagnostics.prefix(10) { print("  \(diagnostic)") }
            return
        }
        let loadedViews = scene.allViews.count
        let loadedConstraints = scene.allConstraints.count
        guard loadedViews == views, loadedConstraints == constraints else {
            print("spec-loading: loaded \(loadedViews) views and \(loadedConstraints) constraints, expected \(views) and \(constraints)")
            return
        }

        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            let result = SpecLoader.load(contentsOf: path)
            let elapsed = clock.now - start
            precondition(result.spec != nil)
            times.append(milliseconds(elapsed))
        }
        // For scale: libxml2's pull reader alone over the same bytes, visiting every attribute value.
        let bytes = Array(text.utf8)
        var readerTimes: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            let values = readAllAttributes(bytes)
            readerTimes.append(milliseconds(clock.now - start))
            precondition(values > 0)
        }
        print("spec-loading: \(views) views, \(constraints) constraints, \(text.utf8.count / 1024) KiB")
        print("spec-loading: median \(format(median(times))) ms over \(runs) runs (min \(format(times.min() ?? 0)) ms, max \(format(times.max() ?? 0)) ms)")
        print("spec-loading: libxml2's xmlTextReader alone on the same bytes: median \(format(median(readerTimes))) ms")
    }

    /// A spec like a long screen: a root view holding 1,111 stack views of 8 labels each
    /// (10,000 views); 4 constraints per label and per stack, 4 on the root (40,000 constraints).
    static func generate() -> (text: String, views: Int, constraints: Int) {
        let stacks = 1111
        let labelsPerStack = 8
        var lines: [String] = []
        lines.reserveCapacity(stacks * labelsPerStack * 6)
        var views = 1
        var constraints = 0
        lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        lines.append("<spec name=\"Generated\">")
        lines.append("  <scene name=\"Long list\">")
        lines.append("    <view id=\"root\">")
        for s in 0..<stacks {
            views += 1
            lines.append("      <stackView id=\"s\(s)\" axis=\"vertical\" alignment=\"leading\" spacing=\"8\">")
            lines.append("        <variation key=\"heightClass=compact\" axis=\"horizontal\"/>")
            for l in 0..<labelsPerStack {
                views += 1
                let id = "l\(s)_\(l)"
                lines.append("        <label id=\"\(id)\" intrinsicWidth=\"\(80 + l)\" intrinsicHeight=\"20.5\">")
                lines.append("          <constraint firstAttribute=\"width\" relation=\"greaterThanOrEqual\" constant=\"44\"/>")
                lines.append("          <constraint firstAttribute=\"height\" constant=\"44\" priority=\"defaultHigh\"/>")
                lines.append("          <constraint id=\"a\(s)_\(l)\" firstAttribute=\"width\" secondItem=\"\(id)\" secondAttribute=\"height\" multiplier=\"4:3\" priority=\"999\"/>")
                lines.append("          <constraint firstAttribute=\"leading\" secondItem=\"s\(s)\" secondAttribute=\"leadingMargin\" relation=\"greaterThanOrEqual\"/>")
                lines.append("        </label>")
                constraints += 4
            }
            lines.append("        <constraint firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leadingMargin\"/>")
            lines.append("        <constraint firstAttribute=\"trailing\" secondItem=\"root\" secondAttribute=\"trailingMargin\"/>")
            lines.append("        <constraint firstAttribute=\"top\" secondItem=\"\(s == 0 ? "root.safeArea" : "s\(s - 1)")\" secondAttribute=\"\(s == 0 ? "top" : "bottom")\" constant=\"12\"/>")
            lines.append("        <constraint id=\"h\(s)\" firstAttribute=\"height\" relation=\"lessThanOrEqual\" constant=\"600\">")
            lines.append("          <variation key=\"widthClass=regular\" constant=\"400\"/>")
            lines.append("        </constraint>")
            lines.append("      </stackView>")
            constraints += 4
        }
        lines.append("      <constraints>")
        lines.append("        <constraint firstItem=\"s0\" firstAttribute=\"width\" secondItem=\"root\" secondAttribute=\"width\" multiplier=\"0.9\"/>")
        lines.append("        <constraint firstItem=\"s0\" firstAttribute=\"centerX\" secondItem=\"root\" secondAttribute=\"centerX\"/>")
        lines.append("        <constraint firstItem=\"s\(stacks - 1)\" firstAttribute=\"bottom\" secondItem=\"root.safeArea\" secondAttribute=\"bottom\" relation=\"lessThanOrEqual\"/>")
        lines.append("        <constraint firstItem=\"root\" firstAttribute=\"width\" constant=\"390\" priority=\"250\"/>")
        lines.append("      </constraints>")
        constraints += 4
        lines.append("    </view>")
        lines.append("  </scene>")
        lines.append("</spec>")
        return (lines.joined(separator: "\n") + "\n", views, constraints)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// Reads every element and attribute value with xmlTextReader and nothing else; returns the number of values.
    private static func readAllAttributes(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress,
                  let reader = xmlReaderForMemory(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(buffer.count),
                                                  "bench.xml", "UTF-8", Int32(XML_PARSE_NONET.rawValue) | Int32(XML_PARSE_COMPACT.rawValue)
                                                  | Int32(XML_PARSE_NOCDATA.rawValue) | Int32(XML_PARSE_NOBLANKS.rawValue)) else { return 0 }
            defer { xmlFreeTextReader(reader) }
            var values = 0
            while xmlTextReaderRead(reader) == 1 {
                if xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue) {
                    while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                        if xmlTextReaderConstValue(reader) != nil { values += 1 }
                    }
                }
            }
            return values
        }
    }

    private static func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "wb") else { return false }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) } == bytes.count
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(rounded)
    }
}

import LayoutSpec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times `SpecLoader.load(contentsOf:)` on a generated spec of 10,000 views and 40,000 constraints
/// (`swift run -c release layout-benchmarks spec-loading [--runs N] [--keep PATH]`); prints the median,
/// and libxml2's bare parse of the same bytes in the same run as the reference for ratios.
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
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        let path = keepPath ?? folder + "/layout-harness-spec-loading-\(getpid()).xml"
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

        // All loads back to back, then libxml2 alone, as this benchmark always measured.
        let bytes = Array(text.utf8)
        var times: [Double] = []
        var cpuTimes: [Double] = []
        // Each model is freed after the next load, as a harness that keeps its specs would: freeing
        // it first lets glibc hand the memory back to the kernel (its heap top is all free then), and
        // the next load would pay page faults for all of it again (docs/performance.md, "Spec loading").
        var previous: SpecLoadResult?
        for _ in 0..<runs {
            let (result, wall, cpu) = measure { SpecLoader.load(contentsOf: path) }
            precondition(result.spec != nil)
            times.append(wall)
            cpuTimes.append(cpu)
            previous = result
        }
        _ = previous
        var saxTimes: [Double] = []
        var readerTimes: [Double] = []
        for _ in 0..<runs {
            let (attributes, saxWall, _) = measure { LibXML2Baselines.saxParse(bytes) }
            let (values, readerWall, _) = measure { LibXML2Baselines.readerParse(bytes) }
            precondition(attributes > 0 && values == attributes)
            saxTimes.append(saxWall)
            readerTimes.append(readerWall)
        }
        let load = median(times)
        print("spec-loading: \(views) views, \(constraints) constraints, \(text.utf8.count / 1024) KiB, \(runs) runs, load average \(loadAverage())")
        print("spec-loading: median \(format(load)) ms (min \(format(times.min() ?? 0)) ms, max \(format(times.max() ?? 0)) ms); CPU time median \(format(median(cpuTimes))) ms")
        print("spec-loading: libxml2 alone, SAX2 push parser as the loader drives it: median \(format(median(saxTimes))) ms; loading takes \(ratio(load, median(saxTimes)))")
        print("spec-loading: libxml2 alone, xmlTextReader: median \(format(median(readerTimes))) ms; loading takes \(ratio(load, median(readerTimes)))")
    }

    /// `body`'s result, and the wall-clock and thread CPU milliseconds it took.
    private static func measure<Result>(_ body: () -> Result) -> (result: Result, wall: Double, cpu: Double) {
        let clock = ContinuousClock()
        let cpuStart = threadCPUMilliseconds()
        let start = clock.now
        let result = body()
        let elapsed = clock.now - start
        return (result, milliseconds(elapsed), threadCPUMilliseconds() - cpuStart)
    }

    private static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    /// The 1-minute load average (`/proc/loadavg`), or "?" where there is none.
    private static func loadAverage() -> String {
        guard let file = fopen("/proc/loadavg", "r") else { return "?" }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 64)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return "?" }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: " ").first.map(String.init) ?? "?"
    }

    private static func ratio(_ value: Double, _ reference: Double) -> String {
        reference > 0 ? format(value / reference) + "× as long" : "-"
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

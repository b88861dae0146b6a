import Foundation

/// `layout-benchmarks watch [--spec PATH] [--saves N] [--binary PATH]`: how long after a save
/// `layout-harness --watch` prints what changed. A copy of the spec (default
/// `Specs/BookDetail.xml`, a screen in 8 environments and 2 states) is watched in a temporary
/// folder; each save flips one constant (so every other save brings findings and the next takes
/// them away), and the time from the write to the spec's line on standard output is measured.
/// It includes the wait for the next look at the files (every 25 ms) and the supervised rerun.
enum WatchBenchmark {
    static func run(_ arguments: [String]) {
        guard let binary = HarnessBinaryRun.locate(BenchmarkSupport.option("--binary", in: arguments)) else {
            print("watch: no layout-harness binary (build it: swift build -c release --product layout-harness)")
            return
        }
        let source = BenchmarkSupport.option("--spec", in: arguments) ?? "Specs/BookDetail.xml"
        let saves = Int(BenchmarkSupport.option("--saves", in: arguments) ?? "") ?? 20
        guard let text = try? String(contentsOfFile: source, encoding: .utf8) else {
            print("watch: cannot read \(source)")
            return
        }
        let folder = NSTemporaryDirectory() + "layout-watch-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder + "/Specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = (source as NSString).lastPathComponent
        let target = folder + "/Specs/" + name
        try? text.write(toFile: target, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--watch", "--no-reports", "--record", "never", "--no-color"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let output = LineCounter(pipe.fileHandleForReading)
        do { try process.run() } catch {
            print("watch: cannot start \(binary): \(error)")
            return
        }
        defer { process.terminate() }
        guard output.wait(until: { $0.contains("watching Specs") }) else {
            print("watch: the harness never started watching")
            return
        }
        // A constant every spec has: the first `constant="` flipped between its value and +200.
        var latencies: [Double] = []
        for save in 0..<saves {
            let edited = save % 2 == 0 ? text.replacingOccurrences(of: "constant=\"", with: "constant=\"2", options: [], range: text.range(of: "constant=\"")) : text
            let seen = output.lines(containing: "Specs/" + name + ":")
            let start = Date()
            try? edited.write(toFile: target, atomically: true, encoding: .utf8)
            guard output.wait(until: { _ in output.lines(containing: "Specs/" + name + ":") > seen }) else {
                print("watch: no output after save \(save + 1)")
                return
            }
            latencies.append(Date().timeIntervalSince(start))
            usleep(100_000)
        }
        let ms = latencies.map { $0 * 1000 }.sorted()
        print("watch \(name): \(saves) saves, save → printed change: median \(BenchmarkSupport.format(BenchmarkSupport.median(ms), decimals: 1, width: 0)) ms, "
              + "min \(BenchmarkSupport.format(ms.first ?? 0, decimals: 1, width: 0)) ms, max \(BenchmarkSupport.format(ms.last ?? 0, decimals: 1, width: 0)) ms")
    }

    /// Standard output of the watched process, read as it comes.
    final class LineCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""

        init(_ handle: FileHandle) {
            handle.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.lock()
                self.text += String(decoding: data, as: UTF8.self)
                self.lock.unlock()
            }
        }

        func lines(containing needle: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            return text.components(separatedBy: "\n").filter { $0.hasPrefix(needle) }.count
        }

        /// Polls every millisecond for up to 30 s.
        func wait(until condition: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                lock.lock()
                let now = text
                lock.unlock()
                if condition(now) { return true }
                usleep(1_000)
            }
            return false
        }
    }
}

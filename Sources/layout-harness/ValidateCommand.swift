import ArgumentParser
import Foundation
import LayoutEngine
import LayoutSpec

/// `layout-harness validate`: load specs only, print every diagnostic. Each spec is loaded in
/// a worker process (`WorkerPool`), so that a loader fault costs only that spec.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Load specs without solving them and print every problem as path:line:column: error: message.")

    @Argument(help: "Spec files or folders (default: Specs/).")
    var paths: [String] = []

    @Option(parsing: .unconditional, help: "Specs loaded at the same time, each in a worker process (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var supervision: SupervisionOptions

    func validate() throws {
        try JobsOption.check(jobs)
    }

    func run() throws {
        let found = try SpecDiscovery.specFiles(in: paths.isEmpty ? ["Specs"] : paths, defaulted: paths.isEmpty)
        var errors = 0
        for problem in found.problems {
            print(SpecDiagnostic(file: problem.path, line: 1, column: 1, message: problem.message).description)
            errors += 1
        }
        let files = found.files
        // Printed in path order as soon as every earlier spec is done.
        var loaded = [[SpecDiagnostic]?](repeating: nil, count: files.count)
        var printed = 0
        let pool = WorkerPool(jobs: jobs, limits: supervision.limits) { file, send in
            let diagnostics = SpecLoader.load(contentsOf: file).diagnostics
            FaultInjection.apply(to: file)
            Self.encode(diagnostics).withUnsafeBytes(send)
            return nil
        }
        var parts: [Int: [UInt8]] = [:]
        pool.run(files) { index, event in
            switch event {
            case .part(let bytes):
                parts[index, default: []] += bytes
                return
            case .finished:
                let bytes = parts.removeValue(forKey: index) ?? []
                loaded[index] = (try? bytes.withUnsafeBytes { try Self.decode($0, file: files[index]) })
                    ?? [SpecDiagnostic(file: files[index], line: 1, column: 1,
                                       message: "internal error while loading: the worker's answer is malformed; please report it with this spec")]
            case .failed(let failure):
                parts[index] = nil
                loaded[index] = [SpecDiagnostic(file: files[index], line: 1, column: 1, message: failure.message(while: "loading"))]
            }
            while printed < files.count, let diagnostics = loaded[printed] {
                for diagnostic in diagnostics { print(diagnostic.description) }
                errors += diagnostics.filter { $0.severity == .error }.count
                loaded[printed] = []
                printed += 1
            }
        }
        let count = files.count + found.problems.count
        print("\(count) spec\(count == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s")")
        throw errors > 0 ? HarnessExit.failed : HarnessExit.passed
    }

    /// Diagnostics as worker bytes (the file is the request's, so it is not sent).
    static func encode(_ diagnostics: [SpecDiagnostic]) -> [UInt8] {
        var w = WireWriter()
        w.int(diagnostics.count)
        for d in diagnostics {
            w.int(d.line)
            w.int(d.column)
            w.string(d.message)
            w.bool(d.severity == .warning)
        }
        return w.bytes
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, file: String) throws -> [SpecDiagnostic] {
        var r = WireReader(bytes)
        var diagnostics: [SpecDiagnostic] = []
        for _ in 0..<(try r.count()) {
            diagnostics.append(SpecDiagnostic(file: file, line: try r.int(), column: try r.int(), message: try r.string(),
                                              severity: try r.bool() ? .warning : .error))
        }
        guard r.isAtEnd else { throw WireReader.Malformed() }
        return diagnostics
    }
}

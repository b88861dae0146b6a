import Foundation
import HarnessReports
import LayoutEngine
import LayoutResults
import LayoutSpec

/// What the fuzz targets check once the code under test ran without a trap:
/// every report is written (to memory), and the properties the reports
/// document hold. A broken property stops the fuzzer like a crash
/// (`FuzzFailure.fail`), with the input saved as its reproducer.
public enum ReportChecks {
    /// Writes every report of `results` and checks them:
    /// - the results JSON reads back, and written again gives the same bytes
    ///   (docs/reports.md, "JSON results");
    /// - merging the results with themselves gives them back (identical
    ///   duplicates are kept once), and so does merging their shards by spec;
    /// - the JUnit XML parses, and parsed, merged and written again it parses
    ///   to the same document;
    /// - each spec's baseline reads back equal, and comparing the spec with it
    ///   finds no regression.
    /// Results with a number outside `ResultRanges` skip the read-back checks:
    /// the readers refuse them by design (the engine's numeric range is checked
    /// where specs are loaded).
    public static func all(_ results: HarnessResults) {
        let json = JSONResultsWriter.renderBytes(results).withUnsafeBytes { Array($0) }
        let junit = JUnitWriter.render(results)
        let html = HTMLReport.renderBytes(results)
        let summary = TerminalSummary.render(results, options: .init(color: true, maxFindings: 5))
        FuzzFailure.require(html.count > 0 && !summary.isEmpty, "an empty HTML report or terminal summary")

        junitReadsBack(junit)
        guard ResultBounds.inRange(results) else { return }
        jsonReadsBack(json)
        mergesWithItself(results)
        baselinesReadBack(results)
    }

    /// The results JSON reads back; written again, it gives the same bytes.
    static func jsonReadsBack(_ json: [UInt8]) {
        let read: HarnessResults
        do {
            read = try JSONResultsReader.parse(Data(json), file: "written.json")
        } catch {
            FuzzFailure.fail("the results JSON the writer wrote does not read back: \(error)")
        }
        let again = JSONResultsWriter.renderBytes(read).withUnsafeBytes { Array($0) }
        FuzzFailure.require(again == json, "the results JSON read and written again differs from the first")
    }

    /// Results that merge alone (a file may hold contradictions, a documented error) merge
    /// with themselves and from their shards by spec into the same results.
    static func mergesWithItself(_ results: HarnessResults) {
        guard let once = try? ResultsMerger.merge([results]) else { return }
        do {
            let twice = try ResultsMerger.merge([results, results])
            FuzzFailure.require(once == twice, "results merged with themselves differ from the results merged alone")
            // Shards by spec, in reverse: only when each file is one spec (else the order of
            // their errors decides which duplicates are kept).
            guard Set(results.specs.map(\.file)).count == results.specs.count else { return }
            let shards = results.specs.indices.map { i in
                HarnessResults(version: results.version, specs: [results.specs[i]], startedAt: results.startedAt,
                               hostname: results.hostname, wallTime: results.wallTime)
            }
            let fromShards = try ResultsMerger.merge(shards.reversed())
            FuzzFailure.require(fromShards.specs == once.specs, "shards by spec merged differ from the whole")
        } catch {
            FuzzFailure.fail("results that merge alone do not merge with themselves or from their shards: \(error)")
        }
    }

    /// The JUnit XML parses; parsed, merged and written again it parses to the same document.
    static func junitReadsBack(_ junit: String) {
        let document: JUnitDocument
        do {
            document = try JUnitParser.parse(junit, name: "written.xml")
        } catch {
            FuzzFailure.fail("the JUnit XML the writer wrote does not parse: \(error)")
        }
        JUnitChecks.mergedWritesBack(document)
    }

    /// Each spec's baseline reads back equal, and the spec has no regression against it.
    /// Only for specs a run can produce: scene names unique, each case (environment,
    /// state) once in its scene, view ids unique in a case (else "the recorded frame" of a
    /// case or a view is ambiguous, and a results file that says so is not a run's).
    static func baselinesReadBack(_ results: HarnessResults) {
        for spec in results.specs where unambiguous(spec) {
            let baseline = BaselineStore.record(spec)
            let text = BaselineStore.render(baseline)
            do {
                let read = try BaselineStore.parse(Data(text.utf8), file: "written.baseline.json")
                FuzzFailure.require(BaselineStore.render(read) == text, "a baseline read and written again differs")
            } catch {
                FuzzFailure.fail("a baseline the store wrote does not read back: \(error)")
            }
            let comparison = BaselineStore.compare(spec, to: baseline)
            FuzzFailure.require(comparison.regressions == 0, "a spec has \(comparison.regressions) regressions against its own baseline")
        }
    }
}

extension ReportChecks {
    static func unambiguous(_ spec: SpecResult) -> Bool {
        guard Set(spec.scenes.map(\.name)).count == spec.scenes.count else { return false }
        return spec.scenes.allSatisfy { scene in
            Set(scene.cases.map { [$0.environment, $0.state ?? "\u{0}"] }).count == scene.cases.count
                && scene.cases.allSatisfy { Set($0.views.map(\.id)).count == $0.views.count }
        }
    }
}

/// Checks on JUnit documents, shared by both targets.
public enum JUnitChecks {
    /// `document` merged with itself, written, parsed and written again gives the same text.
    public static func mergedWritesBack(_ document: JUnitDocument) {
        let text = JUnitXMLSerializer.render(JUnitMerger.merge([document, document]))
        do {
            let again = JUnitXMLSerializer.render(try JUnitParser.parse(text, name: "merged.xml"))
            FuzzFailure.require(again == text, "merged JUnit XML parsed and written again differs")
        } catch {
            FuzzFailure.fail("the merged JUnit XML does not parse: \(error)")
        }
    }
}

/// Whether every number of a run lies in the ranges the readers accept.
public enum ResultBounds {
    public static func inRange(_ results: HarnessResults) -> Bool {
        func points(_ values: Double...) -> Bool { values.allSatisfy { ResultRanges.pointsProblem($0) == nil } }
        func seconds(_ value: Double?) -> Bool { value.map { ResultRanges.secondsProblem($0) == nil } ?? true }
        func rect(_ r: Rect?) -> Bool { r.map { points($0.x, $0.y, $0.width, $0.height) } ?? true }
        guard seconds(results.wallTime) else { return false }
        for spec in results.specs {
            for scene in spec.scenes {
                for c in scene.cases {
                    let s = c.safeArea
                    guard points(c.width, c.height, s.top, s.left, s.bottom, s.right), seconds(c.solveTime),
                          c.views.allSatisfy({ rect($0.frame) }) else { return false }
                    for text in c.views.compactMap(\.text) {
                        guard points(text.fontSize, text.lineHeight, text.baseline, text.leftInset, text.rightInset) else { return false }
                    }
                    for f in c.findings {
                        switch f.details {
                        case .overflow(let o)?: guard points(o.amount) else { return false }
                        case .ambiguity(let a)?: guard a.range.map({ points($0.lowerBound, $0.upperBound) }) ?? true else { return false }
                        case .expectation(let e)?: guard (e.expected + e.actual + [e.tolerance]).allSatisfy({ points($0) }) else { return false }
                        case .regression(let r)?: guard rect(r.old), rect(r.new) else { return false }
                        case .truncation(let t)?: guard t.widthLacking.map({ points($0) }) ?? true else { return false }
                        case .overlap(let o)?: guard rect(o.area) else { return false }
                        case .conflict?, nil: break
                        }
                    }
                }
            }
        }
        return true
    }
}

/// A broken property: stops the process the way a crash does, so libFuzzer
/// saves the input.
public enum FuzzFailure {
    public static func fail(_ message: String) -> Never {
        fatalError("fuzz check failed: " + message)
    }

    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }
}

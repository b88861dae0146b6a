import XCTest
import LayoutSpec
@testable import LayoutEngine
import LayoutResults

/// Loads a spec from text (it must load without errors) and lays it out.
/// Texts are measured with `text` (the box font unless told: numbers that depend on no font file).
func layOut(_ xml: String, text: TextTools = .boxFonts(), file: StaticString = #filePath, line: UInt = #line) -> SpecResult {
    let load = SpecLoader.load(bytes: Array(xml.utf8), path: "Test.xml")
    XCTAssertEqual(load.errors.map(\.description), [], "the spec must load", file: file, line: line)
    return LayoutEngine.run(load, file: "Test.xml", options: LayoutEngine.Options(text: text))
}

/// The environment block for one canvas.
func environment(_ name: String = "phone", width: Double = 390, height: Double = 844, widthClass: String = "compact",
                 heightClass: String = "regular", safeArea: String = "0 0 0 0", direction: String = "leftToRight") -> String {
    "<environment name=\"\(name)\" width=\"\(width)\" height=\"\(height)\" widthClass=\"\(widthClass)\" heightClass=\"\(heightClass)\" safeArea=\"\(safeArea)\" layoutDirection=\"\(direction)\"/>"
}

extension SpecResult {
    /// The case of the first scene in the environment (and state) named.
    func `case`(_ environment: String, state: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> CaseResult? {
        let found = scenes.first?.cases.first { $0.environment == environment && $0.state == state }
        XCTAssertNotNil(found, "no case \(environment) \(state ?? "base")", file: file, line: line)
        return found
    }
}

func XCTAssertFrame(_ result: CaseResult?, _ id: String, _ expected: [Double], accuracy: Double = 0.001,
                    file: StaticString = #filePath, line: UInt = #line) {
    guard let frame = result?.view(id)?.frame else {
        XCTFail("no view \(id)", file: file, line: line)
        return
    }
    for (actual, wanted) in zip(frame.array, expected) where abs(actual - wanted) > accuracy {
        XCTFail("\(id): frame \(frame.array) is not \(expected)", file: file, line: line)
        return
    }
}

import Foundation
import LayoutResults

/// Loads a results JSON file back into `HarnessResults` (to merge the
/// results of `--shard I/N` runs, or to redraw reports): `JSONDecoder` over the
/// model's `Decodable` conformances (LayoutResults), which accept the minimal
/// form of the results JSON (docs/reports.md) as well as everything
/// `JSONResultsWriter` adds and range-check every number (`ResultRanges`): a
/// bad value is an error naming the file and the value's JSON path, never a
/// trap later on.
public enum JSONResultsReader {
    /// What is wrong with a results (or baseline) file: `file` names it,
    /// `path` is the JSON path of the bad value (`$.specs[0].version`).
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        public var file: String = "results JSON"
        public var path: String
        public var message: String
        public var description: String { "\(file): \(path): \(message)" }
    }

    /// Reads and parses the file at `path`; errors name `path`.
    public static func read(contentsOf path: String) throws -> HarnessResults {
        try parse(try readData(path), file: path)
    }

    /// Parses results JSON text; errors name `file`.
    public static func parse(_ text: String, file: String = "results JSON") throws -> HarnessResults {
        try parse(Data(text.utf8), file: file)
    }

    /// Parses results JSON bytes; errors name `file`.
    public static func parse(_ data: Data, file: String = "results JSON") throws -> HarnessResults {
        try decode(HarnessResults.self, from: data, file: file)
    }

    /// `JSONDecoder` on `data`; an error is a `ReadError` naming `file` and the JSON path.
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data, file: String) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            var failure = readError(error)
            failure.file = file
            throw failure
        }
    }

    /// What went wrong decoding, at the JSON path of the bad value.
    static func readError(_ error: any Error) -> ReadError {
        switch error {
        case let error as ResultsDecodingError:
            return ReadError(path: path(error.codingPath), message: error.message)
        case DecodingError.keyNotFound(let key, let context):
            return ReadError(path: path(context.codingPath + [key]), message: "missing")
        case DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context):
            return ReadError(path: path(context.codingPath), message: expected(type))
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            return ReadError(path: path(context.codingPath), message: context.debugDescription)
        default:
            return ReadError(path: "$", message: "not valid JSON (\(error))")
        }
    }

    /// `expected a string`, `expected a number`... for the type a decoder wanted.
    private static func expected(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "expected a string"
        case is Double.Type, is Int.Type: return "expected a number"
        case is Bool.Type: return "expected true or false"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "expected an array" }
            if name.hasPrefix("Dictionary") { return "expected an object" }
            return "expected \(name)"
        }
    }

    /// The bytes of the file at `path`, or a `ReadError` naming it.
    static func readData(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReadError(file: path, path: "$", message: "cannot read the file: \(error.localizedDescription)")
        }
    }

    /// A decoder's coding path as a JSON path: `$.specs[0].solveTime`.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce("$") { path, key in key.intValue.map { path + "[\($0)]" } ?? memberPath(path, key.stringValue) }
    }

    /// `path.key`, or `path["key"]` for a key that is not a plain name.
    private static func memberPath(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2D
        }
        if plain { return path + "." + key }
        return path + "[" + JSONText.quote(key) + "]"
    }
}

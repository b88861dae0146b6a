
/// A JSON document with object members in a fixed order, so written JSON is
/// byte-for-byte deterministic: what the small documents (baselines, GitLab's
/// report) are built as before `JSONText` writes them. Reading goes through
/// `JSONDecoder` and the readers' own `Decodable` types.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One `"key": value` pair of an object.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// A string, or null for nil.
    public static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// A number, or null for nil.
    public static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
    /// An integer, or null for nil.
    public static func int(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
    /// An array of numbers.
    public static func numbers(_ values: [Double]) -> JSONValue { .array(values.map(JSONValue.number)) }
}

extension JSONLayoutWriter {
    /// Writes `value`, members in their given order.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let value): bool(value)
        case .number(let value): number(value)
        case .string(let value): string(value)
        case .array(let items):
            openArray()
            for item in items {
                element()
                self.value(item)
            }
            close()
        case .object(let members):
            openObject()
            for member in members {
                key(member.key)
                self.value(member.value)
            }
            close()
        }
    }
}

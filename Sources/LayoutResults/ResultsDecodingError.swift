/// A value of a results JSON that is present and of the right JSON type but not acceptable
/// (out of range, an unknown name, the wrong count): where (`codingPath`) and what is wrong.
/// `JSONResultsReader` turns it, like `DecodingError`, into an error naming the file and path.
public struct ResultsDecodingError: Error, CustomStringConvertible {
    public var codingPath: [any CodingKey]
    public var message: String

    public init(codingPath: [any CodingKey], message: String) {
        self.codingPath = codingPath
        self.message = message
    }

    public var description: String { codingPath.map(\.stringValue).joined(separator: ".") + ": " + message }

    /// The message of a number too large for a `Double` (`1e999`).
    public static let beyondDouble = "a number beyond the range of a Double (about ±1.8e308)"
}

/// A member name known only when reading (a view id in `frames`), or an array index.
public struct AnyCodingKey: CodingKey {
    public var stringValue: String
    public var intValue: Int?
    public init(stringValue: String) { self.stringValue = stringValue }
    public init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// What a number of the results measures, which decides its range (`ResultRanges`).
enum Quantity {
    case points, seconds

    func problem(_ value: Double) -> String? {
        switch self {
        case .points: return ResultRanges.pointsProblem(value)
        case .seconds: return ResultRanges.secondsProblem(value)
        }
    }
}

extension KeyedDecodingContainer {
    /// A `ResultsDecodingError` at `key`.
    func failure(_ key: Key, _ message: String) -> ResultsDecodingError {
        ResultsDecodingError(codingPath: codingPath + [key], message: message)
    }

    /// A number in the range of `quantity`.
    func number(_ key: Key, _ quantity: Quantity) throws -> Double {
        let value = try checkedDouble(at: [key]) { try decode(Double.self, forKey: key) }
        if let problem = quantity.problem(value) { throw failure(key, problem) }
        return value
    }

    func optionalNumber(_ key: Key, _ quantity: Quantity) throws -> Double? {
        guard try has(key) else { return nil }
        return try number(key, quantity)
    }

    /// A whole number from 0 to `ResultRanges.maxWholeNumber` (lines, columns, indices).
    func whole(_ key: Key) throws -> Int {
        let value = try checkedDouble(at: [key]) { try decode(Double.self, forKey: key) }
        guard let whole = ResultRanges.wholeNumber(value) else { throw failure(key, "\(value): " + ResultRanges.wholeNumberExpected) }
        return whole
    }

    func optionalWhole(_ key: Key) throws -> Int? { try has(key) ? try whole(key) : nil }

    /// Numbers in the range of `quantity`; an error names the bad item (`…expected[1]`).
    func numbers(_ key: Key, _ quantity: Quantity) throws -> [Double] {
        var items = try nestedUnkeyedContainer(forKey: key)
        var numbers: [Double] = []
        while !items.isAtEnd {
            let index = AnyCodingKey(intValue: items.currentIndex)
            let value = try checkedDouble(at: [key, index]) { try items.decode(Double.self) }
            if let problem = quantity.problem(value) {
                throw ResultsDecodingError(codingPath: codingPath + [key, index], message: problem)
            }
            numbers.append(value)
        }
        return numbers
    }

    func optionalNumbers(_ key: Key, _ quantity: Quantity) throws -> [Double]? { try has(key) ? try numbers(key, quantity) : nil }

    func optionalString(_ key: Key) throws -> String? { try decodeIfPresent(String.self, forKey: key) }

    func optionalStrings(_ key: Key) throws -> [String]? { try decodeIfPresent([String].self, forKey: key) }

    func optionalBool(_ key: Key) throws -> Bool? { try decodeIfPresent(Bool.self, forKey: key) }

    /// A name of `T` (`compact`), nil when missing or null; an unknown name is `message(name)`.
    func optionalName<T: RawRepresentable>(_ key: Key, _ message: (String) -> String) throws -> T? where T.RawValue == String {
        guard let text = try optionalString(key) else { return nil }
        guard let value = T(rawValue: text) else { throw failure(key, message(text)) }
        return value
    }

    func name<T: RawRepresentable>(_ key: Key, _ message: (String) -> String) throws -> T where T.RawValue == String {
        let text = try decode(String.self, forKey: key)
        guard let value = T(rawValue: text) else { throw failure(key, message(text)) }
        return value
    }

    /// Whether the member is there and not null.
    func has(_ key: Key) throws -> Bool { try contains(key) && !decodeNil(forKey: key) }

    /// A `Double` decoded by `body`; a number too large for one (which the JSON parser
    /// reports without a path) becomes an error at `path`.
    private func checkedDouble(at path: [any CodingKey], _ body: () throws -> Double) throws -> Double {
        do {
            return try body()
        } catch let error as DecodingError {
            throw error
        } catch {
            throw ResultsDecodingError(codingPath: codingPath + path, message: ResultsDecodingError.beyondDouble)
        }
    }
}

extension Decoder {
    /// The position of this value in the array that holds it, when it is an item of one.
    var arrayIndex: Int? { codingPath.last?.intValue }
}

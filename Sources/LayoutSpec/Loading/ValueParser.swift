/// Why a value could not be read; the builder adds the location.
struct ValueProblem: Error, Equatable {
    var message: String
}

/// Typed readers for attribute values. Every reader accepts surrounding XML whitespace (as the XSD's
/// collapsing types do) and never traps: numbers are checked for syntax before conversion.
enum ValueParser {
    /// A decimal number: `[+-]?(digits[.digits]|.digits)`, XSD's `xs:decimal`, within ±1,000,000.
    static func number(_ raw: String, attribute: String,
                       range: ClosedRange<Double> = -SpecLimits.maxMagnitude...SpecLimits.maxMagnitude) -> Result<Double, ValueProblem> {
        let text = raw.trimmingXMLSpace()
        guard !text.isEmpty else { return .failure(ValueProblem(message: "empty value for '\(attribute)'; expected a number")) }
        guard isDecimal(text), let value = Double(text), value.isFinite else {
            let lowered = text.lowercased()
            let unsigned = lowered.hasPrefix("-") || lowered.hasPrefix("+") ? String(lowered.dropFirst()) : lowered
            if unsigned == "nan" || unsigned == "inf" || unsigned == "infinity" {
                return .failure(ValueProblem(message: "'\(text)' is not allowed for '\(attribute)': numbers must be finite"))
            }
            if isDecimal(text) {
                return .failure(ValueProblem(message: "number '\(text)' for '\(attribute)' is out of range (\(describe(range)))"))
            }
            if looksExponential(text) {
                return .failure(ValueProblem(message: "invalid number '\(text)' for '\(attribute)': write a plain decimal such as 12 or -3.5, without an exponent"))
            }
            return .failure(ValueProblem(message: "invalid number '\(text)' for '\(attribute)': write a decimal such as 12 or -3.5"))
        }
        guard range.contains(value) else {
            return .failure(ValueProblem(message: "number '\(text)' for '\(attribute)' is out of range (\(describe(range)))"))
        }
        return .success(value == 0 ? 0 : value)
    }

    /// A number that must be greater than `lowerExclusive` (e.g. environment sizes, > 0).
    static func positiveNumber(_ raw: String, attribute: String, max: Double) -> Result<Double, ValueProblem> {
        let result = number(raw, attribute: attribute, range: -SpecLimits.maxMagnitude...max)
        switch result {
        case .success(let value) where value > 0: return result
        case .failure(let problem) where !problem.message.contains("out of range"): return result
        default:
            return .failure(ValueProblem(message: "number '\(raw.trimmingXMLSpace())' for '\(attribute)' is out of range (greater than 0, at most \(formatNumber(max)))"))
        }
    }

    /// A priority: a number in (0, 1000], or `required`, `defaultHigh`, `defaultLow`, `fittingSizeLevel`.
    static func priority(_ raw: String, attribute: String) -> Result<Double, ValueProblem> {
        let text = raw.trimmingXMLSpace()
        let startsNumeric = text.utf8.first.map { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") } ?? false
        if !startsNumeric, let named = LayoutPriority.names.first(where: { $0.name == text }) { return .success(named.value) }
        if !startsNumeric, let first = text.unicodeScalars.first, first.properties.isAlphabetic, text.lowercased() != "nan", !text.lowercased().hasPrefix("inf") {
            let hint = Suggestions.hint(for: text, in: LayoutPriority.names.map(\.name))
            let list = hint.isEmpty ? "; use a number greater than 0 and at most 1000, or required, defaultHigh, defaultLow, fittingSizeLevel" : hint
            return .failure(ValueProblem(message: "invalid priority '\(text)' for '\(attribute)'\(list)"))
        }
        switch number(text, attribute: attribute) {
        case .failure(let problem) where !problem.message.contains("out of range"):
            return .failure(problem)
        case .success(let value) where value > 0 && value <= 1000:
            return .success(value)
        default:
            return .failure(ValueProblem(message: "priority '\(text)' for '\(attribute)' is out of range: a priority is greater than 0 and at most 1000"))
        }
    }

    /// A multiplier: a number, or IB's ratio `a:b` (stored as a / b; b must not be 0).
    static func multiplier(_ raw: String, attribute: String) -> Result<Double, ValueProblem> {
        let text = raw.trimmingXMLSpace()
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return number(text, attribute: attribute) }
        let parts = [String(text[..<colon]), String(text[text.index(after: colon)...])]
        guard !parts[1].utf8.contains(UInt8(ascii: ":")) else { return number(text, attribute: attribute) }
        let numerator: Double
        let denominator: Double
        do {
            numerator = try number(parts[0], attribute: attribute).get()
            denominator = try number(parts[1], attribute: attribute).get()
        } catch let problem {
            if problem.message.contains("out of range") {
                return .failure(ValueProblem(message: "multiplier '\(text)' for '\(attribute)' is out of range (each number from -1000000 to 1000000)"))
            }
            return .failure(ValueProblem(message: "invalid multiplier '\(text)' for '\(attribute)': write a number or a ratio such as 16:9"))
        }
        guard denominator != 0 else {
            return .failure(ValueProblem(message: "invalid multiplier '\(text)' for '\(attribute)': the ratio divides by 0"))
        }
        let value = numerator / denominator
        guard value.isFinite, abs(value) <= SpecLimits.maxMagnitude else {
            return .failure(ValueProblem(message: "multiplier '\(text)' for '\(attribute)' is out of range (from -1000000 to 1000000)"))
        }
        return .success(value == 0 ? 0 : value)
    }

    /// `YES`/`NO` (IB's spelling) or `true`/`false`.
    static func boolean(_ raw: String, attribute: String) -> Result<Bool, ValueProblem> {
        switch raw.trimmingXMLSpace() {
        case "YES", "true": return .success(true)
        case "NO", "false": return .success(false)
        case let text:
            let hint = Suggestions.hint(for: text, in: ["YES", "NO", "true", "false"])
            return .failure(ValueProblem(message: "invalid boolean '\(text)' for '\(attribute)'\(hint.isEmpty ? "; use YES, NO, true or false" : hint)"))
        }
    }

    /// One of an enumeration's raw values.
    static func enumeration<E: CaseIterable & RawRepresentable<String>>(_ raw: String, attribute: String,
                                                                         as type: E.Type) -> Result<E, ValueProblem> {
        named(raw, attribute: attribute, names: E.allCases.map(\.rawValue), parse: E.init(rawValue:))
    }

    /// One of the names `parse` accepts; `names` are the spellings offered in hints.
    /// `alsoAccepted` are other spellings `parse` takes, offered in hints but not listed.
    /// Both are made only for a hint: building the list of every name for each value read was
    /// 8% of loading a spec of 40,000 constraints (docs/performance.md, "Spec loading").
    static func named<T>(_ raw: String, attribute: String, names: @autoclosure () -> [String],
                         alsoAccepted: @autoclosure () -> [String] = [],
                         parse: (String) -> T?) -> Result<T, ValueProblem> {
        let text = raw.trimmingXMLSpace()
        if let value = parse(text) { return .success(value) }
        let names = names()
        let hint = Suggestions.hint(for: text, in: names + alsoAccepted())
        let tail = hint.isEmpty ? "; expected one of: " + names.joined(separator: ", ") : hint
        return .failure(ValueProblem(message: "invalid value '\(text)' for '\(attribute)'\(tail)"))
    }

    /// Four numbers separated by whitespace (`top left bottom right`, or `x y width height`).
    static func quad(_ raw: String, attribute: String, names: String,
                     range: ClosedRange<Double> = -SpecLimits.maxMagnitude...SpecLimits.maxMagnitude) -> Result<[Double], ValueProblem> {
        let parts = raw.unicodeScalars.split(whereSeparator: isXMLSpaceScalar).map { String($0) }
        guard parts.count == 4 else {
            return .failure(ValueProblem(message: "'\(attribute)' needs 4 numbers (\(names)), got \(parts.count): '\(raw.trimmingXMLSpace())'"))
        }
        var values: [Double] = []
        for part in parts {
            switch number(part, attribute: attribute, range: range) {
            case .success(let value): values.append(value)
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(values)
    }

    /// A whole number in `range`, digits only (a count, XSD's `xs:positiveInteger`, from 1;
    /// `numberOfLines` and `numberOfPages` from 0); messages name it by `noun` (nil: `value`).
    static func wholeNumber(_ raw: String, attribute: String, in range: ClosedRange<Int>,
                            noun: String?) -> Result<Int, ValueProblem> {
        let text = raw.trimmingXMLSpace()
        let digits = text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        let bounds = "from \(range.lowerBound) to \(range.upperBound)", what = "'\(text)' for '\(attribute)'"
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return .failure(ValueProblem(message: "invalid \(noun ?? "value") \(what): write a whole number \(bounds)"))
        }
        let significant = digits.drop { $0 == "0" }
        guard significant.count <= 18, let value = Int(significant.isEmpty ? "0" : String(significant)),
              range.contains(value) else {
            return .failure(ValueProblem(message: "\(noun.map { $0 + " " } ?? "")\(what) is out of range (\(bounds))"))
        }
        return .success(value)
    }

    /// An id: non-empty, without whitespace, `#` (copies of repeated views) or `.` (guides such as `root.safeArea`).
    static func identifier(_ raw: String, attribute: String) -> Result<String, ValueProblem> {
        let text = raw.trimmingXMLSpace()
        guard !text.isEmpty else { return .failure(ValueProblem(message: "empty '\(attribute)'")) }
        if text.unicodeScalars.contains(where: isForbiddenInIdentifier) {
            return .failure(ValueProblem(message: "invalid id '\(text)': ids may not contain '#', '.' or whitespace"))
        }
        return .success(text)
    }

    /// `#`, `.` or whitespace (Unicode's White_Space). ASCII is decided without the property
    /// table, whose lookup was the largest single cost of loading a 10,000-view spec.
    private static func isForbiddenInIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x23, 0x2E, 0x09 ... 0x0D, 0x20: return true
        case ..<0x80: return false
        default: return scalar.properties.isWhitespace
        }
    }

    static func isDecimal(_ text: String) -> Bool {
        var digits = 0
        var seenPoint = false
        for (index, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                if index != 0 { return false }
            case UInt8(ascii: "."):
                if seenPoint { return false }
                seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
            default:
                return false
            }
        }
        return digits > 0
    }

    private static func looksExponential(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let e = lowered.firstIndex(of: "e") else { return false }
        let mantissa = String(lowered[..<e])
        var exponent = String(lowered[lowered.index(after: e)...])
        if exponent.hasPrefix("+") || exponent.hasPrefix("-") { exponent.removeFirst() }
        return isDecimal(mantissa) && !exponent.isEmpty && exponent.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    private static func describe(_ range: ClosedRange<Double>) -> String {
        "from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
    }
}

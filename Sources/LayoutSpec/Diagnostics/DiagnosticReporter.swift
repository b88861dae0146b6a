/// What reads a document and reports its problems at their place: the spec builder and the
/// Interface Builder reader. A problem is at an element's tag or at one of its attributes.
protocol DiagnosticReporter: AnyObject {
    var map: SourceMap { get }
    var diagnostics: [SpecDiagnostic] { get set }
}

extension DiagnosticReporter {
    func error(_ location: SourceLocation, _ message: String) {
        diagnostics.append(SpecDiagnostic(location, message))
    }

    func warning(_ location: SourceLocation, _ message: String) {
        diagnostics.append(SpecDiagnostic(location, message, severity: .warning))
    }

    func location(_ element: RawElement) -> SourceLocation { map.location(ofTag: element.tag) }

    /// The location of an attribute's value (or of its name, for `value: false`).
    func location(_ element: RawElement, _ attribute: String, value: Bool = true) -> SourceLocation {
        map.location(ofAttribute: attribute, inTag: element.tag, value: value)
    }

    /// A value read, or nil with its problem reported at the attribute's value.
    func take<T>(_ result: Result<T, ValueProblem>, _ element: RawElement, _ attribute: String) -> T? {
        switch result {
        case .success(let value): return value
        case .failure(let problem):
            error(location(element, attribute), problem.message)
            return nil
        }
    }
}

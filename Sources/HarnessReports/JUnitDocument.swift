/// A JUnit XML report as data: what `JUnitWriter` produces from results,
/// what `JUnitParser` reads from files and what `JUnitMerger` combines.
/// Counts and suite times are computed from the testcases, so they can never
/// disagree with them.
public struct JUnitDocument: Sendable, Equatable {
    public var suites: [Suite]

    public init(suites: [Suite] = []) { self.suites = suites }

    /// One `<testsuite>` (one spec file).
    public struct Suite: Sendable, Equatable {
        public var name: String
        public var package: String
        public var id: Int
        /// `YYYY-MM-DDTHH:MM:SS`, UTC, no zone.
        public var timestamp: String
        public var hostname: String
        public var properties: [Property] = []
        public var testcases: [TestCase] = []
        public var systemOut: String = ""
        public var systemErr: String = ""

        public var tests: Int { testcases.count }
        /// Testcases whose outcome is a failure (an error takes precedence, as in Jenkins).
        public var failures: Int { testcases.filter { $0.outcome == .failure }.count }
        public var errors: Int { testcases.filter { $0.outcome == .error }.count }
        public var skipped: Int { testcases.filter { $0.outcome == .skipped }.count }
        /// The sum of the testcases' times, in whole milliseconds.
        public var timeMilliseconds: Int { testcases.reduce(0) { $0.saturatingAdd($1.timeMilliseconds) } }
        /// The `spec` property (the spec file), when present.
        public var specFile: String? { properties.first { $0.name == "spec" }?.value }
    }

    /// One `<property name value>`.
    public struct Property: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    /// One `<testcase>`.
    public struct TestCase: Sendable, Equatable {
        public var classname: String
        public var name: String
        public var timeMilliseconds: Int
        /// Opt-in extension attributes read by some CI tools (not in any schema).
        public var file: String?
        public var line: Int?
        /// Failure, error or skipped elements; the writer puts at most one.
        public var results: [Result] = []

        /// Error beats failure beats skipped; nil means passed.
        public var outcome: Result.Element? {
            let elements = Set(results.map(\.element))
            if elements.contains(.error) { return .error }
            if elements.contains(.failure) { return .failure }
            if elements.contains(.skipped) { return .skipped }
            return nil
        }
    }

    /// A `<failure>`, `<error>` or `<skipped>` element.
    public struct Result: Sendable, Equatable {
        /// Which element: `<failure>`, `<error>` or `<skipped>`.
        public enum Element: String, Sendable, Hashable {
            case failure, error, skipped
        }
        public var element: Element
        public var type: String?
        public var message: String?
        public var body: String

        public init(element: Element, type: String?, message: String?, body: String) {
            self.element = element
            self.type = type
            self.message = message
            self.body = body
        }
    }
}

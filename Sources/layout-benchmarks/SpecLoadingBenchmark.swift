/// Times loading a large generated spec (issue 3 replaces this placeholder).
enum SpecLoadingBenchmark {
    static func run(_ arguments: [String]) {
        print("spec-loading: not written yet")
    }
}

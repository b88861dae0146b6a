/// The version the command line reports with `--version`.
enum HarnessVersion {
    static let string = "0.1.0"
}

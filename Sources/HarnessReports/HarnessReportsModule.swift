/// Namespace for the report writers' shared settings.
public enum HarnessReportsModule {
    /// Where reports go when the command line is given no paths.
    public static let defaultDirectory = "Reports"
    /// Default file names inside `defaultDirectory`.
    public static let junitFileName = "junit.xml"
    public static let jsonFileName = "results.json"
    public static let htmlFileName = "index.html"
}

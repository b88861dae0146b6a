/// Namespace for the report writers (issue 6 fills this module).
public enum HarnessReportsModule {
    /// Where reports go when the command line is given no paths.
    public static let defaultDirectory = "Reports"
}

// swift-tools-version: 6.0
// LayoutHarness: checks adaptive iOS layouts (stack views + Auto Layout) on Linux, in CI.
// Module map and data flow: docs/architecture.md.
import PackageDescription

let package = Package(
    name: "LayoutHarness",
    products: [
        .executable(name: "layout-harness", targets: ["layout-harness"]),
        .executable(name: "layout-benchmarks", targets: ["layout-benchmarks"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutResults", targets: ["LayoutResults"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "HarnessReports", targets: ["HarnessReports"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libxml2, used directly: Debian `libxml2-dev`.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // HarfBuzz and ICU for measuring text (docs/text.md): Debian `libharfbuzz-dev`, `libicu-dev`.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // ICU's break iterators behind plain C functions (Sources/CICU/include/CICU.h says why
        // no ICU header is visible to Swift). Debian `libicu-dev`; its headers are on the default path.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // Fonts, shaping, line breaking, truncation, Dynamic Type, UIKit controls' sizes.
        .target(name: "TextLayout", dependencies: ["CHarfBuzz", "CICU"]),
        // Cassowary-style incremental simplex with exact (lexicographic) priorities.
        .target(name: "LayoutSolver"),
        // Generated constraint systems with closed-form answers, shared by tests and benchmarks.
        .target(name: "SolverWorkloads", dependencies: ["LayoutSolver"]),
        // The spec model and its libxml2 loaders (our XML format, Interface Builder documents;
        // fonts, line break modes and Dynamic Type names from TextLayout).
        .target(name: "LayoutSpec", dependencies: ["CLibXML2", "TextLayout"]),
        // The results of a run (cases, frames, findings) as value types over LayoutSpec's own
        // types; what the engine produces and the reports read.
        .target(name: "LayoutResults", dependencies: ["LayoutSpec"]),
        // UIKit rules: spec -> solver constraints -> frames and findings; sizes from TextLayout.
        .target(name: "LayoutEngine", dependencies: ["LayoutSpec", "LayoutResults", "LayoutSolver", "TextLayout"]),
        // JUnit, JSON, HTML and terminal output, from results alone (no solver, no rules).
        .target(name: "HarnessReports", dependencies: ["LayoutResults", "LayoutSpec", "CLibXML2"],
                resources: [.copy("Resources/report.js"), .copy("Resources/report.css")]),
        .executableTarget(
            name: "layout-harness",
            dependencies: [
                "LayoutSpec", "LayoutSolver", "LayoutResults", "LayoutEngine", "HarnessReports", "TextLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // A release binary carries the Swift runtime and Foundation, as `swift build
            // --static-swift-stdlib` makes it: a start binds none of their symbols and the
            // runtime's calls skip the PLT, 0.95x the time of a large spec (docs/performance.md,
            // "A static binary"). Compiled against the static SDK too, so that Foundation's
            // modules name the static libraries they need.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),
        // Benchmarks are an executable, never timed unit tests (docs/performance.md).
        .executableTarget(
            name: "layout-benchmarks",
            dependencies: ["LayoutSolver", "SolverWorkloads", "LayoutSpec", "LayoutResults", "LayoutEngine", "HarnessReports", "TextLayout"]
        ),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "SolverWorkloads"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "CLibXML2"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["LayoutSpec", "LayoutResults", "LayoutEngine", "TextLayout"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutResults", "LayoutSpec", "LayoutSolver", "SolverWorkloads"]),
        // Runs the built `layout-harness` binary end to end (swift test builds it first), and tests
        // the worker pipe's encoding in its module.
        .testTarget(name: "CommandLineTests", dependencies: ["HarnessReports", "LayoutResults", "LayoutSpec", "LayoutEngine", "SolverWorkloads", "layout-harness"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout"]),
        .testTarget(name: "HarnessReportsTests", dependencies: ["HarnessReports", "LayoutResults", "LayoutSpec", "CLibXML2"],
                    exclude: ["Fixtures"]),  // read from the source tree (`SampleResults.schemas`)
    ]
)

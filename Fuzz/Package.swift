// swift-tools-version: 6.0
// libFuzzer targets over the harness's library modules (docs/fuzzing.md). A package of
// its own, so `swift build` and `swift test` of the harness never see them: they only
// link with `--sanitize=fuzzer` (scripts/fuzz.sh builds them).
import Foundation
import PackageDescription

// The harness package, one folder up; SwiftPM names a path dependency after its folder.
let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let harnessPackage = harness.lastPathComponent

let package = Package(
    name: "LayoutHarnessFuzz",
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // What every target checks after the code under test ran (round trips, limits).
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "LayoutSpec", package: harnessPackage),
                .product(name: "LayoutResults", package: harnessPackage),
                .product(name: "LayoutEngine", package: harnessPackage),
                .product(name: "HarnessReports", package: harnessPackage),
            ]
        ),
        // Spec bytes -> load -> every case solved -> every report.
        .executableTarget(name: "fuzz-spec", dependencies: ["FuzzSupport"]),
        // Results JSON, JUnit or baseline bytes -> read -> merge -> every report.
        .executableTarget(name: "fuzz-merge", dependencies: ["FuzzSupport"]),
        // Storyboard bytes -> Interface Builder import -> every case solved -> every report.
        .executableTarget(name: "fuzz-ib", dependencies: ["FuzzSupport"]),
    ]
)

import Foundation
import XCTest
import LayoutResults
import LayoutSpec

/// Hand-built results used by the report tests: a login screen that is
/// vertical in portrait and horizontal in landscape (with an overflow, an
/// ambiguity, a conflict on iPad and an unmet expectation in a state), a
/// spec that fails to load, a passing spec, and a spec whose names carry
/// dots and characters that need escaping.
enum SampleResults {
    static let startedAt = Date(timeIntervalSince1970: 1_735_732_800) // 2025-01-01T12:00:00Z

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(x: x, y: y, width: w, height: h)
    }

    static func v(_ id: String, _ kind: ViewKind, _ parent: String?, _ r: Rect, hidden: Bool = false, line: Int? = nil) -> ViewFrame {
        ViewFrame(id: id, kind: kind, parent: parent, hidden: hidden, frame: r, line: line, column: line == nil ? nil : 5)
    }

    static let portraitInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let landscapeInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    static let iPadInsets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

    // MARK: Login

    static func loginPortrait(state: String? = nil) -> CaseResult {
        var views = [
            v("root", .view, nil, rect(0, 0, 390, 844), line: 4),
            v("header", .stackView, "root", rect(16, 63, 358, 64), line: 5),
            v("logo", .imageView, "header", rect(16, 63, 64, 64), line: 6),
            v("title", .label, "header", rect(92, 84, 282, 21), line: 7),
            v("form", .stackView, "root", rect(16, 151, 358, 156), line: 9),
            v("email", .textField, "form", rect(16, 151, 358, 44), line: 10),
            v("password", .textField, "form", rect(16, 207, 358, 44), line: 11),
            v("login", .button, "form", rect(16, 263, 358, 44), line: 12),
            v("details", .textView, "root", rect(16, 331, 358, 120), hidden: state == nil, line: 14),
            v("footer", .label, "root", rect(16, 789, 358, 21), line: 15),
        ]
        if state == nil { views[8].frame = rect(16, 331, 358, 0) }
        var findings: [Finding] = []
        if state != nil {
            findings.append(Finding(
                kind: .expectation, items: ["title"],
                message: "frame of 'title' is (92, 84, 282, 21), expected (16, 100, 358, 21)",
                line: 20, column: 3,
                details: .expectation(.init(view: "title", attribute: "frame", expected: [16, 100, 358, 21], actual: [92, 84, 282, 21], tolerance: 0.5))
            ))
        }
        return CaseResult(
            environment: "iPhone 13 portrait", environmentIndex: 0, widthClass: .compact, heightClass: .regular,
            width: 390, height: 844, safeArea: portraitInsets, state: state, stateIndex: state == nil ? 0 : 1,
            views: views, findings: findings, solveTime: state == nil ? 0.0021 : 0.0034
        )
    }

    static func loginLandscape() -> CaseResult {
        CaseResult(
            environment: "iPhone 13 landscape", environmentIndex: 1, widthClass: .compact, heightClass: .compact,
            width: 844, height: 390, safeArea: landscapeInsets,
            views: [
                v("root", .view, nil, rect(0, 0, 844, 390), line: 4),
                v("header", .stackView, "root", rect(63, 16, 718, 64), line: 5),
                v("logo", .imageView, "header", rect(63, 16, 64, 64), line: 6),
                v("title", .label, "header", rect(139, 37, 642, 21), line: 7),
                v("form", .stackView, "root", rect(63, 104, 718, 44), line: 9),
                v("email", .textField, "form", rect(63, 104, 240, 44), line: 10),
                v("password", .textField, "form", rect(315, 104, 240, 44), line: 11),
                v("login", .button, "form", rect(567, 104, 226.5, 44), line: 12),
                v("details", .textView, "root", rect(63, 172, 718, 0), hidden: true, line: 14),
                v("footer", .label, "root", rect(63, 348, 718, 21), hidden: true, line: 15),
            ],
            findings: [
                Finding(kind: .overflow, items: ["login", "form"],
                        message: "'login' extends 12.5 pt past the trailing edge of 'form'",
                        line: 12, column: 5,
                        details: .overflow(.init(view: "login", edge: .trailing, amount: 12.5, container: "form"))),
                Finding(kind: .ambiguity, items: ["email", "password"],
                        message: "content priority ambiguity: 'email' and 'password' have equal horizontal hugging priority (250)",
                        line: 10, column: 5,
                        details: .ambiguity(.init(view: "email", attribute: .width, range: 0...478, cause: .contentHugging))),
            ],
            solveTime: 0.0042
        )
    }

    static func loginIPad() -> CaseResult {
        CaseResult(
            environment: "iPad Pro 11in portrait", environmentIndex: 3, widthClass: .regular, heightClass: .regular,
            width: 834, height: 1194, safeArea: iPadInsets,
            views: [
                v("root", .view, nil, rect(0, 0, 834, 1194), line: 4),
                v("header", .stackView, "root", rect(20, 44, 794, 64), line: 5),
                v("logo", .imageView, "header", rect(20, 44, 64, 64), line: 6),
                v("title", .label, "header", rect(96, 65, 718, 21), line: 7),
                v("form", .stackView, "root", rect(167, 400, 500, 156), line: 9),
                v("email", .textField, "form", rect(167, 400, 500, 44), line: 10),
                v("password", .textField, "form", rect(167, 456, 500, 44), line: 11),
                v("login", .button, "form", rect(167, 512, 500, 44), line: 12),
                v("details", .textView, "root", rect(20, 580, 794, 0), hidden: true, line: 14),
                v("footer", .label, "root", rect(20, 1153, 794, 21), line: 15),
            ],
            findings: [
                Finding(kind: .conflict, items: ["form", "wForm", "leadForm", "trailForm"],
                        message: "required constraints conflict: wForm, leadForm, trailForm cannot hold together; broke leadForm",
                        line: 17, column: 5,
                        details: .conflict(.init(constraints: ["wForm", "leadForm", "trailForm"], broken: "leadForm"))),
            ],
            solveTime: 0.0051
        )
    }

    static var login: SpecResult {
        SpecResult(file: "Specs/Login.xml", name: "Login", scenes: [
            SceneResult(name: "Main", index: 0, cases: [loginPortrait(), loginPortrait(state: "expanded"), loginLandscape(), loginIPad()]),
        ])
    }

    // MARK: Broken

    static var broken: SpecResult {
        SpecResult(file: "Specs/Broken.xml", errors: [
            .init(line: 3, column: 7, message: "unknown attribute 'widht' on <view> (did you mean 'width'?)"),
            .init(line: 9, column: 1, message: "duplicate id 'row'"),
        ])
    }

    // MARK: Onboarding (passes)

    static var onboarding: SpecResult {
        func welcome(_ env: String, _ index: Int, _ w: Double, _ h: Double, _ wc: SizeClass, _ hc: SizeClass, _ insets: EdgeInsets) -> CaseResult {
            let top = insets.top + 20
            return CaseResult(
                environment: env, environmentIndex: index, widthClass: wc, heightClass: hc, width: w, height: h, safeArea: insets,
                views: [
                    v("root", .view, nil, rect(0, 0, w, h)),
                    v("hero", .imageView, "root", rect(16 + insets.left, top, w - 32 - insets.left - insets.right, (h - top) * 0.5)),
                    v("caption", .label, "root", rect(16 + insets.left, top + (h - top) * 0.5 + 12, w - 32 - insets.left - insets.right, 42)),
                    v("next", .button, "root", rect(w - insets.right - 16 - 120, h - insets.bottom - 60, 120, 44)),
                ],
                solveTime: 0.0009
            )
        }
        return SpecResult(file: "Specs/Onboarding.xml", scenes: [
            SceneResult(name: "Welcome", index: 0, cases: [
                welcome("iPhone 13 portrait", 0, 390, 844, .compact, .regular, portraitInsets),
                welcome("iPhone 13 landscape", 1, 844, 390, .compact, .compact, landscapeInsets),
            ]),
        ])
    }

    // MARK: Profile.v2 (names needing escaping, dots, right-to-left, a regression)

    static let nastyScene = "Edit <Sheet> & \"quotes\" 'apos'"

    static var profile: SpecResult {
        SpecResult(file: "Specs/Settings/Profile.v2.xml", name: "Profile.v2", scenes: [
            SceneResult(name: nastyScene, index: 0, cases: [
                CaseResult(
                    environment: "iPad Pro 12.9in landscape", environmentIndex: 0, widthClass: .regular, heightClass: .regular,
                    width: 1366, height: 1024, layoutDirection: .rightToLeft, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                    views: [
                        v("root", .view, nil, rect(0, 0, 1366, 1024), line: 3),
                        v("card&co", .view, "root", rect(383, 140, 600, 400), line: 4),
                        v("<name>", .label, "card&co", rect(403, 160, 560, 24), line: 5),
                    ],
                    findings: [
                        Finding(kind: .regression, items: ["card&co"],
                                message: "frame of 'card&co' changed: y 100 → 140 \u{1}\u{1B}[0m",
                                line: 4, column: 5,
                                details: .regression(.init(view: "card&co", old: rect(383, 100, 600, 400), new: rect(383, 140, 600, 400)))),
                    ],
                    solveTime: 0.0123456
                ),
            ]),
        ])
    }

    // MARK: Feed (one cause in several environments)

    /// A feed row whose top constraint is missing: the same ambiguity on 'row' in all three
    /// environments (one cause, three cases), the same overflow of 'badge' in the two phones
    /// (one cause, two cases), and on the iPad a conflict whose constraints name 'photo'
    /// (its items are constraint ids only).
    static var feed: SpecResult {
        func item(_ env: String, _ index: Int, _ w: Double, _ h: Double, _ wc: SizeClass, phone: Bool) -> CaseResult {
            var findings = [
                Finding(kind: .ambiguity, items: ["row"], message: "the vertical position of 'row' is not fixed; it moves 'photo', 'caption' with it",
                        line: 6, column: 5, details: .ambiguity(.init(view: "row", attribute: .y, range: 0...(h - 120), cause: .missingConstraints)),
                        fix: "add a top or centerY constraint for 'row'"),
            ]
            if phone {
                findings.insert(Finding(kind: .overflow, items: ["badge", "row"], message: "'badge' extends past the trailing edge of 'row'",
                                        line: 9, column: 7, details: .overflow(.init(view: "badge", edge: .trailing, amount: 24, container: "row"))),
                                at: 0)
            } else {
                findings.insert(Finding(kind: .conflict, items: ["canvas-width", "ratio", "photoHeight"],
                                        message: "unable to satisfy 3 required constraints together; broke photoHeight: photo.height == 300 @1000",
                                        line: 11, column: 7,
                                        details: .conflict(.init(constraints: ["canvas-width", "ratio", "photoHeight"], broken: "photoHeight", equations: [
                                            ConstraintEquation(id: "canvas-width", name: "canvas-width(root)", equation: "root.width == \(Int(w)) @1000", line: 3, written: false),
                                            ConstraintEquation(id: "ratio", name: "ratio", equation: "photo.height == 0.75 × photo.width + 0 @1000", line: 10, written: true),
                                            ConstraintEquation(id: "photoHeight", name: "photoHeight", equation: "photo.height == 300 @1000", line: 11, written: true),
                                        ]))),
                                at: 0)
            }
            return CaseResult(
                environment: env, environmentIndex: index, widthClass: wc, heightClass: .regular, width: w, height: h,
                views: [
                    v("root", .view, nil, rect(0, 0, w, h), line: 3),
                    v("row", .view, "root", rect(16, 0, w - 32, 120), line: 6),
                    v("photo", .imageView, "row", rect(16, 0, 160, 120), line: 7),
                    v("caption", .label, "row", rect(184, 0, w - 216, 40), line: 8),
                    v("badge", .button, "row", rect(w - 72, 60, 80, 32), line: 9),
                ],
                findings: findings, solveTime: 0.001
            )
        }
        return SpecResult(file: "Specs/Feed.xml", scenes: [
            SceneResult(name: "List", index: 0, cases: [
                item("iPhone SE portrait", 0, 320, 568, .compact, phone: true),
                item("iPhone 13 portrait", 1, 390, 844, .compact, phone: true),
                item("iPad Pro 11in portrait", 2, 834, 1194, .regular, phone: false),
            ]),
        ])
    }

    /// What the report fixtures show (`ReportFixtureTests`): the whole sample run and the feed.
    static var fixture: HarnessResults {
        HarnessResults(specs: [broken, feed, login, onboarding, profile], startedAt: startedAt, hostname: "ci-runner-7")
    }

    /// The whole sample run, specs sorted by file path (the canonical order).
    static var all: HarnessResults {
        HarnessResults(specs: [broken, login, onboarding, profile], startedAt: startedAt, hostname: "ci-runner-7")
    }

    /// Only the passing spec.
    static var passing: HarnessResults {
        HarnessResults(specs: [onboarding], startedAt: startedAt, hostname: "ci-runner-7")
    }
}

/// Paths used by the tests.
enum TestPaths {
    /// The package root (three levels above this file).
    static let packageRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }()

    static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/schemas").path

    /// Where the tests leave reports for scripts/check-junit.sh and scripts/check-html.sh.
    static let reportFixtures = packageRoot + "/.build/report-fixtures"

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "harness-reports-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

extension XCTestCase {
    /// A fresh temporary folder, removed with what it holds when the test ends.
    func temporaryFolder() throws -> String {
        let path = try TestPaths.temporaryFolder()
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}

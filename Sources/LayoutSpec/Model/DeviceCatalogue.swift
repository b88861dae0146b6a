/// A device of the catalogue (`DeviceCatalogue`): its screen in points in portrait, its display
/// scale, the safe-area insets and size classes UIKit gives a full-screen app in each
/// orientation, and the widths of its split views. `environment(_:split:)` makes the
/// `Environment` a spec's `<environment device="…" orientation="…"/>` names.
public struct Device: Hashable, Sendable {
    /// Phone or tablet: decides the size classes.
    public enum Idiom: String, Hashable, Sendable {
        case phone, pad
    }

    /// The interface orientation.
    public enum Orientation: String, CaseIterable, Hashable, Sendable {
        case portrait, landscape
    }

    /// The share of the screen an iPad app has in Split View.
    public enum Split: String, CaseIterable, Hashable, Sendable {
        case full
        case twoThirds = "two-thirds"
        case oneHalf = "one-half"
        case oneThird = "one-third"
    }

    /// One split view: its width in points and its horizontal size class (the height and the
    /// vertical size class are the full screen's).
    public struct SplitWidth: Hashable, Sendable {
        public var orientation: Orientation
        public var split: Split
        public var width: Double
        public var widthClass: SizeClass
    }

    /// Apple's name, as Xcode's simulators spell it (`iPhone SE (3rd generation)`).
    public var name: String
    public var idiom: Idiom
    /// The screen in points, portrait.
    public var width: Double
    public var height: Double
    /// Pixels per point (`UIScreen.scale`).
    public var scale: Double
    /// Safe-area insets of a full-screen window, portrait and landscape (landscape left: the
    /// side of the sensor housing is given on both sides, as UIKit does in either landscape).
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// The horizontal size class in landscape: regular on the largest phones (the Plus and Max
    /// models), compact on the others; iPads are regular in both orientations.
    public var landscapeWidthClass: SizeClass
    /// The split views this catalogue knows for the device (iPads only).
    public var splits: [SplitWidth]

    /// The environment of the device in `orientation` (and `split`), named `name` or
    /// `iPhone SE (3rd generation) landscape` (`… landscape one-third` for a split); nil for a
    /// split the device does not have.
    public func environment(_ orientation: Orientation, split: Split = .full, name: String? = nil,
                            layoutDirection: LayoutDirection = .leftToRight, location: SourceLocation? = nil) -> Environment? {
        let portrait = orientation == .portrait
        var width = portrait ? self.width : height
        let height = portrait ? height : self.width
        var widthClass: SizeClass = idiom == .pad ? .regular : (portrait ? .compact : landscapeWidthClass)
        let heightClass: SizeClass = idiom == .pad ? .regular : (portrait ? .regular : .compact)
        if split != .full {
            guard let found = splits.first(where: { $0.orientation == orientation && $0.split == split }) else { return nil }
            width = found.width
            widthClass = found.widthClass
        }
        var environment = Environment(name: name ?? Self.environmentName(self.name, orientation, split), width: width, height: height,
                                      widthClass: widthClass, heightClass: heightClass,
                                      safeArea: portrait ? portraitSafeArea : landscapeSafeArea,
                                      layoutDirection: layoutDirection, location: location)
        environment.scale = scale
        environment.device = self.name
        return environment
    }

    /// `iPhone SE (3rd generation) landscape`, `iPad Pro (11-inch) (4th generation) portrait one-third`.
    public static func environmentName(_ device: String, _ orientation: Orientation, _ split: Split) -> String {
        "\(device) \(orientation.rawValue)" + (split == .full ? "" : " \(split.rawValue)")
    }
}

/// The named devices a spec or `--devices` can use instead of writing sizes: every current
/// iPhone and iPad screen with its size in points, scale, safe areas in each orientation and,
/// for iPads, split views. docs/spec-format.md ("Devices") lists them with their sources.
public enum DeviceCatalogue {
    /// Every device, phones from the smallest screen up, then iPads.
    public static let all: [Device] = phones + pads

    /// The device with this name (exact).
    public static func device(named name: String) -> Device? { all.first { $0.name == name } }

    // MARK: iPhones

    private static func phone(_ name: String, _ width: Double, _ height: Double, scale: Double, top: Double, bottom: Double,
                              side: Double, landscapeBottom: Double, landscape widthClass: SizeClass) -> Device {
        Device(name: name, idiom: .phone, width: width, height: height, scale: scale,
               portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
               landscapeSafeArea: EdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
               landscapeWidthClass: widthClass, splits: [])
    }

    /// A phone with a notch or the Dynamic Island: the sensor housing's inset on top in portrait
    /// and on both sides in landscape; the home indicator 34 points in portrait, 21 in landscape.
    private static func fullScreenPhone(_ name: String, _ width: Double, _ height: Double, housing: Double,
                                        landscape widthClass: SizeClass = .compact) -> Device {
        phone(name, width, height, scale: 3, top: housing, bottom: 34, side: housing, landscapeBottom: 21, landscape: widthClass)
    }

    static let phones: [Device] = [
        // A home button: a 20-point status bar in portrait, none in landscape, no home indicator.
        phone("iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0, side: 0, landscapeBottom: 0, landscape: .compact),
        fullScreenPhone("iPhone 13 mini", 375, 812, housing: 50),
        fullScreenPhone("iPhone 13", 390, 844, housing: 47),
        fullScreenPhone("iPhone 13 Pro", 390, 844, housing: 47),
        fullScreenPhone("iPhone 14", 390, 844, housing: 47),
        fullScreenPhone("iPhone 15", 393, 852, housing: 47),
        fullScreenPhone("iPhone 14 Pro", 393, 852, housing: 59),
        fullScreenPhone("iPhone 15 Pro", 393, 852, housing: 59),
        fullScreenPhone("iPhone 16", 393, 852, housing: 59),
        fullScreenPhone("iPhone 16 Pro", 402, 874, housing: 62),
        fullScreenPhone("iPhone 13 Pro Max", 428, 926, housing: 47, landscape: .regular),
        fullScreenPhone("iPhone 14 Plus", 428, 926, housing: 47, landscape: .regular),
        fullScreenPhone("iPhone 15 Plus", 430, 932, housing: 47, landscape: .regular),
        fullScreenPhone("iPhone 14 Pro Max", 430, 932, housing: 59, landscape: .regular),
        fullScreenPhone("iPhone 15 Pro Max", 430, 932, housing: 59, landscape: .regular),
        fullScreenPhone("iPhone 16 Plus", 430, 932, housing: 59, landscape: .regular),
        fullScreenPhone("iPhone 16 Pro Max", 440, 956, housing: 62, landscape: .regular),
    ]

    // MARK: iPads

    /// An iPad (2x). `status` is the status bar's height (20 with a home button, 24 without),
    /// `indicator` the home indicator's (0 with a home button, 20 without), in both orientations.
    private static func pad(_ name: String, _ width: Double, _ height: Double, status: Double, indicator: Double,
                            splits: [Device.SplitWidth] = []) -> Device {
        let insets = EdgeInsets(top: status, left: 0, bottom: indicator, right: 0)
        return Device(name: name, idiom: .pad, width: width, height: height, scale: 2, portraitSafeArea: insets,
                      landscapeSafeArea: insets, landscapeWidthClass: .regular, splits: splits)
    }

    /// Split View widths: a third, a half and two thirds in landscape, a third and two thirds in
    /// portrait (the two apps and the 10-point divider fill the screen). A third and a half are
    /// compact, as is two thirds in portrait, except where `regularHalf` (the 12.9-inch screen's half).
    private static func splits(landscape: (third: Double, half: Double, twoThirds: Double), portrait: (third: Double, twoThirds: Double),
                               regularHalf: Bool = false) -> [Device.SplitWidth] {
        [
            .init(orientation: .landscape, split: .oneThird, width: landscape.third, widthClass: .compact),
            .init(orientation: .landscape, split: .oneHalf, width: landscape.half, widthClass: regularHalf ? .regular : .compact),
            .init(orientation: .landscape, split: .twoThirds, width: landscape.twoThirds, widthClass: .regular),
            .init(orientation: .portrait, split: .oneThird, width: portrait.third, widthClass: .compact),
            .init(orientation: .portrait, split: .twoThirds, width: portrait.twoThirds, widthClass: .compact),
        ]
    }

    static let pads: [Device] = [
        pad("iPad mini (6th generation)", 744, 1133, status: 24, indicator: 20),
        pad("iPad (9th generation)", 810, 1080, status: 20, indicator: 0,
            splits: splits(landscape: (320, 535, 750), portrait: (320, 480))),
        pad("iPad (10th generation)", 820, 1180, status: 24, indicator: 20),
        pad("iPad Air 11-inch (M2)", 820, 1180, status: 24, indicator: 20),
        pad("iPad Pro (11-inch) (4th generation)", 834, 1194, status: 24, indicator: 20,
            splits: splits(landscape: (375, 592, 809), portrait: (320, 504))),
        pad("iPad Pro 11-inch (M4)", 834, 1210, status: 24, indicator: 20),
        pad("iPad Air 13-inch (M2)", 1024, 1366, status: 24, indicator: 20,
            splits: splits(landscape: (375, 678, 981), portrait: (375, 639), regularHalf: true)),
        pad("iPad Pro (12.9-inch) (6th generation)", 1024, 1366, status: 24, indicator: 20,
            splits: splits(landscape: (375, 678, 981), portrait: (375, 639), regularHalf: true)),
        pad("iPad Pro 13-inch (M4)", 1032, 1376, status: 24, indicator: 20),
    ]
}

/// The design devices Interface Builder names in `<device id>`: canvas size in points, display
/// scale, safe-area insets and size classes, as the simulators of the Xcode versions that write
/// each id report them (docs/interface-builder.md, "Environments").
struct IBDevice: Hashable {
    var id: String
    /// Portrait canvas, points.
    var width: Double
    var height: Double
    var scale: Double
    /// Portrait safe area: the status bar or sensor housing at the top, the home indicator at the bottom.
    var top: Double
    var bottom: Double
    /// Landscape: the sensor housing's side inset and the home indicator's bottom inset.
    var landscapeSide: Double
    var landscapeBottom: Double
    var isPad: Bool
    /// A phone wide enough for regular width in landscape (the Plus and Max sizes).
    var isLargePhone: Bool

    private init(_ id: String, _ width: Double, _ height: Double, scale: Double, top: Double, bottom: Double = 0,
                 side: Double = 0, landscapeBottom: Double = 0, pad: Bool = false, large: Bool = false) {
        self.id = id
        self.width = width
        self.height = height
        self.scale = scale
        self.top = top
        self.bottom = bottom
        self.landscapeSide = side
        self.landscapeBottom = landscapeBottom
        self.isPad = pad
        self.isLargePhone = large
    }

    /// Every device id the harness knows.
    static let all: [IBDevice] = [
        IBDevice("retina3_5", 320, 480, scale: 2, top: 20),
        IBDevice("retina4_0", 320, 568, scale: 2, top: 20),
        IBDevice("retina4_7", 375, 667, scale: 2, top: 20),
        IBDevice("retina5_5", 414, 736, scale: 3, top: 20, large: true),
        IBDevice("retina5_4", 375, 812, scale: 3, top: 50, bottom: 34, side: 50, landscapeBottom: 21),
        IBDevice("retina5_9", 375, 812, scale: 3, top: 44, bottom: 34, side: 44, landscapeBottom: 21),
        IBDevice("retina6_0", 390, 844, scale: 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        IBDevice("retina6_1", 414, 896, scale: 2, top: 44, bottom: 34, side: 44, landscapeBottom: 21, large: true),
        IBDevice("retina6_5", 414, 896, scale: 3, top: 44, bottom: 34, side: 44, landscapeBottom: 21, large: true),
        IBDevice("retina6_7", 428, 926, scale: 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21, large: true),
        IBDevice("retina6_12", 393, 852, scale: 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        IBDevice("retina6_72", 430, 932, scale: 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21, large: true),
        IBDevice("retina6_3", 402, 874, scale: 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        IBDevice("retina6_9", 440, 956, scale: 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21, large: true),
        IBDevice("ipad9_7", 768, 1024, scale: 2, top: 20, pad: true),
        IBDevice("ipad10_2", 810, 1080, scale: 2, top: 20, pad: true),
        IBDevice("ipad10_5", 834, 1112, scale: 2, top: 20, pad: true),
        IBDevice("ipad12_9", 1024, 1366, scale: 2, top: 20, pad: true),
        IBDevice("ipad8_3", 744, 1133, scale: 2, top: 24, bottom: 20, pad: true),
        IBDevice("ipad10_9rounded", 820, 1180, scale: 2, top: 24, bottom: 20, pad: true),
        IBDevice("ipad11", 834, 1194, scale: 2, top: 24, bottom: 20, pad: true),
        IBDevice("ipad11_0rounded", 834, 1194, scale: 2, top: 24, bottom: 20, pad: true),
        IBDevice("ipad12_9rounded", 1024, 1366, scale: 2, top: 24, bottom: 20, pad: true),
        IBDevice("ipad13_0rounded", 1032, 1376, scale: 2, top: 24, bottom: 20, pad: true),
    ]

    static func named(_ id: String) -> IBDevice? { all.first { $0.id == id } }

    /// The insets of the hardware alone (sensor housing, home indicator, rounded corners), without
    /// the status bar: what IB's canvas gives a xib's top-level view.
    func hardwareInsets(landscape: Bool, systemMajor: Int) -> EdgeInsets {
        guard bottom > 0 else { return .zero }
        var insets = safeArea(landscape: landscape, systemMajor: systemMajor)
        if isPad { insets.top = 0 }
        return insets
    }

    /// The canvas of an Xcode 7 document without a device (`wAny hAny`): 600 × 600. "Any" is
    /// not a size class an environment can have: regular and regular apply no compact variation,
    /// and give the canvas the 20-point margins IB drew.
    static let anySize = IBDevice("wAny hAny", 600, 600, scale: 2, top: 20, pad: true)

    /// The device of documents saved before size classes (no `useTraitCollections`): the 4-inch phone.
    static let legacy = IBDevice("retina4_0", 320, 568, scale: 2, top: 20)

    /// The canvas size in an orientation.
    func canvas(landscape: Bool) -> (width: Double, height: Double) {
        landscape ? (height, width) : (width, height)
    }

    /// The size classes in an orientation.
    func sizeClasses(landscape: Bool) -> SizeClassPair {
        if isPad { return SizeClassPair(width: .regular, height: .regular) }
        if landscape { return SizeClassPair(width: isLargePhone ? .regular : .compact, height: .compact) }
        return SizeClassPair(width: .compact, height: .regular)
    }

    /// The safe area of a full-screen view on the canvas of the Xcode that renders iOS
    /// `systemMajor`. Up to Xcode 14, IB draws the 6.1-inch LCD phone with the 44-point status
    /// bar of iOS 12 and 13; from Xcode 15 with 48 (iOS 14 and later), and the 5.8-inch phone
    /// with the 50-point status bar of the 5.4-inch one. Phones without a sensor housing hide
    /// the status bar in landscape.
    func safeArea(landscape: Bool, systemMajor: Int) -> EdgeInsets {
        var top = self.top
        if systemMajor >= 17, id == "retina6_1" { top = 48 }
        if systemMajor >= 17, id == "retina5_9" { top = 50 }
        if isPad { return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0) }
        if landscape {
            let side = landscapeSide > 0 ? max(landscapeSide, top) : 0
            return EdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side)
        }
        return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }
}

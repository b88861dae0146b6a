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
    var bottom: Double = 0
    /// Landscape: the sensor housing's side inset and the home indicator's bottom inset.
    var landscapeSide: Double = 0
    var landscapeBottom: Double = 0
    var isPad = false
    /// A phone wide enough for regular width in landscape (the Plus and Max sizes).
    var isLargePhone = false

    /// Every device id the harness knows.
    static let all: [IBDevice] = [
        IBDevice(id: "retina3_5", width: 320, height: 480, scale: 2, top: 20),
        IBDevice(id: "retina4_0", width: 320, height: 568, scale: 2, top: 20),
        IBDevice(id: "retina4_7", width: 375, height: 667, scale: 2, top: 20),
        IBDevice(id: "retina5_5", width: 414, height: 736, scale: 3, top: 20, isLargePhone: true),
        IBDevice(id: "retina5_4", width: 375, height: 812, scale: 3, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21),
        IBDevice(id: "retina5_9", width: 375, height: 812, scale: 3, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21),
        IBDevice(id: "retina6_0", width: 390, height: 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21),
        IBDevice(id: "retina6_1", width: 414, height: 896, scale: 2, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, isLargePhone: true),
        IBDevice(id: "retina6_5", width: 414, height: 896, scale: 3, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, isLargePhone: true),
        IBDevice(id: "retina6_7", width: 428, height: 926, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, isLargePhone: true),
        IBDevice(id: "retina6_12", width: 393, height: 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21),
        IBDevice(id: "retina6_72", width: 430, height: 932, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, isLargePhone: true),
        IBDevice(id: "retina6_3", width: 402, height: 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21),
        IBDevice(id: "retina6_9", width: 440, height: 956, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, isLargePhone: true),
        IBDevice(id: "ipad9_7", width: 768, height: 1024, scale: 2, top: 20, isPad: true),
        IBDevice(id: "ipad10_2", width: 810, height: 1080, scale: 2, top: 20, isPad: true),
        IBDevice(id: "ipad10_5", width: 834, height: 1112, scale: 2, top: 20, isPad: true),
        IBDevice(id: "ipad12_9", width: 1024, height: 1366, scale: 2, top: 20, isPad: true),
        IBDevice(id: "ipad8_3", width: 744, height: 1133, scale: 2, top: 24, bottom: 20, isPad: true),
        IBDevice(id: "ipad10_9rounded", width: 820, height: 1180, scale: 2, top: 24, bottom: 20, isPad: true),
        IBDevice(id: "ipad11", width: 834, height: 1194, scale: 2, top: 24, bottom: 20, isPad: true),
        IBDevice(id: "ipad11_0rounded", width: 834, height: 1194, scale: 2, top: 24, bottom: 20, isPad: true),
        IBDevice(id: "ipad12_9rounded", width: 1024, height: 1366, scale: 2, top: 24, bottom: 20, isPad: true),
        IBDevice(id: "ipad13_0rounded", width: 1032, height: 1376, scale: 2, top: 24, bottom: 20, isPad: true),
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
    static let anySize = IBDevice(id: "wAny hAny", width: 600, height: 600, scale: 2, top: 20, isPad: true)

    /// The device of documents saved before size classes (no `useTraitCollections`): the 4-inch phone.
    static let legacy = IBDevice(id: "retina4_0", width: 320, height: 568, scale: 2, top: 20)

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

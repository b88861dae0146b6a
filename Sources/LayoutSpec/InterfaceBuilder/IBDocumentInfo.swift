import TextLayout

/// What the `<document>` element says about every scene: its design device and orientation, the
/// iOS generation it was saved for, the images of `<resources>` and the designables' sizes.
struct IBDocumentInfo {
    var device: IBDevice
    /// The `<device id>` as written (nil when the document has none).
    var deviceID: String?
    var isLandscape: Bool
    /// The iOS major version the Xcode that saved the document rendered with (from `toolsVersion`).
    var systemMajor: Int
    /// `<resources><image name width height>`: named images' sizes in points (SF Symbols excluded).
    var images: [String: (width: Double, height: Double)] = [:]
    /// SF Symbols named in `<resources>` (`catalog="system"`): their stored size is not the rendered one.
    var systemImages: Set<String> = []
    /// `<designables><designable name><size key="intrinsicContentSize">`, by view id.
    var designableSizes: [String: (width: Double?, height: Double?)] = [:]

    /// The environment's name: `retina6_12 (design)`.
    var environmentName: String { (deviceID ?? device.id) + " (design)" }

    /// The control sizes' generation for `TextLayout.UIKitControls`.
    var systemVersion: SystemVersion { SystemVersion(major: systemMajor) }

    init(_ document: RawElement) {
        systemMajor = Self.systemMajor(toolsVersion: document.string("toolsVersion") ?? "")
        let deviceElement = document.child("device")
        deviceID = deviceElement?.string("id")?.trimmingXMLSpace()
        isLandscape = deviceElement?.string("orientation") == "landscape"
        if let id = deviceID {
            device = IBDevice.named(id) ?? IBDevice.legacy
        } else {
            device = document.flag("useTraitCollections") ? IBDevice.anySize : IBDevice.legacy
        }
        for image in document.child("resources")?.children(named: "image") ?? [] {
            guard let name = image.string("name") else { continue }
            if image.string("catalog") == "system" {
                systemImages.insert(name)
                continue
            }
            if let width = image.string("width").flatMap(IBNumbers.size), let height = image.string("height").flatMap(IBNumbers.size) {
                images[name] = (width, height)
            }
        }
        for designable in document.child("designables")?.children(named: "designable") ?? [] {
            guard let id = designable.string("name"), let size = designable.child("size", key: "intrinsicContentSize") else { continue }
            designableSizes[id] = (size.string("width").flatMap(IBNumbers.size), size.string("height").flatMap(IBNumbers.size))
        }
    }

    /// Whether the document names a device the harness does not know (its size then comes from the root).
    var hasUnknownDevice: Bool { deviceID.map { IBDevice.named($0) == nil } ?? false }

    /// The iOS major version of the simulator runtime of the Xcode whose `toolsVersion` this is:
    /// Xcode 7 (toolsVersion 9xxx–10xxx) rendered iOS 9, Xcode 8 iOS 10, … Xcode 16 (23xxx) iOS 18,
    /// Xcode 26 (24xxx) iOS 26. Beta builds write a placeholder above 30000 (Xcode 15 or 16: iOS 18).
    static func systemMajor(toolsVersion: String) -> Int {
        let digits = toolsVersion.prefix { $0.isASCII && $0.isNumber }
        guard let build = Int(digits.prefix(6)) else { return 26 }
        // The first build number of each Xcode whose simulator runtime changed, and that runtime.
        let firstBuilds: [(build: Int, major: Int)] = [(0, 9), (11000, 10), (13000, 11), (14300, 12), (15400, 13), (17000, 14),
                                                      (18100, 15), (20000, 16), (22000, 17), (23000, 18), (24000, 26), (30000, 18)]
        return firstBuilds.last { build >= $0.build }?.major ?? 9
    }
}

/// IB's number spellings, read without trapping: decimals within the format's magnitude limit.
enum IBNumbers {
    /// A finite decimal within ±1,000,000, else nil.
    static func number(_ text: String) -> Double? {
        if case .success(let value) = ValueParser.number(text, attribute: "") { return value }
        return nil
    }

    /// A size: a number ≥ 0.
    static func size(_ text: String) -> Double? {
        number(text).flatMap { $0 >= 0 ? $0 : nil }
    }
}

import TextLayout

/// A size class, as UIKit's `UIUserInterfaceSizeClass` (without `unspecified`).
public enum SizeClass: String, CaseIterable, Hashable, Sendable, Codable {
    case compact
    case regular
}

/// The trait pair that selects variations: horizontal and vertical size class.
public struct SizeClassPair: Hashable, Sendable, CustomStringConvertible {
    public var width: SizeClass
    public var height: SizeClass

    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// All four combinations, in the order (compact, compact), (compact, regular), (regular, compact), (regular, regular) of (width, height).
    public static let all: [SizeClassPair] = SizeClass.allCases.flatMap { w in SizeClass.allCases.map { h in SizeClassPair(width: w, height: h) } }

    /// IB's two-class key for this pair, e.g. `heightClass=compact-widthClass=regular`.
    public var description: String { "heightClass=\(height.rawValue)-widthClass=\(width.rawValue)" }
}

/// Reading direction of an environment; leading and trailing flip in right-to-left.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, Codable {
    case leftToRight
    case rightToLeft
}

/// Insets in points, UIKit's `UIEdgeInsets` order: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    public static let zero = EdgeInsets(all: 0)

    /// `top left bottom right`, the spec's spelling.
    public var description: String { "\(formatNumber(top)) \(formatNumber(left)) \(formatNumber(bottom)) \(formatNumber(right))" }
}

/// `[top, left, bottom, right]`, as the results JSON writes insets.
extension EdgeInsets: Decodable {
    public init(from decoder: any Decoder) throws {
        var numbers = try decoder.unkeyedContainer()
        self.init(top: try numbers.decode(Double.self), left: try numbers.decode(Double.self),
                  bottom: try numbers.decode(Double.self), right: try numbers.decode(Double.self))
    }
}

/// A rectangle in points (x, y from the top left, y down): expectations' frames and the
/// frames of results (root coordinates), and the frames Interface Builder stores.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension Rect: Decodable {
    /// `[x, y, width, height]`, as the results JSON and baselines write frames.
    public init(from decoder: any Decoder) throws {
        var numbers = try decoder.unkeyedContainer()
        self.init(x: try numbers.decode(Double.self), y: try numbers.decode(Double.self),
                  width: try numbers.decode(Double.self), height: try numbers.decode(Double.self))
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The four numbers in JSON order.
    public var array: [Double] { [x, y, width, height] }

    /// The largest difference between the four numbers of two rectangles.
    public func maxDifference(to other: Rect) -> Double {
        max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height))
    }
}

/// One trait environment a scene is solved in: canvas size, size classes, safe area, direction,
/// and what sizes text and controls: display scale, Dynamic Type size, language, iOS version.
public struct Environment: Hashable, Sendable {
    public var name: String
    /// Canvas width in points; the scene's root view fills the canvas.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    public var sizeClasses: SizeClassPair
    /// Safe-area insets (default zero).
    public var safeArea: EdgeInsets
    public var layoutDirection: LayoutDirection
    /// The display scale (1, 2 or 3) text heights round up to, to the device pixel.
    public var scale: Double
    /// The user's text size, which sizes text-style fonts (default `large`).
    public var contentSizeCategory: ContentSizeCategory
    /// The language texts are shown in; nil: the spec's own texts (the development language).
    public var language: Language?
    /// The iOS version, which picks UIKit's control sizes (default 26).
    public var systemVersion: SystemVersion
    /// How labels' heights are rounded: up to the device pixel as UIKit does, or as an Interface
    /// Builder canvas stored them (`LabelHeightRounding`). Set only on the design environment of
    /// an Interface Builder document; no spec attribute sets it.
    public var labelHeightRounding = LabelHeightRounding.devicePixel
    /// Axes along which the root takes its fitting size, set from the scene
    /// (`<scene height="fitting">`, `Environment.fitted`); no `<environment>` attribute sets it.
    public var fitting: FittingAxes = []
    /// Where the `<environment>` element is; nil for the built-in default matrix.
    public var location: SourceLocation?
    /// The catalogue device it is made from (`DeviceCatalogue`), if any.
    public var device: String?

    public init(name: String, width: Double, height: Double, widthClass: SizeClass, heightClass: SizeClass,
                safeArea: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight,
                scale: Double = Environment.defaultScale, contentSizeCategory: ContentSizeCategory = .default,
                language: Language? = nil, systemVersion: SystemVersion = .default, location: SourceLocation? = nil) {
        self.name = name
        self.width = width
        self.height = height
        self.sizeClasses = SizeClassPair(width: widthClass, height: heightClass)
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
        self.scale = scale
        self.contentSizeCategory = contentSizeCategory
        self.language = language
        self.systemVersion = systemVersion
        self.location = location
    }

    public var widthClass: SizeClass { sizeClasses.width }
    public var heightClass: SizeClass { sizeClasses.height }

    /// The scale of an `<environment>` that does not give one: 2, Interface Builder's canvas
    /// scale and the scale of every iPad.
    public static let defaultScale: Double = 2

    /// The matrix used when a spec has no `<environments>` (docs/spec-format.md): all four size-class
    /// pairs, then the smallest phone (where forms break first), an iPad in landscape, and the
    /// largest accessibility text size on the smallest phone, where layouts break first. The
    /// values are the catalogue's (`DeviceCatalogue`).
    public static let defaultMatrix: [Environment] = {
        func make(_ device: String, _ orientation: Device.Orientation, _ split: Device.Split = .full, name: String,
                  contentSizeCategory: ContentSizeCategory = .default) -> Environment {
            guard var environment = DeviceCatalogue.device(named: device)?.environment(orientation, split: split, name: name) else {
                preconditionFailure("the default matrix names \(device), which the catalogue lacks")
            }
            environment.contentSizeCategory = contentSizeCategory
            return environment
        }
        return [
            make("iPhone 13", .portrait, name: "iPhone 13 portrait"),
            make("iPhone 13", .landscape, name: "iPhone 13 landscape"),
            make("iPhone 13 Pro Max", .landscape, name: "iPhone 13 Pro Max landscape"),
            make("iPad Pro (11-inch) (4th generation)", .portrait, name: "iPad Pro 11in portrait"),
            make("iPad Pro (11-inch) (4th generation)", .landscape, .oneThird, name: "iPad Pro 11in split one-third"),
            make("iPhone SE (3rd generation)", .portrait, name: "iPhone SE portrait"),
            make("iPad Pro (11-inch) (4th generation)", .landscape, name: "iPad Pro 11in landscape"),
            make("iPhone SE (3rd generation)", .portrait, name: "iPhone SE portrait AX5", contentSizeCategory: .accessibilityExtraExtraExtraLarge),
        ]
    }()

    /// This environment at each of `categories`, in order. The copy at the environment's own
    /// category keeps its name (so expectations naming it still apply); the others are named
    /// `NAME · category` (`iPhone 13 portrait · accessibilityExtraExtraExtraLarge`).
    public func varying(contentSizeCategories categories: [ContentSizeCategory]) -> [Environment] {
        categories.map { category in
            var copy = self
            copy.contentSizeCategory = category
            if category != contentSizeCategory { copy.name = "\(name) · \(category.rawValue)" }
            return copy
        }
    }

    /// This environment in each of `languages`, in order (`nil`: the spec's own texts). A
    /// right-to-left language lays the copy out right to left. The copy in the environment's own
    /// language keeps its name; the others are named `NAME · language`.
    public func varying(languages: [Language?]) -> [Environment] {
        languages.map { language in
            var copy = self
            copy.language = language
            if language != self.language {
                copy.name = "\(name) · \(language?.description ?? "development language")"
                if language?.isRightToLeft == true { copy.layoutDirection = .rightToLeft }
            }
            return copy
        }
    }
}

/// The language of an environment's texts: a language code whose texts come from string
/// tables, or one of Xcode's pseudolanguages, which transform any text.
public enum Language: Hashable, Sendable, CustomStringConvertible {
    /// A language code as Xcode names `.lproj` folders and String Catalog entries (`de`, `pt-BR`).
    case code(String)
    case pseudo(Pseudolanguage)

    /// Parses a spec's `language`: a pseudolanguage name, else a language code as Xcode writes
    /// them: 2 or 3 letters, then subtags of 2 to 8 letters or digits after `-` or `_`
    /// (`de`, `pt-BR`, `zh-Hans`, `es-419`). nil for anything else.
    public init?(name: String) {
        if let pseudo = Pseudolanguage(rawValue: name) {
            self = .pseudo(pseudo)
            return
        }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let base = parts.first, (2...3).contains(base.count), base.unicodeScalars.allSatisfy(\.isASCIILetter),
              parts.count <= 4,
              parts.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) } })
        else { return nil }
        self = .code(name)
    }

    /// The spec's spelling.
    public var description: String {
        switch self {
        case .code(let code): return code
        case .pseudo(let pseudo): return pseudo.rawValue
        }
    }

    /// Whether the language is written right to left, which flips the layout direction: the
    /// right-to-left pseudolanguage, and Arabic, Hebrew, Persian, Urdu and the other languages
    /// UIKit lays out right to left.
    public var isRightToLeft: Bool {
        switch self {
        case .pseudo(let pseudo): return pseudo == .rightToLeft
        case .code(let code):
            let base = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
            return Language.rightToLeftCodes.contains(base)
        }
    }

    /// ISO 639 codes of the right-to-left languages iOS localises for (Arabic, Hebrew, Persian,
    /// Urdu) and others written in right-to-left scripts.
    static let rightToLeftCodes: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "ku", "dv", "ckb"]
}

/// Xcode's pseudolanguages (scheme options, "App Language"): every text transformed so a layout
/// can be checked for long, accented or mirrored text without translations.
public enum Pseudolanguage: String, CaseIterable, Hashable, Sendable {
    /// Every text twice, separated by a space ("Double-Length Pseudolanguage").
    case doubleLength
    /// Latin letters replaced by accented forms ("Accented Pseudolanguage").
    case accented
    /// Every text between `[#` and `#]` ("Bounded String Pseudolanguage").
    case bounded
    /// Texts unchanged, the layout direction right to left ("Right-to-Left Pseudolanguage").
    case rightToLeft
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension Environment {
    /// This environment for a cell's content view: a table as wide as the canvas holds the cell at
    /// `height`, and the cell has no safe area of its own. The name and size classes stay.
    public func forCell(height: Double) -> Environment {
        var cell = self
        cell.height = height
        cell.safeArea = .zero
        return cell
    }
}

/// A spec's value spelled back in a message: `12`, `-3.5` (`DecimalText`, to 6 decimals).
func formatNumber(_ value: Double) -> String { DecimalText.string(value, places: 6) }

/// How a label's measured height is rounded. UIKit rounds it up to the device pixel; Interface
/// Builder's canvases stored some documents otherwise, and a document's design environment
/// follows its canvas (docs/interface-builder.md, "Environments").
public enum LabelHeightRounding: Hashable, Sendable {
    /// Up to the device pixel (20.287 → 20.5 at 2x, 20.333 at 3x): UIKit, and every environment of a spec.
    case devicePixel
    /// Up to a whole point (20.287 → 21): the 3x canvases of Xcode 11 and later.
    case pointUp
    /// To the nearest whole point (20.287 → 20, 17.9 → 18, 29.8 → 30): the canvases of Xcode 7.
    case nearestPoint
}

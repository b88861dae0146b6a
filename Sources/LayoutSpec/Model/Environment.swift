/// A size class, as UIKit's `UIUserInterfaceSizeClass` (without `unspecified`).
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
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
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
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

/// A rectangle in points (x, y from the top left, y down), used by expectations.
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

/// One trait environment a scene is solved in: canvas size, size classes, safe area, direction.
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
    /// Where the `<environment>` element is; nil for the built-in default matrix.
    public var location: SourceLocation?
    /// The catalogue device it is made from (`DeviceCatalogue`), if any.
    public var device: String?
    /// Pixels per point of that device; nil when the environment gives sizes only.
    public var scale: Double?

    public init(name: String, width: Double, height: Double, widthClass: SizeClass, heightClass: SizeClass,
                safeArea: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight, location: SourceLocation? = nil) {
        self.name = name
        self.width = width
        self.height = height
        self.sizeClasses = SizeClassPair(width: widthClass, height: heightClass)
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
        self.location = location
    }

    public var widthClass: SizeClass { sizeClasses.width }
    public var heightClass: SizeClass { sizeClasses.height }

    /// The matrix used when a spec has no `<environments>` (docs/spec-format.md): all four size-class
    /// pairs, then the smallest phone (where forms break first) and an iPad in landscape. The
    /// values are the catalogue's (`DeviceCatalogue`).
    public static let defaultMatrix: [Environment] = {
        func make(_ device: String, _ orientation: Device.Orientation, _ split: Device.Split = .full, name: String) -> Environment {
            guard let environment = DeviceCatalogue.device(named: device)?.environment(orientation, split: split, name: name) else {
                preconditionFailure("the default matrix names \(device), which the catalogue lacks")
            }
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
        ]
    }()
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

/// Formats a number the way a spec writes it: `12`, `-3.5`.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

/// A random layout of plain views for the differential test: a tree of views with intrinsic
/// sizes, margins and baselines, the author's constraints (every attribute, relation,
/// multiplier and priority), size-class variations, states and environments. It writes
/// itself as a spec (`xml`) and, independently of the engine, as the constraint system each
/// case must solve (`ExpectedSystem`).
struct RandomLayout {
    struct View {
        var id: String
        var kind: String
        var parent: Int?
        var children: [Int] = []
        /// `top left bottom right`, or nil for the default (8; the root: the system margins).
        var margins: [Double]?
        var intrinsicWidth: Double?
        var intrinsicHeight: Double?
        var horizontalHugging: Double?
        var verticalHugging: Double?
        var horizontalCompression: Double?
        var verticalCompression: Double?
        var firstBaseline: Double?
        var lastBaseline: Double?
        var hidden = false
        /// One variation of the intrinsic width.
        var variation: (key: SizeClassKey, intrinsicWidth: Double)?
    }

    /// A view, or its safe-area guide.
    struct Item: Equatable {
        var view: Int
        var safeArea = false
    }

    enum Relation: String {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }

    struct ConstraintVariation {
        var key: SizeClassKey
        var constant: Double?
        var installed: Bool?
    }

    struct Constraint {
        var id: String
        var first: Item
        var firstAttribute: String
        var relation: Relation
        var second: Item?
        var secondAttribute: String?
        var multiplier: Double
        /// As written: a number or a ratio `a:b`.
        var multiplierText: String
        var constant: Double
        var priority: Double
        /// As written: a number or a UIKit name.
        var priorityText: String
        var installed = true
        var variations: [ConstraintVariation] = []
        /// Written inside its first item's element, without `firstItem`.
        var standsInFirstItem = false
    }

    /// A variation key: one size class or both.
    struct SizeClassKey {
        var width: String?
        var height: String?

        var text: String {
            switch (width, height) {
            case let (w?, h?): return "heightClass=\(h)-widthClass=\(w)"
            case let (w?, nil): return "widthClass=\(w)"
            case let (nil, h?): return "heightClass=\(h)"
            default: return ""
            }
        }

        var isTwoClass: Bool { width != nil && height != nil }

        func matches(_ environment: Environment) -> Bool {
            (width == nil || width == environment.widthClass) && (height == nil || height == environment.heightClass)
        }
    }

    enum StateChange {
        case constraint(Int, constant: Double?, priority: Double?, installed: Bool?)
        case view(Int, intrinsicWidth: Double?, hidden: Bool?)
    }

    struct State {
        var name: String
        var changes: [StateChange]
    }

    struct Environment {
        var name: String
        var width: Double
        var height: Double
        var widthClass: String
        var heightClass: String
        /// `top left bottom right`.
        var safeArea: [Double]
        var rightToLeft: Bool
    }

    var name: String
    var views: [View] = []
    var constraints: [Constraint] = []
    var states: [State] = []
    var environments: [Environment] = []

    /// Whether `ancestor` is `view` or above it.
    func isAncestor(_ ancestor: Int, of view: Int) -> Bool {
        var current: Int? = view
        while let index = current {
            if index == ancestor { return true }
            current = views[index].parent
        }
        return false
    }
}

/// Numbers as the spec writes them: integers without a fraction.
func specNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}

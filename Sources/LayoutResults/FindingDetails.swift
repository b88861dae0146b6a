import LayoutSpec

extension Finding {
    /// Structured details of a finding; the case matches the finding's kind.
    public enum Details: Sendable, Hashable {
        case conflict(Conflict)
        case ambiguity(Ambiguity)
        case overflow(Overflow)
        case expectation(Expectation)
        case regression(Regression)
        case truncation(Truncation)
        case overlap(Overlap)
    }

    /// Sibling views whose frames intersect: the view, the siblings it overlaps (the first
    /// listed is the one `area` is with) and the intersection with the first, in root coordinates.
    public struct Overlap: Sendable, Hashable {
        public var view: String
        public var others: [String]
        public var area: Rect

        public init(view: String, others: [String], area: Rect) {
            self.view = view
            self.others = others
            self.area = area
        }
    }

    /// A required-constraint conflict: the smallest set of constraints that
    /// cannot hold together, and the one the engine broke (as UIKit does).
    public struct Conflict: Sendable, Hashable {
        /// Constraint ids of the conflicting set (generated constraints carry
        /// UIKit's identifiers, e.g. `UISV-spacing`).
        public var constraints: [String]
        /// The constraint id that was broken to lay out the rest.
        public var broken: String
        /// Each constraint of the set in UIKit's notation with its line, in the order of
        /// `constraints` (empty when unknown, e.g. read from a file that lacks them).
        public var equations: [ConstraintEquation]

        public init(constraints: [String], broken: String, equations: [ConstraintEquation] = []) {
            self.constraints = constraints
            self.broken = broken
            self.equations = equations
        }
    }

    /// An ambiguous frame value: which view, which attribute, the range the
    /// value can take at the optimum (when bounded) and why.
    public struct Ambiguity: Sendable, Hashable {
        public var view: String
        public var attribute: Attribute
        /// The values the attribute can take, when bounded (nil: unbounded or unknown).
        public var range: ClosedRange<Double>?
        public var cause: Cause

        public init(view: String, attribute: Attribute, range: ClosedRange<Double>? = nil, cause: Cause) {
            self.view = view
            self.attribute = attribute
            self.range = range
            self.cause = cause
        }

        /// The frame value that is not fixed.
        public enum Attribute: String, Sendable, Hashable, CaseIterable {
            case x, y, width, height
        }

        /// Why the value is not fixed. Open set: the engine may add causes.
        public struct Cause: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(stringLiteral value: String) { self.rawValue = value }

            /// No constraint fixes the value.
            public static let missingConstraints: Cause = "missingConstraints"
            /// Arranged subviews of equal hugging priority compete to stretch.
            public static let contentHugging: Cause = "contentHugging"
            /// Arranged subviews of equal compression resistance compete to shrink.
            public static let compressionResistance: Cause = "compressionResistance"
            /// Optional constraints of equal priority pull different ways.
            public static let equalPriorities: Cause = "equalPriorities"
        }
    }

    /// A view that extends outside its superview or the canvas, or is
    /// compressed below its intrinsic size.
    public struct Overflow: Sendable, Hashable {
        public var view: String
        public var edge: Edge
        /// Points outside (or points of compression for `width`/`height`).
        public var amount: Double
        /// The view it overflows (its superview), or nil for the canvas.
        public var container: String?

        public init(view: String, edge: Edge, amount: Double, container: String? = nil) {
            self.view = view
            self.edge = edge
            self.amount = amount
            self.container = container
        }

        /// Where the view overflows; `width`/`height` mean compressed below its intrinsic size.
        public enum Edge: String, Sendable, Hashable, CaseIterable {
            case top, bottom, left, right, leading, trailing, width, height
        }
    }

    /// An `<expect>` that did not hold: what was expected and what came out.
    public struct Expectation: Sendable, Hashable {
        public var view: String
        /// `frame`, `x`, `y`, `width` or `height`.
        public var attribute: String
        /// The expected numbers (four for `frame`, else one).
        public var expected: [Double]
        /// The computed numbers, same shape as `expected`.
        public var actual: [Double]
        public var tolerance: Double

        public init(view: String, attribute: String, expected: [Double], actual: [Double], tolerance: Double) {
            self.view = view
            self.attribute = attribute
            self.expected = expected
            self.actual = actual
            self.tolerance = tolerance
        }
    }

    /// A frame that differs from the recorded baseline. A nil `old` means the
    /// view is new; a nil `new` means it is gone.
    public struct Regression: Sendable, Hashable {
        public var view: String
        public var old: Rect?
        public var new: Rect?

        public init(view: String, old: Rect?, new: Rect?) {
            self.view = view
            self.old = old
            self.new = new
        }
    }

    /// A label or button title that shows less than its text: cut with an ellipsis (or
    /// clipped) to its width, or lines lost to `numberOfLines` or to a height too short.
    public struct Truncation: Sendable, Hashable {
        public var view: String
        /// The text as UIKit shows it, lines joined by a newline ("Wireless Noise-Canc…").
        public var shown: String
        /// The whole text.
        public var text: String
        /// What UIKit did: `tail`, `head`, `middle` (an ellipsis there), `clipped`, or
        /// `linesDropped` (wrapping modes: lines left out without an ellipsis).
        public var mode: String
        /// Points of width the text lacks to be shown whole on one line; nil when it wraps
        /// (`numberOfLines` other than 1).
        public var widthLacking: Double?
        /// Lines the text would take beyond those shown.
        public var linesLost: Int
        /// Why lines were lost: `numberOfLines` (the limit), `height` (the view is too short
        /// for them), or nil when no line was lost.
        public var limitedBy: Limit?

        public init(view: String, shown: String, text: String, mode: String, widthLacking: Double? = nil,
                    linesLost: Int = 0, limitedBy: Limit? = nil) {
            self.view = view
            self.shown = shown
            self.text = text
            self.mode = mode
            self.widthLacking = widthLacking
            self.linesLost = linesLost
            self.limitedBy = limitedBy
        }

        /// What kept lines from being shown.
        public enum Limit: String, Sendable, Hashable, CaseIterable {
            case numberOfLines, height
        }
    }
}

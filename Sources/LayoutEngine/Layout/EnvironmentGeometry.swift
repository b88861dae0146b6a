import LayoutSpec

/// What one environment fixes for a case: canvas, safe area, the root's margins, direction,
/// and the iOS version's generation of stack view rules.
///
/// The root's layout margins are UIKit's system margins measured from the safe area
/// (`insetsLayoutMarginsFromSafeArea`): 16 points leading and trailing in compact width,
/// 20 in regular and on portrait phones 414 points wide or wider, 0 top and bottom; explicit
/// root margins are measured from the safe area too.
struct EnvironmentGeometry: Hashable {
    let name: String
    let width: Double
    let height: Double
    let sizeClasses: SizeClassPair
    let safeArea: EdgeInsets
    let layoutDirection: LayoutDirection
    /// iOS 12 and before: UIKit's earlier `UISV-text-width-disambiguation` (`StackTextWidthRules`).
    let usesLegacyTextWidthRule: Bool
    /// Axes along which the root takes its compressed fitting size (`CanvasRules`).
    let fitting: FittingAxes

    init(_ environment: Environment) {
        name = environment.name
        width = environment.width
        height = environment.height
        sizeClasses = environment.sizeClasses
        safeArea = environment.safeArea
        layoutDirection = environment.layoutDirection
        usesLegacyTextWidthRule = StackTextWidthRules.isLegacy(environment.systemVersion)
        fitting = environment.fitting
    }

    var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// The root view's effective layout margins, from its own edges.
    func rootMargins(explicit: EdgeInsets?) -> EdgeInsets {
        // The system margin leading and trailing: 16 in compact width, 20 in regular and on
        // phones at least 414 points wide in portrait (the Plus and Max sizes).
        let system = sizeClasses.width == .regular || (width >= 414 && height > width) ? 20.0 : 16
        let own = explicit ?? EdgeInsets(top: 0, left: system, bottom: 0, right: system)
        return EdgeInsets(top: safeArea.top + own.top, left: safeArea.left + own.left,
                          bottom: safeArea.bottom + own.bottom, right: safeArea.right + own.right)
    }
}

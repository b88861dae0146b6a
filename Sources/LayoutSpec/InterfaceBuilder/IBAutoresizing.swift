/// A subview that keeps `translatesAutoresizingMaskIntoConstraints` (no `="NO"` in IB, outside
/// stack views), or that IB marks `fixedFrame="YES"` (a view given no constraints, which IB lays
/// out by its autoresizing mask since Xcode 8), is placed by its frame and autoresizing mask, as UIKit's
/// `NSAutoresizingMaskLayoutConstraint`s place it: when the superview's size changes from the
/// size IB stored, the change is shared by the flexible parts (left margin, width, right margin;
/// and vertically) in proportion to their stored sizes, equally when those are all 0.
extension IBSceneBuilder {
    func autoresizingConstraints(of childID: String, in parentID: String, scroll: Bool) -> [Constraint] {
        guard let child = entries[childID], let storedFrame = child.frame else { return [] }
        stored.autoresizing.insert(childID)
        // The mask keeps the frame; the model places a control's alignment rectangle, inside it.
        let insets = IBIntrinsicSizes.alignmentInsets(ofKind: child.element.name, systemMajor: info.systemMajor)
        let frame = Rect(x: storedFrame.x + insets.left, y: storedFrame.y + insets.top,
                           width: storedFrame.width - insets.left - insets.right, height: storedFrame.height - insets.top - insets.bottom)
        let mask = child.element.child("autoresizingMask", key: "autoresizingMask")
        // Each constraint stands at the frame number it keeps (x, y, width, height): one place each.
        let rectElement = child.element.child("rect", key: "frame")
        func make(_ attribute: LayoutAttribute, _ secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double) -> Constraint {
            let number = attribute.axis == .horizontal ? (attribute == .width ? "width" : "x") : (attribute == .height ? "height" : "y")
            let location = rectElement.map { reader.location($0, number) } ?? reader.location(child.element)
            return Constraint(id: nil, owner: parentID,
                       attributes: ConstraintAttributes(firstItem: ItemReference(viewID: childID), firstAttribute: attribute,
                                                        secondItem: secondAttribute.map { _ in ItemReference(viewID: parentID) },
                                                        secondAttribute: secondAttribute, multiplier: multiplier, constant: constant),
                       location: location)
        }
        // A scroll view's subviews keep their frames in its content (autoresizing follows its
        // bounds, which scroll); elsewhere the mask shares the superview's growth.
        guard !scroll, let parentFrame = entries[parentID]?.frame else {
            return [make(.left, .left, multiplier: 1, constant: frame.x), make(.top, .top, multiplier: 1, constant: frame.y),
                    make(.width, nil, multiplier: 1, constant: max(frame.width, 0)),
                    make(.height, nil, multiplier: 1, constant: max(frame.height, 0))]
        }
        var constraints: [Constraint] = []
        let axes: [(start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, origin: Double, length: Double, total: Double,
                    flexible: (Bool, Bool, Bool))] = [
            (.left, .right, .width, frame.x, frame.width, parentFrame.width,
             (mask?.flag("flexibleMinX") ?? false, mask?.flag("widthSizable") ?? false, mask?.flag("flexibleMaxX") ?? false)),
            (.top, .bottom, .height, frame.y, frame.height, parentFrame.height,
             (mask?.flag("flexibleMinY") ?? false, mask?.flag("heightSizable") ?? false, mask?.flag("flexibleMaxY") ?? false)),
        ]
        for axis in axes {
            let parts = [axis.origin, axis.length, axis.total - axis.origin - axis.length]
            let flexible = [axis.flexible.0, axis.flexible.1, axis.flexible.2]
            let flexibleTotal = zip(parts, flexible).reduce(0.0) { $0 + ($1.1 ? max($1.0, 0) : 0) }
            let flexibleCount = Double(flexible.filter { $0 }.count)
            func share(_ index: Int) -> Double {
                guard flexible[index] else { return 0 }
                return flexibleTotal > 0 ? max(parts[index], 0) / flexibleTotal : 1 / flexibleCount
            }
            // start = share₀ × superview.end + (origin − share₀ × total), in the superview's bounds.
            let startShare = share(0), sizeShare = share(1)
            constraints.append(startShare == 0
                ? make(axis.start, axis.start, multiplier: 1, constant: axis.origin)
                : make(axis.start, axis.end, multiplier: startShare, constant: axis.origin - startShare * axis.total))
            constraints.append(sizeShare == 0
                ? make(axis.size, nil, multiplier: 1, constant: max(axis.length, 0))
                : make(axis.size, axis.size, multiplier: sizeShare, constant: axis.length - sizeShare * axis.total))
        }
        return constraints
    }
}

/// Views: IB's element kinds, content priorities (250 when IB omits one, for every kind),
/// `hidden`, layout margins, intrinsic sizes and stack attributes.
extension IBSceneBuilder {
    /// The view with this id and its subtree, with the constraints that stand in each.
    func buildView(_ id: String, isRoot: Bool) -> View? {
        guard let entry = entries[id] else { return nil }
        let element = entry.element
        let ibKind = IBViewKinds.kind(of: element.name)
        // Text and controls the engine measures: the model's kind and content.
        let measured = sizes.modelContent(of: element)
        let kind = measured?.kind ?? ibKind ?? .view
        if ibKind == nil { reader.warnOnce(element, "<\(element.name)> is not a view the harness knows: laid out as a plain view") }
        var attributes = ViewAttributes.defaults(for: kind, isRoot: isRoot && source.role != .cell)
        attributes.horizontalHuggingPriority = priority(element, "horizontalHuggingPriority") ?? 250
        attributes.verticalHuggingPriority = priority(element, "verticalHuggingPriority") ?? 250
        attributes.horizontalCompressionResistancePriority = priority(element, "horizontalCompressionResistancePriority") ?? 750
        attributes.verticalCompressionResistancePriority = priority(element, "verticalCompressionResistancePriority") ?? 750
        attributes.hidden = element.flag("hidden")
        let margins = layoutMargins(of: element)
        if let margins {
            attributes.layoutMargins = margins
        } else if isRoot {
            attributes.layoutMargins = rootMargins()
        }
        if element.flag("layoutMarginsFollowReadableWidth") {
            reader.warning(reader.location(element, "layoutMarginsFollowReadableWidth"),
                           "readable-width margins depend on Dynamic Type and are not modelled: the view's own margins are used")
        }
        if let measured {
            attributes.content = measured.content
            // The engine sizes the control's frame; Auto Layout places its alignment rectangle.
            if let height = sizes.alignmentHeight(ofKind: element.name) { attributes.intrinsicHeight = height }
            if reader.contentSizes != .measured, let frame = entry.frame { applyStoredSizes(to: &attributes, of: element, frame: frame) }
        } else {
            applyContent(to: &attributes, kind: kind, id: id, entry: entry)
        }
        applyPlaceholderSizes(to: &attributes, id: id, element: element)
        if kind == .stackView {
            var overrides = ViewOverrides()
            readStackAttributes(of: element, into: &overrides)
            attributes = attributes.applying(overrides)
            // IB arranges a stack inside the margins it is given, without writing layoutMarginsRelativeArrangement.
            if margins != nil { attributes.layoutMarginsRelativeArrangement = true }
        }
        warnAboutRuntimeAttributes(of: element)
        let (base, variations) = viewVariations(of: element, id: id)
        attributes = attributes.applying(base)

        var subviews: [View] = []
        var constraints: [Constraint] = []
        for child in subviewElements(of: element) {
            guard let childID = child.objectID, let childEntry = entries[childID], childEntry.element.index == child.index,
                  let subview = buildView(childID, isRoot: false) else { continue }
            subviews.append(subview)
            // `fixedFrame="YES"` marks a view IB gave no constraints: it keeps its frame by its autoresizing mask.
            if kind != .stackView, child.string("translatesAutoresizingMaskIntoConstraints") != "NO" || child.flag("fixedFrame") {
                constraints += autoresizingConstraints(of: childID, in: id, scroll: kind == .scrollView)
            }
        }
        for constraintElement in element.child("constraints")?.children(named: "constraint") ?? [] {
            if let constraint = constraint(constraintElement, owner: id) { constraints.append(constraint) }
        }
        if isRoot, source.role == .cell, source.owner.index != element.index {
            // Constraints standing in the cell: an omitted firstItem is the cell, not its content view.
            for constraintElement in source.owner.child("constraints")?.children(named: "constraint") ?? [] {
                if let constraint = constraint(constraintElement, owner: id, implicitItem: source.owner.objectID) {
                    constraints.append(constraint)
                }
            }
        }
        return View(kind: kind, id: id, attributes: attributes, variations: variations, subviews: subviews,
                    constraints: constraints, location: reader.location(element), displayName: displayName(of: element))
    }

    /// What Xcode's outline shows for the view, beside its id in findings: its `userLabel`, else
    /// its text (a label's text, a button's title, a text field's text or placeholder), on one
    /// line and at most 40 characters.
    func displayName(of element: RawElement) -> String? {
        let normal = element.children(named: "state").first { $0.string("key") == "normal" }
        let candidates = [element.string("userLabel"), element.string("text"), element.child("string", key: "text")?.text,
                          normal?.string("title"), element.string("placeholder")]
        for candidate in candidates {
            let words = (candidate ?? "").split(whereSeparator: { $0.isWhitespace || $0.isNewline })
            guard !words.isEmpty else { continue }
            let line = words.joined(separator: " ")
            return line.count > 40 ? String(line.prefix(39)) + "…" : line
        }
        return nil
    }

    /// A content priority IB wrote, checked; nil when absent.
    private func priority(_ element: RawElement, _ name: String) -> Double? {
        element.string(name).flatMap { reader.take(ValueParser.priority($0, attribute: name), element, name) }
    }

    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`
    /// (leading and trailing read as left and right: the design canvas is left-to-right).
    func layoutMargins(of element: RawElement) -> EdgeInsets? {
        func number(_ inset: RawElement, _ name: String) -> Double {
            inset.string(name).flatMap { reader.take(ValueParser.number($0, attribute: name), inset, name) } ?? 0
        }
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return EdgeInsets(top: number(insets, "top"), left: number(insets, "left"), bottom: number(insets, "bottom"), right: number(insets, "right"))
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return EdgeInsets(top: number(insets, "top"), left: number(insets, "leading"), bottom: number(insets, "bottom"), right: number(insets, "trailing"))
        }
        return nil
    }

    /// The root's margins when IB wrote none: a view controller's view has the system margins
    /// (nil); a top-level view those IB's canvas gives it, 20 points at the sides from a width
    /// of 414 points, else 16 (it is not a view controller's view at run time, so its margins
    /// do not follow the environment); a cell's content view UIKit's cell margins.
    private func rootMargins() -> EdgeInsets? {
        switch source.role {
        case .controllerView:
            return nil
        case .topLevelView:
            let side: Double = (entries[rootID]?.frame?.width ?? info.device.width) >= 414 ? 20 : 16
            return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        case .cell:
            return cellMargins()
        }
    }

    /// UIKit's margins of a cell's content view, as IB's frames show them: 8 on every side up to
    /// iOS 10; then 11 above and below (15 from iOS 26) and the table's separator inset at the
    /// sides (15 to iOS 12, then 16, or 20 on phones 414 points wide and from iOS 26), 8 on the
    /// trailing side when an accessory narrows the content view. A collection view cell's content
    /// view has UIView's 8, or the system side margins when the cell preserves its superview's.
    private func cellMargins() -> EdgeInsets {
        let major = info.systemMajor, wide = info.device.width >= 414
        guard source.owner.name == "tableViewCell" else {
            guard source.owner.flag("preservesSuperviewLayoutMargins") else { return EdgeInsets(all: 8) }
            let side: Double = wide ? 20 : 16
            return EdgeInsets(top: 8, left: side, bottom: 8, right: side)
        }
        guard major >= 11 else { return EdgeInsets(all: 8) }
        let vertical: Double = major >= 26 ? 15 : 11
        let side: Double = major <= 12 ? 15 : (wide || major >= 26 ? 20 : 16)
        var trailing = side
        if let cell = source.owner.child("rect", key: "frame")?.string("width").flatMap(IBNumbers.size),
           let content = entries[rootID]?.frame?.width, content < cell - 0.5 {
            trailing = 8
        }
        return EdgeInsets(top: vertical, left: side, bottom: vertical, right: trailing)
    }

    /// Intrinsic size and baselines measured here from the view's content (what the engine does
    /// not measure itself, `IBIntrinsicSizes.modelContent`).
    private func applyContent(to attributes: inout ViewAttributes, kind: ViewKind, id: String, entry: Entry) {
        let element = entry.element
        if var content = sizes.content(of: element, kind: element.name, frame: entry.frame) {
            if let frame = entry.frame { substituteStoredSize(frame, into: &content, of: element) }
            attributes.intrinsicWidth = content.width
            attributes.intrinsicHeight = content.height
            if kind.hasTextBaselines {
                attributes.firstBaseline = content.firstBaseline
                attributes.lastBaseline = content.lastBaseline
            }
        }
    }

    /// The diagnostic settings of `InterfaceBuilderLoader.ContentSizes` for a view the engine
    /// measures: IB's stored size as its explicit intrinsic size (which wins over the engine's
    /// measurement, dimension by dimension), where the setting asks for it.
    private func applyStoredSizes(to attributes: inout ViewAttributes, of element: RawElement, frame: Rect) {
        guard var content = sizes.content(of: element, kind: element.name, frame: frame) else { return }
        let measuredWidth = content.width, measuredHeight = content.height
        substituteStoredSize(frame, into: &content, of: element)
        if let width = content.width, width != measuredWidth { attributes.intrinsicWidth = width }
        if let height = content.height, height != measuredHeight { attributes.intrinsicHeight = height }
    }

    /// IB's placeholder sizes and designables' rendered sizes, which win over measured ones.
    private func applyPlaceholderSizes(to attributes: inout ViewAttributes, id: String, element: RawElement) {
        if let designable = info.designableSizes[id] {
            if let width = designable.width { attributes.intrinsicWidth = width }
            if let height = designable.height { attributes.intrinsicHeight = height }
        }
        for (name, isWidth) in [("placeholderIntrinsicWidth", true), ("placeholderIntrinsicHeight", false)] {
            guard let text = element.string(name) else { continue }
            var value: Double?
            if text.trimmingXMLSpace() != "infinite" {
                value = reader.take(ValueParser.number(text, attribute: name, range: 0...SpecLimits.maxMagnitude),
                             element, name)
                if value == nil { continue }
            }
            if isWidth { attributes.intrinsicWidth = value } else { attributes.intrinsicHeight = value }
        }
    }

    /// The diagnostic settings of `InterfaceBuilderLoader.ContentSizes`: IB's stored size instead
    /// of the measured one for text views or controls.
    private func substituteStoredSize(_ frame: Rect, into content: inout IBIntrinsicSizes.Content, of element: RawElement) {
        let options = reader.contentSizes
        if IBIntrinsicSizes.textKinds.contains(element.name) {
            let tolerance = options.storedTextWidthTolerance
            if let width = content.width, tolerance == .infinity || abs(width - frame.width) <= tolerance * frame.width {
                content.width = frame.width
            }
            if options.storedTextHeights, content.height != nil { content.height = frame.height }
        } else if options.storedControlSizes {
            let insets = IBIntrinsicSizes.alignmentInsets(ofKind: element.name, systemMajor: info.systemMajor)
            if content.width != nil { content.width = max(frame.width - insets.left - insets.right, 0) }
            if content.height != nil { content.height = max(frame.height - insets.top - insets.bottom, 0) }
        }
    }

    /// `userDefinedRuntimeAttributes` are set at run time by key path; those that are not plainly
    /// cosmetic (layer, colours, localisation, accessibility) could change layout: a warning names them.
    private func warnAboutRuntimeAttributes(of element: RawElement) {
        guard let list = element.child("userDefinedRuntimeAttributes") else { return }
        let paths = list.children.compactMap { $0.string("keyPath") }.filter { path in
            let lowered = path.lowercased()
            return !(lowered.hasPrefix("layer.") || lowered.contains("color") || lowered.contains("locali")
                     || lowered.hasPrefix("accessibility") || lowered.contains("corner") || lowered.contains("border"))
        }
        guard !paths.isEmpty else { return }
        reader.warning(reader.location(list), "runtime attributes \(paths.map { "'\($0)'" }.joined(separator: ", ")) are set when the app runs; not applied")
    }

    /// The stack attributes IB writes, into `overrides` (also used for variations).
    func readStackAttributes(of element: RawElement, into overrides: inout ViewOverrides) {
        overrides.axis = stackValue(element, "axis") ?? overrides.axis
        overrides.distribution = stackValue(element, "distribution") ?? overrides.distribution
        overrides.alignment = stackValue(element, "alignment") ?? overrides.alignment
        if let spacing = element.string("spacing"),
           let value = reader.take(ValueParser.number(spacing, attribute: "spacing"), element, "spacing") {
            overrides.spacing = .points(value)
        }
        if element.string("spacingType") == "standard" { overrides.spacing = .standard }
        if let value = element.string("baselineRelativeArrangement") { overrides.baselineRelativeArrangement = value == "YES" }
        if let value = element.string("layoutMarginsRelativeArrangement") { overrides.layoutMarginsRelativeArrangement = value == "YES" }
    }

    /// A stack attribute's value, nil when absent; an unknown one is warned about (the default stays).
    private func stackValue<Value: RawRepresentable<String>>(_ element: RawElement, _ attribute: String) -> Value? {
        guard let text = element.string(attribute) else { return nil }
        // IB's `baseline` is the last baseline, as in constraints.
        if let value = Value(rawValue: attribute == "alignment" && text == "baseline" ? "lastBaseline" : text) {
            return value
        }
        reader.warning(reader.location(element, attribute),
                       "unknown \(attribute) '\(text)' on <\(element.name)>; the default is used")
        return nil
    }
}

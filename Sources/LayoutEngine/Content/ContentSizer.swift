import Dispatch
import LayoutSpec
import TextLayout

/// What an environment sets that sizes content: with the state, it decides the intrinsic size
/// of every measured view (cases that agree on it share their sized scene).
struct ContentSettings: Hashable, Sendable {
    var scale: Double
    var category: ContentSizeCategory
    var language: Language?
    var systemVersion: SystemVersion
    var labelHeightRounding: LabelHeightRounding

    init(_ environment: Environment) {
        scale = environment.scale
        category = environment.contentSizeCategory
        language = environment.language
        systemVersion = environment.systemVersion
        labelHeightRounding = environment.labelHeightRounding
    }
}

/// A resolved scene with the intrinsic sizes and baselines of its measured views filled in
/// (where the spec gives none), and what each measured view shows.
struct SizedScene: Sendable {
    var scene: ResolvedScene
    /// The scene before sizing, to size again at other widths (`TextPasses`).
    var base: ResolvedScene
    /// By view, in tree order (pre-order, as `LayoutViewTable` numbers views); nil for a view
    /// that is not measured (empty when the scene measures nothing).
    var contents: [MeasuredContent?]
    /// Fonts that could not be used as asked, and sizes not known off the device.
    var warnings: [EngineWarning]

    /// Whether any view's height follows its width (a multi-line label, a text view that does
    /// not scroll): such a scene is laid out again at the solved widths (`TextPasses`).
    var wrapsToWidth: Bool { contents.contains { $0?.wrapsToWidth == true } }
}

/// Measures a resolved scene's labels, buttons, text fields, text views and controls in one
/// environment, as UIKit sizes them (docs/text.md), through the run's `TextMeasurer`.
///
/// A multi-line text is measured without a width limit first (UIKit's first pass, before a
/// label knows its `preferredMaxLayoutWidth`); `widths` gives the widths a solve found for
/// them, by view index, to measure them again (`TextPasses`).
struct ContentSizer: Sendable {
    let tools: TextTools
    let settings: ContentSettings
    var texts = LocalizedTexts()

    /// Sizes every view of `scene`. The views are measured on all cores (the measurer's memo is
    /// shared and thread-safe), then the tree is rebuilt in order with their sizes.
    func size(_ scene: ResolvedScene, widths: [Int: Double] = [:]) -> SizedScene {
        var views: [ResolvedView] = []
        func collect(_ view: ResolvedView) {
            views.append(view)
            for subview in view.subviews { collect(subview) }
        }
        collect(scene.root)

        // Every font the views use, resolved once, before the parallel part reads them.
        var fonts: [FontDescriptor: ResolvedFont] = [:]
        for view in views {
            guard let descriptor = fontDescriptor(of: view), fonts[descriptor] == nil else { continue }
            fonts[descriptor] = tools.fonts.resolve(descriptor, category: settings.category)
        }
        let font: @Sendable (FontDescriptor) -> Font = { [fonts, tools, settings] descriptor in
            fonts[descriptor]?.font ?? tools.fonts.resolve(descriptor, category: settings.category).font
        }

        var results = [Measured?](repeating: nil, count: views.count)
        let chunk = 256
        let chunks = (views.count + chunk - 1) / chunk
        results.withUnsafeMutableBufferPointer { measured in
            nonisolated(unsafe) let measured = measured
            let sizer = self, all = views
            let work: @Sendable (Int) -> Void = { c in
                for index in (c * chunk)..<min(all.count, (c + 1) * chunk) {
                    measured[index] = sizer.measure(all[index], width: widths[index], font: font)
                }
            }
            if chunks > 1 { DispatchQueue.concurrentPerform(iterations: chunks, execute: work) } else if chunks == 1 { work(0) }
        }

        var contents = [MeasuredContent?](repeating: nil, count: views.count)
        var warnings: [EngineWarning] = []
        var next = 0
        func rebuild(_ view: ResolvedView) -> ResolvedView {
            let index = next
            next += 1
            var sized = view
            if let measured = results[index] {
                let explicit = view.attributes
                if explicit.intrinsicWidth == nil { sized.attributes.intrinsicWidth = measured.width }
                if explicit.intrinsicHeight == nil { sized.attributes.intrinsicHeight = measured.height }
                if explicit.firstBaseline == nil, let first = measured.firstBaseline { sized.firstBaseline = .offset(first) }
                if explicit.lastBaseline == nil, let last = measured.lastBaseline { sized.lastBaseline = .offset(last) }
                if var content = measured.content {
                    content.intrinsicWidth = sized.attributes.intrinsicWidth
                    content.intrinsicHeight = sized.attributes.intrinsicHeight
                    contents[index] = content
                }
                if let descriptor = fontDescriptor(of: view), let resolved = fonts[descriptor] {
                    for warning in resolved.warnings {
                        warnings.append(EngineWarning(code: "font-not-found", message: "'\(view.id)': " + warning.message + fontHint(descriptor),
                                                      items: [view.id], location: view.location))
                    }
                }
                if let warning = measured.warning { warnings.append(warning) }
            }
            if !view.subviews.isEmpty { sized.subviews = view.subviews.map(rebuild) }
            return sized
        }
        var result = scene
        result.root = rebuild(scene.root)
        if texts.lacksTranslations, let language = texts.language, contents.contains(where: { $0 != nil }) {
            warnings.append(EngineWarning(code: "no-translations",
                                          message: "language '\(language)': no string table has it; the spec's own texts are shown",
                                          items: [], location: scene.root.location))
        }
        return SizedScene(scene: result, base: scene, contents: contents, warnings: warnings)
    }

    /// The font a measured view's text is set in (its own, or its kind's default); nil when the
    /// view is not measured with a font of its own.
    private func fontDescriptor(of view: ResolvedView) -> FontDescriptor? {
        let content = view.attributes.content
        guard !content.isEmpty else { return nil }
        switch view.kind {
        case .label: return content.font ?? FontDescriptor.labelDefault
        case .button: return content.font ?? FontDescriptor.buttonDefault
        case .textField: return content.font ?? ContentDefaults.fieldFont
        case .textView: return content.scrollEnabled == false ? content.font ?? ContentDefaults.fieldFont : nil
        default: return nil
        }
    }

    /// "did you mean" for a named font that is not in the fonts folder.
    private func fontHint(_ descriptor: FontDescriptor) -> String {
        guard case .named(let name, _) = descriptor,
              let close = Suggestions.closest(to: name, in: tools.fonts.availableFontNames) else { return "" }
        return "; did you mean '\(close)'?"
    }

    /// A measured view: its intrinsic size, baselines and what it shows.
    struct Measured: Sendable {
        var width: Double?
        var height: Double?
        var firstBaseline: Double?
        var lastBaseline: Double?
        var content: MeasuredContent?
        /// A control whose size is not known off the device (`control-size-unknown`).
        var warning: EngineWarning?
    }

    /// The size of one view, or nil when it is not measured (not a content kind, or no content given).
    private func measure(_ view: ResolvedView, width: Double?, font: (FontDescriptor) -> Font) -> Measured? {
        let content = view.attributes.content
        let scale = settings.scale
        let measurer = tools.measurer
        switch view.kind {
        case .label:
            guard !content.isEmpty else { return nil }
            var shown = MeasuredContent(role: .label, text: texts.text(content.text ?? "", of: view, property: .text),
                                        font: font(content.font ?? FontDescriptor.labelDefault),
                                        numberOfLines: content.numberOfLines ?? 1,
                                        lineBreakMode: content.lineBreakMode ?? .tailTruncation, measuredWidth: width)
            let m = measurer.measure(shown.request(scale: scale, width: width))
            shown.sizing = m
            let height: Double
            switch settings.labelHeightRounding {
            case .devicePixel: height = m.height
            case .pointUp: height = PixelRounding.ceilToPoint(m.height)
            case .nearestPoint: height = PixelRounding.roundToPoint(Double(m.lines.count) * m.lineHeight)
            }
            return Measured(width: m.width, height: height, firstBaseline: m.firstBaseline, lastBaseline: m.lastBaseline,
                            content: shown)
        case .button:
            guard !content.isEmpty else { return nil }
            let insets = content.contentInsets ?? .zero
            let title = texts.text(content.title ?? "", of: view, property: .title)
            let titleFont = font(content.font ?? FontDescriptor.buttonDefault)
            let contentInsets = TextLayout.EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
            var size = UIKitControls.button(title: title, font: titleFont, contentInsets: contentInsets,
                                            scale: scale, measurer: measurer)
            if content.buttonType?.showsGlyph == true {
                // The glyph (22 × 22), with the title beside it when there is one.
                let titleWidth = title.isEmpty ? 0 : measurer.measure(title, font: titleFont, scale: scale).width
                size.width = ContentDefaults.glyphSide + titleWidth + insets.left + insets.right
                size.height = max(size.height ?? 0, ContentDefaults.glyphSide + insets.top + insets.bottom)
            }
            let shown = MeasuredContent(role: .buttonTitle, text: title, font: titleFont, numberOfLines: 1,
                                        lineBreakMode: content.lineBreakMode ?? .middleTruncation, insets: insets)
            let baseline = size.height.map { centredBaseline(height: $0, insets: insets, font: titleFont) }
            return Measured(width: size.width, height: size.height, firstBaseline: baseline, lastBaseline: baseline, content: shown)
        case .textField:
            guard !content.isEmpty else { return nil }
            let text = texts.text(content.text ?? "", of: view, property: .text)
            let placeholder = texts.text(content.placeholder ?? "", of: view, property: .placeholder)
            let fieldFont = font(content.font ?? ContentDefaults.fieldFont)
            let style = content.borderStyle ?? .roundedRect
            let size = UIKitControls.textField(text: text, placeholder: placeholder, font: fieldFont, borderStyle: style,
                                               systemVersion: settings.systemVersion, scale: scale, measurer: measurer)
            let inset = style == .none ? 0 : ContentDefaults.fieldInset
            let shown = MeasuredContent(role: .textField, text: text.isEmpty ? placeholder : text, isPlaceholder: text.isEmpty,
                                        font: fieldFont, numberOfLines: 1, lineBreakMode: .tailTruncation,
                                        insets: .init(top: 0, left: inset, bottom: 0, right: inset))
            let baseline = size.height.map { centredBaseline(height: $0, insets: .zero, font: fieldFont) }
            return Measured(width: size.width, height: size.height, firstBaseline: baseline, lastBaseline: baseline, content: shown)
        case .textView:
            guard content.scrollEnabled == false else { return nil }
            let text = texts.text(content.text ?? "", of: view, property: .text)
            let viewFont = font(content.font ?? ContentDefaults.fieldFont)
            let (size, m) = UIKitControls.textView(text: text, font: viewFont, width: width, scale: scale, measurer: measurer)
            let insets = LayoutSpec.EdgeInsets(top: ContentDefaults.textViewVertical, left: ContentDefaults.textViewPadding,
                                               bottom: ContentDefaults.textViewVertical, right: ContentDefaults.textViewPadding)
            let shown = MeasuredContent(role: .textView, text: text, font: viewFont, numberOfLines: 0, lineBreakMode: .wordWrap,
                                        insets: insets, measuredWidth: width)
            return Measured(width: size.width, height: size.height, firstBaseline: insets.top + m.firstBaseline,
                            lastBaseline: insets.top + m.lastBaseline, content: shown)
        default:
            guard let control = control(view) else { return nil }
            let size = UIKitControls.intrinsicSize(of: control, systemVersion: settings.systemVersion, fonts: tools.fonts,
                                                   measurer: measurer)
            var measured = Measured(width: size.width, height: size.height)
            if size.width == nil, size.height == nil, let note = size.note {
                measured.warning = EngineWarning(code: "control-size-unknown", message: "'\(view.id)': \(note)",
                                                 items: [view.id], location: view.location)
            }
            return measured
        }
    }

    /// The control a view of a control kind is, with its options; nil for other kinds.
    private func control(_ view: ResolvedView) -> UIKitControl? {
        let content = view.attributes.content
        switch view.kind {
        case .switch: return .switch
        case .slider: return .slider
        case .stepper: return .stepper
        case .segmentedControl:
            let titles = (content.segments ?? []).enumerated().map { index, title in
                texts.text(title, of: view, property: .segmentTitle(index))
            }
            return .segmentedControl(titles: titles)
        case .activityIndicatorView: return .activityIndicatorView(content.activityIndicatorStyle ?? .medium)
        case .progressView: return .progressView
        case .pageControl: return .pageControl(numberOfPages: content.numberOfPages ?? ContentDefaults.numberOfPages)
        case .searchBar: return .searchBar
        case .datePicker: return .datePicker(content.datePickerStyle ?? .wheels)
        case .pickerView: return .pickerView
        default: return nil
        }
    }

    /// A single line of text centred vertically inside `insets`: its baseline from the top.
    private func centredBaseline(height: Double, insets: LayoutSpec.EdgeInsets, font: Font) -> Double {
        let inner = height - insets.top - insets.bottom
        return insets.top + (inner - font.lineHeight) / 2 + font.ascender
    }
}

/// UIKit's (and Interface Builder's) defaults for content the spec does not spell out.
enum ContentDefaults {
    /// A text field's and text view's font in Interface Builder: the 14-point system font.
    static let fieldFont = FontDescriptor.system(size: 14, weight: .regular)
    /// The side of a button's glyph (`infoLight`, `contactAdd`, `detailDisclosure`).
    static let glyphSide = 22.0
    /// A bordered text field's text inset from each side.
    static let fieldInset = 7.0
    /// A text view's `textContainerInset` (top and bottom) and `lineFragmentPadding` (each side).
    static let textViewVertical = 8.0
    static let textViewPadding = 5.0
    /// Interface Builder's default `numberOfPages`.
    static let numberOfPages = 3
}

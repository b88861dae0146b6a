import LayoutSpec
import TextLayout
import LayoutResults

/// A solved case and the sized scene it was laid out with: what `run` and `explain` read the
/// frames, findings and shown texts of a case from.
struct SizedLayout {
    var layout: CaseLayout
    /// The scene as sized for the case: for multi-line texts, measured at the widths of the
    /// last pass (`TextPasses`).
    var sized: SizedScene
    /// Solves made: 1, or more when multi-line texts were measured again at their solved widths.
    var passes = 1

    /// What the rule families and the sizing noticed that is not a finding.
    var warnings: [EngineWarning] { layout.session.warnings + sized.warnings }

    /// Every finding of the case by severity (the layout's, `CaseFindings`, and the truncated
    /// texts, `TextFindings`), and every view's frame with the text it shows.
    func findingsAndViews(expectations: [Expectation], environment: Environment, state: String?, analyzesAmbiguity: Bool,
                          measurer: TextMeasurer) -> (findings: [Finding], views: [ViewFrame]) {
        var findings = CaseFindings.all(layout, expectations: expectations, environment: environment.name, state: state,
                                        analyzesAmbiguity: analyzesAmbiguity)
        var views = layout.viewFrames()
        let texts = TextFindings.analyse(layout, contents: sized.contents, scale: environment.scale, measurer: measurer)
        if !texts.findings.isEmpty { findings = (findings + texts.findings).sorted(by: Finding.severityOrder) }
        for (index, shown) in texts.shown.enumerated() where shown != nil && index < views.count { views[index].text = shown }
        return (findings, views)
    }
}

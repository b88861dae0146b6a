/// The HTML report's style sheet, inlined into the page (no network).
enum HTMLReportStyle {
    static let css = #"""
:root {
  --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg: #f6f8fa; --card: #ffffff;
  --conflict: #cf222e; --expectation: #8250df; --regression: #0969da; --overflow: #d1570b; --truncated: #bc4c00; --overlap: #bf3989;
  --ambiguity: #b08800; --pass: #1a7f37; --error: #a40e26; --warning: #9a6700;
}
* { box-sizing: border-box; }
html { font: 14px/1.45 -apple-system, "Segoe UI", "Helvetica Neue", Arial, "Noto Sans", "DejaVu Sans", sans-serif; color: var(--fg); background: var(--bg); }
body { margin: 0; }
code, .mono { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12.5px; }
.top { position: sticky; top: 0; z-index: 5; background: #ffffffee; backdrop-filter: blur(6px); border-bottom: 1px solid var(--line); padding: 14px 24px 10px; }
.top h1 { font-size: 18px; margin: 0 12px 0 0; display: inline-block; }
.verdict { display: inline-block; font-weight: 600; padding: 2px 10px; border-radius: 999px; color: #fff; vertical-align: 2px; }
.verdict.passed { background: var(--pass); } .verdict.failed { background: var(--conflict); }
.stats { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 8px 0 6px; color: var(--muted); }
.stats b { color: var(--fg); font-variant-numeric: tabular-nums; }
.filters { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; }
.filters .label { color: var(--muted); margin-right: 2px; }
.chip { display: inline-flex; align-items: center; gap: 5px; border: 1px solid var(--line); border-radius: 999px; padding: 2px 10px 2px 6px; background: #fff; cursor: pointer; user-select: none; }
.chip input { margin: 0; accent-color: #444; }
.chip .dot { width: 10px; height: 10px; border-radius: 50%; display: inline-block; }
.chip .count { color: var(--muted); font-variant-numeric: tabular-nums; }
.filters .sep { width: 1px; align-self: stretch; background: var(--line); margin: 0 6px; }
.filters .shown { color: var(--muted); margin-left: auto; }
.filters input[type=range] { width: 90px; vertical-align: middle; }
#report-errors { margin: 12px 24px; padding: 10px 14px; border: 2px solid var(--error); background: #ffebe9; color: var(--error); border-radius: 8px; font-weight: 600; }
main { padding: 8px 24px 40px; }
.spec { margin: 18px 0 26px; }
.spec > h2 { font-size: 16px; margin: 0 0 6px; display: flex; align-items: baseline; gap: 10px; flex-wrap: wrap; }
.spec > h2 .file { color: var(--muted); font-weight: 400; }
.spec-errors { list-style: none; margin: 6px 0 10px; padding: 10px 14px; background: #ffebe9; border: 1px solid #ffcecb; border-radius: 8px; }
.spec-errors li { margin: 2px 0; }
.spec-warnings { list-style: none; margin: 6px 0 10px; padding: 10px 14px; background: #fff8c5; border: 1px solid #eed888; border-radius: 8px; }
.spec-warnings li { margin: 2px 0; }
.finding.expected { opacity: 0.75; } .expected-tag { font-size: 11.5px; color: var(--pass); border: 1px solid var(--pass); border-radius: 999px; padding: 0 6px; } .spec-warnings .loc { color: var(--muted); }
.spec-errors .loc, .finding .loc { color: var(--muted); }
.finding .loc { display: inline-block; overflow-wrap: normal; }
.scene { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 12px 16px 14px; margin: 10px 0 16px; box-shadow: 0 1px 2px #1f232810; }
.scene > h3 { font-size: 15px; margin: 0 0 10px; display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; }
.scene > h3 .sub { color: var(--muted); font-weight: 400; font-size: 13px; }
.cases { display: flex; flex-wrap: nowrap; gap: 14px; align-items: flex-start; overflow-x: auto; padding-bottom: 6px; }
.case, .morph { flex: 0 0 auto; border: 1px solid var(--line); border-top: 4px solid var(--pass); border-radius: 8px; padding: 8px 10px 10px; background: #fff; }
.morph { width: 320px; }
.case.k-conflict { border-top-color: var(--conflict); } .case.k-expectation { border-top-color: var(--expectation); }
.case.k-regression { border-top-color: var(--regression); } .case.k-overflow { border-top-color: var(--overflow); }
.case.k-ambiguity { border-top-color: var(--ambiguity); } .case.k-truncated { border-top-color: var(--truncated); }
.case > header { margin-bottom: 6px; }
.env { font-weight: 600; }
.case .traits { color: var(--muted); font-size: 12.5px; }
.case .state { display: inline-block; background: #ddf4ff; color: #0550ae; border-radius: 4px; padding: 0 6px; font-size: 12px; margin-left: 4px; }
.case .status { float: right; font-size: 12px; font-weight: 600; margin-left: 10px; }
.case .status.pass { color: var(--pass); }
.drawing-box { background: #eef1f4; border-radius: 6px; padding: 8px; display: inline-block; }
svg.drawing, svg.morph-stage { display: block; overflow: visible; }
svg rect, svg path { vector-effect: non-scaling-stroke; }
.canvas { fill: #fff; stroke: #8c959f; stroke-width: 1.5; filter: drop-shadow(0 1px 2px #0002); }
.safe { fill: #8c959f; fill-opacity: .13; }
.views rect, .v rect { stroke-width: 1; }
.labels text { fill: #24292f; stroke: #ffffffcc; paint-order: stroke; stroke-linejoin: round; pointer-events: none; }
.labels text.c { text-anchor: middle; dominant-baseline: central; }
.labels text.t { dominant-baseline: hanging; }
.labels text.h { opacity: .45; }
body.hide-hidden .labels text.h { display: none; }
svg .k-view { fill: #f6f8fa; stroke: #8c959f; }
svg .k-stackView { fill: #eaeef2; fill-opacity: .35; stroke: #6e7781; stroke-dasharray: 4 3; }
svg .k-scrollView { fill: #eef1ff; stroke: #6b7bd6; }
svg .k-label { fill: #ddf4ff; stroke: #54aeff; }
svg .k-button { fill: #b6e3ff; stroke: #0969da; }
svg .k-imageView { fill: #fff8c5; stroke: #d4a72c; }
svg .k-textField { fill: #ffffff; stroke: #57606a; }
svg .k-textView { fill: #fbefff; stroke: #c297ff; }
.views .x { fill: none; stroke: #d4a72c; stroke-width: .8; }
.views text.tx { fill: #1f2328; font-family: -apple-system, "SF Pro Text", Inter, system-ui, sans-serif; white-space: pre; }
.views text.tx.ph { fill: #8c959f; }
.views text.tx.h { opacity: .35; }
body.hide-hidden .views text.tx.h { display: none; }
svg .k-switch, svg .k-stepper, svg .k-segmentedControl, svg .k-slider, svg .k-pageControl, svg .k-activityIndicatorView, svg .k-progressView, svg .k-searchBar, svg .k-datePicker, svg .k-pickerView { fill: #dafbe1; stroke: #1a7f37; }
.views .h { opacity: .35; stroke-dasharray: 2 2; }
body.hide-hidden .views .h { display: none; }
.mark path { fill: none; stroke-width: 2.5; }
.mark.conflict .o { stroke: var(--conflict); }
.mark.overflow .o { stroke: var(--overflow); stroke-dasharray: 5 3; }
.mark.overflow .p { fill: var(--overflow); fill-opacity: .18; stroke: var(--overflow); stroke-width: 1.5; }
.mark.ambiguity .o { stroke: var(--ambiguity); stroke-dasharray: 3 3; }
.mark.truncated .o { stroke: var(--truncated); stroke-dasharray: 1 2; }
.mark.truncated .p { fill: var(--truncated); fill-opacity: .12; stroke: var(--truncated); stroke-width: 1; stroke-dasharray: 1 2; }
.mark.overlap .o { stroke: var(--overlap); } .mark.overlap .p { fill: var(--overlap); fill-opacity: .3; stroke: var(--overlap); stroke-width: 1; }
.mark.ambiguity .r { fill: var(--ambiguity); fill-opacity: .14; stroke: var(--ambiguity); stroke-width: 1; stroke-dasharray: 2 2; }
.mark.expectation .o { stroke: var(--expectation); }
.mark.expectation .e { stroke: var(--expectation); stroke-dasharray: 6 3; stroke-width: 1.5; }
.mark.regression .o { stroke: var(--regression); }
.mark.regression .x { stroke: var(--regression); stroke-dasharray: 6 3; stroke-width: 1.5; fill: var(--regression); fill-opacity: .06; }
.mark.focus path { stroke-width: 4; }
svg.drawing.dim .views, svg.drawing.dim .mark:not(.focus) { opacity: .25; }
body.hide-k-conflict .mark.conflict, body.hide-k-expectation .mark.expectation, body.hide-k-regression .mark.regression,
body.hide-k-overflow .mark.overflow, body.hide-k-overlap .mark.overlap, body.hide-k-ambiguity .mark.ambiguity,
body.hide-k-truncated .mark.truncated { display: none; }
body.hide-k-conflict li.k-conflict, body.hide-k-expectation li.k-expectation, body.hide-k-regression li.k-regression,
body.hide-k-overflow li.k-overflow, body.hide-k-overlap li.k-overlap, body.hide-k-ambiguity li.k-ambiguity,
body.hide-k-truncated li.k-truncated { display: none; }
#tip { position: fixed; z-index: 10; pointer-events: none; background: #1f2328; color: #fff; font-size: 12px; padding: 3px 8px; border-radius: 4px; white-space: nowrap; max-width: 80vw; overflow: hidden; text-overflow: ellipsis; }
.findings { list-style: none; margin: 8px 0 0; padding: 0; }
.finding { margin: 4px 0; padding: 3px 0 3px 8px; border-left: 3px solid var(--line); cursor: default; overflow-wrap: anywhere; }
.finding.k-conflict { border-left-color: var(--conflict); } .finding.k-expectation { border-left-color: var(--expectation); }
.finding.k-regression { border-left-color: var(--regression); } .finding.k-overflow { border-left-color: var(--overflow); }
.finding.k-ambiguity { border-left-color: var(--ambiguity); } .finding.k-overlap { border-left-color: var(--overlap); }
.finding.k-truncated { border-left-color: var(--truncated); }
.case.k-overlap { border-top-color: var(--overlap); } .kind.k-overlap { color: var(--overlap); } .dot.k-overlap { background: var(--overlap); }
.finding:hover { background: #f6f8fa; }
.kind { font-weight: 600; text-transform: uppercase; font-size: 11px; letter-spacing: .03em; margin-right: 4px; }
.kind.k-conflict { color: var(--conflict); } .kind.k-expectation { color: var(--expectation); } .kind.k-regression { color: var(--regression); }
.kind.k-overflow { color: var(--overflow); } .kind.k-ambiguity { color: var(--ambiguity); } .kind.k-truncated { color: var(--truncated); }
.finding .detail { color: var(--muted); font-size: 12.5px; white-space: pre-wrap; }
.finding .fix { color: var(--pass); font-size: 12.5px; }
.findings li.more { margin: 6px 0 0; }
.findings li.more button { font: inherit; font-size: 12.5px; padding: 2px 10px; border-radius: 6px; border: 1px solid var(--line); background: #fff; cursor: pointer; }
.dot.k-conflict { background: var(--conflict); } .dot.k-expectation { background: var(--expectation); } .dot.k-regression { background: var(--regression); }
.dot.k-overflow { background: var(--overflow); } .dot.k-ambiguity { background: var(--ambiguity); } .dot.k-truncated { background: var(--truncated); } .dot.k-pass { background: var(--pass); } .dot.k-error { background: var(--error); }
.morph { border-top-color: #57606a; background: #fbfcfd; }
.morph label { display: flex; align-items: center; gap: 6px; margin: 4px 0; color: var(--muted); font-size: 12.5px; }
.morph label span { width: 30px; }
.morph select { flex: 1; min-width: 0; font: inherit; font-size: 12.5px; }
.morph .controls { display: flex; align-items: center; gap: 8px; margin: 6px 0 8px; }
.morph button { font: inherit; padding: 2px 10px; border-radius: 6px; border: 1px solid var(--line); background: #fff; cursor: pointer; min-width: 82px; }
.morph input[type=range] { flex: 1; }
.morph .morph-caption { display: block; margin-top: 6px; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 14px; color: var(--muted); font-size: 12px; margin-top: 8px; }
.legend i { display: inline-block; width: 14px; height: 10px; border: 1px solid; vertical-align: -1px; margin-right: 4px; }
.by-cause { margin: 16px 0 10px; }
.by-cause > h2, .part-title { font-size: 17px; margin: 0 0 8px; }
.part { margin: 22px 0 6px; padding-top: 4px; border-top: 2px solid var(--line); scroll-margin-top: 190px; }
.part-title .count { color: var(--muted); font-weight: 400; }
table.summary { border-collapse: collapse; background: #fff; border: 1px solid var(--line); margin: 0 0 12px; font-variant-numeric: tabular-nums; }
table.summary th, table.summary td { padding: 3px 12px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: baseline; }
table.summary th { color: var(--muted); font-weight: 600; font-size: 12.5px; }
table.summary .n { text-align: right; }
table.summary tfoot td { font-weight: 600; border-bottom: 0; }
table.summary .links a { margin-right: 10px; color: var(--fg); font-size: 12.5px; }
table.summary .more { color: var(--muted); font-size: 12.5px; }
a.kind { text-decoration: none; }
.causes { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(440px, 1fr)); gap: 8px 14px; }
li.cause { background: #fff; border: 1px solid var(--line); border-left-width: 4px; border-radius: 6px; padding: 6px 10px; margin: 0; scroll-margin-top: 200px; }
.cause .count { color: var(--muted); font-size: 12.5px; }
.expected-causes { margin: 10px 0 0; } .expected-causes > summary { cursor: pointer; color: var(--muted); margin-bottom: 8px; }
li.cause-more { color: var(--muted); padding: 6px 10px; margin: 0; align-self: center; }
.cause .in { font-size: 12.5px; margin-top: 4px; color: var(--muted); }
.cause .in a { display: inline-block; margin: 1px 10px 1px 0; }
.cause .in details { display: inline; } .cause .in summary { display: inline; cursor: pointer; color: var(--muted); }
article.case { scroll-margin-top: 200px; content-visibility: auto; }
.cause:target, .case:target, .case.focused { outline: 3px solid #0969da66; outline-offset: 2px; }
.named .hl { fill: none; stroke-width: 3.5; }
.named text { font-weight: 700; stroke: #fff; paint-order: stroke; stroke-linejoin: round; }
.nv.k-conflict .hl { stroke: var(--conflict); } .nv.k-conflict text { fill: var(--conflict); }
.nv.k-expectation .hl { stroke: var(--expectation); } .nv.k-expectation text { fill: var(--expectation); }
.nv.k-regression .hl { stroke: var(--regression); } .nv.k-regression text { fill: var(--regression); }
.nv.k-overflow .hl { stroke: var(--overflow); } .nv.k-overflow text { fill: var(--overflow); }
.nv.k-truncated .hl { stroke: var(--truncated); } .nv.k-truncated text { fill: var(--truncated); }
.nv.k-overlap .hl { stroke: var(--overlap); } .nv.k-overlap text { fill: var(--overlap); }
.nv.k-ambiguity .hl { stroke: var(--ambiguity); } .nv.k-ambiguity text { fill: var(--ambiguity); }
svg.drawing.dim .named { opacity: .35; }
.is-hidden { display: none !important; }
.empty { color: var(--muted); padding: 30px 0; text-align: center; }
footer.page { color: var(--muted); font-size: 12px; padding: 0 24px 24px; }
"""#
}

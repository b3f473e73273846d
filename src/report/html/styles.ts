/** The report's only stylesheet, inlined: system fonts, no web fonts, nothing fetched. */
export const REPORT_CSS = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #f6f8fa; color: #1f2328;
  font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
main { max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
section, header.verdict { background: #fff; border: 1px solid #d1d9e0; border-radius: 8px; padding: 16px 20px; margin: 0 0 20px; }
header.verdict { border-left: 8px solid #59636e; }
header.verdict.pass { border-left-color: #1a7f37; }
header.verdict.fail { border-left-color: #cf222e; }
header.verdict.inconclusive { border-left-color: #9a6700; }
header.verdict.error { border-left-color: #8250df; }
h1 { margin: 4px 0 8px; font-size: 32px; letter-spacing: 0.02em; }
h2 { margin: 0 0 8px; font-size: 20px; }
h3 { margin: 16px 0 4px; font-size: 16px; }
.kicker { margin: 0; color: #59636e; font-size: 13px; }
.status-word.pass { color: #1a7f37; } .status-word.fail { color: #cf222e; }
.status-word.inconclusive { color: #9a6700; } .status-word.error { color: #8250df; }
.note-badge { display: inline-block; margin: 0 8px 8px 0; padding: 2px 10px; border-radius: 999px;
  background: #fff8c5; border: 1px solid #d4a72c; color: #1f2328; font-weight: 600; }
.counts { margin: 4px 0; font-weight: 600; }
.reasons-title { font-size: 15px; margin: 12px 0 4px; }
.reasons { margin: 0; padding-left: 20px; }
.reason.fail strong { color: #cf222e; } .reason.inconclusive strong { color: #9a6700; }
nav ul { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 6px 16px; }
a { color: #0969da; }
.lead, .note, .legend, .empty { color: #59636e; font-size: 14px; }
.empty { font-style: italic; }
ul.legend { padding-left: 0; list-style: none; }
ul.legend.inline { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 4px 0; }
nav { margin: 0 0 16px; }
.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 50%; margin-right: 6px; }
.side-by-side { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.side-by-side svg { flex: 0 1 520px; }
svg.plot { display: block; max-width: 100%; height: auto; }
svg text { font-family: inherit; }
svg .label { font-size: 12px; fill: #1f2328; }
svg .scope, svg .tick { font-size: 11px; fill: #59636e; }
svg .axis-title { font-size: 12px; fill: #59636e; }
svg .value { font-size: 11px; fill: #1f2328; font-variant-numeric: tabular-nums; }
svg .status { font-size: 12px; font-weight: 700; }
dl.provenance { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0; }
dl.provenance dt { color: #59636e; } dl.provenance dd { margin: 0; overflow-wrap: anywhere; }
code { font-size: 12px; }
`;

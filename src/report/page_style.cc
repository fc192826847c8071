#include "report/page_style.h"

namespace tenbou {

std::string_view page_style() {
  return R"(
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { font-family: "DejaVu Sans", "Noto Sans", "Noto Sans CJK JP", Arial, sans-serif; font-size: 15px;
  line-height: 1.35; margin: .6rem; color: #111; background: #fff; }
@media (min-width: 1100px) { body { font-size: 20px; margin: 1.2rem 1.6rem; } }
h1 { font-size: 1.45em; margin: 0 0 .3em; overflow-wrap: break-word; }
h1, bdi { word-break: keep-all; }  /* a Korean or Japanese name breaks between its words, not inside them */
h2 { font-size: 1.2em; margin: 1.1em 0 .35em; break-after: avoid; page-break-after: avoid; }
p { margin: .25em 0; overflow-wrap: break-word; }
p.note { color: #444; }
nav.languages { display: flex; flex-wrap: wrap; gap: .2em .9em; margin: .2em 0 .7em; }
nav.languages a.current { font-weight: bold; color: inherit; text-decoration: none; }
table.stats { font-size: .85em; }
svg.chart { display: block; width: 100%; max-width: 44em; height: auto; margin: .3em 0; }
ul.legend { list-style: none; padding: 0; margin: .1em 0 .8em; display: flex; flex-wrap: wrap; gap: .15em 1.1em; }
ul.legend li { overflow-wrap: anywhere; }
ul.legend svg { width: 2.3em; height: .95em; vertical-align: middle; }
@media print { svg.chart { max-width: 100%; break-inside: avoid; page-break-inside: avoid; } }
nav.links { display: flex; flex-wrap: wrap; gap: .4em 1em; margin: .3em 0 .8em; }
@media print { nav.languages, nav.links { display: none; } }
p.banner { font-weight: bold; border: 2px solid #a00; color: #a00; padding: .3em .6em; }
table { border-collapse: collapse; margin: .4em 0 1em; max-width: 100%; }
th, td { padding: .2em .45em; border-bottom: 1px solid #bbb; text-align: left; vertical-align: top;
  overflow-wrap: break-word; }
th { background: #223; color: #fff; font-weight: 600; }
th.num, td.wrap { white-space: normal; }
.nowrap { white-space: nowrap; }
.phone, .phone-only { display: none; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
td.total { font-weight: bold; }
tbody tr:nth-child(even) td { background: #eef1f8; }
table.grouped tbody tr:nth-child(even) td { background: none; }
table.grouped tbody:nth-of-type(even) tr td { background: #eef1f8; }
table.grouped tbody { border-bottom: 2px solid #223; }
@media (max-width: 1099px) {
  .roomy { display: none; }
  table.sheet col.tally { visibility: collapse; }
  table.sheet { font-size: 13px; }
  table.sheet td.hand { min-width: 7em; }
}
@media (max-width: 700px) {
  body { font-size: 14px; }
  table.stack thead { display: none; }
  table.stack tr { display: block; padding: .2em 0; border-bottom: 1px solid #bbb; }
  table.stack td { display: block; border: 0; text-align: left; }
  table.stack td[data-label]::before { content: attr(data-label) " "; font-weight: bold; }
  .opt { display: none; }
  .phone { display: block; }
  th, td { padding: .15em .25em; }
  table.sheet td.hand { min-width: 5em; }
  table.sheet col.wide { visibility: collapse; }
  .phone-only { display: inline; }
  table.sheet { font-size: 13px; }
}

/* The score sheet: the hand text wraps, change and score of each player in cells of their own. */
table.sheet { width: 100%; }
table.sheet th.player { text-align: center; border-left: 2px solid #fff; white-space: normal; }
table.sheet td.change { border-left: 2px solid #bbb; color: #333; }
table.sheet td.hand { min-width: 9em; }
/* Thirteen columns in German or Polish words fit from 1,100 px with the type a step smaller than the page's. */
@media (min-width: 1100px) { table.sheet { font-size: clamp(15px, 1vw, 20px); } }
.signatures { display: grid; grid-template-columns: repeat(auto-fit, minmax(13em, 1fr)); gap: .8em 1.5em; margin: .8em 0; }
.signatures div { border-bottom: 1px solid #111; min-height: 4.2em; padding-top: .2em; overflow-wrap: break-word; }
.signatures div span { display: block; font-size: .85em; color: #444; }

/* The projector: large type, pages that follow each other on the screen. */
body.projector { font-size: 20px; margin: .6rem 1rem; }
@media (min-width: 1100px) { body.projector { font-size: clamp(16px, 2.3vh, 30px); } }
body.projector td.name { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 0; width: 100%; }
body.projector h1 { margin-bottom: .1em; }
.page { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 26em), 1fr)); gap: 0 1.5em; background: #fff; }
.pages.cycling { display: grid; }
.pages.cycling .page { grid-area: 1 / 1; opacity: 0; }
.page table { width: 100%; margin: 0; }
.page td { padding: .12em .35em; }
.page p.page-number { grid-column: 1 / -1; color: #444; margin: 0 0 .2em; font-size: .8em; }

/* Seating cards to cut: equal cards in a grid, dashed cut lines. */
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 17em), 1fr)); gap: 0; }
.card { border: 1px dashed #555; padding: .6em .8em; break-inside: avoid; page-break-inside: avoid; }
.card .event { font-size: .8em; color: #444; overflow-wrap: break-word; }
.card .who { font-size: 1.5em; font-weight: bold; margin: .15em 0 .3em; overflow-wrap: break-word; }
.card table { width: 100%; margin: 0; }
section.break { break-before: page; page-break-before: always; }

@media print {
  @page { size: A4; margin: 12mm; }
  body, body.projector { font-size: 9pt; margin: 0; }
  body.sheet { font-size: 8pt; }
  h1 { font-size: 14pt; }
  h2 { font-size: 11pt; }
  th { background: none; color: #000; border-bottom: 2px solid #000; }
  tbody tr:nth-child(even) td, table.grouped tbody:nth-of-type(even) tr td { background: none; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; page-break-inside: avoid; }
  .pages.cycling { display: block; }
  .pages.cycling .page { opacity: 1; animation: none; break-after: page; page-break-after: always; }
  .cards { grid-template-columns: 1fr 1fr; }
  .card { height: 67mm; overflow: hidden; }
  section.break > h2 { display: none; }  /* the cards fill their pages, 8 to each, from the first */
  .card .who { font-size: 16pt; }
}
)";
}

}  // namespace tenbou

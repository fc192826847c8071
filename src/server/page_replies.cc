#include "server/page_replies.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "tournament/entry/game_log.h"
#include "tournament/people/access_keys.h"
#include "tournament/seats/seating_plan.h"
#include "tournament/settings.h"

namespace tenbou::server {
namespace {

/// What the live pages add to the shared stylesheet: buttons big enough for thumbs, messages, table cards.
constexpr const char* kLiveStyle = R"(
.message { padding: .5em .7em; border-radius: .3em; margin: .6em 0; overflow-wrap: break-word; }
.message.refused { background: #fde2e1; border: 1px solid #b3261e; }
.message.done { background: #e3f4e1; border: 1px solid #2e7d32; }
fieldset.choice { border: 0; padding: 0; margin: .5em 0; display: flex; flex-wrap: wrap; gap: .35em; }
fieldset.choice legend { font-weight: bold; padding: 0; margin-bottom: .2em; width: 100%; }
button { font: inherit; min-height: 2.75rem; min-width: 2.75rem; padding: .3em .7em; border: 1px solid #555;
  border-radius: .35em; background: #f4f4f4; color: #111; touch-action: manipulation; }
button[aria-pressed="true"] { background: #1a4d8f; color: #fff; border-color: #1a4d8f; }
button.primary { background: #2e7d32; color: #fff; border-color: #2e7d32; font-weight: bold; }
button:disabled { opacity: .45; }
.values .fu-label { width: 100%; font-weight: bold; }
#details input[type=text], .organiser input { font: inherit; min-height: 2.75rem; width: 100%; box-sizing: border-box; }
.actions { display: flex; flex-wrap: wrap; gap: .5em; margin: .8em 0; }
.actions[hidden] { display: none; }
#players tr.dealer td { font-weight: bold; }
#players td.wind { width: 1.5em; }
#players td.name { overflow-wrap: break-word; }
fieldset.sheet label { width: 100%; margin-top: .3em; overflow-wrap: break-word; }
fieldset.sheet input { font: inherit; min-height: 2.75rem; width: 100%; box-sizing: border-box; }
fieldset.correction { margin: .6em 0; display: grid; gap: .4em; }
fieldset.correction legend { font-weight: bold; }
fieldset.correction select, fieldset.correction input { font: inherit; min-height: 2.75rem; width: 100%; box-sizing: border-box; }
ul.rounds { list-style: none; padding: 0; }
ul.rounds li { display: flex; flex-wrap: wrap; align-items: center; gap: .3em 1em; margin: .3em 0; }
.clock { font-size: 1.3em; font-weight: bold; text-align: right; margin: 0; }
.table-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16em), 1fr)); }
.table-card { border: 1px dashed #555; padding: .6em; break-inside: avoid; page-break-inside: avoid; }
.table-card .qr { shape-rendering: crispEdges; width: 100%; max-width: 14em; display: block; margin: .3em auto; }
.table-card .url { font-size: .7em; overflow-wrap: anywhere; color: #333; }
.table-card h2 { margin: 0; }
.table-card ul.seats { list-style: none; padding: 0; margin: .3em 0; }
.table-card .wind { display: inline-block; min-width: 3.6em; font-weight: bold; }
fieldset.tiles .targets, fieldset.tiles .flags { display: flex; flex-wrap: wrap; gap: .3em; width: 100%; }
fieldset.tiles .keypad { display: grid; grid-template-columns: repeat(9, minmax(0, 1fr)); gap: .2em; width: 100%; }
fieldset.tiles button.tile { min-width: 0; padding: .3em 0; font-weight: bold; }
fieldset.tiles .suit-m { color: #8b1a1a; } fieldset.tiles .suit-p { color: #1a4d8f; }
fieldset.tiles .suit-s { color: #1e6b2a; } fieldset.tiles .suit-z { color: #111; }
fieldset.tiles .picked { display: flex; align-items: center; gap: .5em; width: 100%; }
fieldset.tiles .picked-name { min-width: 8em; } fieldset.tiles .picked-tiles { flex: 1; overflow-wrap: anywhere; font-family: monospace; }
#confirm .tiles-value { margin: .3em 0; }
#confirm { border: 2px solid #2e7d32; border-radius: .35em; padding: .1em .6em; margin: .8em 0; }
table.results td.name { overflow-wrap: break-word; }
@media print { .table-cards { grid-template-columns: repeat(2, 1fr); } .no-print { display: none; } }
)";

}  // namespace

Reply html(std::string body) { return {.type = kHtml, .body = std::move(body)}; }

Reply not_found(const std::string& what, const Words& words) {
  return {.status = 404,
          .type = kHtml,
          .body = html_page(words("pages.not_found"), "<p>" + html_escape(what) + "</p>\n<p><a href=\"/\">" +
                                                          html_escape(words("pages.all_pages")) + "</a></p>\n",
                            {.language = words.language()})};
}

PageOptions live(const std::string& script, const std::string& layout) {
  return {.layout = layout, .style = kLiveStyle, .script = script.empty() ? "" : "/assets/" + script + ".js"};
}

const Words& room_words(const Tournament& t) { return words_in(read_settings(t).language); }

int last_round(const Tournament& t) {
  int last = 0;
  for (const GameRow& g : games_in_play(t)) last = std::max(last, g.round);
  if (const auto plan = current_seating(t)) last = std::max(last, plan->plan.rounds);
  return last;
}

std::optional<Reply> unless_organiser(const Tournament& t, const Request& request, const std::string& title,
                                      const std::string& why) {
  const std::optional<KeyHolder> holder = request.key.empty() ? std::nullopt : key_holder(t, request.key);
  if (holder && holder->organiser) return std::nullopt;
  return Reply{.status = holder ? 403 : 401, .type = kHtml, .body = html_page(title, "<p>" + why + "</p>\n")};
}

std::string script_words(const Words& words, std::string_view prefix) {
  std::string json = words.for_script(prefix).dump();
  for (std::size_t at = json.find("</"); at != std::string::npos; at = json.find("</", at)) json.replace(at, 2, "<\\/");
  return "<script type=\"application/json\" id=\"words\">" + json + "</script>\n<script src=\"/assets/words.js\"></script>\n";
}

}  // namespace tenbou::server

#include "report/player_list.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/unicode.h"
#include "formats/json_writer.h"
#include "report/html_page.h"
#include "report/text_table.h"
#include "tournament/people/online_names.h"

namespace tenbou {

std::string player_description(const PlayerRow& p) {
  std::string extra;
  if (!p.ema.empty()) extra += "EMA " + p.ema;
  if (!p.country.empty()) extra += (extra.empty() ? "" : ", ") + p.country;
  if (!p.club.empty()) extra += (extra.empty() ? "" : ", ") + p.club;
  return p.name + (extra.empty() ? "" : " (" + extra + ")");
}

std::string player_list_text(const std::vector<PlayerRow>& players, const Participation& participation, std::size_t width,
                             bool removed) {
  if (removed && players.empty()) return "No registration has been removed.\n";
  TextTable table({{"#", true}, {"Name"}, {"EMA"}, {"Country"}, {"Club"}, {"Part"}});
  int substitutes = 0;
  for (const PlayerRow& p : players) {
    const PlayerParticipation& part = participation.of(p.id);
    substitutes += part.substitute ? 1 : 0;
    std::string note = part.substitute ? "substitute" : "";
    if (part.withdrawn())
      note += (note.empty() ? "" : "; ") + withdrawal_text(part.withdrawn_after);
    table.add_row({std::to_string(p.id), p.name, p.ema, p.country, p.club, note});
  }
  const std::size_t n = players.size();
  return fitted_lines(table.render(width) + std::to_string(n) +
         (removed ? (n == 1 ? " removed registration" : " removed registrations") : " players") +
         (substitutes > 0 ? " (" + std::to_string(substitutes) + (substitutes == 1 ? " substitute)" : " substitutes)") : "") +
         "\n", width);
}

std::string player_list_json(const std::vector<PlayerRow>& players, const Participation& participation, bool removed) {
  std::string out;
  JsonWriter w(out);
  w.begin_array();
  for (const PlayerRow& p : players) {
    w.begin_object().key("id").value(p.id).key("name").value(p.name);
    for (const auto& [key, text] : {std::pair{"ema", &p.ema}, {"country", &p.country}, {"club", &p.club},
                                    {"given", &p.given}, {"family", &p.family}}) {
      w.key(key);
      if (text->empty())
        w.null();
      else
        w.value(*text);
    }
    w.key("online_names").begin_array();
    for (const std::string& online : online_names_of(p)) w.value(online);
    w.end_array();
    const PlayerParticipation& part = participation.of(p.id);
    w.key("substitute").value(part.substitute).key("withdrawn_after_round");
    if (part.withdrawn())
      w.value(part.withdrawn_after);
    else
      w.null();
    w.key("removed").value(removed);
    w.end_object();
  }
  w.end_array();
  return out + "\n";
}

std::string player_links_html(const std::vector<PlayerRow>& players, const std::function<std::string(RowId id)>& href) {
  std::vector<const PlayerRow*> by_name;
  for (const PlayerRow& p : players) by_name.push_back(&p);
  std::sort(by_name.begin(), by_name.end(),
            [](const PlayerRow* a, const PlayerRow* b) { return unicode::collate(a->name, b->name) < 0; });
  std::string out = "<ul>\n";
  for (const PlayerRow* p : by_name)
    out += "<li><a href=\"" + href(p->id) + "\"><bdi>" + html_escape(p->name) + "</bdi></a>" +
           (p->country.empty() ? "" : " (" + html_escape(p->country) + ")") + "</li>\n";
  return out + "</ul>\n";
}

}  // namespace tenbou

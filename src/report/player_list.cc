#include "report/player_list.h"

#include "record/json_writer.h"
#include "report/text_table.h"

namespace tenbou {

std::string player_description(const PlayerRow& p) {
  std::string extra;
  if (!p.ema.empty()) extra += "EMA " + p.ema;
  if (!p.country.empty()) extra += (extra.empty() ? "" : ", ") + p.country;
  if (!p.club.empty()) extra += (extra.empty() ? "" : ", ") + p.club;
  return p.name + (extra.empty() ? "" : " (" + extra + ")");
}

std::string player_list_text(const std::vector<PlayerRow>& players) {
  TextTable table({{"#", true}, {"Name"}, {"EMA"}, {"Country"}, {"Club"}});
  for (const PlayerRow& p : players) table.add_row({std::to_string(p.id), p.name, p.ema, p.country, p.club});
  return table.render() + std::to_string(players.size()) + " players\n";
}

std::string player_list_json(const std::vector<PlayerRow>& players) {
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
    w.end_object();
  }
  w.end_array();
  return out + "\n";
}

}  // namespace tenbou

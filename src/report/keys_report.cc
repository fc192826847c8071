#include "report/keys_report.h"

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "report/text_table.h"

namespace tenbou {

std::string table_page_url(const std::string& base_url, const GameKey& key) {
  return base_url + "/table/" + std::to_string(key.game.round) + "/" + std::to_string(key.game.table) + "?key=" + key.key;
}

std::string keys_text(const AccessKeys& keys, const std::string& base_url, bool renewed, std::size_t width) {
  std::string out = std::string(renewed ? "New keys: the old ones no longer work.\n" : "") +
                    "Organiser key: " + keys.organiser + "\n  " + base_url + "/organiser?key=" + keys.organiser + "\n";
  if (keys.games.empty()) return out + "No game is started yet: a game's key is made when it is started.\n";
  TextTable table({{"Game"}, {"Key"}, {"Table page"}});
  for (const GameKey& k : keys.games) table.add_row({k.game.text(), k.key, table_page_url(base_url, k)});
  return fitted_lines(out + "\n" + table.render(width) + counted(static_cast<int>(keys.games.size()), "game") + "\n", width);
}

std::string keys_json(const AccessKeys& keys, const std::string& base_url) {
  nlohmann::json tables = nlohmann::json::array();
  for (const GameKey& k : keys.games)
    tables.push_back({{"game", k.game.text()}, {"key", k.key}, {"url", table_page_url(base_url, k)}});
  return nlohmann::json{{"organiser", keys.organiser}, {"tables", tables}}.dump();
}

}  // namespace tenbou

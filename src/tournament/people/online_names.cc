#include "tournament/people/online_names.h"

#include "base/name_key.h"
#include "base/unicode.h"
#include "tournament/people/player_directory.h"
#include "tournament/people/players.h"
#include "tournament/stored_text.h"

namespace tenbou {

std::vector<std::string> online_names_of(const PlayerRow& player) {
  std::vector<std::string> names;
  std::size_t start = 0;
  while (start < player.online_names.size()) {
    std::size_t end = player.online_names.find('\n', start);
    if (end == std::string::npos) end = player.online_names.size();
    if (end > start) names.push_back(player.online_names.substr(start, end - start));
    start = end + 1;
  }
  return names;
}

std::optional<std::string> set_online_names(PlayerRow& player, const std::vector<std::string>& names) {
  player.online_names.clear();
  if (names.size() == 1 && names.front().empty()) return std::nullopt;  // --online-name "": none
  std::vector<std::string> keys;
  for (const std::string& typed : names) {
    if (auto problem = text_problem("online-name", typed, kMaxNameLength, true)) return problem;
    const std::string name = tidy_text(typed);
    const std::string key = name_key(name);
    for (const std::string& k : keys)
      if (k == key) return "online-name: \"" + name + "\" is given twice";
    keys.push_back(key);
    player.online_names += (player.online_names.empty() ? "" : "\n") + name;
  }
  return std::nullopt;
}

const PlayerRow* player_by_online_name(const PlayerDirectory& players, std::string_view name) {
  const std::string key = name_key(name);
  for (const PlayerRow& p : players.all())
    for (const std::string& online : online_names_of(p))
      if (name_key(online) == key) return &p;
  return nullptr;
}

}  // namespace tenbou

#include "tournament/entry/game_ref.h"

#include <charconv>

#include <nlohmann/json.hpp>

#include "base/unicode.h"
#include "tournament/tournament_error.h"

namespace tenbou {

GameRef parse_game_ref(std::string_view field, std::string_view text) {
  GameRef ref;
  const auto slash = text.find('/');
  auto number = [](std::string_view part, int& out, int most) {
    const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
    return ec == std::errc() && end == part.data() + part.size() && out >= 1 && out <= most;
  };
  if (slash == std::string_view::npos || !number(text.substr(0, slash), ref.round, kMaxRound) ||
      !number(text.substr(slash + 1), ref.table, kMaxTable))
    throw TournamentError{std::string(field) + " \"" + unicode::printable(text) +
                              "\" is not a game (expected ROUND/TABLE, e.g. 1/3 for round 1, table 3; rounds from 1 to " +
                              std::to_string(kMaxRound) + ", tables from 1 to " + std::to_string(kMaxTable) + ")",
                          {{"field", field}, {"value", unicode::printable(text)}}};
  return ref;
}

}  // namespace tenbou

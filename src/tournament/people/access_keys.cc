#include "tournament/people/access_keys.h"

#include <map>

#include "tournament/store_access.h"

namespace tenbou {
namespace {

/// The games in play (of `round`, if given) by id.
std::map<RowId, GameRef> games_of(const Tournament& t, std::optional<int> round) {
  std::map<RowId, GameRef> games;
  for (const GameRow& g : games_in_play(t))
    if (!round || g.round == *round) games.emplace(g.id, GameRef{g.round, g.table});
  return games;
}

}  // namespace

AccessKeys access_keys(const Tournament& t, std::optional<int> round) {
  const std::map<RowId, GameRef> games = games_of(t, round);
  AccessKeys keys;
  for (const AccessKeyRow& row : t.store().access_keys()) {
    if (row.game == 0) {
      keys.organiser = row.key;
    } else if (auto g = games.find(row.game); g != games.end()) {
      keys.games.push_back({g->second, row.key});
    }
  }
  std::sort(keys.games.begin(), keys.games.end(), [](const GameKey& a, const GameKey& b) {
    return std::pair(a.game.round, a.game.table) < std::pair(b.game.round, b.game.table);
  });
  return keys;
}

AccessKeys renew_access_keys(Tournament& t, std::optional<int> round) {
  TournamentWrite tx(t);
  std::vector<RowId> ids;
  for (const auto& [id, ref] : games_of(t, round)) ids.push_back(id);
  t.store().renew_access_keys(ids, !round);
  tx.commit();
  return access_keys(t, round);
}

std::string KeyHolder::author() const { return organiser ? "organiser" : "table " + ref.text() + " phone"; }

bool KeyHolder::is_table_phone(std::string_view author) {
  return author.starts_with("table ") && author.ends_with(" phone");
}

std::optional<KeyHolder> key_holder(const Tournament& t, const std::string& key) {
  const std::optional<AccessKeyRow> row = t.store().access_key(key);
  if (!row) return std::nullopt;
  if (row->game == 0) return KeyHolder{.organiser = true};
  const std::optional<GameRow> game = t.store().game(row->game);
  if (!game || voided_by(t.store().entries(game->id))) return std::nullopt;  // the key of a voided game
  return KeyHolder{.game = game->id, .ref = {game->round, game->table}};
}

}  // namespace tenbou

#include "tournament/tournament.h"

#include "store/database.h"
#include "store/store_error.h"

namespace tenbou {
namespace {

SQLite::Database open_or_explain(const std::string& path, bool create) {
  try {
    return open_database(path, create);
  } catch (const StoreError& e) {
    throw TournamentError{e.message};
  }
}

}  // namespace

void Tournament::create(const std::string& path, const std::string& name, const Ruleset& rules) {
  if (name.empty()) throw TournamentError{"--name must not be empty: give the tournament's name"};
  SQLite::Database db = open_or_explain(path, true);
  TournamentStore store(db);
  store.insert_tournament({name, rules.name, ruleset_to_json(rules).dump(), ""});
}

Tournament::Tournament(const std::string& path) : db_(open_or_explain(path, false)), store_(db_) {
  std::optional<TournamentRow> row = store_.tournament();
  if (!row) throw TournamentError{"\"" + path + "\" holds no tournament (create one with: tenbou init FILE --name ...)"};
  info_ = std::move(*row);
  try {
    rules_ = std::make_shared<const Ruleset>(ruleset_from_json(info_.ruleset_name, nlohmann::json::parse(info_.ruleset_json)));
  } catch (const RulesetError& e) {
    throw TournamentError{"the ruleset stored in \"" + path + "\" cannot be read: " + e.message};
  }
}

const PlayerDirectory& Tournament::players() {
  if (!players_) players_ = std::make_unique<PlayerDirectory>(store_.players());
  return *players_;
}

}  // namespace tenbou

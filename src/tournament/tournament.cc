#include "tournament/tournament.h"

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "tournament/stored_text.h"

namespace tenbou {

void Tournament::create(const std::string& path, const std::string& typed_name, const Ruleset& rules) {
  require_text("name", typed_name, kMaxTextLength, true);
  const std::string name = tidy_text(typed_name);
  TournamentStore store(path, OpenMode::Create);
  store.insert_tournament({.name = name, .ruleset_name = rules.name, .ruleset_json = stored_ruleset_json(rules).dump()});
}

Tournament::Tournament(const std::string& path, OpenMode mode)
    : store_(path, mode), others_read_at_(store_.others_changes()), players_(read_players(store_)) {
  std::optional<TournamentRow> row = store_.tournament();
  if (!row) {
    const std::string what = "\"" + path + "\" holds no tournament";
    nlohmann::json detail = naming_fields({}, {"name"});
    detail["fields_from"] = what.size();  // a file's name is no field, whatever its words
    throw TournamentError{what + " (create one with: tenbou init FILE name ...)", std::move(detail)};
  }
  info_ = std::move(*row);
  try {
    rules_ = ruleset_from_stored_json(info_.ruleset_name, nlohmann::json::parse(info_.ruleset_json));
  } catch (const RulesetError& e) {
    throw TournamentError{"the ruleset stored in \"" + path + "\" cannot be read: " + e.message};
  } catch (const nlohmann::json::exception& e) {
    throw TournamentError{"the ruleset stored in \"" + path + "\" is damaged: " + e.what()};
  }
}

void Tournament::refresh_players() {
  if (store_.player_changes() == players_read_at_) return;
  players_ = read_players(store_);
  players_read_at_ = store_.player_changes();
}

void Tournament::catch_up_with_others() {
  const std::int64_t now = store_.others_changes();
  if (now == others_read_at_) return;
  PlayerDirectory read = read_players(store_);
  read_before_.push_back(std::move(players_));  // its rows stay where they are
  players_ = std::move(read);
  players_read_at_ = store_.player_changes();
  others_read_at_ = now;
}

}  // namespace tenbou

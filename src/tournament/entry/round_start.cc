#include "tournament/entry/round_start.h"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "tournament/entry/game_start.h"
#include "tournament/people/participation.h"
#include "tournament/seats/seating_plan.h"
#include "tournament/store_access.h"

namespace tenbou {

RoundStart start_round(Tournament& t, int round, const std::vector<int>& tables) {
  scheduled_table(t, round, 1);  // refuses, in words, a round the plan does not seat
  const int count = static_cast<int>(current_seating(t)->schedule.rounds[static_cast<std::size_t>(round - 1)].size());
  std::vector<int> wanted = tables;
  if (wanted.empty())
    for (int table = 1; table <= count; ++table) wanted.push_back(table);
  std::sort(wanted.begin(), wanted.end());
  wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
  for (int table : wanted)
    if (table < 1 || table > count)
      throw TournamentError{"tables: " + std::to_string(table) + " is not a table of round " + std::to_string(round) +
                                " in the seating plan (1 to " + std::to_string(count) + ")",
                            {{"field", "tables"}, {"value", table}}};

  TournamentWrite tx(t);
  const std::vector<GameStateRow> states = t.store().states();
  const std::vector<GameRow> games = games_in_play(t, states);
  const Participation participation = read_participation(t);
  // Who still plays an unfinished game of another round: starting a round early (a typo for the round in play)
  // would seat them at two tables at once.
  std::map<RowId, GameRef> playing;
  for (const GameRow& g : games)
    if (g.round != round)
      for (const GameStateRow& s : states)
        if (s.game == g.id && s.final_json.empty())
          for (RowId p : g.players) playing.emplace(p, GameRef{g.round, g.table});
  const GamesInPlay in_play(games);
  RoundStart out{.round = round};
  std::string problems;
  for (int table : wanted) {
    if (in_play.table_taken({round, table})) {
      out.already_started.push_back(table);
      continue;
    }
    try {
      const std::vector<std::string> names = scheduled_table(t, round, table);
      std::string absent;  // every player who is not there, not only the first
      for (const std::string& name : names) try {
          const PlayerRow& player = t.players().find("players", name);
          check_takes_part(participation, player, round);
          if (const auto other = playing.find(player.id); other != playing.end())
            absent += "\n  table " + std::to_string(table) + ": " + player.name + " is still playing game " +
                      other->second.text() + ", which has not finished";
        } catch (const TournamentError& e) {
          absent += "\n  table " + std::to_string(table) + ": " + e.message;
        }
      if (!absent.empty()) {
        problems += absent;
        continue;
      }
      out.started.push_back(start_game_within(t, {round, table}, names));
    } catch (const TournamentError& e) {  // checked before anything of that table is written
      problems += "\n  table " + std::to_string(table) + ": " + e.message;
    }
  }
  if (!problems.empty())
    throw TournamentError{"round " + std::to_string(round) + " was not started (no table was): some tables cannot start" +
                              problems,
                          {{"field", "round"}, {"value", round}}};
  tx.commit();
  return out;
}

}  // namespace tenbou

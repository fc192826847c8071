#include "tournament/seats/seating_plan.h"

#include <nlohmann/json.hpp>

#include "base/named_fields.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <map>
#include <unordered_map>

#include "base/plural.h"
#include "seating/generator.h"
#include "tournament/people/participation.h"
#include "tournament/seats/group_meetings.h"
#include "tournament/standings/who_counts.h"
#include "tournament/store_access.h"

namespace tenbou {
namespace {

StoredSeating read_plan(const Tournament& t, const SeatingPlanRow& plan) {
  std::vector<SeatRow> seats = t.store().seats(plan.id);
  for (SeatRow& seat : seats) seat.player = t.players().resolve(seat.player);  // merged duplicates
  StoredSeating s{plan, {}, {}, {}};
  for (const SeatRow& seat : seats) s.players.push_back(seat.player);
  std::sort(s.players.begin(), s.players.end());
  s.players.erase(std::unique(s.players.begin(), s.players.end()), s.players.end());
  std::unordered_map<RowId, int> index;
  for (std::size_t i = 0; i < s.players.size(); ++i) index[s.players[i]] = static_cast<int>(i);
  s.schedule.players = static_cast<int>(s.players.size());
  s.schedule.rounds.resize(static_cast<std::size_t>(plan.rounds));
  for (const SeatRow& seat : seats) {
    seating::Round& round = s.schedule.rounds[static_cast<std::size_t>(seat.round - 1)];
    if (round.size() < static_cast<std::size_t>(seat.table)) round.resize(static_cast<std::size_t>(seat.table), {-1, -1, -1, -1});
    round[static_cast<std::size_t>(seat.table - 1)][static_cast<std::size_t>(seat.seat)] = index.at(seat.player);
  }
  const PlayerGroups groups = groups_of(t, s.players, plan.separate);
  s.quality = seating::evaluate(s.schedule, groups.of.empty() ? nullptr : &groups.of);
  if (!plan.separate.empty()) s.apart = groups_apart(groups, s.schedule, plan.separate, s.quality.same_group_meetings.value_or(0));
  return s;
}

}  // namespace

StoredSeating store_plan(Tournament& t, SeatingPlanRow plan, const std::vector<RowId>& players,
                         const seating::Schedule& schedule, const std::function<void()>& still_valid) {
  std::vector<SeatRow> rows;
  for (std::size_t r = 0; r < schedule.rounds.size(); ++r)
    for (std::size_t tb = 0; tb < schedule.rounds[r].size(); ++tb)
      for (std::size_t s = 0; s < 4; ++s)
        if (const int p = schedule.rounds[r][tb][s]; p >= 0)
          rows.push_back({static_cast<int>(r) + 1, static_cast<int>(tb) + 1, static_cast<int>(s),
                          players[static_cast<std::size_t>(p)]});
  plan.rounds = static_cast<int>(schedule.rounds.size());
  TournamentWrite tx(t);
  if (still_valid) still_valid();
  plan = t.store().insert_seating_plan(std::move(plan), rows);
  tx.commit();
  return read_plan(t, plan);
}

namespace {

void check_search(const SeatingSearch& search) {
  if (search.rounds < 1 || search.rounds > 99)
    throw TournamentError{"rounds: " + std::to_string(search.rounds) + " is not valid (1 to 99)",
                          {{"field", "rounds"}, {"value", search.rounds}}};
}

void check_table_count(int players, const std::string& what, const std::string& hint,
                       std::initializer_list<std::string_view> hint_fields = {}) {
  if (const std::string problem = table_count_problem(players); !problem.empty()) {
    const std::string message = "players: " + (what.empty() ? "" : what + ", ") + problem;
    nlohmann::json detail = naming_fields({{"field", "players"}, {"value", players}}, hint_fields);
    detail["fields_from"] = message.size();  // the fields are the hint's: the problem may say "1 substitute"
    throw TournamentError{message + hint, std::move(detail)};
  }
}

}  // namespace

std::vector<std::array<RowId, 4>> round_as_played(const StoredSeating* plan, const std::vector<GameRow>& games,
                                                  int round) {
  std::map<int, std::array<RowId, 4>> tables;
  std::vector<RowId> seated;
  for (const GameRow& g : games)
    if (g.round == round) {
      tables[g.table] = g.players;
      seated.insert(seated.end(), g.players.begin(), g.players.end());
    }
  std::vector<std::array<RowId, 4>> out;
  for (const auto& [number, players] : tables) out.push_back(players);
  if (!plan || round > plan->plan.rounds) return out;
  std::vector<RowId> loose;
  for (const seating::Table& t : plan->schedule.rounds[static_cast<std::size_t>(round - 1)]) {
    std::array<RowId, 4> ids{};
    for (std::size_t s = 0; s < 4; ++s)
      if (t[s] >= 0 && std::find(seated.begin(), seated.end(), plan->players[static_cast<std::size_t>(t[s])]) == seated.end())
        ids[s] = plan->players[static_cast<std::size_t>(t[s])];
    if (std::find(ids.begin(), ids.end(), RowId{0}) == ids.end())
      out.push_back(ids);
    else
      std::copy_if(ids.begin(), ids.end(), std::back_inserter(loose), [](RowId id) { return id != 0; });
  }
  for (std::size_t i = 0; i + 4 <= loose.size(); i += 4) out.push_back({loose[i], loose[i + 1], loose[i + 2], loose[i + 3]});
  return out;
}

seating::Request SeatingSearch::request(int players, int rounds) const {
  seating::Request r;
  r.players = players;
  r.rounds = rounds;
  r.seed = seed;
  r.time_limit = time_limit;
  return r;
}

std::vector<std::string> StoredSeating::names(const Tournament& t) const {
  std::vector<std::string> out;
  for (RowId id : players) out.push_back(t.players().by_id(id).name);
  return out;
}

std::string table_count_problem(int players) {
  if (players < 4) return std::to_string(players) + " players cannot fill a table of four";
  if (players % 4 == 0) return "";
  const int missing = 4 - players % 4;
  return std::to_string(players) + " players do not fill tables of four: " + std::to_string(missing) +
         (missing == 1 ? " substitute" : " substitutes") + " would complete the last table, or " + std::to_string(players - players % 4) + " players would fill " +
         counted(players / 4, "table");
}

SeatingOutcome generate_seating(Tournament& t, const SeatingSearch& search, const EntryContext& context) {
  check_context(context);
  check_search(search);
  std::vector<RowId> players;
  const Participation participation = read_participation(t);
  int substitutes = 0;
  for (const PlayerRow& p : t.players().all()) {
    const PlayerParticipation& part = participation.of(p.id);
    substitutes += part.substitute ? 1 : 0;
    if (seated_by_generate(part)) players.push_back(p.id);
  }
  check_table_count(static_cast<int>(players.size()), "as registered",
                    substitutes > 0 ? " (the " + counted(substitutes, "substitute") + " registered " +
                                          (substitutes == 1 ? "is" : "are") + " not seated; seat one with tenbou player edit NAME "
                                          "substitute no, or add them later with seating regenerate add)"
                                    : " (register substitutes with `tenbou player add NAME substitute`)",
                    {"substitute", "add"});
  if (const auto existing = t.store().latest_seating_plan())
    require_reason(context, "to replace the seating plan of " + std::to_string(existing->rounds) +
                                " rounds stored already (or keep played rounds with `tenbou seating regenerate "
                                "from-round K`)",
                   {"from-round"});
  seating::Request request = search.request(static_cast<int>(players.size()), search.rounds);
  request.groups = groups_of(t, players, search.separate).of;
  const seating::Result result = seating::generate(request);
  const SeatingPlanRow plan{.rounds = search.rounds,
                            .from_round = 1,
                            .seed = static_cast<std::int64_t>(search.seed),
                            .separate = search.separate,
                            .reason = context.reason,
                            .entered_by = context.by};
  return {store_plan(t, plan, players, result.schedule), result.complete};
}

SeatingOutcome regenerate_seating(Tournament& t, int from_round, const std::vector<std::string>& drop,
                                  const std::vector<std::string>& add, SeatingSearch search,
                                  const EntryContext& context) {
  const std::optional<StoredSeating> current = current_seating(t);
  if (!current)
    throw TournamentError{"no seating plan is stored: generate one first (tenbou seating generate rounds R)",
                          naming_fields({}, {"rounds"})};
  const int rounds = current->plan.rounds;
  if (from_round < 2 || from_round > rounds)
    throw TournamentError{"from-round: " + std::to_string(from_round) + " is not valid (2 to " +
                              std::to_string(rounds) + ": the rounds before it are kept)",
                          {{"field", "from-round"}, {"value", from_round}}};
  require_reason(context, "for a new plan, e.g. who dropped out");
  if (search.separate.empty()) search.separate = current->plan.separate;

  // The kept rounds as played (recorded games win over the plan), and the players of the last one.
  const std::vector<GameRow> games = games_in_play(t);
  std::vector<std::vector<std::array<RowId, 4>>> kept_rounds;
  for (int r = 1; r < from_round; ++r) kept_rounds.push_back(round_as_played(&*current, games, r));
  std::vector<RowId> active;
  for (const auto& table : kept_rounds.back())
    for (RowId id : table)
      if (id != 0) active.push_back(id);
  for (const std::string& name : drop) {
    const PlayerRow& p = t.players().find("drop", name);
    const auto it = std::find(active.begin(), active.end(), p.id);
    if (it == active.end())
      throw TournamentError{"drop: " + p.name + " is not seated in round " + std::to_string(from_round - 1),
                            {{"field", "drop"}, {"value", name}}};
    active.erase(it);
  }
  // Players who withdrew before the first round seated again leave without being named.
  const Participation participation = read_participation(t);
  std::string withdrawn;
  std::erase_if(active, [&](RowId id) {
    const PlayerParticipation& p = participation.of(id);
    const bool gone = p.withdrawn() && p.withdrawn_after < from_round;
    if (gone) withdrawn += (withdrawn.empty() ? "" : ", ") + t.players().by_id(id).name;
    return gone;
  });
  for (const std::string& name : add) {
    const PlayerRow& p = t.players().find("add", name);
    if (std::find(active.begin(), active.end(), p.id) != active.end())
      throw TournamentError{"add: " + p.name + " is already seated", {{"field", "add"}, {"value", name}}};
    if (const PlayerParticipation& status = participation.of(p.id); status.withdrawn())
      check_takes_part(participation, p, from_round);
    active.push_back(p.id);
  }
  std::sort(active.begin(), active.end());
  check_table_count(static_cast<int>(active.size()),
                    "after the changes" + (withdrawn.empty() ? "" : " (" + withdrawn + " withdrew)"),
                    " (register substitutes with `tenbou player add NAME substitute`, then add them)",
                    {"substitute", "add"});

  // Everyone seated in a kept round or in the new ones, numbered once; the kept rounds also in the
  // new players' numbers for the search (-1 for those who left).
  std::vector<RowId> everyone = active;
  for (const auto& round : kept_rounds)
    for (const auto& table : round)
      for (RowId id : table)
        if (id != 0) everyone.push_back(id);
  std::sort(everyone.begin(), everyone.end());
  everyone.erase(std::unique(everyone.begin(), everyone.end()), everyone.end());
  auto position = [](const std::vector<RowId>& list, RowId id) {
    const auto it = std::lower_bound(list.begin(), list.end(), id);
    return it != list.end() && *it == id ? static_cast<int>(it - list.begin()) : -1;
  };
  seating::Request request = search.request(static_cast<int>(active.size()), rounds - from_round + 1);
  request.groups = groups_of(t, active, search.separate).of;
  seating::Schedule whole{static_cast<int>(everyone.size()), {}};
  for (const auto& round : kept_rounds) {
    seating::Round kept, played;
    for (const auto& ids : round) {
      seating::Table in_everyone, in_active;
      for (std::size_t s = 0; s < 4; ++s) {
        in_everyone[s] = position(everyone, ids[s]);
        in_active[s] = position(active, ids[s]);
      }
      kept.push_back(in_everyone);
      played.push_back(in_active);
    }
    whole.rounds.push_back(std::move(kept));
    request.played.push_back(std::move(played));
  }
  const seating::Result result = seating::generate(request);
  for (seating::Round round : result.schedule.rounds) {
    for (seating::Table& table : round)
      for (int& p : table) p = position(everyone, active[static_cast<std::size_t>(p)]);
    whole.rounds.push_back(std::move(round));
  }
  const SeatingPlanRow plan{.rounds = rounds,
                            .from_round = from_round,
                            .seed = static_cast<std::int64_t>(search.seed),
                            .separate = search.separate,
                            .reason = context.reason,
                            .entered_by = context.by};
  return {store_plan(t, plan, everyone, whole), result.complete};
}

seating::Result numbered_schedule(int players, const SeatingSearch& search) {
  check_search(search);
  if (!search.separate.empty())
    throw TournamentError{"separate: needs a tournament file with each player's country and club (leave out "
                          "players)",
                          naming_fields({{"field", "separate"}, {"value", search.separate}}, {"players"})};
  check_table_count(players, "", "");
  return seating::generate(search.request(players, search.rounds));
}

CheckedSchedule check_schedule(std::string_view text) {
  CheckedSchedule out{read_schedule_file(text), {}};
  out.quality = seating::evaluate(out.file.schedule);
  return out;
}

std::optional<StoredSeating> current_seating(const Tournament& t) {
  const auto plan = t.store().latest_seating_plan();
  if (!plan) return std::nullopt;
  return read_plan(t, *plan);
}

std::pair<StoredSeating, GroupsApart> plan_groups_apart(const Tournament& t, const std::string& separate) {
  std::optional<StoredSeating> plan = current_seating(t);
  if (!plan)
    throw TournamentError{"no seating plan is stored to check (generate one: tenbou seating generate rounds R)",
                          naming_fields({{"field", "separate"}, {"value", separate}}, {"rounds"})};
  const PlayerGroups groups = groups_of(t, plan->players, separate);
  GroupsApart apart = groups_apart(groups, plan->schedule, separate,
                                   seating::evaluate(plan->schedule, &groups.of).same_group_meetings.value_or(0));
  return {std::move(*plan), std::move(apart)};
}

std::vector<std::string> scheduled_table(const Tournament& t, int round, int table) {
  const auto current = current_seating(t);
  if (!current)
    throw TournamentError{"no seating plan is stored: give players East,South,West,North or generate a "
                          "plan (tenbou seating generate rounds R)",
                          naming_fields({{"field", "players"}}, {"players", "rounds"})};
  if (round > current->plan.rounds)
    throw TournamentError{"round: the seating plan has rounds 1 to " + std::to_string(current->plan.rounds) +
                              ", not " + std::to_string(round),
                          {{"field", "round"}, {"value", round}}};
  const seating::Round& r = current->schedule.rounds[static_cast<std::size_t>(round - 1)];
  if (table > static_cast<int>(r.size()))
    throw TournamentError{"table: round " + std::to_string(round) + " of the seating plan has tables 1 to " +
                              std::to_string(r.size()) + ", not " + std::to_string(table),
                          {{"field", "table"}, {"value", table}}};
  const std::vector<std::string> names = current->names(t);
  std::vector<std::string> out;
  for (int p : r[static_cast<std::size_t>(table - 1)]) {
    if (p < 0)
      throw TournamentError{"table " + std::to_string(table) + " of round " + std::to_string(round) +
                                " has an empty seat in the seating plan: give players East,South,West,North",
                            naming_fields({{"field", "players"}}, {"players"})};
    out.push_back(names[static_cast<std::size_t>(p)]);
  }
  return out;
}

}  // namespace tenbou

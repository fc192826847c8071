#include "tournament/seats/standings_seating.h"

#include <algorithm>
#include <climits>
#include <iterator>
#include <map>
#include <span>
#include <tuple>

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "base/plural.h"
#include "rules/points_text.h"
#include "seating/generator.h"
#include "tournament/people/participation.h"
#include "tournament/standings/game_outcomes.h"
#include "tournament/standings/stages.h"
#include "tournament/standings/standings.h"
#include "tournament/store_access.h"

namespace tenbou {
namespace {

using IdTable = std::array<RowId, 4>;
using IdRound = std::vector<IdTable>;

TournamentError invalid_request(const std::string& field, long long value, const std::string& message) {
  return TournamentError{field + ": " + message, {{"field", field}, {"value", value}}};
}

void check_seating_request(const StandingsSeatingRequest& r, int after_round) {
  if (r.round < 2 || r.round > kMaxRound)
    throw invalid_request("round", r.round, std::to_string(r.round) + " is not valid (2 to " + std::to_string(kMaxRound) +
                                        ": a round is seated by the standings after an earlier one)");
  if (after_round < 1 || after_round >= r.round)
    throw invalid_request("after-round", after_round, std::to_string(after_round) + " is not valid (1 to " +
                                                  std::to_string(r.round - 1) + ", a round before round " +
                                                  std::to_string(r.round) + ")");
  if (r.groups < 0 || r.groups % 4 != 0)
    throw invalid_request("groups", r.groups, std::to_string(r.groups) + " is not a multiple of 4 (brackets fill tables of "
                                                                  "four: 8, 12, 16, ...)");
}

// The games so far must be over, and the round to seat not begun: its seating would change under a table.
void check_games(const std::vector<GameOutcome>& outcomes, int round) {
  std::vector<std::string> open, begun;
  for (const GameOutcome& o : outcomes) {
    if (o.game.round == round) begun.push_back(o.ref().text());
    else if (!o.counted()) open.push_back(o.ref().text());
  }
  if (!begun.empty())
    throw TournamentError{"round: round " + std::to_string(round) + " has games already (" + listed(begun) +
                              "): a round is seated before its games start (void them with tenbou game void R/T "
                              "to seat it again)",
                          {{"field", "round"}, {"value", round}}};
  if (!open.empty())
    throw TournamentError{"round: " + counted(static_cast<long long>(open.size()), "game", "games") + " up to round " +
                              std::to_string(round - 1) + " not finished (" + listed(open) +
                              "): seat round " + std::to_string(round) +
                              " by the standings once they are over (tenbou game finish R/T closes one early)",
                          {{"field", "round"}, {"value", round}}};
  for (int r = 1; r < round; ++r)
    if (std::none_of(outcomes.begin(), outcomes.end(), [r](const GameOutcome& o) { return o.game.round == r; }))
      throw TournamentError{"round: round " + std::to_string(r) + " has no games: rounds are seated by the standings "
                                "once the rounds before them are played",
                            {{"field", "round"}, {"value", round}}};
}

// The players of the round in the order they are taken: by place after the round the seating follows (the
// tie-breaks decided it), equal places by registration, players without a game counted last. Nobody gone or
// absent then. Substitutes fill only the seats that complete the tables (in a stage's round: the seats of its
// players who are not there), those the plan seats in this round first (`planned`: seating replace), then those
// seated in the round before (`before`), each in standings order. In a stage's round, only its players.
std::vector<const Standing*> seating_order(const Standings& standings, const Participation& participation, int round,
                                           const std::vector<RowId>& planned, const std::vector<RowId>& before,
                                           const Stage* stage) {
  std::vector<const Standing*> out;
  const auto in_stage = [&](const Standing& s) { return stage && stage->has(s.player.id); };
  for (const Standing& s : standings.rows) {
    const PlayerParticipation& p = participation.of(s.player.id);
    if (p.takes_part(round) && (stage ? in_stage(s) : !p.substitute)) out.push_back(&s);
  }
  std::size_t seats = (4 - out.size() % 4) % 4;
  if (stage) {
    seats = 0;
    for (const PlayerRow& p : stage->players) seats += participation.of(p.id).takes_part(round) ? 0 : 1;
  }
  for (const std::vector<RowId>* filling : {&planned, &before})
    for (const Standing& s : standings.rows) {
      const PlayerParticipation& p = participation.of(s.player.id);
      if (seats == 0 || !p.substitute || in_stage(s) || !p.takes_part(round) ||
          std::find(filling->begin(), filling->end(), s.player.id) == filling->end() ||
          std::find(out.begin(), out.end(), &s) != out.end())
        continue;
      out.push_back(&s);
      --seats;
    }
  std::stable_sort(out.begin(), out.end(), [](const Standing* a, const Standing* b) {
    const int pa = a->place == 0 ? INT_MAX : a->place, pb = b->place == 0 ? INT_MAX : b->place;
    return pa != pb ? pa < pb : a->player.id < b->player.id;
  });
  return out;
}

// The total a player's place follows: the stage total in a stage.
Points ordering_total(const Standing& s) { return s.stage_total.value_or(s.total); }

std::vector<BoundaryTie> boundary_ties(const std::vector<const Standing*>& order, int bracket) {
  std::vector<BoundaryTie> out;
  for (std::size_t edge = static_cast<std::size_t>(bracket); edge < order.size(); edge += static_cast<std::size_t>(bracket)) {
    const Standing& last = *order[edge - 1];
    if (last.place == 0 || order[edge]->place == 0 || ordering_total(last) != ordering_total(*order[edge])) continue;
    BoundaryTie tie{static_cast<int>(edge), ordering_total(last), {}, {}};
    for (std::size_t i = 0; i < order.size(); ++i)
      if (order[i]->place != 0 && ordering_total(*order[i]) == ordering_total(last))
        (i < edge ? tie.above : tie.below).push_back(order[i]->player.name);
    out.push_back(std::move(tie));
  }
  return out;
}

// One bracket's tables: its players (positions into `ids`) seated by the generator, which counts the rounds
// played (`history`, in the ids' positions) for meetings and winds. Without groups a bracket is one table.
struct BracketSeating {
  seating::Round tables;
  bool complete = true;
};

BracketSeating seat_bracket(const std::vector<int>& members, const std::vector<seating::Round>& history,
                            const StandingsSeatingRequest& request, std::chrono::milliseconds time_limit) {
  std::map<int, int> local;  // position in ids -> player of the bracket's own numbering
  for (std::size_t i = 0; i < members.size(); ++i) local[members[i]] = static_cast<int>(i);
  std::vector<seating::Round> played;
  for (const seating::Round& round : history) {
    seating::Round mine;
    for (const seating::Table& table : round) {
      seating::Table t{-1, -1, -1, -1};
      for (std::size_t s = 0; s < 4; ++s)
        if (const auto it = local.find(table[s]); it != local.end()) t[s] = it->second;
      if (std::any_of(t.begin(), t.end(), [](int p) { return p >= 0; })) mine.push_back(t);
    }
    played.push_back(std::move(mine));
  }
  BracketSeating out;
  if (members.size() == 4) {  // one table: only the winds to choose (settle_bracket)
    out.tables = {{0, 1, 2, 3}};
  } else {
    seating::Request r;
    r.players = static_cast<int>(members.size());
    r.rounds = 1;
    r.seed = request.seed;
    r.time_limit = time_limit;
    r.played = std::move(played);
    seating::Result result = seating::generate(r);
    out.tables = std::move(result.schedule.rounds.front());
    out.complete = result.complete;
  }
  for (seating::Table& table : out.tables)
    for (int& p : table) p = members[static_cast<std::size_t>(p)];
  return out;
}

// How often the players of `table` have met one another before.
int earlier_meetings(const seating::Table& table, const seating::MeetingCount& met) {
  int out = 0;
  for (std::size_t a = 0; a < 4; ++a)
    for (std::size_t b = a + 1; b < 4; ++b) out += met(table[a], table[b]);
  return out;
}

// How good one table of the round is, in the order it is judged: the earlier meetings of its pairs, then its
// players' wind imbalance over the rounds so far, then how even their wind counts are (the sum of squares).
struct TableCost {
  int repeats = 0, spread = 0, squares = 0;
};

// Seats `table` in the best of its 24 orders for the winds (`winds`: each player's starting winds so far, by
// position), the first such order on a tie, and returns its cost (`met`: the meetings so far).
TableCost seat_table(seating::Table& table, const std::vector<std::array<int, 4>>& winds, const seating::MeetingCount& met) {
  TableCost best{earlier_meetings(table, met), INT_MAX, INT_MAX};
  std::array<int, 4> order = table;
  std::sort(order.begin(), order.end());
  do {
    int spread = 0, squares = 0;
    for (std::size_t seat = 0; seat < 4; ++seat) {
      std::array<int, 4> w = winds[static_cast<std::size_t>(order[seat])];
      ++w[seat];
      spread = std::max(spread, seating::wind_spread(w));
      for (int n : w) squares += n * n;
    }
    if (std::pair(spread, squares) < std::pair(best.spread, best.squares)) best.spread = spread, best.squares = squares, table = order;
  } while (std::next_permutation(order.begin(), order.end()));
  return best;
}

std::tuple<int, int, int> bracket_cost(const std::vector<TableCost>& costs) {
  std::tuple<int, int, int> out{0, 0, 0};
  for (const TableCost& c : costs) {
    std::get<0>(out) += c.repeats;
    std::get<1>(out) = std::max(std::get<1>(out), c.spread);
    std::get<2>(out) += c.squares;
  }
  return out;
}

// The bracket's tables as the search left them, improved by swapping two players of different tables while that
// lowers the bracket's cost (repeated meetings first, then the wind imbalance, then even winds), each table seated
// in its best order: the search looks at meetings only, and several seatings may have its fewest.
void settle_bracket(std::span<seating::Table> tables, const std::vector<std::array<int, 4>>& winds,
                    const seating::MeetingCount& met) {
  std::vector<TableCost> costs;
  for (seating::Table& t : tables) costs.push_back(seat_table(t, winds, met));
  for (bool improved = true; improved;) {
    improved = false;
    for (std::size_t a = 0; a < tables.size(); ++a)
      for (std::size_t b = a + 1; b < tables.size(); ++b)
        for (std::size_t i = 0; i < 4; ++i)
          for (std::size_t j = 0; j < 4; ++j) {
            seating::Table ta = tables[a], tb = tables[b];
            std::swap(ta[i], tb[j]);
            std::vector<TableCost> tried = costs;
            tried[a] = seat_table(ta, winds, met);
            tried[b] = seat_table(tb, winds, met);
            if (bracket_cost(tried) < bracket_cost(costs)) {
              tables[a] = ta, tables[b] = tb, costs = std::move(tried);
              improved = true;
            }
          }
  }
}

}  // namespace

StandingsSeating seat_by_standings(Tournament& t, const StandingsSeatingRequest& request, const EntryContext& context) {
  check_context(context);
  const int after_round = request.after_round == 0 ? request.round - 1 : request.after_round;
  check_seating_request(request, after_round);
  check_known_round(t, "round", request.round, 1);  // the round after the last played or planned may be seated
  // The games up to this round, read once: checked, then the rounds before it as played and the standings.
  const std::vector<GameOutcome> outcomes = game_outcomes(t, request.round, false);
  check_games(outcomes, request.round);
  const std::optional<StoredSeating> current = current_seating(t);
  const seating::Round* planned = current && current->plan.rounds >= request.round
                                      ? &current->schedule.rounds[static_cast<std::size_t>(request.round - 1)]
                                      : nullptr;  // this round as the plan seats it
  if (planned && !planned->empty())
    require_reason(context, "to seat round " + std::to_string(request.round) +
                                " by the standings instead of as the seating plan seats it");

  std::vector<GameRow> games;
  for (const GameOutcome& o : outcomes) games.push_back(o.game);
  std::vector<IdRound> before;  // the rounds before this one as played
  for (int r = 1; r < request.round; ++r) before.push_back(round_as_played(current ? &*current : nullptr, games, r));
  const std::vector<Stage> stages = read_stages(t);
  const Stage* stage = stage_of_round(stages, request.round);
  // Who sat in the round before (unless this round starts a stage: a substitute takes a finalist's seat only by the
  // plan, through seating replace), and whom the plan seats in this one.
  std::vector<RowId> sat_before, planned_now;
  if (!stage || stage->rule.from_round != request.round)
    for (const IdTable& table : before.back()) sat_before.insert(sat_before.end(), table.begin(), table.end());
  if (planned)
    for (const seating::Table& table : *planned)
      for (int p : table)
        if (p >= 0) planned_now.push_back(current->players[static_cast<std::size_t>(p)]);

  std::vector<GameOutcome> ranked_games;  // the standings' games: all over (check_games), up to after_round
  std::copy_if(outcomes.begin(), outcomes.end(), std::back_inserter(ranked_games),
               [&](const GameOutcome& o) { return o.game.round <= after_round; });
  const Standings standings = compute_standings(t, {.after_round = after_round}, ranked_games);
  const std::vector<const Standing*> order =
      seating_order(standings, read_participation(t), request.round, planned_now, sat_before, stage);
  if (const std::string problem = table_count_problem(static_cast<int>(order.size())); !problem.empty())
    throw TournamentError{"players: taking part in round " + std::to_string(request.round) + ", " + problem +
                              " (a substitute is seated by the standings once seated in the round before, or in "
                              "this one by the plan: tenbou seating replace)",
                          {{"field", "players"}, {"value", order.size()}}};
  const int bracket = request.groups == 0 ? 4 : std::min<int>(request.groups, static_cast<int>(order.size()));

  // Everyone in the plan to store, numbered once: who played a round before this one, who the plan seats later,
  // and who is seated now.
  std::vector<RowId> ids;
  for (const IdRound& round : before)
    for (const IdTable& table : round) ids.insert(ids.end(), table.begin(), table.end());
  for (const Standing* s : order) ids.push_back(s->player.id);
  if (current)
    for (RowId p : current->players) ids.push_back(p);  // a merged duplicate resolves to the kept player
  std::erase(ids, RowId{0});
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  const auto position = [&ids](RowId id) {
    return id == 0 ? -1 : static_cast<int>(std::lower_bound(ids.begin(), ids.end(), id) - ids.begin());
  };
  seating::Schedule whole{static_cast<int>(ids.size()), {}};
  for (const IdRound& round : before) {
    seating::Round r;
    for (const IdTable& table : round) r.push_back({position(table[0]), position(table[1]), position(table[2]), position(table[3])});
    whole.rounds.push_back(std::move(r));
  }

  StandingsSeating out{request.round, after_round, request.groups, {}, boundary_ties(order, bracket), 0, 0, true, {}};
  std::vector<std::array<int, 4>> winds(ids.size(), {0, 0, 0, 0});
  seating::MeetingCount met(whole.players);
  for (const seating::Round& round : whole.rounds) {
    met.add_round(round, 1);
    for (const seating::Table& table : round)
      for (std::size_t seat = 0; seat < 4; ++seat)
        if (table[seat] >= 0) ++winds[static_cast<std::size_t>(table[seat])][seat];
  }
  seating::Round seated;
  const auto brackets = static_cast<long>((order.size() + static_cast<std::size_t>(bracket) - 1) / static_cast<std::size_t>(bracket));
  for (std::size_t first = 0; first < order.size(); first += static_cast<std::size_t>(bracket)) {
    std::vector<int> members;
    for (std::size_t i = first; i < std::min(order.size(), first + static_cast<std::size_t>(bracket)); ++i)
      members.push_back(position(order[i]->player.id));
    BracketSeating b = seat_bracket(members, whole.rounds, request, request.time_limit / brackets);
    settle_bracket(b.tables, winds, met);
    out.complete = out.complete && b.complete;
    seated.insert(seated.end(), b.tables.begin(), b.tables.end());
  }
  for (const seating::Table& table : seated) out.repeated_meetings += earlier_meetings(table, met);
  whole.rounds.push_back(seated);
  out.wind_imbalance = seating::evaluate(whole).wind_imbalance;
  if (current)  // the plan's later rounds stay as planned
    for (int r = request.round + 1; r <= current->plan.rounds; ++r) {
      seating::Round later;
      for (const seating::Table& table : current->schedule.rounds[static_cast<std::size_t>(r - 1)]) {
        seating::Table mapped;
        for (std::size_t s = 0; s < 4; ++s)
          mapped[s] = table[s] < 0 ? -1 : position(current->players[static_cast<std::size_t>(table[s])]);
        later.push_back(mapped);
      }
      whole.rounds.push_back(std::move(later));
    }

  std::map<int, const Standing*> by_position;
  for (const Standing* s : order) by_position[position(s->player.id)] = s;
  for (std::size_t table = 0; table < seated.size(); ++table)
    for (std::size_t seat = 0; seat < 4; ++seat) {
      const Standing& s = *by_position.at(seated[table][seat]);
      out.seats.push_back({s.player.name, s.place, s.shared, ordering_total(s), static_cast<int>(table) + 1, static_cast<int>(seat)});
    }
  const std::string what = "round " + std::to_string(request.round) + " seated by the standings after round " +
                           std::to_string(after_round) +
                           (request.groups == 0 ? "" : " in brackets of " + std::to_string(request.groups));
  const SeatingPlanRow plan{.rounds = static_cast<int>(whole.rounds.size()),
                            .from_round = request.round,
                            .seed = static_cast<std::int64_t>(request.seed),
                            .separate = current ? current->plan.separate : "",
                            .reason = context.reason.empty() ? what : context.reason + " (" + what + ")",
                            .entered_by = context.by};
  out.seating = store_plan(t, plan, ids, whole, [&] { check_games(game_outcomes(t, request.round, false), request.round); });
  return out;
}

}  // namespace tenbou

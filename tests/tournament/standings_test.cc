// Standings of constructed tournaments: totals, penalties, shared places and every tie-break.

#include "test_support.h"
#include "tournament/standings/standings.h"

namespace tenbou::test {
namespace {

/// Players 1..n named "P1".."Pn".
std::vector<PlayerRow> players(int n) {
  std::vector<PlayerRow> out;
  for (int i = 1; i <= n; ++i) out.push_back({i, "P" + std::to_string(i), "", "", ""});
  return out;
}

/// A finished game at round/table with players (East first), their places and results.
GameOutcome game(int round, int table, std::array<RowId, 4> seats, std::array<int, 4> places,
                 std::array<Points, 4> results, std::array<Points, 4> chombo = {}) {
  GameOutcome g;
  g.game.id = round * 100 + table;
  g.game.round = round;
  g.game.table = table;
  g.game.players = seats;
  FinalResult f;
  f.places.values = places;
  f.results.values = results;
  f.penalties.values = chombo;
  g.final = f;
  return g;
}

/// The names in standings order with their places ("P1 1", "P2 2=").
std::vector<std::string> order(const Standings& s) {
  std::vector<std::string> out;
  for (const Standing& r : s.rows)
    out.push_back(r.player.name + " " + (r.place ? std::to_string(r.place) : "-") + (r.shared ? "=" : ""));
  return out;
}

using NameList = std::vector<std::string>;

TEST_CASE("totals add game results and subtract referee penalties; equal totals share a place") {
  const auto ps = players(8);
  const std::vector<GameOutcome> games{
      game(1, 1, {1, 2, 3, 4}, {1, 2, 3, 4}, {40000, 10000, -10000, -40000}),
      game(1, 2, {5, 6, 7, 8}, {1, 2, 3, 4}, {40000, 10000, -10000, -40000}),
  };
  const std::vector<PenaltyRow> penalties{{1, 6, 2000, 1, "late", 0, "", ""}};
  const Standings s = rank_players(ps, games, penalties, {});
  CHECK(order(s) == NameList{"P1 1=", "P5 1=", "P2 3", "P6 4", "P3 5=", "P7 5=", "P4 7=", "P8 7="});
  CHECK(s.rows[3].game_results == 10000);
  CHECK(s.rows[3].penalties == 2000);
  CHECK(s.rows[3].total == 8000);
  CHECK(s.games_counted == 2);
}

TEST_CASE("chombo deductions are part of the game results and shown apart") {
  const auto ps = players(4);
  const Standings s = rank_players(ps, {game(1, 1, {1, 2, 3, 4}, {1, 2, 3, 4}, {40000, 10000, -30000, -40000},
                                            {0, 0, -20000, 0})},
                                   {}, {});
  CHECK(s.rows[2].player.name == "P3");
  CHECK(s.rows[2].game_results == -30000);
  CHECK(s.rows[2].chombo == -20000);
}

/// P1 and P2 end level on 20,000 with different records; the rest fill the tables.
std::vector<GameOutcome> tied_pair() {
  return {
      // P1: 1st +50,000 then 4th -30,000; P2: 2nd +10,000 twice.
      game(1, 1, {1, 3, 4, 5}, {1, 2, 3, 4}, {50000, 0, -20000, -30000}),
      game(1, 2, {2, 6, 7, 8}, {2, 1, 3, 4}, {10000, 30000, -15000, -25000}),
      game(2, 1, {1, 6, 3, 7}, {4, 1, 2, 3}, {-30000, 40000, 5000, -15000}),
      game(2, 2, {2, 4, 5, 8}, {2, 1, 3, 4}, {10000, 20000, -10000, -20000}),
  };
}

Standing find(const Standings& s, const std::string& name) {
  for (const Standing& r : s.rows)
    if (r.player.name == name) return r;
  FAIL("no " << name);
  return {};
}

TEST_CASE("each tie-break orders the tied players its own way; the chain is applied in order") {
  const auto ps = players(8);
  const auto games = tied_pair();
  const auto p1 = [&](const std::vector<TieBreak>& chain) { return find(rank_players(ps, games, {}, chain), "P1"); };
  const auto p2 = [&](const std::vector<TieBreak>& chain) { return find(rank_players(ps, games, {}, chain), "P2"); };

  REQUIRE(p1({}).total == 20000);
  REQUIRE(p2({}).total == 20000);
  CHECK(p1({}).place == p2({}).place);
  CHECK(p1({}).shared);

  // Average place: P1 (1 + 4) / 2 = 2.5, P2 2.0: P2 first.
  CHECK(p2({TieBreak::AveragePlace}).place < p1({TieBreak::AveragePlace}).place);
  CHECK_FALSE(p2({TieBreak::AveragePlace}).shared);
  // First places: P1 has one, P2 none: P1 first.
  CHECK(p1({TieBreak::FirstPlaces}).place < p2({TieBreak::FirstPlaces}).place);
  // Best game: P1 +50,000 against +10,000.
  CHECK(p1({TieBreak::BestGame}).place < p2({TieBreak::BestGame}).place);
  // Head-to-head: they never met, so it cannot separate them; the next criterion does.
  CHECK(p1({TieBreak::HeadToHead}).shared);
  CHECK(p2({TieBreak::HeadToHead, TieBreak::AveragePlace}).place < p1({TieBreak::HeadToHead, TieBreak::AveragePlace}).place);
  CHECK(p1({TieBreak::FirstPlaces, TieBreak::AveragePlace}).place <
        p2({TieBreak::FirstPlaces, TieBreak::AveragePlace}).place);
}

TEST_CASE("head-to-head counts only games the tied players shared, and only places among them") {
  const auto ps = players(8);
  // P1, P2, P3 all end on 0; P1 finished ahead of P2 and P3 in their one shared game; P2 ahead of P3.
  const std::vector<GameOutcome> games{
      game(1, 1, {1, 2, 3, 4}, {2, 3, 4, 1}, {10000, -5000, -25000, 20000}),
      game(2, 1, {1, 5, 6, 7}, {4, 1, 2, 3}, {-10000, 25000, 5000, -20000}),
      game(2, 2, {2, 8, 5, 6}, {1, 2, 3, 4}, {5000, 0, 0, -5000}),
      game(3, 1, {3, 6, 7, 8}, {1, 2, 3, 4}, {25000, 1000, -6000, -20000}),
  };
  const Standings s = rank_players(ps, games, {}, {TieBreak::HeadToHead});
  REQUIRE(find(s, "P1").total == 0);
  REQUIRE(find(s, "P2").total == 0);
  REQUIRE(find(s, "P3").total == 0);
  CHECK(find(s, "P1").head_to_head == 2);
  CHECK(find(s, "P2").head_to_head == 0);
  CHECK(find(s, "P3").head_to_head == -2);
  CHECK(find(s, "P1").place + 1 == find(s, "P2").place);
  CHECK(find(s, "P2").place + 1 == find(s, "P3").place);
}

TEST_CASE("three players tied: a tie-break that separates one leaves the other two sharing") {
  const auto ps = players(8);
  // P1, P2 and P3 each end on +10,000; P1 has a first place, P2 and P3 none and equal best games.
  const std::vector<GameOutcome> games{
      game(1, 1, {1, 4, 5, 6}, {1, 2, 3, 4}, {10000, 5000, -5000, -10000}),
      game(1, 2, {2, 3, 7, 8}, {2, 2, 1, 4}, {10000, 10000, 20000, -40000}),
  };
  const Standings s = rank_players(ps, games, {}, {TieBreak::FirstPlaces, TieBreak::BestGame});
  CHECK(order(s) == NameList{"P7 1", "P1 2", "P2 3=", "P3 3=", "P4 5", "P5 6", "P6 7", "P8 8"});
}

TEST_CASE("games in progress are not counted; players without games come last without a place") {
  auto ps = players(9);
  std::vector<GameOutcome> games = tied_pair();
  GameOutcome open;
  open.game.players = {1, 2, 3, 4};
  open.game.round = 3;
  games.push_back(open);
  const Standings s = rank_players(ps, games, {}, {});
  CHECK(s.games_open == 1);
  CHECK(find(s, "P1").open_games == 1);
  CHECK(find(s, "P1").games == 2);
  CHECK(s.rows.back().player.name == "P9");
  CHECK(s.rows.back().place == 0);
}

TEST_CASE("tie-break chains are read by name and refused with the valid names") {
  CHECK(parse_tie_breaks("x", "none").empty());
  CHECK(parse_tie_breaks("x", "average-place, head-to-head") ==
        std::vector<TieBreak>{TieBreak::AveragePlace, TieBreak::HeadToHead});
  CHECK(tie_breaks_words({TieBreak::FirstPlaces, TieBreak::BestGame}) == "first places, best game");
  CHECK_THROWS_AS(parse_tie_breaks("x", "coin-toss"), TournamentError);
  CHECK_THROWS_AS(parse_tie_breaks("x", "best-game,best-game"), TournamentError);
}

}  // namespace
}  // namespace tenbou::test

// Groups kept apart by construction (seating/group_layout.h): packing groups into tables, renaming a schedule so that
// its first round is those tables, the least meetings a round can have, and plans generated so.

#include <set>

#include "seating/generator.h"
#include "seating/group_layout.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

using seating::Round;

/// The group of each player of `sizes` groups in turn (group i has sizes[i] players), then `loose` players without one.
std::vector<int> grouped(const std::vector<int>& sizes, int loose = 0) {
  std::vector<int> out;
  for (std::size_t g = 0; g < sizes.size(); ++g) out.insert(out.end(), static_cast<std::size_t>(sizes[g]), static_cast<int>(g));
  out.insert(out.end(), static_cast<std::size_t>(loose), -1);
  return out;
}

TEST_CASE("groups of up to four are packed into tables, each group at one table") {
  const std::vector<int> groups = grouped({3, 3, 2, 2, 4, 1}, 1);  // 16 players
  const std::optional<Round> tables = seating::pack_groups(groups);
  REQUIRE(tables);
  CHECK(tables->size() == 4);
  std::set<int> seated;
  for (const seating::Table& t : *tables) {
    std::set<int> in_table;
    for (int p : t) {
      seated.insert(p);
      if (groups[static_cast<std::size_t>(p)] >= 0) in_table.insert(groups[static_cast<std::size_t>(p)]);
    }
    for (int g : in_table)  // every player of the group sits here
      CHECK(std::count(groups.begin(), groups.end(), g) ==
            std::count_if(t.begin(), t.end(), [&](int p) { return groups[static_cast<std::size_t>(p)] == g; }));
  }
  CHECK(seated.size() == 16);
  CHECK_FALSE(seating::pack_groups(grouped({5}, 3)));     // a group of five fits at no table
  CHECK_FALSE(seating::pack_groups(grouped({3, 3, 2})));  // three tables' worth of groups for two tables
}

TEST_CASE("the least same-group meetings of a round: a group larger than the tables puts two at some") {
  CHECK(seating::least_group_meetings_per_round(grouped({12, 8, 6, 4, 2}), 8) == 4);  // 12 at 8 tables: 4 pairs
  CHECK(seating::least_group_meetings_per_round(grouped({4, 4, 4, 4, 4, 4, 4, 4}), 8) == 0);
  CHECK(seating::least_group_meetings_per_round(grouped({8}, 16), 6) == 2);  // 8 at 6 tables: two tables of two
  CHECK(seating::least_group_meetings_per_round(grouped({13}, 3), 4) == 3 * 3 + 6);  // 4, 3, 3, 3
}

TEST_CASE("a schedule renamed so that its first round is the groups' tables, without that round") {
  const seating::Schedule s{8, {{{0, 1, 2, 3}, {4, 5, 6, 7}}, {{0, 4, 5, 6}, {1, 2, 3, 7}}}};
  const Round layout{{7, 6, 5, 4}, {3, 2, 1, 0}};
  const seating::Schedule renamed = seating::with_first_round_as(s, layout);
  REQUIRE(renamed.rounds.size() == 1);
  CHECK(renamed.rounds[0] == Round{{7, 3, 2, 1}, {6, 5, 4, 0}});
}

TEST_CASE("teams of four are kept apart with no repeated meeting: 8 teams over 7 rounds, 10 teams over 6") {
  for (const auto& [teams_of_case, rounds] : {std::pair{8, 7}, {10, 6}}) {
    const int teams = teams_of_case;  // a variable of its own: CAPTURE takes it by reference
    CAPTURE(teams);
    seating::Request request{.players = 4 * teams, .rounds = rounds, .time_limit = std::chrono::seconds(10)};
    request.groups = grouped(std::vector<int>(static_cast<std::size_t>(teams), 4));
    const seating::Result result = seating::generate(request);
    CHECK(result.quality.repeated_pairs == 0);
    CHECK(result.quality.same_group_meetings == 0);
    CHECK(result.quality.wind_imbalance <= 1);
    CHECK(result.schedule.rounds.size() == static_cast<std::size_t>(rounds));
  }
}

}  // namespace
}  // namespace tenbou::test

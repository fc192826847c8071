// The MERS ranking worked by hand: age factors at their boundaries, padding, part A's count, part B by base rank, and
// players gathered across tournaments (EMA number, else name; shared places; a tournament read twice counted once).

#include "base/civil_date.h"
#include "ranking/ranking.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

std::chrono::sys_days day(const char* text) { return *parse_date(text); }

RankingResult result(int base_rank, double weight, const char* last_day = "2026-06-01") {
  return {"Cup", day(last_day), 1, 10, base_rank, weight};
}

TEST_CASE("age factor: 1 up to exactly one year, 1/2 up to exactly two, then nothing; later tournaments nothing") {
  const auto as_of = day("2026-11-30");
  CHECK(age_factor(day("2026-11-30"), as_of) == 1);
  CHECK(age_factor(day("2025-11-30"), as_of) == 1);
  CHECK(age_factor(day("2025-11-29"), as_of) == 0.5);
  CHECK(age_factor(day("2024-11-30"), as_of) == 0.5);
  CHECK(age_factor(day("2024-11-29"), as_of) == 0);
  CHECK(age_factor(day("2026-12-01"), as_of) == 0);
  // 29 February: a year before is 28 February.
  CHECK(age_factor(day("2027-02-28"), day("2028-02-29")) == 1);
  CHECK(age_factor(day("2027-02-27"), day("2028-02-29")) == 0.5);
}

TEST_CASE("one result: padded to five (part A) and four (part B) with base rank 0 at weight 1; not listed") {
  const PlayerRanking r = rank_player({result(800, 2)}, day("2026-11-30"));
  CHECK(r.part_a == doctest::Approx(1600.0 / 6));  // 800 x 2 / (2 + 4)
  CHECK(r.part_b == doctest::Approx(1600.0 / 5));  // 800 x 2 / (2 + 3)
  CHECK(r.ranking == doctest::Approx((1600.0 / 6 + 1600.0 / 5) / 2));
  CHECK_FALSE(r.listed());
}

TEST_CASE("part B takes the best four by base rank whatever their weight; part A the first 5 + ceil(0.8 (n - 5))") {
  const PlayerRanking five = rank_player({result(600, 3), result(900, 1), result(500, 3), result(800, 3), result(700, 3)},
                                         day("2026-11-30"));
  CHECK(five.part_b == doctest::Approx((900 * 1 + 800 * 3 + 700 * 3 + 600 * 3) / 10.0));  // 720
  CHECK(five.part_a == doctest::Approx((900 * 1 + 800 * 3 + 700 * 3 + 600 * 3 + 500 * 3) / 13.0));
  CHECK(five.results[0].result.base_rank == 900);
  CHECK_FALSE(five.results[4].part_b);
  CHECK(five.results[4].part_a);

  // Ten results: part A counts 5 + ceil(4) = 9 of them, the worst left out; an older one weighs half.
  std::vector<RankingResult> ten;
  for (int i = 0; i < 10; ++i) ten.push_back(result(100 * (i + 1), 1, i == 9 ? "2025-06-01" : "2026-06-01"));
  const PlayerRanking r = rank_player(ten, day("2026-11-30"));
  REQUIRE(r.results.size() == 10);
  CHECK(r.results[0].age_factor == 0.5);  // base rank 1000, from a year and a half before
  double sum = 1000 * 0.5, weights = 0.5;
  for (int br = 900; br >= 200; br -= 100) sum += br, weights += 1;
  CHECK(r.part_a == doctest::Approx(sum / weights));
  CHECK_FALSE(r.results[9].part_a);
  CHECK(r.part_b == doctest::Approx((500 + 900 + 800 + 700) / 3.5));

  // Six results: 5 + ceil(0.8) = 6, every one.
  const PlayerRanking six = rank_player(std::vector<RankingResult>(6, result(500, 2)), day("2026-11-30"));
  CHECK(six.part_a == doctest::Approx(500));
  CHECK(six.results[5].part_a);
}

TournamentResults tournament(const char* title, const char* last_day, std::vector<ResultsRow> rows, double weight = 2) {
  return {.source = std::string(title) + ".csv", .title = title, .first_day = day(last_day), .last_day = day(last_day),
          .weight = weight, .players = static_cast<int>(rows.size()), .rows = std::move(rows)};
}

TEST_CASE("players are gathered by EMA number, else by name; shared places share a base rank; duplicates count once") {
  const std::vector<TournamentResults> files = {
      tournament("Spring", "2026-03-01", {{1, "Eva Novák", "09050018", "CZE"}, {2, "Jan Berg", "", "NED"},
                                          {2, "Ola Lind", "15010009", "SWE"}, {4, "Kim Roy", "", "FRA"}}),
      tournament("Autumn", "2026-10-01", {{1, "Jan Berg", "07010063", "NED"}, {2, "EVA NOVAK", "", "CZE"},
                                          {3, "Ola Lindqvist", "15010009", "SWE"}, {4, "Tom Ek", "", "DEN"}}),
      tournament("Autumn", "2026-10-01", {{1, "Someone Else", "", "GER"}}),  // the same title and dates: skipped
  };
  const Ranking r = compute_ranking(files, day("2026-11-30"));
  CHECK(r.tournaments == 2);
  REQUIRE(r.duplicates.size() == 1);
  REQUIRE(r.players.size() == 3);  // Eva, Jan and Ola have two results; Kim and Tom one
  CHECK(r.unlisted.size() == 2);
  // Base ranks of N = 4: 1000, 667, 667 (place 2 shared), 0; 1000, 667, 333, 0.
  const auto find = [&](const char* ema) {
    return *std::find_if(r.players.begin(), r.players.end(), [&](const RankedPlayer& p) { return p.ema == ema; });
  };
  const RankedPlayer jan = find("07010063");
  CHECK(jan.matched_by_name);  // no EMA number in Spring
  CHECK(jan.ranking.results[0].result.base_rank == 1000);
  CHECK(jan.ranking.results[1].result.base_rank == 667);
  const RankedPlayer ola = find("15010009");
  CHECK(ola.name == "Ola Lindqvist");  // the latest tournament's name
  CHECK_FALSE(ola.matched_by_name);
  CHECK(ola.ranking.results[0].result.base_rank == 667);
  CHECK(ola.ranking.results[1].result.base_rank == 333);
  const RankedPlayer eva = find("09050018");
  CHECK(eva.matched_by_name);
  // Eva and Jan both have 1000 and 667 at weight 2: they share first place.
  CHECK(eva.ranking.ranking == doctest::Approx(jan.ranking.ranking));
  CHECK(r.players[0].place == 1);
  CHECK(r.players[1].place == 1);
  CHECK(r.players[0].shared);
  CHECK(r.players[2].place == 3);
  // Nations: the three best of a country over 3, also with fewer.
  const std::vector<RankedNation> nations = rank_nations(r);
  REQUIRE(nations.size() == 3);
  CHECK(nations[0].ranking == doctest::Approx(eva.ranking.ranking / 3));
}

}  // namespace
}  // namespace tenbou::test

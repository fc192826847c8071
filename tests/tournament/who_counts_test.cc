// Who counts (tournament/standings/who_counts.h): the rules of README's table, on standings rows made by hand.

#include "test_support.h"
#include "tournament/standings/who_counts.h"

namespace tenbou::test {
namespace {

Standing row(std::string name, int games, bool ranked, bool substitute = false, std::string country = "FRA") {
  Standing s;
  s.player = PlayerRow{.name = std::move(name), .country = std::move(country)};
  s.games = games;
  s.ranked = ranked;
  s.substitute = substitute;
  return s;
}

TEST_CASE("a player is ranked with a counted game, unless the settings leave substitutes or withdrawn players out") {
  const PlayerParticipation entrant, substitute{.substitute = true};
  const RankingRules defaults, ranking_all{.substitutes_ranked = true, .withdrawn_ranked = true},
      withdrawn_out{.withdrawn_ranked = false};
  CHECK(is_ranked(entrant, false, 1, defaults));
  CHECK_FALSE(is_ranked(entrant, false, 0, defaults));        // a no-show
  CHECK_FALSE(is_ranked(entrant, true, 0, ranking_all));      // withdrawn after round 0
  CHECK(is_ranked(entrant, true, 3, defaults));               // withdrawn after round 3: ranked, marked
  CHECK_FALSE(is_ranked(entrant, true, 3, withdrawn_out));
  CHECK_FALSE(is_ranked(substitute, false, 2, defaults));
  CHECK(is_ranked(substitute, false, 2, ranking_all));
  CHECK_FALSE(is_ranked(substitute, false, 0, ranking_all));  // a substitute who never played
}

TEST_CASE("groups count members with a counted game; unranked substitutes are not members") {
  CHECK(is_group_member(row("A", 2, true)));
  CHECK(counts_for_group(row("A", 2, true)));
  CHECK(is_group_member(row("No-show", 0, false)));
  CHECK_FALSE(counts_for_group(row("No-show", 0, false)));
  CHECK_FALSE(is_group_member(row("Sub", 1, false, true)));
  CHECK(counts_for_group(row("Ranked sub", 1, true, true)));
  CHECK(counts_for_group(row("Withdrawn, unranked", 3, false)));
}

TEST_CASE("the MERS weight counts the ranked, the unranked entrants with games and up to three substitutes") {
  Standings s;
  for (int i = 0; i < 36; ++i) s.rows.push_back(row("P" + std::to_string(i), 5, true, false, i % 2 ? "GER" : "CZE"));
  s.rows.push_back(row("Gone", 2, false, false, "POL"));  // withdrawn, with `withdrawn unranked`
  for (int i = 0; i < 5; ++i) s.rows.push_back(row("Sub" + std::to_string(i), 1, false, true, "ITA"));
  s.rows.push_back(row("Never", 0, false, true, "ESP"));
  s.rows.push_back(row("No-show", 0, false, false, "NED"));
  const MersPlayers m = mers_players(s);
  CHECK(m.ranked == 36);
  CHECK(m.unranked == 1);
  CHECK(m.substitutes == 5);
  CHECK(m.substitutes_counted == 3);
  CHECK(m.players() == 40);
  CHECK(m.countries == 4);  // CZE, GER, POL, ITA: not ESP nor NED, who never played
  CHECK_FALSE(in_results(s.rows.back()));
}

TEST_CASE("a cut takes ranked players not withdrawn before the stage, and says why it passes over the others") {
  const PlayerParticipation entrant, substitute{.substitute = true}, gone{.withdrawn_after = 5}, later{.withdrawn_after = 9};
  CHECK_FALSE(cut_ineligibility(row("A", 6, true), entrant, 7));
  CHECK(cut_ineligibility(row("Sub", 1, false, true), substitute, 7) == "substitute");
  CHECK(cut_ineligibility(row("Gone", 5, true), gone, 7) == "withdrew after round 5");
  CHECK_FALSE(cut_ineligibility(row("Later", 6, true), later, 7));
  CHECK(cut_ineligibility(row("No-show", 0, false), entrant, 7) == "no games");
  CHECK_FALSE(seated_by_generate(substitute));
  CHECK_FALSE(seated_by_generate(PlayerParticipation{.withdrawn_after = 0}));
  CHECK(seated_by_generate(gone));
}

}  // namespace
}  // namespace tenbou::test

#include "publish/tournament_json.h"

#include <nlohmann/json.hpp>

#include "formats/json_syntax.h"
#include "formats/json_text.h"
#include "record/record_writer.h"
#include "report/round_report.h"
#include "report/standings_report.h"
#include "store/migrations.h"
#include "tournament/exchange/game_export.h"
#include "tournament/people/online_names.h"

namespace tenbou {

std::string tournament_json(const SiteContent& c, const std::string& published) {
  using nlohmann::json;
  const Tournament& t = c.tournament;
  json rounds = json::array();
  for (int round = 1; round <= c.as_of_round; ++round)
    rounds.push_back(json::parse(round_json(t.players(), round, c.round_games(round))));
  json players = json::array();
  for (const PlayerRow& p : t.players().all())
    players.push_back({{"id", p.id}, {"name", p.name}, {"ema", p.ema}, {"country", p.country}, {"club", p.club},
                       {"given", p.given}, {"family", p.family}, {"online_names", online_names_of(p)}});
  json games = json::array();
  for (const GameLog& log : c.games) games.push_back(write_game_record(to_record(t, log)));
  const TournamentSettings& s = c.settings;
  return json{{"format", kSiteJsonFormat},
              {"generator", "tenbou"},
              {"schema", current_schema_level()},
              {"tournament",
               {{"name", t.info().name},
                {"created_at", t.info().created_at},
                {"city", s.city},
                {"country", s.country},
                {"first_day", s.first_day},
                {"last_day", s.last_day},
                {"ruleset", t.rules().name}}},
              {"as_of_round", c.as_of_round},
              {"published_at", published},
              {"standings", standings_array(c.figures.standings)},
              {"rounds", rounds},
              {"players", players},
              {"games", games}}
             .dump(1) +
         "\n";
}

bool published_by_tenbou(const std::string& text) {
  return text_at(parsed_json(text), "generator") == "tenbou";
}

std::string published_at(const std::string& text) {
  return text_at(parsed_json(text), "published_at");
}

std::optional<std::string> other_tournament(const std::string& text, const TournamentRow& t) {
  const nlohmann::json site = parsed_json(text);
  if (!site.is_object() || !site.contains("tournament") || !site["tournament"].is_object()) return std::nullopt;
  const std::string name = text_at(site["tournament"], "name"), created = text_at(site["tournament"], "created_at");
  if (created.empty() ? name.empty() || name == t.name : created == t.created_at) return std::nullopt;
  return name;
}

}  // namespace tenbou

// `tenbou ranking`: the EMA ranking (MERS) over many tournaments, from tenbou files and EMA results files.

#include <iostream>

#include <nlohmann/json.hpp>

#include "base/civil_date.h"
#include "base/name_key.h"
#include "cli/commands.h"
#include "cli/terminal_width.h"
#include "formats/country_codes.h"
#include "report/ranking_report.h"

namespace tenbou::cli {
namespace {

/// The files and the date the ranking is as of, read.
struct RankingInput {
  std::vector<std::string> files;
  std::string as_of;

  Ranking rank() const {
    std::chrono::sys_days day = today();
    if (!as_of.empty()) {
      const auto parsed = parse_date(as_of);
      if (!parsed) throw InputError{"--as-of \"" + as_of + "\" is not valid (a date, YYYY-MM-DD)", {{"field", "as-of"}}};
      day = *parsed;
    }
    std::vector<TournamentResults> tournaments;
    for (const std::string& file : files) {
      tournaments.push_back(read_results_file(file));
      for (const std::string& note : tournaments.back().notes) std::cerr << "tenbou: " << note << "\n";
    }
    Ranking ranking = compute_ranking(std::move(tournaments), day);
    for (const std::string& note : ranking.duplicates) std::cerr << "tenbou: " << note << "\n";
    return ranking;
  }
};

void add_input_options(CLI::App& cmd, RankingInput& input) {
  cmd.add_option("--as-of", input.as_of, "The date the ranking is as of, YYYY-MM-DD (default: today): results age from it, "
                                         "later tournaments do not count");
}

/// The player `who` names: an EMA number, a name, or a word of a name that only one player's name starts (accents and
/// case ignored).
const RankedPlayer& find_player(const Ranking& ranking, const std::string& who) {
  const std::string key = match_key(who);  // as the ranking matches players across files
  std::vector<const RankedPlayer*> starting;
  for (const std::vector<RankedPlayer>* list : {&ranking.players, &ranking.unlisted})
    for (const RankedPlayer& p : *list) {
      if (p.ema == who || same_name(p.name, who)) return p;
      const std::string name = match_key(p.name);
      if (name == key) return p;
      for (std::size_t at = name.find(key); at != std::string::npos && !key.empty(); at = name.find(key, at + 1))
        if (at == 0 || name[at - 1] == ' ') {
          starting.push_back(&p);
          break;
        }
    }
  if (starting.size() == 1) return *starting.front();
  std::string names;
  for (const RankedPlayer* p : starting) names += (names.empty() ? "" : ", ") + p->name;
  throw InputError{"player: " + (starting.empty() ? "no player " + who + " has a counting result in these files"
                                                  : who + " names several players (" + names + "): give more of the name, or the EMA number"),
                   {{"field", "player"}, {"value", who}}};
}

void add_explain(CLI::App& ranking) {
  struct Options {
    std::string player;
    RankingInput input;
    FormatOption format;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = ranking.add_subcommand("explain", "One player's ranking, result by result: base ranks, weights, age "
                                                    "factors and the results each part counts");
  cmd->add_option("player", o->player, "An EMA number or a name (accents and case ignored)")->required();
  cmd->add_option("files", o->input.files, "Tournament files and EMA results files")->required();
  add_input_options(*cmd, o->input);
  add_format_option(*cmd, o->format, {"text", "json"});
  on_run(*cmd, &o->format, [o] {
    const Ranking ranking = o->input.rank();
    const RankedPlayer& p = find_player(ranking, o->player);
    std::cout << (o->format.json() ? ranking_explain_json(p) : ranking_explain_text(p, text_width()));
  });
}

}  // namespace

void add_ranking_command(CLI::App& app) {
  struct Options {
    RankingInput input;
    std::string country;
    CLI::Option* country_option = nullptr;
    bool nations = false;
    FormatOption format;
    OutputOption output;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("ranking", "The EMA ranking (MERS) over many tournaments: tenbou files and EMA "
                                                "results files of other tools");
  cmd->add_option("files", o->input.files, "Tournament files and EMA results files (tenbou's CSV, or the workbook's cells "
                                           "as CSV)");
  add_input_options(*cmd, o->input);
  o->country_option = cmd->add_option("--country", o->country, "List only this country's players (same values): its name or code");
  cmd->add_flag("--nations", o->nations, "The nations: the sum of each country's three best players divided by 3");
  add_format_option(*cmd, o->format, {"text", "json", "csv", "html"});
  add_output_option(*cmd, o->output);
  add_explain(*cmd);
  cmd->require_subcommand(0, 1);
  on_run(*cmd, &o->format, [o, cmd] {
    if (cmd->got_subcommand("explain")) return;
    if (o->input.files.empty()) throw CLI::RequiredError("files (tournament files and EMA results files)");
    Ranking ranking = o->input.rank();
    if (o->country_option->count() > 0) {
      const std::optional<std::string> code = ema_country_code(o->country);
      if (!code) {
        std::string near;
        for (const std::string& c : nearest_countries(o->country)) near += (near.empty() ? "" : ", ") + c;
        throw InputError{"--country: \"" + o->country + "\" is not a country (did you mean " + near + "?)",
                         {{"field", "country"}, {"value", o->country}}};
      }
      const std::string wanted = *code;
      for (std::vector<RankedPlayer>* list : {&ranking.players, &ranking.unlisted})
        std::erase_if(*list, [&](const RankedPlayer& p) { return p.country != wanted; });
    }
    const std::string& f = o->format.value;
    if (o->nations) {
      if (f != "text" && f != "json") throw CLI::ValidationError("--nations", "give --format text or json");
      const std::vector<RankedNation> nations = rank_nations(ranking);
      o->output.write(f == "json" ? nations_ranking_json(nations) : nations_ranking_text(nations, text_width()));
      return;
    }
    o->output.write(f == "json"   ? ranking_json(ranking)
                    : f == "csv"  ? ranking_csv(ranking, {})
                    : f == "html" ? ranking_html(ranking)
                                  : ranking_text(ranking, text_width()));
  });
}

}  // namespace tenbou::cli

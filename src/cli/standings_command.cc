// `tenbou standings`: the tournament table, for the terminal, a projector, a spreadsheet or a program.

#include "cli/commands.h"
#include <nlohmann/json.hpp>

#include "cli/terminal_width.h"
#include "report/group_standings_report.h"
#include "report/stage_standings_report.h"
#include "report/standings_report.h"
#include "tournament/people/teams.h"
#include "tournament/standings/player_report.h"

namespace tenbou::cli {

void add_standings_command(CLI::App& app, const DbOption& db) {
  struct Options {
    int after_round = 0;
    bool include_open = false;
    std::string tie_breaks;
    int refresh = 0;
    bool projector = false;
    LanguageOption lang;
    bool nations = false;
    bool teams = false;
    int best = 0;
    std::string stage;
    FormatOption format;
    OutputOption output;
    CsvOptions csv;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("standings", "The tournament standings: totals, penalties, places, tie-breaks");
  cmd->add_option("--after-round", o->after_round, "Count only rounds up to this one")->check(whole_number(1, kMaxRound, "a round"));
  cmd->add_flag("--include-open", o->include_open, "Count games in progress as if they ended now (marked *)");
  cmd->add_option("--tie-breaks", o->tie_breaks,
                  "Tie-break chain for this table: none, or a comma-separated list of average-place, "
                  "first-places, best-game, head-to-head (default: the tournament's setting)");
  add_refresh_option(*cmd, o->refresh);
  add_language_option(*cmd, o->lang);
  cmd->add_flag("--projector", o->projector,
                "HTML for the room's projector: large type, place, name, country, games, total and the places "
                "gained in the latest round, long lists in pages that follow each other");
  CLI::Option* nations = cmd->add_flag("--nations", o->nations, "The nations' standings: the players' totals summed by "
                                                              "country (players without a country and unranked "
                                                              "substitutes left out)");
  cmd->add_flag("--teams", o->teams, "The teams' standings: the totals of each team's players summed (see tenbou team)")
      ->excludes(nations);
  cmd->add_option("--stage", o->stage, "One stage's own table (see tenbou stage): its players in stage order with what the cut "
                                       "carried over, the stage's games and the stage total")
      ->excludes(nations);
  cmd->add_option("--best", o->best, "With --nations or --teams: count each group's best K players only")
      ->check(whole_number(1, 999, "a number of players"));
  add_format_option(*cmd, o->format, {"text", "json", "csv", "html"});
  add_csv_options(*cmd, o->csv);
  add_output_option(*cmd, o->output);
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    StandingsOptions options{o->after_round, o->include_open, std::nullopt};
    if (!o->tie_breaks.empty()) options.tie_breaks = parse_tie_breaks("--tie-breaks", o->tie_breaks);
    if (o->projector && o->format.value != "html")
      throw InputError{"--projector makes a page: give it with --format html", {{"field", "projector"}}};
    const std::string& f = o->format.value;
    if (o->best > 0 && !o->nations && !o->teams)
      throw CLI::ValidationError("--best", "counts a group's best players: give it with --nations or --teams");
    if (!o->stage.empty()) {
      if (o->teams || o->projector)
        throw CLI::ValidationError("--stage", "shows one stage's table: give it without --teams and --projector");
      const StageStandings s = stage_standings(*t, o->stage, options);
      o->output.write(f == "json"   ? stage_standings_json(s)
                      : f == "csv"  ? stage_standings_csv(s, o->csv.style(*t))
                      : f == "html" ? stage_standings_html(t->info().name, s, o->refresh, o->lang.words(*t))
                                    : stage_standings_text(t->info().name, s, text_width()));
      return;
    }
    if (o->nations || o->teams) {
      const Standings individual = compute_standings(*t, options);
      const std::vector<Team> teams = o->teams ? read_teams(*t) : std::vector<Team>{};
      const std::vector<GroupStanding> groups =
          o->nations ? rank_nations(individual, o->best)
                     : rank_groups(individual, [&teams](const Standing& row) { return team_of(teams, row.player.id); }, o->best);
      const GroupKind kind = o->nations ? GroupKind{"country", o->best} : GroupKind{"team", o->best};
      o->output.write(f == "json"   ? group_standings_json(groups, kind)
                      : f == "csv"  ? group_standings_csv(groups, kind, o->csv.style(*t))
                      : f == "html" && o->projector
                          ? group_standings_projector_html(t->info().name, groups, kind, individual.as_of_round(),
                                                           o->refresh, read_settings(*t).local_time(), o->lang.words(*t))
                      : f == "html" ? group_standings_html(t->info().name, groups, kind, o->refresh, o->lang.words(*t))
                                    : group_standings_text(t->info().name, groups, kind, text_width()));
      return;
    }
    if (f == "html" && !o->projector) {  // the page, with the chart of the standings after each round: games read once
      const std::vector<GameOutcome> outcomes = game_outcomes(*t, o->after_round, o->include_open);
      o->output.write(standings_html(t->info().name, compute_standings(*t, options, outcomes), o->refresh, o->lang.words(*t),
                                     {}, standings_by_round(*t, outcomes, options)));
      return;
    }
    const Standings s = o->projector ? compute_standings_with_movement(*t, options) : compute_standings(*t, options);
    o->output.write(f == "json"  ? standings_json(s)
                    : f == "csv" ? standings_csv(s, o->csv.style(*t))
                    : f == "html" ? standings_projector_html(t->info().name, s, o->refresh, read_settings(*t).local_time(),
                                                             o->lang.words(*t))
                                  : standings_text(t->info().name, s, text_width()));
  });
}

}  // namespace tenbou::cli

// `tenbou stats`: statistics from the hand records for every player, and the biggest hands.

#include "cli/commands.h"
#include "cli/terminal_width.h"
#include "report/stats_report.h"

namespace tenbou::cli {

void add_stats_command(CLI::App& app, const DbOption& db) {
  struct Options {
    int refresh = 0;
    FormatOption format;
    OutputOption output;
    CsvOptions csv;
    LanguageOption lang;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand(
      "stats", "Win, tsumo, deal-in and riichi rates, values and places of every player; the biggest hands");
  add_refresh_option(*cmd, o->refresh);
  add_format_option(*cmd, o->format, {"text", "json", "csv", "html"});
  add_csv_options(*cmd, o->csv);
  add_output_option(*cmd, o->output);
  add_language_option(*cmd, o->lang);
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    const std::vector<GameOutcome> outcomes = game_outcomes(*t, 0, false);
    const TournamentStats stats = compute_stats(*t, outcomes);
    const std::string& f = o->format.value;
    o->output.write(f == "json"   ? stats_json(t->rules(), stats)
                    : f == "csv"  ? stats_csv(stats, o->csv.style(*t))
                    : f == "html" ? stats_html(t->info().name, t->rules(), stats, outcomes, o->refresh, o->lang.words(*t))
                                  : stats_text(t->rules(), stats, text_width()));
  });
}

}  // namespace tenbou::cli

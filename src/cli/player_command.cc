// `tenbou player add|import|list|show`: registering the tournament's players and reporting on one.

#include <iostream>

#include "cli/command.h"
#include "report/player_list.h"
#include "report/stats_report.h"
#include "tournament/players.h"

namespace tenbou::cli {

void add_player_command(CLI::App& app, const DbOption& db) {
  CLI::App* noun = app.add_subcommand("player", "Register and list the tournament's players");
  noun->require_subcommand(1);

  auto add = std::make_shared<PlayerRow>();
  CLI::App* add_cmd = noun->add_subcommand("add", "Register one player");
  add_cmd->add_option("name", add->name, "Full name, e.g. \"Alice Martin\"")->required();
  add_cmd->add_option("--ema", add->ema, "EMA number (up to 8 digits)");
  add_cmd->add_option("--country", add->country, "Country as a three-letter code (FRA, DEU, ...)");
  add_cmd->add_option("--club", add->club, "Club");
  on_run(*add_cmd, nullptr, [&db, add] {
    auto t = db.open();
    const PlayerRow p = add_player(*t, *add);
    std::cout << "Registered " << player_description(p) << " as player " << p.id << ".\n";
  });

  auto file = std::make_shared<std::string>();
  CLI::App* import_cmd = noun->add_subcommand("import", "Register every player of a CSV file, all or none");
  import_cmd->add_option("file", *file, "CSV with columns name, ema, country, club (header optional; - for stdin)")
      ->required();
  on_run(*import_cmd, nullptr, [&db, file] {
    auto t = db.open();
    const int count = import_players(*t, read_input(*file), *file);
    std::cout << "Registered " << count << " players from " << *file << ".\n";
  });

  auto format = std::make_shared<FormatOption>();
  CLI::App* list_cmd = noun->add_subcommand("list", "List the registered players");
  add_format_option(*list_cmd, *format, {"text", "json"});
  on_run(*list_cmd, format.get(), [&db, format] {
    auto t = db.open();
    const std::vector<PlayerRow>& players = t->players().all();
    std::cout << (format->json() ? player_list_json(players) : player_list_text(players));
  });

  struct ShowOptions {
    std::string player;
    FormatOption format;
    OutputOption output;
  };
  auto show = std::make_shared<ShowOptions>();
  CLI::App* show_cmd = noun->add_subcommand("show", "One player: place, every game with place and result, statistics");
  show_cmd->add_option("player", show->player, "Name, unique start of a name, or EMA number")->required();
  add_format_option(*show_cmd, show->format, {"text", "json", "html"});
  add_output_option(*show_cmd, show->output);
  on_run(*show_cmd, &show->format, [&db, show] {
    auto t = db.open();
    const PlayerRow& player = t->players().find("player", show->player);
    const PlayerReport report = player_report(*t, player);
    const std::string& f = show->format.value;
    show->output.write(f == "json"   ? player_json(t->players(), report)
                       : f == "html" ? player_html(t->info().name, t->players(), report)
                                     : player_text(t->players(), report));
  });
}

}  // namespace tenbou::cli

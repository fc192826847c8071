// `tenbou player add|import|list|show`: registering the tournament's players and reporting on one.

#include <iostream>

#include "cli/command.h"
#include "record/json_writer.h"
#include "report/stats_report.h"
#include "report/text_table.h"
#include "tournament/players.h"

namespace tenbou::cli {
namespace {

std::string describe(const PlayerRow& p) {
  std::string extra;
  if (!p.ema.empty()) extra += "EMA " + p.ema;
  if (!p.country.empty()) extra += (extra.empty() ? "" : ", ") + p.country;
  if (!p.club.empty()) extra += (extra.empty() ? "" : ", ") + p.club;
  return p.name + (extra.empty() ? "" : " (" + extra + ")");
}

void print_players(const std::vector<PlayerRow>& players, bool json) {
  if (json) {
    std::string out;
    JsonWriter w(out);
    w.begin_array();
    for (const PlayerRow& p : players) {
      w.begin_object().key("id").value(p.id).key("name").value(p.name);
      for (const auto& [key, text] : {std::pair{"ema", &p.ema}, {"country", &p.country}, {"club", &p.club}}) {
        w.key(key);
        if (text->empty())
          w.null();
        else
          w.value(*text);
      }
      w.end_object();
    }
    w.end_array();
    std::cout << out << "\n";
    return;
  }
  TextTable table({{"#", true}, {"Name"}, {"EMA"}, {"Country"}, {"Club"}});
  for (const PlayerRow& p : players) table.add_row({std::to_string(p.id), p.name, p.ema, p.country, p.club});
  std::cout << table.render() << players.size() << " players\n";
}

}  // namespace

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
    std::cout << "Registered " << describe(p) << " as player " << p.id << ".\n";
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
    print_players(t->players().all(), format->json());
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

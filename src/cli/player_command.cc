// `tenbou player add|import|list|show|edit|merge|history` (withdraw, return, absent, remove and restore in
// participation_command.cc): registering the tournament's players, putting
// their details right, and reporting on one.

#include <iostream>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "cli/commands.h"
#include "cli/entry_options.h"
#include "cli/terminal_width.h"
#include "report/player_history.h"
#include "report/player_list.h"
#include "report/stats_report.h"
#include "tournament/people/online_names.h"
#include "tournament/people/players.h"

namespace tenbou::cli {
namespace {

/// The help of `player import`'s file: every column the import reads (kPlayerColumns), with what the optional
/// ones take.
std::string import_columns_help() {
  std::string optional;
  for (std::size_t i = 1; i < kPlayerColumns.size(); ++i)
    optional += (i == 1 ? "" : ", ") + std::string(kPlayerColumns[i]) +
                (kPlayerColumns[i] == "substitute" ? " (yes or no)"
                 : kPlayerColumns[i] == "team"     ? " (joined, or formed by two players or more)"
                                                   : "");
  return "CSV whose first line names the columns: " + std::string(kPlayerColumns[0]) + ", and any of " + optional +
         " (comma, semicolon or tab between them; - for stdin)";
}

/// Prints the confirmation of a player's correction (with --format json an object holding it).
void say_correction(const FormatOption& format, const PlayerCorrection& done) {
  confirm(format, {{"player", done.after.name}, {"changes", done.changes}, {"message", player_correction_text(done)}},
          done.cut_changed);
}

/// `player edit`, `player merge` and `player history`.
void add_player_corrections(CLI::App& noun, const DbOption& db) {
  struct EditOptions {
    std::string player;
    std::optional<std::string> name, given, family, ema, country, club, substitute;
    std::vector<std::string> online_names;
    EntryOptions entry;
  };
  auto edit = std::make_shared<EditOptions>();
  CLI::App* edit_cmd = noun.add_subcommand("edit", "Correct a player's details (a misspelt name, a late EMA number)");
  edit_cmd->add_option("player", edit->player, "Name, unique start of a name, or EMA number")->required();
  edit_cmd->add_option("--name", edit->name, "The full name as it should be shown");
  edit_cmd->add_option("--given", edit->given, "Given name for the EMA results file (\"\" clears it)");
  edit_cmd->add_option("--family", edit->family, "Family name for the EMA results file (\"\" clears it)");
  edit_cmd->add_option("--ema", edit->ema, "EMA number (\"\" clears it)");
  edit_cmd->add_option("--country", edit->country, "Country, three letters (\"\" clears it)");
  edit_cmd->add_option("--club", edit->club, "Club (\"\" clears it)");
  edit_cmd->add_option("--online-name", edit->online_names,
                       "The player's name on Tenhou or Mahjong Soul (repeatable; replaces those kept; \"\" clears them)");
  edit_cmd->add_option("--substitute", edit->substitute, "yes: the player only fills seats; no: an entrant again")
      ->check(CLI::IsMember({"yes", "no"}));
  edit_cmd->add_option("--reason", edit->entry.reason, "Why (kept in the player's history)")->required();
  add_entry_options(*edit_cmd, edit->entry);
  on_run(*edit_cmd, &edit->entry.format, [&db, edit] {
    auto t = db.open();
    PlayerChanges changes{edit->name, edit->given, edit->family, edit->ema, edit->country, edit->club};
    if (edit->substitute) changes.substitute = *edit->substitute == "yes";
    if (!edit->online_names.empty()) changes.online_names = edit->online_names;
    say_correction(edit->entry.format, edit_player(*t, edit->player, changes, {edit->entry.reason, edit->entry.by, ""}));
  });

  struct MergeOptions {
    std::string kept, duplicate;
    EntryOptions entry;
  };
  auto merge = std::make_shared<MergeOptions>();
  CLI::App* merge_cmd =
      noun.add_subcommand("merge", "Merge a player registered twice: the duplicate's games become the kept player's");
  merge_cmd->add_option("kept", merge->kept, "The player to keep")->required();
  merge_cmd->add_option("duplicate", merge->duplicate, "The same person's second registration")->required();
  merge_cmd->add_option("--reason", merge->entry.reason, "Why (kept in the player's history)")->required();
  add_entry_options(*merge_cmd, merge->entry);
  on_run(*merge_cmd, &merge->entry.format, [&db, merge] {
    auto t = db.open();
    say_correction(merge->entry.format, merge_players(*t, merge->kept, merge->duplicate, {merge->entry.reason, merge->entry.by, ""}));
  });

  struct HistoryOptions {
    std::string player;
    FormatOption format;
  };
  auto history = std::make_shared<HistoryOptions>();
  CLI::App* history_cmd = noun.add_subcommand("history", "A player's registration and every correction: who, when, why");
  history_cmd->add_option("player", history->player, "Name, unique start of a name, or EMA number")->required();
  add_format_option(*history_cmd, history->format, {"text", "json"});
  on_run(*history_cmd, &history->format, [&db, history] {
    auto t = db.open_to_read();
    const PlayerHistory h = player_history(*t, t->players().find_even_removed("player", history->player));
    std::cout << (history->format.json() ? player_history_json(h) : player_history_text(h, read_settings(*t).local_time(), text_width()));
  });
}

}  // namespace

void add_player_command(CLI::App& app, const DbOption& db) {
  CLI::App* noun = app.add_subcommand("player", "Register and list the tournament's players");
  noun->require_subcommand(1);

  struct AddOptions {
    PlayerRow player;
    std::vector<std::string> online_names;
    bool substitute = false;
  };
  auto add = std::make_shared<AddOptions>();
  CLI::App* add_cmd = noun->add_subcommand("add", "Register one player");
  add_cmd->add_option("name", add->player.name, "Full name, e.g. \"Alice Martin\"")->required();
  add_cmd->add_option("--ema", add->player.ema, "EMA number (up to 8 digits)");
  add_cmd->add_option("--country", add->player.country, "Country as a three-letter code (FRA, DEU, ...)");
  add_cmd->add_option("--club", add->player.club, "Club");
  add_cmd->add_option("--given", add->player.given, "Given name, for the EMA results file (when the name alone is ambiguous)");
  add_cmd->add_option("--family", add->player.family, "Family name, for the EMA results file (when the name alone is ambiguous)");
  add_cmd->add_option("--online-name", add->online_names,
                      "The player's name on Tenhou or Mahjong Soul, by which imported logs find them (repeatable)");
  add_cmd->add_flag("--substitute", add->substitute,
                    "Only fills seats (a substitute is not ranked unless the tournament ranks substitutes)");
  add_cmd->add_option("--by", add->player.registered_by, "Who registers the player (default: $TENBOU_REFEREE)")
      ->envname("TENBOU_REFEREE");
  on_run(*add_cmd, nullptr, [&db, add] {
    auto t = db.open();
    if (auto problem = set_online_names(add->player, add->online_names)) throw TournamentError{*problem};
    const PlayerRow p = add_player(*t, add->player, add->substitute);
    std::cout << "Registered " << player_description(p) << " as player " << p.id
              << (add->substitute ? ", a substitute" : "") << ".\n";
    for (const std::string& other : names_like(t->players(), p))
      std::cerr << "note: " << other << " is already registered (same name without accents): if this is the same "
                << "person, use `player merge`\n";
  });

  struct ImportOptions {
    std::string file, encoding, by;
  };
  auto import = std::make_shared<ImportOptions>();
  CLI::App* import_cmd = noun->add_subcommand("import", "Register every player of a CSV file, all or none");
  import_cmd->add_option("file", import->file, import_columns_help())->required();
  import_cmd->add_option("--encoding", import->encoding,
                         "The file's encoding when it is not UTF-8, e.g. windows-1252 (Excel's \"CSV\" in Western "
                         "Europe) or iso-8859-2");
  import_cmd->add_option("--by", import->by, "Who imports the players (default: $TENBOU_REFEREE)")->envname("TENBOU_REFEREE");
  on_run(*import_cmd, nullptr, [&db, import] {
    auto t = db.open();
    const std::vector<ImportedPlayer> added =
        import_players(*t, read_input(import->file), import->file, import->encoding, import->by);
    std::cout << "Registered " << counted(static_cast<long long>(added.size()), "player") << " from " << import->file << ":\n";
    for (const ImportedPlayer& p : added)
      std::cout << "  " << p.player.id << " " << player_description(p.player) << (p.team.empty() ? "" : ", team " + p.team)
                << (p.substitute ? ", a substitute" : "") << "\n";
  });

  struct ListOptions {
    bool removed = false;
    FormatOption format;
  };
  auto list = std::make_shared<ListOptions>();
  CLI::App* list_cmd = noun->add_subcommand("list", "List the registered players");
  list_cmd->add_flag("--removed", list->removed, "The removed registrations instead (tenbou player restore brings one back)");
  add_format_option(*list_cmd, list->format, {"text", "json"});
  on_run(*list_cmd, &list->format, [&db, list] {
    auto t = db.open_to_read();
    const std::vector<PlayerRow>& players = list->removed ? t->players().removed() : t->players().all();
    const Participation participation = read_participation(*t);
    std::cout << (list->format.json() ? player_list_json(players, participation, list->removed)
                                      : player_list_text(players, participation, text_width(), list->removed));
  });

  add_player_corrections(*noun, db);
  add_participation_commands(*noun, db);

  struct ShowOptions {
    std::string player;
    FormatOption format;
    OutputOption output;
    LanguageOption lang;
  };
  auto show = std::make_shared<ShowOptions>();
  CLI::App* show_cmd = noun->add_subcommand("show", "One player: place, every game with place and result, statistics");
  show_cmd->add_option("player", show->player, "Name, unique start of a name, or EMA number")->required();
  add_format_option(*show_cmd, show->format, {"text", "json", "html"});
  add_output_option(*show_cmd, show->output);
  add_language_option(*show_cmd, show->lang);
  on_run(*show_cmd, &show->format, [&db, show] {
    auto t = db.open_to_read();
    const PlayerRow& player = t->players().find("player", show->player);
    const PlayerReport report = player_report(*t, player);
    const std::string& f = show->format.value;
    show->output.write(f == "json"   ? player_json(t->players(), report)
                       : f == "html" ? player_html(t->info().name, t->players(), report, show->lang.words(*t))
                                     : player_text(t->players(), report, read_settings(*t).local_time(), text_width()));
  });
}

}  // namespace tenbou::cli

// `tenbou audit` and `tenbou backup`: checking a tournament file and copying it safely while in use.

#include <filesystem>
#include <iostream>

#include "base/file_access.h"
#include "cli/commands.h"
#include "cli/terminal_width.h"
#include "report/audit_text.h"
#include "tournament/tournament_backup.h"

namespace tenbou::cli {

void add_audit_command(CLI::App& app, const DbOption& db) {
  struct Options {
    bool corrections = false;
    bool rebuild = false;
    FormatOption format;
  };
  auto o = std::make_shared<Options>();
  CLI::App* audit_cmd = app.add_subcommand(
      "audit", "Replay every game from its entries and compare with the stored figures (exit 1 on a difference)");
  audit_cmd->add_flag("--corrections", o->corrections, "Also list every correction: what, who, when, why");
  audit_cmd->add_flag("--rebuild", o->rebuild,
                      "First rewrite the stored figures of every game from its entries (repairs a damaged file; the "
                      "entries are never changed)");
  add_format_option(*audit_cmd, o->format, {"text", "json"});
  on_run(*audit_cmd, &o->format, [&db, o] {
    auto t = o->rebuild ? db.open() : db.open_to_read();
    if (o->rebuild) (o->format.json() ? std::cerr : std::cout) << rebuild_text(rebuild_figures(*t));
    const AuditReport report = audit(*t);
    std::cout << (o->format.json() ? audit_json(report, o->corrections) + "\n" : audit_text(report, o->corrections, read_settings(*t).local_time(), text_width()));
    if (!report.clean()) throw CLI::RuntimeError(1);
  });

  auto target = std::make_shared<std::string>();
  CLI::App* backup_cmd = app.add_subcommand("backup", "Copy the tournament file, consistently, even while in use");
  backup_cmd->add_option("file", *target, "The copy to write (must not exist yet)")->required();
  on_run(*backup_cmd, nullptr, [&db, target] {
    if (std::filesystem::exists(file_path(*target)))
      throw InputError{"\"" + *target + "\" already exists: give a new file name for the backup"};
    auto t = db.open_to_read();
    const BackupSummary copied = back_up(*t, *target);
    std::cout << "Backed up " << t->info().name << " (" << copied.games << " games, " << copied.players
              << " players) to " << *target << ".\n";
  });
}

}  // namespace tenbou::cli

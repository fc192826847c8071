// `tenbou init`: a new tournament file with its name and a full copy of its ruleset.

#include <iostream>

#include "base/program_arguments.h"
#include "cli/commands.h"
#include "tournament/settings.h"

namespace tenbou::cli {

void add_init_command(CLI::App& app) {
  struct Options {
    std::string file;
    std::string name;
    RulesetOptions ruleset;
  };
  auto opts = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("init", "Create a tournament file");
  cmd->add_option("file", opts->file, "The new tournament file (e.g. open2026.tenbou)")->required();
  cmd->add_option("--name", opts->name, "The tournament's name")->required();
  add_ruleset_options(*cmd, opts->ruleset);
  on_run(*cmd, nullptr, [opts] {
    const Ruleset rules = opts->ruleset.load();
    Tournament::create(opts->file, opts->name, rules);
    // Times are shown in this machine's zone, kept in the file so that a laptop set otherwise shows the same.
    Tournament created(opts->file, OpenMode::ReadWrite);
    set_setting(created, "timezone", LocalTime::machine().name(), {.by = "tenbou init"});
    std::cout << "Created " << opts->file << ": " << opts->name << ", ruleset " << rules.name << " (" << rules.title
              << ").\nNext: " << shell_setting("TENBOU_DB", opts->file) << ", then register players with tenbou player add NAME "
              << "or tenbou player import FILE.csv\n";
  });
}

}  // namespace tenbou::cli

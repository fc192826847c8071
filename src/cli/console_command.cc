// `tenbou console`: the organiser's console, the tournament day from a browser on this machine.

#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "server/console.h"

namespace tenbou::cli {

void add_console_command(CLI::App& app, const DbOption& db) {
  struct Options {
    std::string file;
    server::ConsoleOptions console;
    bool no_browser = false;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand(
      "console", "The organiser's console: the organiser's actions as forms in a browser on this machine, the "
                 "tournament's day without commands (Ctrl-C, or Quit in the console, stops it)");
  cmd->add_option("file", o->file, "The tournament file (default: --db, or $TENBOU_DB; none: the console lists the "
                                    "recent ones; one that does not exist yet: the console offers to create it)");
  cmd->add_option("--port", o->console.port, "The port on this machine (default: a free one)")
      ->check(whole_number(1, 65535, "a port"));
  cmd->add_flag("--no-browser", o->no_browser, "Do not open the browser: only print the console's address");
  on_run(*cmd, nullptr, [&db, o] {
    // No file, or one that does not exist yet: the console's first screen (the recent files, the form that creates
    // one).
    const std::string path = o->file.empty() ? db.path : o->file;
    o->console.open_browser = !o->no_browser;
    if (!path.empty()) stop_in_words_on_disk_failure(path);
    server::run_console(path, o->console, std::cout, std::cerr);
  });
}

}  // namespace tenbou::cli

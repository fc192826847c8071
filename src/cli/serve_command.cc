// `tenbou serve`: the tournament on the room's network (phones at the tables, the projector, the organiser).

#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "server/http_server.h"
#include "tournament/settings.h"

namespace tenbou::cli {

void add_serve_command(CLI::App& app, const DbOption& db) {
  auto o = std::make_shared<server::ServeOptions>();
  CLI::App* cmd = app.add_subcommand(
      "serve", "Serve the tournament on the venue's network: a page per table to enter results from a phone, "
               "the projector, public standings and the organiser's page (Ctrl-C stops it)");
  cmd->add_option("--port", o->port, "The port to listen on")->check(whole_number(1, 65535, "a port"));
  cmd->add_option("--bind", o->bind,
                  "The address to listen on: 0.0.0.0 every network of this machine, 127.0.0.1 this machine only");
  cmd->add_option("--session-end", o->session_end, "When the session ends, HH:MM: the projector counts down to it");
  on_run(*cmd, nullptr, [&db, o] {
    if (db.path.empty()) db.open();  // says how to name the file
    if (!o->session_end.empty() && o->session_end != "none" && !is_clock_time(o->session_end))
      throw Error{"--session-end \"" + o->session_end + "\": give a time of day as HH:MM, e.g. 14:30 (or none)",
                  {{"field", "session-end"}, {"value", o->session_end}}, ExitStatus::Usage};
    stop_in_words_on_disk_failure(db.path);
    server::serve(db.path, *o, std::cout, std::cerr);
  });
}

}  // namespace tenbou::cli

#pragma once
// `tenbou console`: the organiser's console, the whole day from a browser on the organiser's own machine. The room's
// server (http_server.h), bound to this machine alone, with the console's page and a session (console_sessions.h)
// that stands for the organiser's key; every form runs the command line's own command (organiser_run.h).

#include <iosfwd>
#include <string>

namespace tenbou::server {

/// What `tenbou console` is started with.
struct ConsoleOptions {
  int port = 0;              ///< 0: a free one
  bool open_browser = true;  ///< open the console in the default browser
};

/// Runs the console on the tournament file `path` until Ctrl-C or its Quit button: prints "Console: URL" first to
/// `out` (the address that opens it signed in, once), a line per write to `log`. Throws Error when the file cannot be
/// served, the port cannot be had, or another console runs on the same file (naming its address).
void run_console(const std::string& path, const ConsoleOptions& options, std::ostream& out, std::ostream& log);

}  // namespace tenbou::server

#pragma once
// The organiser's API for scripts and the console's forms: POST /api/organiser/run runs one command line of tenbou
// on the served tournament, as the command line itself (tenbou started again as a process of its own, with the
// served file as --db), so there is one way to change the tournament whichever door an action comes through. A
// command that searches for minutes, or fails, never holds the room: phones keep writing meanwhile.

#include <string_view>

#include "server/exchange.h"
#include "server/room.h"
#include "server/router.h"

namespace tenbou::server {

/// The most an organiser's request may hold: a command line and an uploaded file of up to 8 MB (the most a player
/// list may be) in base64.
inline constexpr std::size_t kMaxOrganiserBody = 12 * 1024 * 1024;

/// Whether `path` is the organiser's API's (with or without the slash after it, as the routes take it).
inline bool is_organiser_run(std::string_view path) {
  return path == "/api/organiser/run" || path == "/api/organiser/run/";
}

/// Whether a write to `path` runs tenbou as a command of its own (the organiser's API, the console's downloads and new
/// tournaments): it waits in the commands' own queue, never in the one of the tables' writes.
inline bool runs_a_command(std::string_view path) {
  return is_organiser_run(path) || path == "/api/console/download" || path == "/api/console/create" ||
         path == "/api/console/publish";
}

/// POST /api/organiser/cancel (the organiser's key or the console's session), {"run": "ID"} or {}: stops the command
/// run as ID (organiser_run_api's "run"), or every command running; organiser_run_api then answers with its exit and
/// "cancelled": true. Never queued behind the commands.
Reply organiser_cancel_api(Room& room, const Request& request, const Site& site);

/// POST /api/organiser/run: {"args": ["player", "add", "Zoë Ångström"], "upload": {"name": "players.csv",
/// "base64": "..."}, "referee": "Anna", "run": "ID"} (upload, referee and the run's id for a Cancel optional). Answered 200 with {"exit": N, "output":
/// "...", "error": "..."} as the command ended; 401 without the organiser's key (a table's key: 403); 403 with a
/// sentence for a command that reads or writes another file than the tournament; 400 for a body that is not such
/// an object; 503 once the server stops (a command running then is stopped). `site.program` is tenbou itself.
Reply organiser_run_api(Room& room, const Request& request, const Site& site);

}  // namespace tenbou::server

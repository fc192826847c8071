#pragma once
// The console's first screen (tenbou console without a file, or with one that does not exist yet): the tournament
// files of the last weeks, most recent first, and the form that creates a new one with its ruleset's parameters;
// and the same from a console already serving one, to change to another.

#include "server/exchange.h"
#include "server/router.h"

namespace tenbou::server {

/// GET /console/tournaments (and /console while no tournament is open): the first screen, for a browser signed in.
Reply tournaments_page(const Site& site, const Request& request);

/// GET /api/console/tournaments: {"open": PATH or "", "asked": the file the console was started with when it does
/// not exist yet, "folder": where new files go, "recent": [{"path", "name", "players", "games", "rounds", "modified",
/// "opened", "problem"}], "rulesets": [{"name", "title", "parameters": {...}}], "default_ruleset": the preset of tenbou init without --ruleset}.
Reply tournaments_api(const Site& site, const Request& request);

/// POST /api/console/open {"file": PATH}: serves that tournament file from then on. 409 while the room is open to
/// phones or another console serves it; 422 with the reason when it is not a tournament file tenbou reads.
Reply open_tournament_api(const Site& site, const Request& request);

/// POST /api/console/create {"name": "Riichi Cup", "file": PATH (optional), "ruleset": "ema2016", "rules": {"KEY":
/// VALUE}}: `tenbou init` makes the file (the command's own refusals, 422), then the console serves it. Without
/// "file", the file is NAME.tenbou in the folder for new files. 409 when the file exists already.
Reply create_tournament_api(const Site& site, const Request& request);

}  // namespace tenbou::server

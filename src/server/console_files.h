#pragma once
// The console's files. To download, those that are not text a command prints: the EMA results as a workbook, a backup
// of the tournament file and tournament.json, each written by the command line's own command (organiser_commands.h's
// download_of) into a private folder of its own, sent to the browser, and the folder removed. And the published site,
// written into a folder of this machine (console_publisher.h).

#include "server/exchange.h"
#include "server/room.h"
#include "server/router.h"

namespace tenbou::server {

/// POST /api/console/download {"what": "ema-workbook" | "backup" | "tournament-json", "force": true (the workbook even
/// though the pre-flight check finds problems)}: the file's bytes (200, with its
/// type and a file name), for the console's own window (401 otherwise). The command's refusal in its words (422), such
/// as the EMA pre-flight check's; 400 for another "what".
Reply console_download_api(Room& room, const Site& site, const Request& request);

/// GET /api/console/publish: {"folder", "watching", "clean", "published_at", "exit", "output", "error"} of the last
/// publish. POST {"folder": WHOLE PATH, "clean": false, "watch": true} publishes there now (and with "watch" again
/// after each change), answered once this publish is done; {"watch": false} alone stops watching. For the console's own
/// window (401 otherwise); 400 for a folder that is not a whole path.
Reply console_publish_api(const Site& site, const Request& request);

}  // namespace tenbou::server

#pragma once
// The console's own addresses (tenbou console, console.h): its page, where the address it printed signs the browser
// in once, and its Quit.

#include "server/exchange.h"
#include "server/room.h"
#include "server/router.h"

namespace tenbou::server {

/// GET /console: with ?session=TOKEN, the console's one-time token, a session cookie and a redirect to /console
/// (so the token stays in no address bar); a used or wrong token, a page saying how to open the console again.
/// Without it, the console's page for a browser signed in, else that page (401).
Reply console_page(Room& room, const Site& site, const Request& request);

/// GET /console?session=TOKEN: the one-time token's session cookie and a redirect to /console, with or without a
/// tournament open; a used or wrong token, a page saying how to open the console again (403).
Reply console_sign_in(const Site& site, const Request& request);

/// POST /api/console/quit: stops the console (its Quit button), for a browser signed in (401 otherwise).
Reply console_quit_api(const Site& site, const Request& request);

/// GET /api/console/room: {"open": bool, "address": "http://192.168.1.20:8080"} ("" when closed); POST with
/// {"open": true, "port": 8080} opens the room to phones (as tenbou serve), {"open": false} closes it. For a browser
/// signed in (401 otherwise); 409 with the reason when the port cannot be had.
Reply console_room_api(const Site& site, const Request& request);

}  // namespace tenbou::server

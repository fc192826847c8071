#pragma once
// The JSON API of `tenbou serve`: the same data as the command line's JSON (standings, a game's score
// sheet), a table's state for its phone page, and the writes a table or the organiser makes, each through
// the same tournament service as the command line.

#include "server/exchange.h"
#include "server/room.h"
#include "tournament/entry/game_log.h"

namespace tenbou::server {

/// GET /api/standings: as `tenbou standings --format json`.
Reply standings_api(Room& room);
/// GET /api/games: every game with its players and progress, as `tenbou game list --format json`.
Reply games_api(Room& room);
/// GET /api/games/R/T: as `tenbou game show R/T --format json`.
Reply game_api(Room& room, const GameRef& ref);
/// GET /api/games/R/T/table: where the game stands (report/table_view.h), for its phone page, in its language.
Reply table_api(Room& room, const Request& request, const GameRef& ref);
/// GET /api/version: {"version": N, "session_end": "14:30"}; N grows whenever the file changes.
Reply version_api(Room& room);

/// POST /api/games/R/T/hands: one hand of a game record plus "expect" (the hand number), written with the
/// table's key (or the organiser's). 200 with the confirmation and the table after it; 409 when that hand
/// is already recorded (or the guard does not match); 422 when the engine refuses it; 401 without a valid
/// key, 403 with a key for another table; 400 for a body that is not such an object.
Reply record_hand_api(Room& room, const Request& request, const GameRef& ref);
/// POST /api/games/R/T/preview: what the hand would do, checked the same way, nothing written (no key needed).
Reply preview_hand_api(Room& room, const Request& request, const GameRef& ref);
/// POST /api/games/R/T/undo: voids the last hand, which {"hand": N} must name, so a second tap undoes nothing
/// more (409).
Reply undo_api(Room& room, const Request& request, const GameRef& ref);
/// POST /api/games/R/T/result: the final scores from the paper score sheet, {"scores": [E, S, W, N], "sticks": N,
/// "chombo": [a player per chombo, by name or wind], "relative": false, "reason": "..." (to replace a result)},
/// with the table's key; answered as a hand is.
Reply record_result_api(Room& room, const Request& request, const GameRef& ref);
/// POST /api/games/R/T/result/preview: what the final scores would give, checked as record_result_api checks
/// them (the sum too), nothing written (no key needed).
Reply preview_result_api(Room& room, const Request& request, const GameRef& ref);
/// POST /api/games/R/T/finish: closes the game at the time limit, {"hand": N} naming the last hand recorded (0
/// for none), with the table's key or the organiser's; answered as a hand is. 409 when a hand came in meanwhile
/// or the game is already closed (a second tap), and nothing is written.
Reply finish_api(Room& room, const Request& request, const GameRef& ref);
/// POST /api/games/R/T/finish/preview: the final result the closing would give, nothing written (no key needed).
Reply preview_finish_api(Room& room, const Request& request, const GameRef& ref);
/// POST /api/rounds/R/start: the organiser starts every game of round R that the seating plan seats and
/// that is not started yet.
Reply start_round_api(Room& room, const Request& request, int round);
/// POST /api/clock: the organiser sets the session's end, {"session_end": "14:30"} ("" clears it), stored in the
/// file as the setting session-end (so a restarted server and the projector keep it).
Reply clock_api(Room& room, const Request& request);

}  // namespace tenbou::server

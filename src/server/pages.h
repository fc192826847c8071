#pragma once
// The pages of `tenbou serve`: the public ones for players' phones (standings, rounds, players, score
// sheets), the table page a table's phone enters results on, the projector page and the organiser's page
// with the table cards. The report pages are the command line's own; the live pages add a script served
// from the binary.

#include <string>

#include "server/exchange.h"
#include "server/room.h"
#include "tournament/entry/game_log.h"

namespace tenbou::server {

/// The front page: the tournament's name and a link to every page.
Reply index_page(Room& room, const Request& request);
Reply standings_page(Room& room, const Request& request);
Reply round_page(Room& room, const Request& request, int round);
Reply players_page(Room& room, const Request& request);
Reply player_page(Room& room, const Request& request, RowId player);
/// A game's score sheet, as `tenbou game show --format html`.
Reply game_page(Room& room, const Request& request, const GameRef& ref);
/// The chart of a game's scores hand by hand, alone (the table page shows it under the game after each hand); empty
/// before the first hand.
Reply game_chart(Room& room, const Request& request, const GameRef& ref);
/// The table page for a phone (the key in its address is what lets it write).
Reply table_page(Room& room, const Request& request, const GameRef& ref);
/// The projector page, and the views it cycles (the standings; the leaders over the rounds; where to sit in the next
/// round, 404 when no round is left to start).
Reply projector_page(Room& room);
Reply projector_standings(Room& room);
Reply projector_seating(Room& room);
/// The leaders' places over the rounds (404 before round 2).
Reply projector_rounds(Room& room);
/// The organiser's page (with the organiser's key): the games in play and on which hand, starting rounds
/// from the seating plan, the clock, and the table cards.
Reply organiser_page(Room& room, const Request& request);
/// Table cards for `round` to print: each game's players and a QR code of its table page with its key, on
/// `base_url` (e.g. "http://192.168.1.20:8080").
Reply table_cards(Room& room, const Request& request, int round, const std::string& base_url);
/// A script of the live pages ("table.js", "projector.js", "organiser.js"); 404 for any other name.
Reply asset(const std::string& name);

}  // namespace tenbou::server

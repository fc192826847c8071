#pragma once
// A seating schedule for people: per round and table, per player (a card to hand out), and its quality.

#include <string>
#include <vector>

#include "report/csv_writer.h"
#include "report/html_page.h"
#include "report/text_table.h"
#include "report/words.h"
#include "seating/schedule.h"
#include "tournament/seats/seat_replacement.h"
#include "tournament/seats/seating_plan.h"

namespace tenbou {

/// A schedule with the names to print for its players and the rounds to show. A view: `schedule` and `names`
/// must remain live while it is in use.
struct SeatingView {
  const seating::Schedule& schedule;
  /// The name of player i (index i); numbers as text when no tournament is open.
  const std::vector<std::string>& names;
  int only_round = 0;  ///< 0 for every round, else the round number shown
};

/// "1", "2", ... "N": the names of players in a schedule made without a tournament file.
std::vector<std::string> player_numbers(int players);

/// What `seating generate` and `regenerate` say once a plan is stored: its number, players, rounds (and
/// those kept), seed, what was kept apart, its quality and how to see it.
std::string stored_plan_text(const StoredSeating& s);

/// "teams kept apart", or "2 meetings of teammates: 8 players of Team Kraków cannot all be kept apart at 6 tables, and
/// no plan has fewer": how far a plan keeps groups apart, against the least possible where that is known.
std::string groups_apart_text(const GroupsApart& apart);

/// `seating check --separate KIND` on the tournament's plan: its players and rounds, its quality in words and how far
/// it keeps that kind of group apart; as JSON, `schedule_check_json`'s object with "plan" and "groups_apart".
std::string plan_groups_text(const StoredSeating& plan, const GroupsApart& apart);
std::string plan_groups_json(const StoredSeating& plan, const GroupsApart& apart);

/// `seating check`: the file's players and rounds, then the quality in words.
std::string schedule_check_text(const std::string& file, const CheckedSchedule& checked);
/// {"players": N, "rounds": R, "quality": {...}}
std::string schedule_check_json(const CheckedSchedule& checked);

/// "East", "South", "West", "North" for seats 0..3.
const char* seat_wind(int seat);

/// The quality figures in words, one per line, with what is best possible.
std::string quality_text(const seating::Quality& q, int players, int rounds);

/// Every table of every round (or of the round shown), then the quality.
std::string schedule_text(const SeatingView& view, const seating::Quality& q, std::size_t width = kUnlimitedWidth);
/// {"players": N, "rounds": [[[p,p,p,p], ...], ...], "quality": {...}} with players numbered from 1 (null for
/// an empty seat, which plans stored by tenbou 0.1.0 could hold);
/// `with_names` adds "names" (player i+1 is names[i]). A single round shown adds "first_round".
std::string schedule_json(const SeatingView& view, const seating::Quality& q, bool with_names);
/// round,table,E,S,W,N with names: the CSV `seating check` reads.
std::string schedule_csv(const SeatingView& view, const CsvStyle& style = {});
/// Per player: each round's table and wind, as a text table.
std::string player_seating_text(const SeatingView& view, std::size_t width = kUnlimitedWidth);

/// The printable plan: each round's tables, then a card per player to cut out (8 to an A4 page, sorted by
/// name) with the tournament's name and the table and wind of every round.
/// `frame`: a published site's (html_page.h).
std::string schedule_html(const std::string& tournament, const SeatingView& view, const Words& words, PageOptions frame = {});

/// For the projector before round `view.only_round`: every player by name with table and wind, in pages that
/// follow each other when the list is long.
std::string find_your_seat_html(const std::string& tournament, const SeatingView& view, int refresh_seconds,
                                const Words& words);

/// "Zoë Ångström takes Dmitri Volkov's seats from round 4: round 4 table 2 West, round 5 table 7 North. Nobody
/// else moves. Seating plan 3 stored."
std::string seat_replacement_text(const SeatReplacement& r);
/// {"player", "substitute", "from_round", "seats": [{"round", "table", "wind"}], "plan"}.
std::string seat_replacement_json(const SeatReplacement& r);

}  // namespace tenbou

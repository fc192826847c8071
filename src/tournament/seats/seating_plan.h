#pragma once
// The tournament's seating plan: generated for the registered players, stored, shown, regenerated.

#include <array>
#include <chrono>
#include <functional>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "seating/generator.h"
#include "seating/schedule.h"
#include "seating/schedule_file.h"
#include "store/rows.h"
#include "tournament/entry/hand_entry.h"
#include "tournament/seats/group_meetings.h"
#include "tournament/tournament.h"

namespace tenbou {

/// A stored plan read back. Player i of the schedule is the registered player players[i].
struct StoredSeating {
  SeatingPlanRow plan;
  std::vector<RowId> players;
  seating::Schedule schedule;
  seating::Quality quality;
  std::optional<GroupsApart> apart;  ///< for a plan keeping groups apart (--separate): how far it does
  /// The players' names, in schedule order.
  std::vector<std::string> names(const Tournament& t) const;
};

/// How to search: rounds, seed, time limit, and which players to keep apart.
struct SeatingSearch {
  int rounds = 0;
  std::uint64_t seed = 1;
  std::chrono::milliseconds time_limit{10000};
  std::string separate;  ///< "country", "club", "team" or empty

  /// The generator's request for `players` players over `rounds` rounds (groups and played rounds
  /// are the caller's to add).
  seating::Request request(int players, int rounds) const;
};

/// A plan just stored, and whether the search finished (false: the time limit cut it short).
struct SeatingOutcome {
  StoredSeating seating;
  bool complete = true;
};

/// Seats every registered player for `search.rounds` rounds and stores the plan. A plan already stored
/// is replaced only with a reason. Throws TournamentError (e.g. players not a multiple of four, saying
/// how many substitutes would complete the last table).
SeatingOutcome generate_seating(Tournament& t, const SeatingSearch& search, const EntryContext& context);

/// A new plan keeping rounds before `from_round` as they were played (a recorded game counts over the
/// plan's table, so rounds seated by hand are kept as they happened): `drop` leave, `add` (registered players,
/// e.g. substitutes) join, and the remaining rounds are searched again counting who already met.
SeatingOutcome regenerate_seating(Tournament& t, int from_round, const std::vector<std::string>& drop,
                                  const std::vector<std::string>& add, SeatingSearch search,
                                  const EntryContext& context);

/// Round `round` as it was played: the recorded games (`games` as games_in_play gives them) at their tables, then
/// the tables of `plan` (if any) no recorded game touched. The players of the plan's other tables who have no
/// recorded game in that round are seated together, four by four in plan order, so a kept round never holds an
/// empty seat; fewer than four left over did not play it.
std::vector<std::array<RowId, 4>> round_as_played(const StoredSeating* plan, const std::vector<GameRow>& games,
                                                  int round);

/// A schedule for `players` players numbered 1 to N, searched without a tournament file (nothing is
/// stored; `search.separate` needs the players' countries, clubs or teams, so it is refused). Throws
/// TournamentError when the players cannot fill tables of four.
seating::Result numbered_schedule(int players, const SeatingSearch& search);

/// A schedule read from a file and its quality, for `seating check`.
struct CheckedSchedule {
  ScheduleFile file;
  seating::Quality quality;
};

/// Stores `schedule` (player i being players[i]) as the plan that holds from now on, and returns it as read back.
/// `still_valid`, when given, is called inside the write, before the plan is stored: it throws to refuse what the
/// file no longer allows (a search of seconds may have let a referee start a game meanwhile).
StoredSeating store_plan(Tournament& t, SeatingPlanRow plan, const std::vector<RowId>& players,
                         const seating::Schedule& schedule, const std::function<void()>& still_valid = {});

/// Reads a schedule file (JSON as `seating generate` writes it, or CSV round,table,E,S,W,N) and measures
/// it. Throws ScheduleFileError.
CheckedSchedule check_schedule(std::string_view text);

/// The plan that holds, if any.
std::optional<StoredSeating> current_seating(const Tournament& t);

/// The plan that holds and how far it keeps the groups `separate` names apart (`seating check --separate`). Refused
/// (TournamentError) without a plan.
std::pair<StoredSeating, GroupsApart> plan_groups_apart(const Tournament& t, const std::string& separate);

/// The names of the four players the plan seats at a table, East first. Throws TournamentError.
std::vector<std::string> scheduled_table(const Tournament& t, int round, int table);

/// Why `players` cannot be seated at tables of four, or empty when they can.
std::string table_count_problem(int players);

}  // namespace tenbou

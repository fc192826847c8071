#pragma once
// Seating schedules as files: the JSON that `seating generate` writes, or CSV (round, table, E, S, W, N).

#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "seating/schedule.h"

namespace tenbou {

/// Why a schedule file cannot be used: the place (round, table, line) and what is wrong.
struct ScheduleFileError : Error {
  using Error::Error;
};

/// A schedule read from a file, its players numbered in order of their labels.
struct ScheduleFile {
  seating::Schedule schedule;
  /// The label of each player as the file gives it (a number or a name).
  std::vector<std::string> labels;
};

/// Reads `text`: JSON {"players": N, "rounds": [[[p,p,p,p], ...], ...]} (players as numbers or
/// names, seat order East, South, West, North), or CSV rows round, table, E, S, W, N with an optional
/// header. Every round must seat every player exactly once at tables of four. Throws ScheduleFileError.
ScheduleFile read_schedule_file(std::string_view text);

}  // namespace tenbou

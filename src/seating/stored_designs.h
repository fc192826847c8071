#pragma once
// Schedules tenbou keeps as data rather than searches for: those its searches do not find in time, each with
// where it comes from (data/seating). Each is checked when read: every round a partition of the players into
// tables of four, and no pair meeting twice.

#include <optional>
#include <vector>

#include "seating/schedule.h"

namespace tenbou::seating {

/// One embedded design: its name (the file's, "32-players-10-rounds") and its text.
struct DesignText {
  const char* name;
  const char* text;
};
const std::vector<DesignText>& design_texts();

/// A stored schedule of `players` with at least `rounds` rounds and no pair meeting twice, cut to `rounds` (tables in
/// the order stored, seats not yet chosen); nothing when none is stored. A stored design that fails its check is a
/// bug in tenbou: std::logic_error.
std::optional<Schedule> stored_design(int players, int rounds);

}  // namespace tenbou::seating

#pragma once
// What the commands that write to a game share: --by, --reason, --expect and --format, players and scores as
// typed, and the confirmation a write prints (announce).

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json_fwd.hpp>

#include "cli/command_run.h"
#include "tournament/entry/hand_entry.h"

namespace tenbou::cli {

/// Splits "Alice,Bob" into names, trimming spaces around each.
std::vector<std::string> split_names(const std::vector<std::string>& lists);

/// The players tenpai at a draw as typed: names as split_names splits them, or "none" (any case) for nobody.
std::vector<std::string> tenpai_names(const std::vector<std::string>& lists);

/// What every write to a game takes: the game, who enters it and why, the double-entry guard and the
/// output format. add_entry_options adds --by and --format; the command adds the rest.
struct EntryOptions {
  std::string game;
  std::string reason;
  std::string by;
  std::string expect;
  FormatOption format;
};
void add_entry_options(CLI::App& cmd, EntryOptions& o);

/// Prints the confirmation of a write (one line; with --format json an object holding it), `also` after it
/// (whom the winds named, for a hand that named players by them).
void announce(const EntryOptions& o, const Tournament& t, const EntryResult& result, const std::string& also = "");

/// Prints a write's confirmation `json` (its "message" as a line, or with --format json the object), and when the
/// write moved a stage's cut (cut_watch.h) one more line saying how (JSON "cut_changed").
void confirm(const FormatOption& format, nlohmann::json json, const std::optional<std::string>& cut_changed);

/// Scores as typed ("42300,31200,18500,8000", or each in a word of its own). Throws InputError naming one that
/// is not a whole number of points.
std::vector<Points> parse_scores(const std::vector<std::string>& lists);

}  // namespace tenbou::cli

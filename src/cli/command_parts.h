#pragma once
// The parts every tenbou command is built from: its shared options (--db, --format, --ruleset, --output, CSV,
// entry options), how it runs and how its errors end it (on_run), and the confirmation a write prints (announce).
// The commands themselves are registered through cli/commands.h.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json_fwd.hpp>

#include "report/csv_writer.h"
#include "report/words.h"
#include "rules/ruleset.h"
#include "tournament/hand_entry.h"
#include "tournament/settings.h"

namespace tenbou::cli {

/// Input the user can fix, found while parsing it: the command stops, nothing is written, exit status 1.
/// Like every Error, with --format json it is also printed as {"error": {...}} on stdout, `detail` adding
/// fields such as the hand number.
struct InputError : Error {
  using Error::Error;
};

/// Output formats a command accepts; the first is the default.
struct FormatOption {
  std::string value;
  bool json() const { return value == "json"; }
};

/// Adds --format with the given choices (the first is the default).
void add_format_option(CLI::App& command, FormatOption& format, const std::vector<std::string>& choices);

/// Adds --ruleset NAME and --rule KEY=VALUE (repeatable).
struct RulesetOptions {
  std::string preset = "ema2016";
  std::vector<std::string> rules;
  /// The preset with the overrides applied. Throws InputError naming the key.
  Ruleset load() const;
  /// The --rule overrides as a JSON object (a value that is not JSON is taken as text).
  nlohmann::json overrides() const;
};
void add_ruleset_options(CLI::App& command, RulesetOptions& options);

/// The {"error": {...}} line a command writes for `e` with --format json: the detail, and the message in the
/// command's words. Never throws, whatever bytes the message quotes.
std::string error_json(const Error& e);

/// Registers a command whose action may throw an Error (mapped to its exit status); `format` says whether
/// errors go out as JSON.
void on_run(CLI::App& command, const FormatOption* format, std::function<void()> action);

/// The tournament file a command works on: --db FILE, or TENBOU_DB when --db is not given.
struct DbOption {
  std::string path;
  /// Opens the file to change it. Without --db or TENBOU_DB this is a usage error (exit 2).
  std::unique_ptr<Tournament> open() const;
  /// Opens the file only to read it: works on read-only files and folders, and never writes.
  std::unique_ptr<Tournament> open_to_read() const;
};
void add_db_option(CLI::App& app, DbOption& db);

/// Should the disk fail under the command (SQLite's index of `path`, FILE-shm, cannot be written: SIGBUS), ends
/// it with exit status 74 and a line naming the file and what to do, instead of a silent crash. DbOption's
/// opens call it; a command that opens the file itself (serve) calls it first.
void stop_in_words_on_disk_failure(const std::string& path);

/// Reads a whole file ("-" for standard input). Throws InputError naming the file.
std::string read_input(const std::string& path);

/// Where a report goes: standard output, or with --output a file replaced atomically (a browser showing
/// it on a projector never reads half a page).
struct OutputOption {
  std::string path;
  void write(const std::string& text) const;
};
void add_output_option(CLI::App& command, OutputOption& output);

/// Checks an option's whole number against a range, in words: "--round: 0 is not valid (a round from 1 to
/// 99)". `what` names the thing counted, with its article ("a round").
CLI::Validator whole_number(int low, int high, const std::string& what);

/// --delimiter comma|semicolon|tab and --bom: how a CSV is written for the spreadsheet that opens it; what is not
/// given comes from the tournament's settings csv-delimiter and csv-bom.
struct CsvOptions {
  std::string delimiter;           ///< "" for the setting
  bool bom = false;                ///< when given (--bom, --bom=false)
  const CLI::Option* bom_option = nullptr;
  CsvStyle style(const Tournament& t) const;
};
void add_csv_options(CLI::App& command, CsvOptions& options);

/// Adds --refresh SECONDS: HTML pages reload themselves for a live display.
void add_refresh_option(CLI::App& command, int& seconds);

/// --lang xx: the language of the HTML a command writes (the pages players read); "" for the tournament's
/// setting `language`.
struct LanguageOption {
  std::string code;
  const Words& words(const Tournament& t) const;
};
void add_language_option(CLI::App& command, LanguageOption& option);

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

/// Prints the confirmation of a write (one line; with --format json an object holding it).
void announce(const EntryOptions& o, const Tournament& t, const EntryResult& result);

/// Prints a write's confirmation `json` (its "message" as a line, or with --format json the object), and when the
/// write moved a stage's cut (cut_watch.h) one more line saying how (JSON "cut_changed").
void confirm(const FormatOption& format, nlohmann::json json, const std::optional<std::string>& cut_changed);

/// Scores as typed ("42300,31200,18500,8000", or each in a word of its own). Throws InputError naming one that
/// is not a whole number of points.
std::vector<Points> parse_scores(const std::vector<std::string>& lists);

}  // namespace tenbou::cli

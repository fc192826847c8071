#pragma once
// The options many commands share: the tournament file (--db), the ruleset (--ruleset, --rule), where a report
// goes (--output), how a CSV is written (--delimiter, --bom), a page's language (--lang) and refresh.

#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json_fwd.hpp>

#include "cli/command_run.h"
#include "report/csv_writer.h"
#include "report/words.h"
#include "rules/presets.h"
#include "rules/ruleset.h"
#include "tournament/settings.h"
#include "tournament/tournament.h"

namespace tenbou::cli {

/// Adds --ruleset NAME and --rule KEY=VALUE (repeatable).
struct RulesetOptions {
  std::string preset{kDefaultPreset};
  std::vector<std::string> rules;
  /// The preset with the overrides applied. Throws InputError naming the key.
  Ruleset load() const;
  /// The --rule overrides as a JSON object (a value that is not JSON is taken as text).
  nlohmann::json overrides() const;
};
void add_ruleset_options(CLI::App& command, RulesetOptions& options);

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

/// Where a report goes: standard output, or with --output a file replaced atomically (a browser showing
/// it on a projector never reads half a page).
struct OutputOption {
  std::string path;
  void write(const std::string& text) const;
};
void add_output_option(CLI::App& command, OutputOption& output);

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

}  // namespace tenbou::cli

#include "cli/shared_options.h"

#include <cerrno>
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "base/bus_error.h"
#include "base/file_access.h"
#include "base/named_fields.h"
#include "base/unicode.h"
#include "formats/file_being_written.h"
#include "formats/json_syntax.h"
#include "tournament/settings.h"
#include "tournament/tournament.h"

namespace tenbou::cli {

CsvStyle CsvOptions::style(const Tournament& t) const {
  const TournamentSettings settings = read_settings(t);
  CsvStyle style{.delimiter = settings.csv_delimiter,
                 .bom = bom_option && bom_option->count() > 0 ? bom : settings.csv_bom};
  if (!delimiter.empty()) style.delimiter = delimiter == "semicolon" ? ';' : delimiter == "tab" ? '\t' : ',';
  return style;
}

void add_csv_options(CLI::App& command, CsvOptions& options) {
  command.add_option("--delimiter", options.delimiter,
                     "CSV: comma, semicolon (Excel in much of Europe; decimals then with a comma) or tab (default: the "
                     "setting csv-delimiter)")
      ->check(CLI::IsMember({"comma", "semicolon", "tab"}));
  options.bom_option = command.add_flag("--bom", options.bom,
                   "CSV: start with a byte-order mark, so Excel reads UTF-8 (default: the setting csv-bom; --bom=false "
                   "leaves it out)");
}

nlohmann::json RulesetOptions::overrides() const {
  nlohmann::json out = nlohmann::json::object();
  for (const std::string& rule : rules) {
    const auto eq = rule.find('=');
    if (eq == std::string::npos || eq == 0)
      throw InputError{"--rule \"" + rule + "\" is not KEY=VALUE (e.g. --rule kiriage_mangan=true)"};
    const std::string key = rule.substr(0, eq);
    const std::string value = rule.substr(eq + 1);
    nlohmann::json parsed = parsed_json(value);
    out[key] = parsed.is_discarded() ? nlohmann::json(value) : parsed;
  }
  return out;
}

Ruleset RulesetOptions::load() const {
  try {
    return load_ruleset(preset, overrides());
  } catch (const RulesetError& e) {
    throw InputError{e.message};
  }
}

void add_ruleset_options(CLI::App& command, RulesetOptions& options) {
  command.add_option("--ruleset", options.preset, "Ruleset preset (see `tenbou ruleset list`)");
  command.add_option("--rule", options.rules, "Override one ruleset parameter: KEY=VALUE (repeatable)");
}

std::unique_ptr<Tournament> DbOption::open() const {
  if (path.empty()) throw CLI::RequiredError("--db FILE (or the environment variable TENBOU_DB)");
  stop_in_words_on_disk_failure(path);
  return std::make_unique<Tournament>(path, OpenMode::ReadWrite);
}

std::unique_ptr<Tournament> DbOption::open_to_read() const {
  if (path.empty()) throw CLI::RequiredError("--db FILE (or the environment variable TENBOU_DB)");
  stop_in_words_on_disk_failure(path);
  return std::make_unique<Tournament>(path, OpenMode::ReadOnly);
}

void stop_in_words_on_disk_failure(const std::string& path) {
  exit_on_bus_error("tenbou: stopped (exit status 74): \"" + path + "-shm\", the index of the tournament file \"" +
                    path + "\", could not be written (the disk is full or failing, or the file may not be changed). "
                    "Every entry confirmed before is kept; once the disk is fixed, check the entry being made when "
                    "this happened, then start again.\n");
}

void add_db_option(CLI::App& app, DbOption& db) {
  app.add_option("--db", db.path, "Tournament file (default: $TENBOU_DB)")->envname("TENBOU_DB");
}

void add_output_option(CLI::App& command, OutputOption& output) {
  command.add_option("-o,--output", output.path, "Write to this file (replaced whole) instead of standard output");
}

void add_refresh_option(CLI::App& command, int& seconds) {
  command.add_option("--refresh", seconds, "HTML: reload the page every SECONDS (for a live display)")
      ->check(CLI::Range(5, 3600));
}

void add_language_option(CLI::App& command, LanguageOption& option) {
  std::string codes;
  for (const LanguageName& l : offered_languages()) codes += std::string(codes.empty() ? "" : ", ") + l.code + " (" + l.own_name + ")";
  command
      .add_option("--lang", option.code,
                  "HTML: the language of the page (" + codes + "); default: the tournament's setting language. The "
                  "command's own messages stay English")
      ->check([](const std::string& code) {
        return language_of_code(code) ? std::string() : "\"" + code + "\" is not a language of the pages: en, de, fr, pl or nl";
      });
}

const Words& LanguageOption::words(const Tournament& t) const {
  return words_in(code.empty() ? read_settings(t).language : language_of_code(code).value_or(Language::En));
}

void OutputOption::write(const std::string& text) const {
  if (path.empty()) {
    std::cout << text;
    return;
  }
  // Written beside the target and renamed once complete: a reader never sees half a page, and a failure (a
  // full disk) leaves nothing behind.
  FileBeingWritten file(path);
  std::ofstream out(file_path(file.path()), std::ios::binary | std::ios::trunc);
  errno = 0;
  out << text;
  out.flush();
  if (!out) throw unwritten(path, errno ? os_reason(errno) : "it could not be written");
  out.close();
  file.keep();
}

}  // namespace tenbou::cli

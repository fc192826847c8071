#include "cli/command_parts.h"

#include <cctype>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

#include <nlohmann/json.hpp>

#include "base/bus_error.h"
#include "base/file_access.h"
#include "base/named_fields.h"
#include "base/unicode.h"
#include "cli/refusal_words.h"
#include "cli/terminal_width.h"
#include "record/name_key.h"
#include "report/entry_text.h"
#include "report/text_table.h"
#include "store/file_being_written.h"
#include "tournament/settings.h"

namespace tenbou::cli {

std::string error_json(const Error& e) {
  nlohmann::json error = shown_detail(e);
  if (!error.contains("message")) error["message"] = in_command_words(e);
  // A message may quote bytes of the input that are not UTF-8: written replaced, never thrown over.
  return nlohmann::json{{"error", error}}.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

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

void add_format_option(CLI::App& command, FormatOption& format, const std::vector<std::string>& choices) {
  format.value = choices.front();
  std::string list;
  for (const std::string& c : choices) list += (list.empty() ? "" : "|") + c;
  command.add_option("--format", format.value, "Output format: " + list)->check(CLI::IsMember(choices));
}

nlohmann::json RulesetOptions::overrides() const {
  nlohmann::json out = nlohmann::json::object();
  for (const std::string& rule : rules) {
    const auto eq = rule.find('=');
    if (eq == std::string::npos || eq == 0)
      throw InputError{"--rule \"" + rule + "\" is not KEY=VALUE (e.g. --rule kiriage_mangan=true)"};
    const std::string key = rule.substr(0, eq);
    const std::string value = rule.substr(eq + 1);
    nlohmann::json parsed = nlohmann::json::parse(value, nullptr, false);
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

std::string read_input(const std::string& path) {
  if (path == "-") return std::string(std::istreambuf_iterator<char>(std::cin), {});
  const std::string shown = "\"" + unicode::printable(path) + "\"";
  if (const std::string why = not_a_file(path); !why.empty())
    throw InputError{"cannot read " + shown + ": " + why +
                         (why.find("pipe") != std::string::npos ? " (to read from a pipe, pipe it in and give -)" : ""),
                     {{"field", "file"}, {"value", path}}};
  std::ifstream in(file_path(path), std::ios::binary | std::ios::ate);
  if (!in.is_open())
    throw InputError{"cannot read " + shown + ": " + std::string(std::strerror(errno)) + " (check that you may read it)"};
  std::string text(static_cast<std::size_t>(in.tellg()), '\0');
  in.seekg(0);
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  if (!in) throw InputError{"cannot read " + shown + ": " + std::string(std::strerror(errno))};
  return text;
}

void add_output_option(CLI::App& command, OutputOption& output) {
  command.add_option("-o,--output", output.path, "Write to this file (replaced whole) instead of standard output");
}

CLI::Validator whole_number(int low, int high, const std::string& what) {
  const std::string range = what + " from " + std::to_string(low) + " to " + std::to_string(high);
  return CLI::Validator(
      [low, high, range](std::string& value) -> std::string {
        int n = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (ec == std::errc() && end == value.data() + value.size() && n >= low && n <= high) return "";
        return "\"" + unicode::printable(value) + "\" is not valid (" + range + ")";
      },
      range);
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

std::vector<std::string> split_names(const std::vector<std::string>& lists) {
  std::vector<std::string> out;
  for (const std::string& list : lists) {
    std::size_t pos = 0;
    while (pos <= list.size()) {
      std::size_t comma = list.find(',', pos);
      if (comma == std::string::npos) comma = list.size();
      const std::string item = list.substr(pos, comma - pos);
      const auto first = item.find_first_not_of(' ');
      if (first != std::string::npos) out.push_back(item.substr(first, item.find_last_not_of(' ') - first + 1));
      pos = comma + 1;
    }
  }
  return out;
}

std::vector<std::string> tenpai_names(const std::vector<std::string>& lists) {
  std::vector<std::string> names = split_names(lists);
  if (names.size() == 1 && same_name(names.front(), "none")) names.clear();
  return names;
}

void add_entry_options(CLI::App& cmd, EntryOptions& o) {
  add_format_option(cmd, o.format, {"text", "json"});
  cmd.add_option("--by", o.by, "Who makes the entry (default: $TENBOU_REFEREE)")->envname("TENBOU_REFEREE");
}

void announce(const EntryOptions& o, const Tournament& t, const EntryResult& result) {
  nlohmann::json json{{"game", result.log.ref().text()}, {"hand", result.hand}, {"message", entry_announcement(t.rules(), result)}};
  confirm(o.format, std::move(json), result.cut_changed);
}

void confirm(const FormatOption& format, nlohmann::json json, const std::optional<std::string>& cut_changed) {
  if (cut_changed) json["cut_changed"] = *cut_changed;
  if (format.json()) {
    std::cout << json.dump() << "\n";
    return;
  }
  std::cout << fitted_lines(json["message"].get<std::string>(), confirmation_width()) << "\n";
  if (cut_changed) {
    std::string line = *cut_changed + ".";
    line[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(line[0])));
    std::cout << fitted_lines(line, confirmation_width()) << "\n";
  }
}

std::vector<Points> parse_scores(const std::vector<std::string>& lists) {
  std::vector<Points> scores;
  for (const std::string& text : split_names(lists)) {
    Points value = 0;
    const char* first = text.data() + (!text.empty() && text[0] == '+' ? 1 : 0);
    const auto [end, error] = std::from_chars(first, text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
      throw InputError{"--scores: \"" + text + "\" is not a whole number of points (give four scores separated by "
                       "commas, without thousands separators: 42300,31200,18500,8000)",
                       {{"field", "scores"}, {"value", text}}};
    scores.push_back(value);
  }
  return scores;
}

namespace {

[[noreturn]] void reject(const FormatOption* format, const Error& e) {
  if (format && format->json()) std::cout << error_json(e) << "\n";
  std::cerr << "tenbou: " << in_command_words(e) << "\n";
  throw CLI::RuntimeError(static_cast<int>(e.status));
}

}  // namespace

void on_run(CLI::App& command, const FormatOption* format, std::function<void()> action) {
  command.callback([format, action = std::move(action)] {
    try {
      action();
    } catch (const Error& e) {
      reject(format, e);
    }
  });
}

}  // namespace tenbou::cli

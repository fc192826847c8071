#include "cli/entry_options.h"

#include <cctype>
#include <charconv>
#include <iostream>

#include <nlohmann/json.hpp>

#include "base/name_key.h"
#include "base/named_fields.h"
#include "base/unicode.h"
#include "cli/terminal_width.h"
#include "report/entry_text.h"

namespace tenbou::cli {

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

void announce(const EntryOptions& o, const Tournament& t, const EntryResult& result, const std::string& also) {
  nlohmann::json json{{"game", result.log.ref().text()},
                      {"hand", result.hand},
                      {"message", entry_announcement(t.rules(), result) + (also.empty() ? "" : " " + also)}};
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

}  // namespace tenbou::cli

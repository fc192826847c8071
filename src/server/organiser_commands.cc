#include "server/organiser_commands.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <string_view>

#include "base/file_access.h"

namespace tenbou::server {
namespace {

/// The commands that work on other files than the tournament, or on a terminal, each with the way it is done here.
struct Refused {
  std::string_view command;
  std::string_view instead;
};
constexpr std::array kRefused{
    Refused{"init", "a new tournament is made in the console's first screen, or with `tenbou init` on the organiser's machine"},
    Refused{"serve", "the tournament is served already"},
    Refused{"console", "the tournament is served already"},
    Refused{"ranking", "the ranking reads several tournament files: run `tenbou ranking` on the organiser's machine"},
    Refused{"backup", "download the backup from the console's Files, or run `tenbou backup` on the organiser's machine"},
    Refused{"publish", "publish from the console on the organiser's machine, or run `tenbou publish` there"},
    Refused{"table", "it reads a terminal: enter hands through the table pages, or `tenbou hand`"},
};

/// Whether `arg` names a path outside the folder the command runs in (which holds the upload alone): a whole path
/// (/x, \x, C:\x, C:/x, ~/x), or one that climbs out of it (..). Text that only starts like one ("/ Kraków",
/// "A: Spring Cup") is a name or a reason, and the command itself reads no file but the upload anyway.
bool names_a_path(std::string_view arg) {
  const auto separator = [](char c) { return c == '/' || c == '\\'; };
  if (arg.size() >= 2 && separator(arg[0]) && arg[1] != ' ') return true;
  if (arg.size() >= 2 && arg[0] == '~' && separator(arg[1])) return true;
  if (arg.size() >= 3 && arg[1] == ':' && separator(arg[2]) &&
      ((arg[0] >= 'A' && arg[0] <= 'Z') || (arg[0] >= 'a' && arg[0] <= 'z')))
    return true;
  if (arg == ".." || arg.starts_with("../") || arg.starts_with("..\\")) return true;
  return arg.find("/../") != std::string_view::npos || arg.find("\\..\\") != std::string_view::npos;
}

/// Whether `arg` is an option that names a file tenbou writes or opens: --output (-o, -oFILE, --output=FILE) or --db.
bool names_a_file_option(std::string_view arg) {
  return arg == "-o" || (arg.starts_with("-o") && !arg.starts_with("--")) || arg == "--output" ||
         arg.starts_with("--output=") || arg == "--db" || arg.starts_with("--db=");
}

}  // namespace

std::optional<std::string> refused_command(const std::vector<std::string>& args, const std::string& upload) {
  if (args.empty()) return "\"args\" is empty: give a command, as after `tenbou` (for example [\"standings\"])";
  for (const Refused& r : kRefused)
    if (args.front() == r.command)
      return "`tenbou " + std::string(r.command) + "` does not run through the organiser's API: " + std::string(r.instead);
  for (const std::string& arg : args) {
    if (names_a_file_option(arg))
      return "\"" + arg + "\" names a file, which the organiser's API does not write or open: the output comes back in "
             "the answer, and the tournament is the one served";
    if (arg != upload && names_a_path(arg))
      return "\"" + arg + "\" names a path, which the organiser's API does not read: send the file as the request's "
             "\"upload\" and name it by the upload's name";
  }
  return std::nullopt;
}

bool upload_name_fits(const std::string& name) {
  if (name.empty() || name.size() > 200 || name == "." || name == ".." || name == "-") return false;
  // The names Windows keeps for its devices, with any extension (NUL.csv is the device NUL).
  std::string stem = name.substr(0, name.find('.'));
  for (char& c : stem) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (const char* device : {"CON", "PRN", "AUX", "NUL"})
    if (stem == device) return false;
  if (stem.size() == 4 && (stem.starts_with("COM") || stem.starts_with("LPT")) && stem[3] >= '0' && stem[3] <= '9')
    return false;
  return std::none_of(name.begin(), name.end(), [](char c) {
    return c == '/' || c == '\\' || c == ':' || static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
  });
}

std::vector<std::string> init_arguments(const std::string& path, const std::string& name, const std::string& preset,
                                        const std::map<std::string, std::string>& rules) {
  std::vector<std::string> args = {"init", path, "--name", name};
  if (!preset.empty()) args.insert(args.end(), {"--ruleset", preset});
  for (const auto& [key, value] : rules) args.insert(args.end(), {"--rule", key + "=" + value});
  return args;
}

std::optional<Download> download_of(const std::string& what, const std::string& folder, bool force) {
  const std::string in = folder + "/";
  if (what == "ema-workbook") {
    Download workbook{{"export", "ema", "--format", "xlsx", "--output", in + "ema-results.xlsx"}, "ema-results.xlsx",
                      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"};
    if (force) workbook.args.push_back("--force");
    return workbook;
  }
  if (what == "backup") return Download{{"backup", in + "backup.tenbou"}, "backup.tenbou", "application/vnd.sqlite3"};
  if (what == "tournament-json")
    return Download{{"publish", in + "site", "--lang", "en"}, "site/tournament.json", "application/json"};
  return std::nullopt;
}

std::string in_console_words(std::string error) {
  for (std::size_t at = 0; (at = error.find("tenbou: ", at)) != std::string::npos;)
    if (at == 0 || error[at - 1] == '\n') error.erase(at, 8);
    else at += 8;
  while (!error.empty() && error.back() == '\n') error.pop_back();
  return error;
}

std::vector<std::string> command_on(const std::string& path, const std::vector<std::string>& args) {
  std::vector<std::string> line = {"--db", path_text(std::filesystem::absolute(file_path(path)))};
  line.insert(line.end(), args.begin(), args.end());
  return line;
}

std::vector<std::string> publish_arguments(const std::string& folder, bool clean) {
  std::vector<std::string> args = {"publish", folder};
  if (clean) args.push_back("--clean");
  return args;
}

}  // namespace tenbou::server

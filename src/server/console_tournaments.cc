#include "server/console_tournaments.h"

#include <chrono>
#include <filesystem>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "base/child_process.h"
#include "base/file_access.h"
#include "base/utc_time.h"
#include "formats/json_syntax.h"
#include "report/html_page.h"
#include "rules/presets.h"
#include "server/console_style.h"
#include "server/organiser_commands.h"
#include "server/page_language.h"
#include "server/page_replies.h"
#include "server/tournament_chooser.h"
#include "tournament/overview.h"

namespace tenbou::server {
namespace {

/// How far back the first screen looks: a tournament opened or changed within the last eight weeks.
constexpr std::int64_t kRecentSeconds = 8 * 7 * 24 * 3600;
/// The most files it lists.
constexpr std::size_t kMostListed = 20;

std::int64_t modified_seconds(const std::filesystem::path& file) {
  std::error_code error;
  const auto written = std::filesystem::last_write_time(file, error);
  if (error) return 0;
  return std::chrono::duration_cast<std::chrono::seconds>(
             std::chrono::file_clock::to_sys(written).time_since_epoch()).count();
}

/// A file of the first screen, read for its name and how far it has got ("problem" when it cannot be read).
nlohmann::json described(const std::string& path, std::int64_t opened, std::int64_t modified) {
  nlohmann::json file = {{"path", path}, {"opened", opened}, {"modified", modified}};
  try {
    const Tournament t(path, OpenMode::ReadOnly);
    const TournamentOverview overview = tournament_overview(t);
    file["name"] = overview.info.name;
    file["players"] = overview.players;
    file["games"] = overview.games;
    file["rounds"] = overview.rounds;
  } catch (const Error& e) {
    file["problem"] = e.message;
  }
  return file;
}

/// The tournament files of the last weeks, most recent first: those the console opened, and the .tenbou files of the
/// folder for new ones.
nlohmann::json recent_files(const TournamentChooser& chooser) {
  const std::int64_t now = seconds_now();
  struct Found {
    std::string path;
    std::int64_t opened = 0, modified = 0;
  };
  std::vector<Found> found;
  std::set<std::string> seen;
  for (const RecentTournaments::Entry& e : chooser.recent().list()) {
    if (!not_a_file(e.path).empty() || !seen.insert(e.path).second) continue;
    found.push_back({e.path, e.opened, modified_seconds(file_path(e.path))});
  }
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(file_path(chooser.new_folder()), error)) {
    if (entry.path().extension() != ".tenbou" || !entry.is_regular_file(error)) continue;
    const std::string path = path_text(entry.path());
    if (seen.insert(path).second) found.push_back({path, 0, modified_seconds(entry.path())});
  }
  std::erase_if(found, [now](const Found& f) { return std::max(f.opened, f.modified) < now - kRecentSeconds; });
  std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
    return std::max(a.opened, a.modified) > std::max(b.opened, b.modified);
  });
  if (found.size() > kMostListed) found.resize(kMostListed);
  nlohmann::json files = nlohmann::json::array();
  for (const Found& f : found) files.push_back(described(f.path, f.opened, f.modified));
  return files;
}

nlohmann::json rulesets() {
  nlohmann::json out = nlohmann::json::array();
  for (const PresetText& p : preset_texts()) {
    const Ruleset rules = load_ruleset(std::string(p.name), nullptr);
    out.push_back({{"name", rules.name}, {"title", rules.title}, {"parameters", ruleset_to_json(rules)}});
  }
  return out;
}

/// `name` as a file name every system takes: the characters Windows refuses, and control characters, become "-".
std::string file_name_of(const std::string& name) {
  std::string out;
  for (const char c : name) out += (static_cast<unsigned char>(c) < 0x20 || std::string_view("<>:\"/\\|?*").find(c) !=
                                                                               std::string_view::npos)
                                       ? '-'
                                       : c;
  while (!out.empty() && (out.back() == '.' || out.back() == ' ')) out.pop_back();
  while (!out.empty() && out.front() == ' ') out.erase(0, 1);
  return out.empty() ? "tournament" : out;
}

/// A new file for `name` in `folder`: "NAME.tenbou", else "NAME (2).tenbou", ... where that one exists.
std::string new_file_for(const std::string& folder, const std::string& name) {
  const std::string base = file_name_of(name);
  for (int n = 1;; ++n) {
    const std::string file =
        path_text(file_path(folder) / file_path(base + (n == 1 ? "" : " (" + std::to_string(n) + ")") + ".tenbou"));
    std::error_code error;
    if (!std::filesystem::exists(file_path(file), error)) return file;
  }
}

Reply signed_in_only(const Request& request) {
  return error_reply(401, "only the console's own window does this (" + request.path + ")");
}

nlohmann::json body_of(const Request& request) {
  try {
    const nlohmann::json body = parsed_json(request.body);
    if (body.is_object()) return body;
  } catch (const Error&) {
  }
  return nlohmann::json();
}

/// The text of `body`'s field `key` ("" when missing); nullopt when it is there but not a text.
std::optional<std::string> text_field(const nlohmann::json& body, const char* key) {
  if (!body.contains(key)) return "";
  if (!body[key].is_string() || body[key].get_ref<const std::string&>().size() > 4096) return std::nullopt;
  return body[key].get<std::string>();
}

Reply opened(const std::string& path, const std::string& output, const std::string& logged) {
  Reply reply{.body = safe_dump({{"open", path}, {"output", output}}) + "\n"};
  reply.logged = logged;
  return reply;
}

/// The first screen in `w`'s language (its lists and forms filled by console_tournaments.js, in the same words).
std::string page_html(const Words& w) {
  const auto word = [&w](const char* key) { return html_escape(w(key)); };
  const std::string body =
      script_words(w, "console.") +
      "<div class=\"console-bar\"><span class=\"note\">tenbou console</span>"
      "<button type=\"button\" id=\"quit\">" + word("console.quit") + "</button></div>\n"
      "<p id=\"serving\" class=\"note\" hidden></p>\n"
      "<section><h2>" + word("console.recent") + "</h2><p id=\"recent-none\" class=\"note\" hidden>" +
      word("console.recent_none") + "</p><ul id=\"recent\" class=\"files\"></ul>\n"
      "<form id=\"open-form\" novalidate><div class=\"field\"><label for=\"open-file\">" + word("console.open_by_path") +
      "</label><input id=\"open-file\" name=\"file\" type=\"text\" placeholder=\"" +
      html_escape(w("console.path_example", {{"path", "C:\\Users\\anna\\Documents\\tenbou\\Riichi Cup.tenbou"}})) +
      "\"></div><button type=\"submit\">" + word("console.open") + "</button><p class=\"result\" role=\"status\"></p></form>"
      "</section>\n"
      "<section><h2>" + word("console.new_tournament") + "</h2><form id=\"create-form\" novalidate>"
      "<div class=\"field\"><label for=\"create-name\">" + word("console.new_name") + "</label><input id=\"create-name\" "
      "name=\"name\" type=\"text\" maxlength=\"200\" required></div>"
      "<div class=\"field\"><label for=\"create-file\">" + word("console.new_file") + "</label><input id=\"create-file\" "
      "name=\"file\" type=\"text\"><span id=\"create-file-note\" class=\"note\"></span></div>"
      "<div class=\"field\"><label for=\"create-ruleset\">" + word("console.ruleset") + "</label><select id=\"create-ruleset\" "
      "name=\"ruleset\"></select></div>"
      "<details id=\"create-rules\"><summary>" + word("console.parameters") + "</summary><div id=\"rules\" "
      "class=\"rules\"></div></details>"
      "<button type=\"submit\" class=\"primary\">" + word("console.create") + "</button><p class=\"result\" role=\"status\">"
      "</p></form></section>\n";
  PageOptions options = live("console_tournaments");
  options.language = w.language();
  options.language_query = "";
  options.style += std::string(kConsoleStyle) + R"(
.files { list-style: none; padding: 0; display: grid; gap: .4em; max-width: 60em; }
.files li { display: flex; flex-wrap: wrap; gap: .3em 1em; align-items: baseline; border: 1px solid #ccc;
            border-radius: 4px; padding: .4em .6em; }
.files .path { flex: 1 1 100%; overflow-wrap: anywhere; font-size: .85em; color: #555; }
.field .note, #serving { overflow-wrap: anywhere; }
.rules { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16em), 1fr)); gap: .4em 1em; margin: .5em 0; }
.rules label { overflow-wrap: anywhere; }
)";
  return html_page(w("console.first_title"), body, options);
}

}  // namespace

Reply tournaments_page(const Site& site, const Request& request) {
  if (!site.tournaments) return not_found(request.path);
  if (!request.by_console)
    return {.status = 401, .type = kHtml,
            .body = html_page("tenbou console", "<p>This browser is not signed in to the console: it opens from the "
                                                "address <code>tenbou console</code> prints when it starts.</p>\n")};
  // Before any tournament is open: the visitor's choice, else the browser's language, else English.
  return remembering_choice(request, html(page_html(words_in(phone_language(request, Language::En)))));
}

Reply tournaments_api(const Site& site, const Request& request) {
  if (!site.tournaments) return error_reply(404, "no such address: " + request.path);
  if (!request.by_console) return signed_in_only(request);
  const TournamentChooser& chooser = *site.tournaments;
  return {.body = safe_dump({{"open", chooser.path()}, {"asked", chooser.asked_file}, {"folder", chooser.new_folder()},
                             {"recent", recent_files(chooser)}, {"rulesets", rulesets()},
                             {"default_ruleset", kDefaultPreset}}) + "\n"};
}

Reply open_tournament_api(const Site& site, const Request& request) {
  if (!site.tournaments) return error_reply(404, "no such address: " + request.path);
  if (!request.by_console) return signed_in_only(request);
  const nlohmann::json body = body_of(request);
  const std::optional<std::string> file = text_field(body, "file");
  if (!file || file->empty()) return error_reply(400, "the body must be {\"file\": \"the tournament file's path\"}");
  TournamentChooser& chooser = *site.tournaments;
  if (site.room_door && !site.room_door->address().empty())
    return error_reply(409, "the room is open to phones: close it before opening another tournament",
                       safe_dump({{"field", "file"}}));
  if (const std::string elsewhere = chooser.served_elsewhere(*file); !elsewhere.empty())
    return error_reply(409, "another console serves this file: its window is at " + elsewhere,
                       safe_dump({{"field", "file"}}));
  try {
    chooser.open(*file);
  } catch (const Error& e) {
    return error_reply(422, e.message, safe_dump({{"field", "file"}, {"value", *file}}));
  }
  return opened(chooser.path(), "", "organiser: the console opened " + chooser.path());
}

Reply create_tournament_api(const Site& site, const Request& request) {
  if (!site.tournaments) return error_reply(404, "no such address: " + request.path);
  if (!request.by_console) return signed_in_only(request);
  const nlohmann::json body = body_of(request);
  const std::optional<std::string> name = text_field(body, "name"), file = text_field(body, "file"),
                                   ruleset = text_field(body, "ruleset");
  if (!name || !file || !ruleset || (body.contains("rules") && !body["rules"].is_object()))
    return error_reply(400, "the body must be {\"name\": \"Riichi Cup\", \"file\": \"(optional)\", \"ruleset\": "
                            "\"ema2016\", \"rules\": {\"uma\": [15000, 5000, -5000, -15000]}}");
  if (name->find_first_not_of(" \t") == std::string::npos)
    return error_reply(400, "the tournament needs a name", safe_dump({{"field", "name"}}));
  TournamentChooser& chooser = *site.tournaments;
  std::error_code error;
  std::string path;
  if (file->empty()) {
    if (chooser.new_folder().empty())
      return error_reply(422, "this system names no documents folder: give the file's whole path",
                         safe_dump({{"field", "file"}}));
    std::filesystem::create_directories(file_path(chooser.new_folder()), error);
    path = new_file_for(chooser.new_folder(), *name);
  } else {
    path = path_text(std::filesystem::absolute(file_path(chooser.new_folder()) / file_path(*file)).lexically_normal());
    if (std::filesystem::exists(file_path(path), error))
      return error_reply(409, "\"" + path + "\" exists already: open it, or name another file",
                         safe_dump({{"field", "file"}, {"value", path}}));
  }
  std::map<std::string, std::string> rules;
  if (body.contains("rules"))
    for (const auto& [key, value] : body["rules"].items()) rules[key] = value.dump();
  const ChildRun run = run_child(site.program, init_arguments(path, *name, *ruleset, rules), "",
                                 {.time = std::chrono::minutes(1), .output_bytes = 1 << 20,
                                  .environment = {"TENBOU_DB="}, .stop = [&site] {
                                    return site.stopping && site.stopping->load();
                                  }});
  if (run.status != 0)
    return error_reply(422, in_console_words(run.err.empty() ? "tenbou init did not create the file" : run.err),
                       safe_dump({{"field", "file"}, {"value", path}}));
  try {
    chooser.open(path);
  } catch (const Error& e) {
    return error_reply(422, "the file was created, but " + e.message, safe_dump({{"field", "file"}, {"value", path}}));
  }
  return opened(chooser.path(), run.out, "organiser: the console created " + chooser.path());
}

}  // namespace tenbou::server

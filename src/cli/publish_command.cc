// `tenbou publish DIR`: the tournament as a static web site, for a club's host, a USB stick or an e-mail.

#include <algorithm>
#include <filesystem>
#include <atomic>
#include <chrono>
#include <iostream>
#include <system_error>
#include <thread>
#include <utility>

#include <nlohmann/json.hpp>

#include "base/file_access.h"
#include "base/plural.h"
#include "cli/commands.h"
#include "publish/publish.h"
#include "report/text_table.h"
#include "server/stop_signals.h"
#include "tournament/entry/game_ref.h"

namespace tenbou::cli {
namespace {

/// The languages `--lang` names: "all", or codes between commas ("en,de", "en, de"); the first code that is not a
/// language's goes to `bad` (an empty one too: "en,,de").
std::vector<Language> site_languages(const std::string& option, std::optional<std::string>* bad = nullptr) {
  std::vector<Language> out;
  if (option == "all") {
    for (const LanguageName& l : offered_languages()) out.push_back(l.language);
    return out;
  }
  for (std::size_t start = 0; start <= option.size();) {
    const std::size_t end = std::min(option.find(',', start), option.size());
    std::string code = option.substr(start, end - start);
    code.erase(0, code.find_first_not_of(' '));
    code.erase(code.find_last_not_of(' ') + 1);
    const std::optional<Language> l = language_of_code(code);
    if (!l && bad && !*bad) *bad = code;
    if (l && std::find(out.begin(), out.end(), *l) == out.end()) out.push_back(*l);
    start = end + 1;
  }
  return out;
}

std::string size_text(std::uintmax_t bytes) {
  if (bytes < 1024 * 1024) return format_decimal(static_cast<double>(bytes) / 1024, 1) + " KB";
  return format_decimal(static_cast<double>(bytes) / (1024 * 1024), 1) + " MB";
}

/// "Published Test Open to site as of round 3: 412 files, 3.4 MB (27 changed), in en, de, in 1.2 s.", the folder as
/// `folder` names it.
std::string report_text(const std::string& tournament, const std::string& folder, const PublishRequest& request,
                        const PublishReport& r, double seconds) {
  std::vector<std::string> codes;
  for (Language l : request.languages) codes.push_back(language_code(l));
  const FolderSummary& f = r.files;
  std::string out = "Published " + tournament + " to " + without_trailing_separators(folder) +
                    (r.as_of_round > 0 ? " as of round " + std::to_string(r.as_of_round) : ", before any result") + ": " +
                    counted(f.files, "file") + ", " + size_text(f.bytes) + " (" +
                    (f.changed == 0 ? std::string("none changed") : std::to_string(f.changed) + " new or changed") + ")";
  if (f.kept) out += "; " + counted(f.kept, "page") + " of earlier publishes kept (pages that no longer exist: --clean "
                                                      "removes them)";
  if (f.removed) out += "; " + counted(f.removed, "page") + " of earlier publishes removed";
  return out + ", in " + listed(codes) + ", in " + format_decimal(seconds, seconds < 1 ? 2 : 1) + " s. The index says \"published " +
         r.published + "\".\n";
}

}  // namespace

void add_publish_command(CLI::App& app, const DbOption& db) {
  struct Options {
    std::string folder;
    std::string lang = "all";
    int after_round = 0;
    bool clean = false;
    bool watch = false;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand(
      "publish", "Write the tournament as a static web site into a folder: standings, rounds, players, score sheets, "
                 "statistics and the seating plan in every language, and tournament.json");
  cmd->add_option("DIR", o->folder,
                  "The site's folder (each page written whole before any is put in place; nothing in it that tenbou did not "
                  "write is ever replaced or removed)")
      ->required()
      ->check([](const std::string& v) { return v.empty() ? std::string("the folder's name is empty") : std::string(); });
  cmd->add_option("--lang", o->lang, "The site's languages: all (default) or codes between commas, e.g. en,de")
      ->check([](const std::string& v) {
        std::optional<std::string> bad;
        site_languages(v, &bad);
        return !bad ? std::string()
                    : "\"" + *bad + "\" is not a language of the pages: all, or some of en, de, fr, pl and nl between commas";
      });
  cmd->add_option("--after-round", o->after_round,
                  "Publish the tournament as it stood after this round (while the next one is played)")
      ->check(whole_number(1, kMaxRound, "a round"));
  cmd->add_flag("--clean", o->clean,
                "Remove every page of earlier publishes that this one does not write (a voided game's page); without it "
                "they are kept, but for languages not published and rounds after the one published. Files tenbou did "
                "not write are never removed");
  cmd->add_flag("--watch", o->watch, "Publish again after each change to the tournament file, until Ctrl-C");
  on_run(*cmd, nullptr, [&db, o] {
    // A watch takes the folder's whole path once, so that it publishes to the same folder whatever happens to the one
    // it started in; messages name the folder as it was typed.
    std::error_code no_here;  // the folder one is in was removed
    const std::filesystem::path whole = std::filesystem::absolute(file_path(o->folder), no_here);
    if (no_here && o->watch)
      throw InputError{"the folder you are in cannot be read (" + no_here.message() + "): give DIR as a whole path",
                       {{"field", "DIR"}, {"value", o->folder}}};
    const std::string folder = o->watch ? path_text(whole.lexically_normal()) : o->folder;
    const PublishRequest request{folder, site_languages(o->lang), o->after_round, o->clean};
    bool shown = false;  // where to open the site, said after the first publish only
    const auto publish = [&] {
      const auto start = std::chrono::steady_clock::now();
      const auto t = db.open_to_read();
      const PublishReport r = publish_site(*t, request);
      const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
      std::cout << report_text(t->info().name, o->folder, request, r, took.count());
      if (!std::exchange(shown, true)) std::cout << "Open " << without_trailing_separators(o->folder) << "/index.html.\n";
      std::cout << std::flush;
    };
    if (!o->watch) return publish();
    // A publish that fails (a full disk, a folder locked for a moment) is said, and the next change tries again.
    const auto publish_or_say = [&] {
      try {
        publish();
      } catch (const Error& e) {
        std::cerr << "tenbou: " << e.message << "; watching on\n" << std::flush;
      }
    };
    // The watching connection sees every commit of another (the referees', the server's) as a new number.
    std::atomic<bool> stop = false;
    const server::StopSignals signals([&stop] { stop = true; });
    const auto watching = db.open_to_read();
    std::int64_t seen = watching->others_changes();
    publish_or_say();
    std::cout << "Watching the tournament file for changes; Ctrl-C stops.\n" << std::flush;
    while (!stop) {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      if (const std::int64_t now = watching->others_changes(); now != seen) {
        seen = now;
        publish_or_say();
      }
    }
  });
}

}  // namespace tenbou::cli

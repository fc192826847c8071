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
  if (f.kept) out += "; " + counted(f.kept, "file") + " it did not write kept (pages that no longer exist, files put there "
                                                      "by hand: --clean removes them)";
  if (f.removed) out += "; " + counted(f.removed, "file") + " it did not write removed";
  return out + ", in " + listed(codes) + ", in " + format_decimal(seconds, seconds < 1 ? 2 : 1) + " s. The index says \"published " +
         r.published + "\".\n";
}

/// Whether `here` (the current folder) is `folder` or inside it, both taken whole as the folder swapped in is.
bool starts_within(const std::filesystem::path& here, const std::string& folder) {
  const std::filesystem::path relative =
      file_path(whole_path(path_text(here))).lexically_relative(file_path(whole_path(folder)));
  return !relative.empty() && *relative.begin() != "..";
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
  cmd->add_option("DIR", o->folder, "The site's folder (made whole, then swapped in: a web server never serves half)")
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
                "Remove every file of the folder this publish does not write (a voided game's page, a file put there by "
                "hand); without it they are kept, but for languages not published and rounds after the one published. "
                "Hidden files (.git, .htaccess, .nojekyll) and CNAME are always kept");
  cmd->add_flag("--watch", o->watch, "Publish again after each change to the tournament file, until Ctrl-C");
  on_run(*cmd, nullptr, [&db, o] {
    // The site is swapped in as a new folder: a shell sitting in the old one (`tenbou publish .`) is left in a folder
    // that is gone, and must step out and back in to see the new site; a publish from there finds no folder it is in.
    std::error_code no_here;
    const std::filesystem::path here = std::filesystem::current_path(no_here);
    if (no_here && file_path(o->folder).is_relative())
      throw InputError{no_here == std::errc::no_such_file_or_directory
                           ? "the folder you are in no longer exists (a publish into it replaces it with a new folder): "
                             "go out of it and back in (cd \"$PWD\"), then publish again"
                           : "the folder you are in cannot be read (" + no_here.message() + "): give DIR as a whole path",
                       {{"field", "DIR"}, {"value", o->folder}}};
    const bool inside = !no_here && starts_within(here, o->folder);
    // Messages name the folder as it was typed; a watch takes its whole path once, since its first publish into "."
    // swaps away the folder this process started in.
    const std::string folder =
        o->watch ? path_text(std::filesystem::absolute(file_path(o->folder)).lexically_normal()) : o->folder;
    const PublishRequest request{folder, site_languages(o->lang), o->after_round, o->clean};
    bool shown = false;  // where to open the site, said after the first publish only
    const auto publish = [&] {
      const auto start = std::chrono::steady_clock::now();
      const auto t = db.open_to_read();
      const PublishReport r = publish_site(*t, request);
      const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
      std::cout << report_text(t->info().name, o->folder, request, r, took.count());
      if (!std::exchange(shown, true)) {
        std::cout << "Open " << without_trailing_separators(o->folder) << "/index.html.\n";
        if (inside)
          std::cout << "The folder you are in "
                    << (o->watch ? "is replaced by the new site at each publish" : "was replaced by the new site")
                    << ": go out of it and back in (cd \"$PWD\") to see it.\n";
      }
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

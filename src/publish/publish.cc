#include "publish/publish.h"

#include <algorithm>
#include <optional>
#include <regex>

#include "base/utc_time.h"
#include "formats/file_being_written.h"
#include "publish/site_pages.h"
#include "publish/tournament_json.h"
#include "report/page_style.h"
#include "tournament/standings/game_outcomes.h"

namespace tenbou {
namespace {

/// The list of the files tenbou wrote in a site's folder, the only files it ever replaces or removes there.
constexpr const char* kManifest = "tenbou-files.txt";
constexpr const char* kSiteJson = "tournament.json";

/// Whether `name` (a relative path) is a file a publish writes: index.html, style.css, tournament.json, and the pages
/// of a language's folder ("en/player-3.html"); for a site an earlier version of tenbou published, with no manifest.
bool site_file(const std::string& name) {
  if (name == "index.html" || name == "style.css" || name == kSiteJson) return true;
  static const std::regex kPage(
      R"(^(index|standings|players|stats|seating|teams|nations|(player|round|stage|standings-after-round)-[0-9]{1,9}|game-[0-9]{1,3}-[0-9]{1,3})\.html$)");
  const std::size_t slash = name.find('/');
  return slash != std::string::npos && language_of_code(name.substr(0, slash)) &&
         std::regex_match(name.substr(slash + 1), kPage);
}

/// Whether the entry `name` of the site's folder may stay beside the site without being tenbou's: the web host's
/// CNAME, and a language's folder left empty. (Hidden entries, .git of a GitHub Pages clone, are never seen.)
bool may_stay(const std::string& name) {
  return name == "CNAME" || (name.ends_with("/") && language_of_code(name.substr(0, name.size() - 1)));
}

/// Refuses a folder that holds anything tenbou did not write: a publish must never take the place of someone's
/// other files, nor count them as its own. In a site an earlier version published, with no manifest but tenbou's
/// tournament.json, the files a publish writes are taken as tenbou's: a folder with nothing else is taken over.
void check_folder(FolderBeingWritten& folder, const std::string& named) {
  const std::vector<std::string> entries = folder.entries();
  if (!folder.has_manifest() && published_by_tenbou(folder.before(kSiteJson))) {
    std::vector<std::string> pages;
    std::copy_if(entries.begin(), entries.end(), std::back_inserter(pages), site_file);
    folder.adopt(pages);
  }
  std::vector<std::string> others;
  for (const std::string& e : entries)
    if (!(folder.ours().count(e) && site_file(e)) && !may_stay(e)) others.push_back(e);
  if (others.empty()) return;
  std::string listed;
  for (std::size_t i = 0; i < std::min<std::size_t>(others.size(), 3); ++i) listed += (i ? ", " : "") + others[i];
  if (others.size() > 3) listed += ", ... (" + std::to_string(others.size()) + " in all)";
  throw unwritten(named, "it holds files tenbou did not write (" + listed +
                             "), and tenbou never replaces or removes them, --clean or not: give a new or empty folder, "
                             "or one tenbou published to (hidden files such as .git, and CNAME, may stay in it)");
}

/// Refuses --after-round K of a round without games: its pages would say "after round K" of a round never played.
void check_round(const Tournament& t, int round) {
  if (round == 0) return;
  try {
    round_outcomes(t, round);
  } catch (const TournamentError& e) {
    // "round: 5 has no games (...)" is said of the option; any other refusal (a damaged file) as it is.
    const std::string said = "round: ";
    if (!e.message.starts_with(said) || e.detail().value("field", "") != "round") throw;
    TournamentError refused = e;
    refused.message = "--after-round: round " + e.message.substr(said.size());
    refused.detail()["field"] = "--after-round";
    throw refused;
  }
}

/// "2026-11-28 14:05 (CET)": the UTC stamp `stamp` on the tournament's clocks.
std::string local_stamp(const SiteContent& c, const std::string& stamp) {
  const std::string text = c.settings.local_time().date_and_clock(parse_utc_stamp(stamp).value_or(0));
  const std::size_t zone = text.find(' ', text.find(' ') + 1);
  return zone == std::string::npos ? text : text.substr(0, zone) + " (" + text.substr(zone + 1) + ")";
}

/// The files that say when the site was published: tournament.json and the index in each language.
std::string index_file(Language language) { return std::string(language_code(language)) + "/index.html"; }

/// Those files for `stamp`.
std::vector<std::pair<std::string, std::string>> dated_files(const SiteContent& c, const std::vector<Language>& languages,
                                                             const std::string& stamp) {
  std::vector<std::pair<std::string, std::string>> out{{kSiteJson, tournament_json(c, stamp)}};
  for (Language l : languages) out.emplace_back(index_file(l), site_index(c, languages, l, local_stamp(c, stamp)));
  return out;
}

/// Whether a file an earlier publish wrote and this one did not goes: with --clean every one; without it, those that
/// would show what the site must not: a language not published (its figures would stay as they were), a round after
/// the one published (a site published after round 4, then with --after-round 2).
bool goes(const std::string& name, const PublishRequest& request, int as_of_round) {
  if (request.clean) return true;
  const std::size_t slash = name.find('/');
  if (slash == std::string::npos) return false;
  const std::optional<Language> language = language_of_code(name.substr(0, slash));
  if (language && std::find(request.languages.begin(), request.languages.end(), *language) == request.languages.end())
    return true;
  static const std::regex kRoundPage(R"(^(game-|round-|standings-after-round-)([0-9]{1,9})[-.])");
  std::smatch page;
  const std::string file = name.substr(slash + 1);
  if (!std::regex_search(file, page, kRoundPage)) return false;
  const int round = std::stoi(page[2]);
  return page[1] == "standings-after-round-" ? round >= as_of_round : round > as_of_round;
}

/// Whether this publish removes a page of the site before: a file not written again, not one of the dated ones.
bool removes_pages(const FolderBeingWritten& folder, const PublishRequest& request, int as_of_round) {
  for (const std::string& name : folder.not_written())
    if (name != kSiteJson &&
        std::none_of(request.languages.begin(), request.languages.end(), [&](Language l) { return name == index_file(l); }) &&
        goes(name, request, as_of_round))
      return true;
  return false;
}

}  // namespace

PublishReport publish_site(const Tournament& t, const PublishRequest& request) {
  check_round(t, request.after_round);
  FolderBeingWritten folder(request.folder, kManifest);  // held from here: of two publishes, the later reads later
  check_folder(folder, request.folder);
  const SiteContent c = read_site_content(t, request.after_round);
  const std::string site_json = folder.before(kSiteJson);  // of the site before: whose, and when published
  if (const auto other = other_tournament(site_json, t.info()); other && !request.clean)
    throw unwritten(request.folder, "it holds the site of another tournament, \"" + *other +
                                        "\": give a new or empty folder, or add --clean to replace that site");
  folder.put("style.css", page_style());
  folder.put("index.html", site_front(c, request.languages, c.settings.language));
  for (Language l : request.languages) {
    const std::string prefix = std::string(language_code(l)) + "/";
    site_pages(c, request.languages, l, [&](const std::string& name, std::string_view html) { folder.put(prefix + name, html); });
  }
  // The time of the publish that last changed the site: kept while nothing else changed (no page written anew, none
  // of the pages before removed by --clean).
  std::string stamp =
      folder.changed() == 0 && !removes_pages(folder, request, c.as_of_round) ? published_at(site_json) : "";
  std::vector<std::pair<std::string, std::string>> dated;
  if (!stamp.empty()) {
    dated = dated_files(c, request.languages, stamp);
    for (const auto& [name, content] : dated)
      if (!folder.holds(name, content)) stamp.clear();
  }
  if (stamp.empty()) {
    stamp = utc_now();
    dated = dated_files(c, request.languages, stamp);
  }
  for (const auto& [name, content] : dated) folder.put(name, content);
  const FolderSummary files = folder.finish(
      [&](const std::string& name) { return goes(name, request, c.as_of_round) ? Leftover::removed : Leftover::kept; });
  return {.files = files, .as_of_round = c.as_of_round, .published = local_stamp(c, stamp)};
}

}  // namespace tenbou

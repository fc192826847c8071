#include "report/group_standings_report.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "report/html_page.h"
#include "report/projector_pages.h"
#include "report/standings_report.h"

namespace tenbou {
namespace {

/// The members and their totals: "Anna +12.3, (Bo -4.0), Cy has no games", each name isolated for a page
/// (`isolated`), so that an Arabic or Hebrew name keeps its figures beside it.
std::string members_text(const GroupStanding& g, const Words& words, bool isolated) {
  std::string out;
  for (const GroupMember& m : g.members) {
    const std::string name = isolated ? isolated_name(m.name) : m.name;
    const std::string member = name + " " + words.number(m.total, true);
    out += (out.empty() ? "" : ", ") +
           (!m.played() ? words("groups.no_games", {{"name", name}}) : m.counted ? member : "(" + member + ")");
  }
  return out;
}

/// `kind`'s groups in the words of `words` (English: the text and CSV's), for a page where `isolated`.
TextTable group_table(const std::vector<GroupStanding>& groups, const GroupKind& kind, bool isolated,
                      const Words& words = words_in(Language::En)) {
  TextTable table({{words("standings.place"), true},
                   {words(kind.key == "country" ? "groups.country" : "groups.team"), false, false, "name"},
                   {words("standings.total"), true},
                   {words("groups.members"), false, false, "", false, TextTable::Fit::Wrap}});
  for (const GroupStanding& g : groups)
    table.add_row({g.placed ? place_text(g.place, g.shared) : "-", g.group, g.placed ? words.number(g.total, true) : "-",
                   members_text(g, words, isolated)});
  return table;
}

/// Which members the totals leave out, when some are: those in brackets (beyond the best K), those without games.
std::string counting_note(const std::vector<GroupStanding>& groups, const GroupKind& kind,
                          const Words& words = words_in(Language::En)) {
  const bool without_games = std::any_of(groups.begin(), groups.end(), [](const GroupStanding& g) {
    return std::any_of(g.members.begin(), g.members.end(), [](const GroupMember& m) { return !m.played(); });
  });
  if (kind.best > 0) return words(without_games ? "groups.brackets_nor_without_games" : "groups.brackets_not_counted");
  return without_games ? words("groups.without_games_not_counted") : "";
}

}  // namespace

std::string group_caption(const GroupKind& kind) {
  return (kind.key == "country" ? "Nations" : "Teams") +
         std::string(kind.best > 0 ? " (the best " + std::to_string(kind.best) + " of each count)" : " (every member counts)");
}

std::string group_standings_text(const std::string& tournament, const std::vector<GroupStanding>& groups,
                                 const GroupKind& kind, std::size_t width) {
  std::string out = fitted_lines(tournament + ": " + group_caption(kind), width) + "\n";
  if (groups.empty()) return out + (kind.key == "country" ? "No player has a country.\n" : "No teams.\n");
  if (const std::string n = counting_note(groups, kind); !n.empty()) out += n + "\n";
  out += "\n";
  return out + group_table(groups, kind, false).render(width);
}

std::string group_standings_html(const std::string& tournament, const std::vector<GroupStanding>& groups,
                                 const GroupKind& kind, int refresh_seconds, const Words& words, PageOptions frame) {
  const bool nations = kind.key == "country";
  frame.refresh_seconds = refresh_seconds;
  frame.language = words.language();
  const std::string caption = kind.best > 0 ? words(nations ? "groups.nations_best" : "groups.teams_best", {{"best", std::to_string(kind.best)}})
                                            : words(nations ? "groups.nations_all" : "groups.teams_all");
  const std::string note = counting_note(groups, kind, words);
  return html_page(words(nations ? "groups.nations_title" : "groups.teams_title", {{"tournament", tournament}}),
                   "<p class=\"note\">" + html_escape(caption) + "</p>\n" +
                       (note.empty() ? std::string() : "<p class=\"note\">" + html_escape(note) + "</p>\n") +
                       group_table(groups, kind, true, words).render_html("standings"),
                   frame);
}

std::string group_standings_projector_html(const std::string& tournament, const std::vector<GroupStanding>& groups,
                                           const GroupKind& kind, int round, int refresh_seconds, const LocalTime& zone,
                                           const Words& words) {
  const bool nations = kind.key == "country";
  ProjectorList list{.columns = {{words("standings.place"), true},
                                 {words(nations ? "groups.country" : "groups.team"), false, false, "name"},
                                 {words("standings.total"), true, false, "total"}}};
  for (const GroupStanding& g : groups)
    if (g.placed) list.rows.push_back({place_text(g.place, g.shared), g.group, words.number(g.total, true)});
  const std::string now = clock_now(zone);
  const std::string caption = kind.best > 0 ? words(nations ? "groups.nations_best" : "groups.teams_best", {{"best", std::to_string(kind.best)}})
                                            : words(nations ? "groups.nations_all" : "groups.teams_all");
  const std::string intro =
      "<p class=\"note\">" +
      html_escape((round > 0 ? words("standings.as_of_round", {{"round", std::to_string(round)}, {"time", now}})
                             : words("standings.as_of", {{"time", now}})) + " · " + caption) +
      "</p>\n";
  return projector_page(words(nations ? "groups.nations_title" : "groups.teams_title", {{"tournament", tournament}}), intro, list,
                        refresh_seconds, words);
}

std::string group_standings_json(const std::vector<GroupStanding>& groups, const GroupKind& kind) {
  nlohmann::json out = nlohmann::json::array();
  for (const GroupStanding& g : groups) {
    nlohmann::json members = nlohmann::json::array();
    for (const GroupMember& m : g.members)
      members.push_back({{"name", m.name}, {"total", m.total}, {"counted", m.counted}, {"games", m.games}});
    out.push_back({{"place", g.placed ? nlohmann::json(g.place) : nlohmann::json(nullptr)},
                   {"shared", g.shared},
                   {kind.key, g.group},
                   {"total", g.total},
                   {"members", members}});
  }
  return out.dump(2) + "\n";
}

std::string group_standings_csv(const std::vector<GroupStanding>& groups, const GroupKind& kind, const CsvStyle& style) {
  CsvWriter csv(style);
  csv.text("place").text(kind.key).text("total").text("name").text("member_total").text("counted");
  csv.end_row();
  for (const GroupStanding& g : groups)
    for (const GroupMember& m : g.members) {
      g.placed ? csv.text(place_text(g.place, g.shared)) : csv.empty();
      csv.text(g.group).number(g.total).text(m.name).number(m.total);
      csv.text(m.counted ? "yes" : m.played() ? "no" : "no games");
      csv.end_row();
    }
  return csv.str();
}

}  // namespace tenbou

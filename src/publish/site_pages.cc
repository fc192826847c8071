#include "publish/site_pages.h"

#include <algorithm>

#include "report/group_standings_report.h"
#include "report/html_page.h"
#include "report/player_list.h"
#include "report/round_report.h"
#include "report/score_sheet_page.h"
#include "report/seating_report.h"
#include "report/stage_standings_report.h"
#include "report/standings_report.h"
#include "report/stats_report.h"
#include "report/words.h"

namespace tenbou {
namespace {

std::string link(const std::string& href, const std::string& text) {
  return "<a href=\"" + html_escape(href) + "\">" + html_escape(text) + "</a>";
}

/// How the pages of one language are framed: the site's switch, its stylesheet and the links along the top.
struct SiteFrame {
  const SiteContent& c;
  const std::vector<Language>& languages;
  const Words& w;
  PageLinks links = PageLinks::site_files();

  PageOptions operator()(const std::string& file) const {
    PageOptions options{.language = w.language(), .links = links, .site_file = file, .site_languages = languages};
    options.navigation = "<nav class=\"links\">" + link(links.index(), w("pages.all_pages")) +
                         link(links.standings(), w("pages.standings")) + link(links.players(), w("pages.players")) +
                         link(links.stats(), w("site.statistics")) +
                         (c.seating ? link(links.seating(), w("site.seating")) : "") + "</nav>\n";
    return options;
  }
};

std::string players_page(const SiteContent& c, const SiteFrame& frame) {
  return html_page(frame.w("pages.players_title", {{"tournament", c.tournament.info().name}}),
                   player_links_html(c.tournament.players().all(), [&](RowId id) { return frame.links.player(id); }),
                   frame(frame.links.players()));
}

}  // namespace

void site_pages(const SiteContent& c, const std::vector<Language>& languages, Language language, const PutPage& put) {
  const Words& w = words_in(language);
  const SiteFrame frame{c, languages, w};
  const std::string& name = c.tournament.info().name;
  const PlayerDirectory& players = c.tournament.players();
  const std::vector<Standings>& by_round = c.figures.by_round;
  put(frame.links.standings(), standings_html(name, c.figures.standings, 0, w, frame(frame.links.standings()), by_round));
  for (int round = 1; round < c.as_of_round; ++round) {
    const std::string file = frame.links.standings_after(round);
    put(file, standings_html(name, by_round[static_cast<std::size_t>(round - 1)], 0, w, frame(file),
                             {by_round.begin(), by_round.begin() + round}));
  }
  for (std::size_t i = 0; i < c.stages.size(); ++i) {
    const std::string file = frame.links.stage(static_cast<int>(i) + 1);
    put(file, stage_standings_html(name, c.stages[i], 0, w, frame(file)));
  }
  if (!c.teams.empty())
    put(frame.links.teams(), group_standings_html(name, c.teams, {"team", 0}, 0, w, frame(frame.links.teams())));
  if (!c.nations.empty())
    put(frame.links.nations(), group_standings_html(name, c.nations, {"country", 0}, 0, w, frame(frame.links.nations())));
  for (int round = 1; round <= c.as_of_round; ++round) {
    const std::string file = frame.links.round(round);
    const auto open = c.playing.find(round);
    put(file, round_html(name, players, round, c.round_games(round), 0, w, frame(file),
                         open == c.playing.end() ? std::vector<int>{} : open->second));
  }
  put(frame.links.players(), players_page(c, frame));
  for (const PlayerRow& p : players.all()) {
    const std::string file = frame.links.player(p.id);
    put(file, player_html(name, players, player_report(c.figures, p), w, frame(file)));
  }
  for (const GameLog& log : c.games) {
    const std::string file = frame.links.game(log.ref());
    put(file, game_page_html(name, c.tournament.rules(), log, w, frame(file)));
  }
  put(frame.links.stats(), stats_html(name, c.tournament.rules(), c.figures.stats, c.figures.outcomes, 0, w,
                                         frame(frame.links.stats())));
  if (c.seating)
    put(frame.links.seating(),
        schedule_html(name, SeatingView{c.seating->schedule, c.seating_names}, w, frame(frame.links.seating())));
}

std::string site_index(const SiteContent& c, const std::vector<Language>& languages, Language language,
                       const std::string& published) {
  const Words& w = words_in(language);
  const SiteFrame frame{c, languages, w};
  const TournamentSettings& s = c.settings;
  std::string where = s.first_day.empty() ? "" : s.first_day + (s.last_day.empty() || s.last_day == s.first_day ? "" : " – " + s.last_day);
  for (const std::string& part : {s.city, s.country})
    if (!part.empty()) where += (where.empty() ? "" : ", ") + part;
  std::string body = where.empty() ? "" : "<p>" + html_escape(where) + "</p>\n";
  body += "<p class=\"note\">" +
          html_escape(c.as_of_round > 0 ? w("site.as_of", {{"round", std::to_string(c.as_of_round)}, {"time", published}})
                                        : w("site.nothing_yet", {{"time", published}})) +
          "</p>\n";
  if (const auto open = c.playing.find(c.as_of_round); open != c.playing.end()) {
    const std::size_t finished = c.round_games(c.as_of_round).size();
    body += "<p class=\"note\">" +
            html_escape(w("site.round_open", {{"round", std::to_string(c.as_of_round)},
                                              {"finished", std::to_string(finished)},
                                              {"tables", std::to_string(finished + open->second.size())}})) +
            "</p>\n";
  }
  if (c.as_of_round > 0) {
    body += "<h2>" + html_escape(w("pages.rounds")) + "</h2>\n<nav class=\"links\">";
    for (int r = 1; r <= c.as_of_round; ++r) body += link(frame.links.round(r), w("pages.round", {{"round", std::to_string(r)}}));
    body += "</nav>\n<h2>" + html_escape(w("pages.standings")) + "</h2>\n<nav class=\"links\">";
    for (int r = 1; r < c.as_of_round; ++r)
      body += link(frame.links.standings_after(r), w("site.after_round", {{"round", std::to_string(r)}}));
    body += link(frame.links.standings(), w("site.after_round", {{"round", std::to_string(c.as_of_round)}}));
    for (std::size_t i = 0; i < c.stages.size(); ++i) body += link(frame.links.stage(static_cast<int>(i) + 1), c.stages[i].rule.name);
    if (!c.teams.empty()) body += link(frame.links.teams(), w("site.teams"));
    if (!c.nations.empty()) body += link(frame.links.nations(), w("site.nations"));
    body += "</nav>\n";
  }
  body += "<p class=\"note\">" + html_escape(w("site.data")) + " " + link("../tournament.json", "tournament.json") + "</p>\n";
  return html_page(c.tournament.info().name, body, frame(frame.links.index()));
}

std::string site_front(const SiteContent& c, const std::vector<Language>& languages, Language language) {
  const Language opened = std::find(languages.begin(), languages.end(), language) != languages.end() ? language : languages.front();
  const std::string body =
      language_links(languages, std::nullopt, [](const std::string& code) { return code + "/index.html"; });
  PageOptions options{.language = opened, .site_file = "index.html", .site_root = ""};
  options.redirect = std::string(language_code(opened)) + "/index.html";
  return html_page(c.tournament.info().name, body, options);
}

}  // namespace tenbou

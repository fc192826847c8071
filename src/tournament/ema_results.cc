#include "tournament/ema_results.h"

#include <algorithm>
#include <set>

#include "tournament/audit.h"

namespace tenbou {

MersWeight mers_weight(int days, int players, int countries, bool qualification) {
  MersWeight w;
  w.days = std::clamp(days, 0, 3);
  w.players = players > 80 ? 1.0 : players > 40 ? 0.5 : 0.0;
  w.countries = countries >= 10 ? 1.0 : countries >= 6 ? 0.5 : 0.0;
  w.qualification = qualification ? 1.0 : 0.0;
  return w;
}

int mers_base_rank(int players, int place) {
  if (players <= 1) return 1000;
  const long long numerator = 2000LL * (players - place) + (players - 1);
  return static_cast<int>(numerator / (2LL * (players - 1)));
}

std::pair<std::string, std::string> split_name(const std::string& name) {
  auto trim = [](std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return std::string(s);
  };
  if (const auto comma = name.find(','); comma != std::string::npos)
    return {trim(std::string_view(name).substr(comma + 1)), trim(std::string_view(name).substr(0, comma))};
  const auto space = name.find(' ');
  if (space == std::string::npos) return {"", name};
  return {name.substr(0, space), trim(std::string_view(name).substr(space + 1))};
}

bool EmaResults::ready() const {
  return std::none_of(preflight.begin(), preflight.end(), [](const PreflightIssue& i) { return i.blocking; });
}

EmaResults ema_results(const Tournament& t) {
  EmaResults out;
  out.tournament = t.info().name;
  out.ruleset = t.rules().name;
  out.settings = read_settings(t);
  auto block = [&](std::string message) { out.preflight.push_back({true, std::move(message)}); };
  auto warn = [&](std::string message) { out.preflight.push_back({false, std::move(message)}); };

  if (out.settings.city.empty()) block("the city is not set: tenbou tournament set city \"...\"");
  if (out.settings.country.empty()) block("the host country is not set: tenbou tournament set country AUT");
  if (out.settings.first_day.empty()) block("the dates are not set: tenbou tournament set dates 2026-11-21..2026-11-22");

  const AuditReport audited = audit(t);
  for (const GameAudit& g : audited.per_game) {
    if (!g.replays) block("game " + g.game.text() + ": its stored figures differ from its entries (run tenbou audit)");
    else if (!g.finished) block("game " + g.game.text() + " is not finished");
    else if (!g.zero_sum) block("game " + g.game.text() + " is not zero-sum (off by " + std::to_string(g.imbalance) + ")");
  }

  const Standings standings = compute_standings(t, {});
  std::vector<const Standing*> ranked;
  for (const Standing& s : standings.rows)
    if (s.games > 0) ranked.push_back(&s);  // in standings order
  out.players = static_cast<int>(ranked.size());
  std::set<std::string> countries;
  int place = 0, previous = 0;
  for (std::size_t i = 0; i < ranked.size(); ++i) {
    const Standing* s = ranked[i];
    if (s->place != previous) place = static_cast<int>(i) + 1;  // players without games dropped out above
    previous = s->place;
    const PlayerRow& p = s->player;
    if (!p.country.empty()) countries.insert(p.country);
    if (p.ema.empty()) warn(p.name + " has no EMA number (listed as a non-member)");
    if (p.country.empty()) warn(p.name + " has no country");
    auto [first, last] = split_name(p.name);
    out.rows.push_back({place, last, first, p.ema, p.country, s->total, mers_base_rank(out.players, s->place)});
  }
  if (out.players == 0) block("no player has a finished game yet");
  out.countries = static_cast<int>(countries.size());
  out.weight = mers_weight(out.settings.days, out.players, out.countries, out.settings.qualification);
  return out;
}

}  // namespace tenbou

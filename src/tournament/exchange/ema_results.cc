#include "tournament/exchange/ema_results.h"

#include <array>
#include <unordered_map>

#include <algorithm>
#include <set>

#include "tournament/audit.h"
#include "tournament/standings/who_counts.h"

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

namespace {

std::string trimmed(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return std::string(s);
}

/// Whether `text` holds a letter of a script whose names put the family name first (Han, kana, Hangul).
bool family_name_first_script(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    const int length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4;
    char32_t c = length == 1 ? byte : byte & (0x7F >> length);
    for (int k = 1; k < length && i + k < text.size(); ++k) c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    if ((c >= 0x1100 && c <= 0x11FF) || (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) ||
        (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x20000 && c <= 0x3FFFF))
      return true;
    i += static_cast<std::size_t>(length);
  }
  return false;
}

}  // namespace

EmaName ema_name(const PlayerRow& p) {
  if (!p.family.empty()) return {p.given, p.family, true};
  const std::string& name = p.name;
  if (const auto comma = name.find(','); comma != std::string::npos)
    return {trimmed(std::string_view(name).substr(comma + 1)), trimmed(std::string_view(name).substr(0, comma)), true};
  const auto space = name.find(' ');
  // One word: a mononym where names put the given name first, a given and a family name written together in Han,
  // kana or Hangul (山田太郎), which only a person can part.
  if (space == std::string::npos) return {"", name, !family_name_first_script(name)};
  const std::string first = name.substr(0, space), rest = trimmed(std::string_view(name).substr(space + 1));
  if (family_name_first_script(name)) return {rest, first, false};
  return {first, rest, rest.find(' ') == std::string::npos};
}

bool EmaResults::ready() const {
  return std::none_of(preflight.begin(), preflight.end(), [](const PreflightIssue& i) { return i.blocking; });
}

EmaResults ema_results(const Tournament& t, bool replay_games) {
  EmaResults out;
  out.tournament = t.info().name;
  out.ruleset = t.rules().name;
  out.settings = read_settings(t);
  auto block = [&](std::string message) { out.preflight.push_back({true, std::move(message)}); };
  auto warn = [&](std::string message) { out.preflight.push_back({false, std::move(message)}); };

  if (out.settings.city.empty()) block("the city is not set: tenbou tournament set city \"...\"");
  if (out.settings.country.empty()) block("the host country is not set: tenbou tournament set country AUT");
  if (out.settings.first_day.empty()) block("the dates are not set: tenbou tournament set dates 2026-11-21..2026-11-22");

  const AuditReport audited = replay_games ? audit(t) : AuditReport{};
  for (const GameAudit& g : audited.per_game) {
    if (!g.replays) block("game " + g.game.text() + ": its stored figures differ from its entries (run tenbou audit)");
    else if (!g.finished) block("game " + g.game.text() + " is not finished");
    else if (!g.zero_sum) block("game " + g.game.text() + " is not zero-sum (off by " + std::to_string(g.imbalance) + ")");
  }

  const Standings standings = compute_standings(t, {});
  // Table points, as the setting ema-table-points says: the uma of each game counted, or 4, 2, 1, 0 by place.
  std::unordered_map<RowId, double> table_points;
  if (out.settings.ema_table_points != "none")
    for (const GameOutcome& o : game_outcomes(t, 0, false))
      if (o.counted())
        for_each_seat([&](Seat seat) {
          const int place = o.final->places[seat];
          table_points[o.game.players[seat.index]] += out.settings.ema_table_points == "uma"
                                                          ? static_cast<double>(o.final->uma[seat])
                                                          : std::array<double, 4>{4, 2, 1, 0}[static_cast<std::size_t>(std::clamp(place, 1, 4) - 1)];
        });
  // The players with a counted game (who_counts.h): the ranked ones in standings order, then those the settings
  // do not rank; players without one are not listed.
  std::vector<const Standing*> listed;
  for (const Standing& s : standings.rows)
    if (in_results(s)) listed.push_back(&s);
  const MersPlayers counted_players = mers_players(standings);
  out.ranked = counted_players.ranked;
  out.unranked = counted_players.unranked;
  out.substitutes = counted_players.substitutes_counted;
  out.players = counted_players.players();
  const int ranked = out.ranked;
  for (const Standing* s : listed) {
    const PlayerRow& p = s->player;
    if (p.ema.empty()) warn(p.name + " has no EMA number (listed as a non-member)");
    if (p.country.empty()) warn(p.name + " has no country");
    const EmaName name = ema_name(p);
    if (!name.certain) {
      const bool one_word = name.given.empty();
      const std::string why =
          p.name + (one_word ? ": the given and the family name cannot be told apart in a name of one word (the file "
                               "would give it all as the family name): "
                             : ": which part is the given and which the family name is not certain (the file would "
                               "say " + name.family + ", " + name.given + "): ");
      block(why + "tenbou player edit \"" + p.name + "\" given \"" + (one_word ? "..." : name.given) + "\" family \"" +
            (one_word ? "..." : name.family) + "\" reason \"EMA name\"");
      out.preflight.back().fields = {"given", "family", "reason"};
      out.preflight.back().fields_from = why.size();
    }
    // A player without a place is listed without a base rank too: the EMA ranks the tournament's entrants only.
    // A stage's players are scored by their stage total: the figure their final places follow.
    out.rows.push_back({s->place, name.family, name.given, p.ema, p.country, s->stage_total.value_or(s->total),
                        s->place > 0 ? mers_base_rank(ranked, s->place) : 0, table_points[p.id], s->substitute});
  }
  if (out.players == 0) block("no player has a finished game yet");
  out.countries = counted_players.countries;
  out.weight = mers_weight(out.settings.days, out.players, out.countries, out.settings.qualification);
  return out;
}

}  // namespace tenbou

#include "report/tournament_text.h"

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

std::string or_unset(const std::string& value) { return value.empty() ? "(not set)" : value; }

std::string one_decimal(double value) { return format_decimal(value, 1); }

}  // namespace

std::string mers_players_words(const MersPlayers& m) {
  std::string out = counted(m.players(), "player") + " with a counted game from " + counted(m.countries, "country", "countries") +
                    ": " + std::to_string(m.ranked) + " ranked";
  if (m.unranked > 0) out += ", " + std::to_string(m.unranked) + " not ranked (withdrawn)";
  if (m.substitutes > 0)
    out += ", " + counted(m.substitutes_counted, "substitute") +
           (m.substitutes > m.substitutes_counted ? " (of " + std::to_string(m.substitutes) + ": up to three count)" : "");
  return out;
}

std::string tournament_text(const TournamentOverview& o, std::size_t width) {
  const TournamentSettings& s = o.settings;
  std::string out = o.info.name + "\n";
  out += "  ruleset:       " + o.info.ruleset_name + " (" + o.ruleset_title + ")\n";
  out += "  created:       " + s.local_time().stamp(o.info.created_at) + "\n";
  out += "  city:          " + or_unset(s.city) + "\n";
  out += "  country:       " + or_unset(s.country) + "\n";
  out += "  dates:         " + (s.first_day.empty() ? "(not set)" : s.first_day == s.last_day ? s.first_day
                                                                  : s.first_day + " to " + s.last_day) + "\n";
  out += "  days:          " + (s.days > 0 ? std::to_string(s.days) : "(not set)") + "\n";
  out += "  qualification: " + std::string(s.qualification ? "yes" : "no") + "\n";
  out += "  tie-breaks:    " + (s.tie_breaks ? tie_breaks_words(*s.tie_breaks) : "shared places (not set)") + "\n";
  out += "  substitutes:   " + std::string(s.substitutes_ranked ? "ranked" : "not ranked (listed after the ranked players)") + "\n";
  out += "  withdrawn:     " + std::string(s.withdrawn_ranked ? "ranked (marked)" : "not ranked (listed after the ranked players)") + "\n";
  out += "  absent-result: " + (s.absent_result ? format_points(*s.absent_result, true) + " for a round missed"
                                                : std::string("none (a round missed is left out)")) + "\n";
  out += "  session-end:   " + (s.session_end.empty() ? std::string("(not set)") : s.session_end) + "\n";
  out += "  timezone:      " + s.local_time().name() + (s.timezone.empty() ? " (this machine's; not set)" : "") + "\n";
  out += std::string("  language:      ") + language_code(s.language) + " (the pages players read)\n";
  out += "  csv:           " + std::string(s.csv_delimiter == ';' ? "semicolon" : s.csv_delimiter == '\t' ? "tab" : "comma") +
         "-separated" + (s.csv_bom ? ", with a byte-order mark" : "") + "\n";
  out += "  players:       " + std::to_string(o.players) + " from " + std::to_string(o.countries) + " countries" +
         (o.substitutes > 0 ? " (" + counted(o.substitutes, "substitute") + ")" : "") + "\n";
  out += "  games:         " + std::to_string(o.games) + " in " + counted(o.rounds, "round") + ", " +
         std::to_string(o.finished) + " finished\n";
  const MersWeight& w = o.weight;
  out += "  MERS weight:   " + one_decimal(w.total()) + " (days " + one_decimal(w.days) + " + players " +
         one_decimal(w.players) + " + countries " + one_decimal(w.countries) + " + qualification " +
         one_decimal(w.qualification) + ")\n";
  out += "                 over " + mers_players_words(o.mers_players) + "\n";
  if (o.history.empty()) return fitted_lines(out, width);
  TextTable table({{"Setting"}, {"Value"}, {"By"}, {"When", false, false, "", false, TextTable::Fit::Keep}, {"Reason", false, false, "", false, TextTable::Fit::Wrap}});
  const LocalTime zone = s.local_time();
  for (const SettingRow& r : o.history) table.add_row({r.key, r.value, r.entered_by, zone.stamp(r.entered_at), r.reason});
  return fitted_lines(out + "\nChanges:\n" + table.render(width), width);
}

std::string tournament_json(const TournamentOverview& o) {
  const TournamentSettings& s = o.settings;
  nlohmann::json history = nlohmann::json::array();
  for (const SettingRow& r : o.history)
    history.push_back({{"key", r.key}, {"value", r.value}, {"by", r.entered_by}, {"at", r.entered_at}, {"reason", r.reason}});
  return nlohmann::json{{"name", o.info.name},
                        {"ruleset", o.info.ruleset_name},
                        {"created_at", o.info.created_at},
                        {"city", s.city},
                        {"country", s.country},
                        {"first_day", s.first_day},
                        {"last_day", s.last_day},
                        {"days", s.days},
                        {"qualification", s.qualification},
                        {"tie_breaks", s.tie_breaks ? tie_breaks_text(*s.tie_breaks) : "none"},
                        {"substitutes", s.substitutes_ranked ? "ranked" : "unranked"},
                        {"withdrawn", s.withdrawn_ranked ? "ranked" : "unranked"},
                        {"absent_result", s.absent_result ? nlohmann::json(*s.absent_result) : nlohmann::json("none")},
                        {"session_end", s.session_end.empty() ? nlohmann::json(nullptr) : nlohmann::json(s.session_end)},
                        {"timezone", s.local_time().name()},
                        {"language", language_code(s.language)},
                        {"csv_delimiter", s.csv_delimiter == ';' ? "semicolon" : s.csv_delimiter == '\t' ? "tab" : "comma"},
                        {"csv_bom", s.csv_bom},
                        {"players", o.players},
                        {"substitute_players", o.substitutes},
                        {"countries", o.countries},
                        {"games", o.games},
                        {"finished_games", o.finished},
                        {"rounds", o.rounds},
                        {"mers_weight", {{"total", o.weight.total()},
                                         {"counted_players", o.mers_players.players()},
                                         {"ranked_players", o.mers_players.ranked},
                                         {"unranked_players", o.mers_players.unranked},
                                         {"counted_substitutes", o.mers_players.substitutes_counted},
                                         {"counted_countries", o.mers_players.countries},
                                         {"days", o.weight.days},
                                         {"players", o.weight.players},
                                         {"countries", o.weight.countries},
                                         {"qualification", o.weight.qualification}}},
                        {"history", history}}
             .dump(2) +
         "\n";
}

}  // namespace tenbou

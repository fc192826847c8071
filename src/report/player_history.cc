#include "report/player_history.h"

#include <nlohmann/json.hpp>

#include "report/player_list.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

nlohmann::json text_or_null(const std::string& s) { return s.empty() ? nlohmann::json(nullptr) : nlohmann::json(s); }

/// {"id", "name", "given", "family", "ema", "country", "club"}, details not given null.
nlohmann::json player_row_json(const PlayerRow& p) {
  return {{"id", p.id},
          {"name", p.name},
          {"given", text_or_null(p.given)},
          {"family", text_or_null(p.family)},
          {"ema", text_or_null(p.ema)},
          {"country", text_or_null(p.country)},
          {"club", text_or_null(p.club)}};
}

}  // namespace

std::string player_history_text(const PlayerHistory& history, const LocalTime& zone, std::size_t width) {
  TextTable table({{"When", false, false, "", false, TextTable::Fit::Keep}, {"By"}, {"What", false, false, "", false, TextTable::Fit::Wrap}, {"Why", false, false, "", false, TextTable::Fit::Wrap}});
  for (const PlayerEvent& e : history.events)
    table.add_row({zone.stamp(e.at), e.by.empty() ? "-" : e.by, e.what, e.reason.empty() ? "-" : e.reason});
  return fitted_lines(player_description(history.player) + "\n" + table.render(width), width);
}

nlohmann::json player_events_json(const std::vector<PlayerEvent>& events) {
  nlohmann::json out = nlohmann::json::array();
  for (const PlayerEvent& e : events)
    out.push_back({{"at", e.at}, {"by", text_or_null(e.by)}, {"what", e.what}, {"reason", text_or_null(e.reason)}});
  return out;
}

std::string player_history_json(const PlayerHistory& history) {
  return nlohmann::json{{"player", player_row_json(history.player)}, {"history", player_events_json(history.events)}}
             .dump(2) +
         "\n";
}

std::string player_correction_text(const PlayerCorrection& done) {
  std::string out;
  if (done.duplicate) {
    out = done.duplicate->name + " merged into " + player_description(done.after) + ": " +
          std::to_string(done.games_moved) + (done.games_moved == 1 ? " game" : " games") +
          " now count as theirs.";
  } else {
    out = done.before.name + " corrected: ";
    for (std::size_t i = 0; i < done.changes.size(); ++i) out += (i ? "; " : "") + done.changes[i];
    return out + ".";
  }
  for (const std::string& note : done.changes) out += " Note: " + note + " (tenbou player edit to add it).";
  return out;
}

}  // namespace tenbou

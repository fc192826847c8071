#include "report/audit_text.h"

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "formats/json_writer.h"
#include "report/text_table.h"

namespace tenbou {

namespace {

std::string corrections_text(const AuditReport& r, const LocalTime& zone, std::size_t width) {
  TextTable table({{"When", false, false, "", false, TextTable::Fit::Keep}, {"By"}, {"What", false, false, "", false, TextTable::Fit::Wrap}, {"Reason", false, false, "", false, TextTable::Fit::Wrap}});
  for (const AuditCorrection& c : r.corrections) table.add_row({zone.stamp(c.at), c.by.empty() ? "-" : c.by, c.what, c.reason});
  return "\nCorrections: " + std::to_string(r.corrections.size()) + "\n" + (r.corrections.empty() ? "" : table.render(width));
}

}  // namespace

std::string audit_text(const AuditReport& r, bool corrections, const LocalTime& zone, std::size_t width) {
  std::string out = "Audit: " + counted(r.games, "game") + ", " + counted(r.hands, "hand") + " from " +
                    counted(r.entries, "entry", "entries") + " replayed; file integrity: " + r.integrity + "\n";
  int replays = 0, finished = 0, zero_sum = 0, unawarded = 0, voided = 0;
  for (const GameAudit& g : r.per_game) {
    voided += g.voided;
    replays += g.replays;
    finished += g.finished;
    zero_sum += g.finished && g.zero_sum;
    unawarded += g.sticks_unawarded;
  }
  out += "Games replaying to their stored figures: " + std::to_string(replays) + " of " + std::to_string(r.games) +
         (voided ? " (" + std::to_string(voided) + " voided, counted nowhere)" : "") +
         "; finished tables zero-sum before chombo penalties: " + std::to_string(zero_sum) + " of " +
         std::to_string(finished) + "\n";
  const std::string listed = corrections ? corrections_text(r, zone, width) : "";
  if (unawarded > 0)
    out += counted(unawarded, "riichi stick stays", "riichi sticks stay") +
           " on the table at the end of games: the ruleset does not award them\n";
  if (r.findings.empty())
    return fitted_lines(out + "No differences: every stored figure matches the replay of the entries.\n" + listed, width);
  out += counted(static_cast<long long>(r.findings.size()), "difference") + ":\n";
  for (const AuditFinding& f : r.findings) out += "  game " + f.game.text() + ": " + f.message + "\n";
  return fitted_lines(out + listed, width);
}

std::string audit_json(const AuditReport& r, bool corrections) {
  std::string out;
  JsonWriter json(out);
  json.begin_object()
      .key("games").value(r.games)
      .key("hands").value(r.hands)
      .key("entries").value(r.entries)
      .key("integrity").value(r.integrity)
      .key("clean").value(r.clean())
      .key("findings").begin_array();
  for (const AuditFinding& f : r.findings)
    json.begin_object().key("game").value(f.game.text()).key("message").value(f.message).end_object();
  json.end_array().key("games_checked").begin_array();
  for (const GameAudit& g : r.per_game) {
    json.begin_object().key("game").value(g.game.text()).key("replays").value(g.replays).key("finished").value(g.finished);
    if (g.voided) json.key("voided").value(true);
    if (g.finished)
      json.key("zero_sum").value(g.zero_sum).key("imbalance").value(g.imbalance).key("sticks_unawarded").value(g.sticks_unawarded);
    json.end_object();
  }
  json.end_array();
  if (corrections) {
    json.key("corrections").begin_array();
    for (const AuditCorrection& c : r.corrections) {
      json.begin_object().key("what").value(c.what).key("by").value(c.by).key("at").value(c.at);
      json.key("reason").value(c.reason).end_object();
    }
    json.end_array();
  }
  json.end_object();
  return out;
}

std::string rebuild_text(const RebuildSummary& summary) {
  const auto games = [](int n) { return std::to_string(n) + (n == 1 ? " game" : " games"); };
  std::string out = summary.rewritten == 0
                        ? "The stored figures of all " + games(summary.games) + " already match their entries.\n"
                        : "Rebuilt the stored figures of " + std::to_string(summary.rewritten) + " of " +
                              games(summary.games) + " from their entries.\n";
  for (const GameRef& g : summary.unreplayable)
    out += "Game " + g.text() + " was left as it was: its entries do not replay (see below).\n";
  return out;
}

}  // namespace tenbou

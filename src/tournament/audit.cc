#include "tournament/audit.h"

#include <algorithm>
#include <sstream>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "base/unicode.h"
#include "rules/points_text.h"
#include "tournament/people/player_corrections.h"
#include "tournament/standings/penalties.h"
#include "tournament/standings/game_outcomes.h"
#include "tournament/store_access.h"

namespace tenbou {
namespace {

/// Adds a finding for each figure in which `stored` differs from `derived`.
void compare_state(const GameRef& ref, const GameStateRow& stored, const GameStateRow& derived,
             std::vector<AuditFinding>& findings) {
  auto check = [&](const char* what, const auto& was, const auto& is) {
    if (was == is) return;
    std::ostringstream text;
    text << what << ": stored " << was << ", the entries replay to " << is;
    findings.push_back({ref, unicode::printable(text.str())});
  };
  check("entries replayed", stored.entries, derived.entries);
  check("hands", stored.hands, derived.hands);
  check("next round", stored.next_round, derived.next_round);
  check("counters", stored.honba, derived.honba);
  check("riichi sticks", stored.riichi_sticks, derived.riichi_sticks);
  check("scores", stored.scores_json, derived.scores_json);
  check("finished", stored.finished, derived.finished);
  check("voided", stored.voided, derived.voided);
  check("final result", stored.final_json.empty() ? "none" : stored.final_json,
        derived.final_json.empty() ? "none" : derived.final_json);
  if (!stored.tallies_json.empty()) check("tallies", stored.tallies_json, derived.tallies_json);
}

/// Checks that a finished table's results, chombo penalties left out, add up to zero. Sticks the ruleset
/// does not award at the end are named rather than counted as a finding.
void check_zero_sum(const Ruleset& rules, const GameLog& log, GameAudit& out, std::vector<AuditFinding>& findings) {
  const FinalResult& f = *log.sheet.final_result;
  Points sum = 0, awarded = 0;
  for_each_seat([&](Seat s) {
    sum += f.results[s] - f.penalties[s];
    awarded += f.leftover_riichi[s];
  });
  const Points unawarded = Points{log.sheet.state.riichi_sticks} * rules.riichi_deposit - awarded;
  out.sticks_unawarded = static_cast<int>(unawarded / rules.riichi_deposit);
  out.imbalance = sum + unawarded;
  out.zero_sum = out.imbalance == 0;
  if (!out.zero_sum)
    findings.push_back({out.game, "the table is not zero-sum: results before chombo penalties add up to " +
                                      std::to_string(out.imbalance)});
}

/// What a correction entry did, in words ("hand 5 voided").
std::string corrected(const EntryRow& e) {
  const std::string hand = "hand " + std::to_string(e.hand);
  switch (e.kind) {
    case EntryKind::Amend: return hand + " amended";
    case EntryKind::Void: return hand + " voided";
    case EntryKind::Restore: return hand + " restored";
    case EntryKind::Reopen: return "reopened";
    case EntryKind::Seats: return "seats corrected";
    case EntryKind::VoidGame: return "game voided";
    case EntryKind::RestoreGame: return "game restored";
    case EntryKind::Result: return e.reason.empty() ? "" : "result from the score sheet replaced";
    case EntryKind::Hand:
    case EntryKind::Finish: break;
  }
  return "";
}

}  // namespace

AuditReport audit(const Tournament& t) {
  AuditReport report;
  report.integrity = t.store().integrity_check();

  std::unordered_map<RowId, GameStateRow> states;
  for (GameStateRow& s : t.store().states()) states.emplace(s.game, std::move(s));
  std::unordered_map<RowId, GameRef> voided;

  for_each_game_log(t, [&](GameLog& log, const std::optional<ReplayError>& error) {
    const GameRef ref = log.ref();
    ++report.games;
    GameAudit& verdict = report.per_game.emplace_back();
    verdict.game = ref;
    report.entries += static_cast<int>(log.entries.size());
    for (const EntryRow& e : log.entries)
      if (const std::string what = corrected(e); !what.empty())
        report.corrections.push_back({e.id, "game " + ref.text() + ": " + what, e.entered_by, e.entered_at, e.reason});
    if (MaybeProblem p = check_start_scores(t.rules(), log.start))
      report.findings.push_back({ref, "its stored start breaks the rules: " + p->message});
    if (error) {
      report.findings.push_back({ref, "the entries no longer replay: hand " + std::to_string(error->hand) + ": " +
                                          error->message});
      return;
    }
    report.hands += static_cast<int>(log.sheet.lines.size());
    const auto stored = states.find(log.game.id);
    if (stored == states.end()) {
      report.findings.push_back({ref, "no stored figures for this game"});
      return;
    }
    const std::size_t before = report.findings.size();
    compare_state(ref, stored->second, derive_state(log), report.findings);
    verdict.replays = report.findings.size() == before;
    verdict.finished = log.sheet.final_result.has_value();
    verdict.voided = log.voided;
    if (verdict.finished) check_zero_sum(t.rules(), log, verdict, report.findings);
    if (log.voided) voided.emplace(log.game.id, ref);
  });
  try {
    for (const GameOutcome& o : game_outcomes(t, 0, false))
      if (const auto it = voided.find(o.game.id); it != voided.end())
        report.findings.push_back({it->second, "the game is voided but counts in the standings"});
  } catch (const TournamentError& damaged) {  // damaged_figures: its game is among those checked above
    const std::string game = damaged.detail().value("game", "");
    for (const GameAudit& g : report.per_game)
      if (g.game.text() == game) report.findings.push_back({g.game, damaged.message});
  }
  std::sort(report.corrections.begin(), report.corrections.end(), [](const AuditCorrection& a, const AuditCorrection& b) {
    return a.at != b.at ? a.at < b.at : a.entry < b.entry;
  });
  // Corrections of players and cancelled penalties come after those of games made in the same second.
  for (PlayerEvent& e : player_corrections(t))
    report.corrections.push_back({0, std::move(e.what), std::move(e.by), std::move(e.at), std::move(e.reason)});
  for (const PenaltyView& v : list_penalties(t))
    if (const std::optional<PenaltyRow>& c = v.cancelled_by)
      report.corrections.push_back({0,
                                    "penalty " + std::to_string(v.penalty.id) + " cancelled (" +
                                        t.players().by_id(v.penalty.player).name + " " + format_points(-v.penalty.points) + ")",
                                    c->entered_by, c->entered_at, c->reason});
  std::stable_sort(report.corrections.begin(), report.corrections.end(),
                   [](const AuditCorrection& a, const AuditCorrection& b) { return a.at < b.at; });
  return report;
}

RebuildSummary rebuild_figures(Tournament& t) {
  TournamentWrite tx(t);
  std::unordered_map<RowId, GameStateRow> states;
  for (GameStateRow& s : t.store().states()) states.emplace(s.game, std::move(s));
  RebuildSummary summary;
  for_each_game_log(t, [&](GameLog& log, const std::optional<ReplayError>& error) {
    if (error) {
      summary.unreplayable.push_back(log.ref());
      return;
    }
    ++summary.games;
    const GameStateRow derived = derive_state(log);
    const auto stored = states.find(log.game.id);
    std::vector<AuditFinding> differences;
    if (stored != states.end()) compare_state(log.ref(), stored->second, derived, differences);
    if (stored != states.end() && differences.empty()) return;
    t.store().write_state(derived);
    ++summary.rewritten;
  });
  tx.commit();
  return summary;
}

}  // namespace tenbou

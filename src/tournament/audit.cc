#include "tournament/audit.h"

#include <unordered_map>
#include <sstream>

namespace tenbou {
namespace {

/// Adds a finding for each figure in which `stored` differs from `derived`.
void compare(const GameRef& ref, const GameStateRow& stored, const GameStateRow& derived,
             std::vector<AuditFinding>& findings) {
  auto check = [&](const char* what, const auto& was, const auto& is) {
    if (was == is) return;
    std::ostringstream text;
    text << what << ": stored " << was << ", the entries replay to " << is;
    findings.push_back({ref, text.str()});
  };
  check("entries replayed", stored.entries, derived.entries);
  check("hands", stored.hands, derived.hands);
  check("next round", stored.next_round, derived.next_round);
  check("counters", stored.honba, derived.honba);
  check("riichi sticks", stored.riichi_sticks, derived.riichi_sticks);
  check("scores", stored.scores_json, derived.scores_json);
  check("finished", stored.finished, derived.finished);
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

}  // namespace

AuditReport audit(const Tournament& t) {
  AuditReport report;
  report.integrity = t.store().integrity_check();

  std::unordered_map<RowId, GameStateRow> states;
  for (GameStateRow& s : t.store().states()) states.emplace(s.game, std::move(s));

  for_each_game_log(t, [&](GameLog& log, const std::optional<ReplayError>& error) {
    const GameRef ref = log.ref();
    ++report.games;
    GameAudit& verdict = report.per_game.emplace_back();
    verdict.game = ref;
    report.entries += static_cast<int>(log.entries.size());
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
    compare(ref, stored->second, derive_state(log), report.findings);
    verdict.replays = report.findings.size() == before;
    verdict.finished = log.sheet.final_result.has_value();
    if (verdict.finished) check_zero_sum(t.rules(), log, verdict, report.findings);
  });
  return report;
}

}  // namespace tenbou

#include "tournament/audit.h"

#include <map>
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
}

}  // namespace

AuditReport audit(Tournament& t) {
  AuditReport report;
  SQLite::Statement integrity(t.db(), "PRAGMA integrity_check");
  while (integrity.executeStep())
    report.integrity += (report.integrity.empty() ? "" : "; ") + integrity.getColumn(0).getString();

  std::map<RowId, std::vector<EntryRow>> entries;
  for (EntryRow& e : t.store().all_entries()) entries[e.game].push_back(std::move(e));
  std::map<RowId, GameStateRow> states;
  for (GameStateRow& s : t.store().states()) states.emplace(s.game, std::move(s));

  for (const GameRow& game : t.store().games()) {
    const GameRef ref{game.round, game.table};
    ++report.games;
    GameLog log = prepare_log(t, game, std::move(entries[game.id]));
    report.entries += static_cast<int>(log.entries.size());
    if (auto error = rebuild(t.rules(), log)) {
      report.findings.push_back({ref, "the entries no longer replay: hand " + std::to_string(error->hand) + ": " +
                                          error->message});
      continue;
    }
    report.hands += static_cast<int>(log.sheet.lines.size());
    const auto stored = states.find(game.id);
    if (stored == states.end()) {
      report.findings.push_back({ref, "no stored figures for this game"});
      continue;
    }
    compare(ref, stored->second, derive_state(log), report.findings);
  }
  return report;
}

}  // namespace tenbou

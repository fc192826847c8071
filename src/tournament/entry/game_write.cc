#include "tournament/entry/game_write.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "record/game_record_limits.h"
#include "tournament/standings/cut_watch.h"
#include "tournament/store_access.h"

namespace tenbou {

GameLog load_for_entry(const Tournament& t, const GameRef& ref, const EntryContext& context) {
  GameLog log = load_game_log(t, ref);
  if (context.admit) context.admit(log);
  return log;
}
std::size_t live_index(const GameLog& log, int number) {
  const std::size_t i = log.index_of(number);
  if (i < log.hands.size()) return i;
  std::string message = "hand " + std::to_string(number) + ": ";
  const bool voided = std::any_of(log.voided_hands.begin(), log.voided_hands.end(),
                                  [&](const LiveHand& h) { return h.number == number; });
  if (voided)
    throw TournamentError{message + "that hand was voided",
                          {{"field", "hand"}, {"value", number}, {"game", log.ref().text()}, {"remedy", "restore"}}};
  if (log.hands.empty())
    message += "game " + log.ref().text() + " has no hands yet";
  else
    message += "there is no such hand (hands " + std::to_string(log.hands.front().number) + " to " +
               std::to_string(log.hands.back().number) + ")";
  throw TournamentError{message, {{"field", "hand"}, {"value", number}}};
}

ScoreSheet replay_or_refuse(const Tournament& t, const GameLog& log, const std::vector<LiveHand>& hands,
                            bool finished, int changed) {
  ScoreSheet sheet;
  if (auto error = replay_hands(t.rules(), log, hands, finished, sheet)) {
    const bool later = error->hand != changed;
    const std::string message = (later ? "this would make hand " + std::to_string(error->hand) + " impossible: "
                                       : "hand " + std::to_string(error->hand) + ": ") + error->message;
    throw TournamentError{message, with_problem_words({{"hand", error->hand}}, later ? "problem.makes_impossible" : "problem.in_hand",
                                                      {{"hand", std::to_string(error->hand)}}, error->problem)};
  }
  return sheet;
}

GameLog with_hands(GameLog log, std::vector<LiveHand> hands, ScoreSheet sheet) {
  for (std::size_t i = 0; i < hands.size(); ++i) {
    hands[i].hand = sheet.lines[i].hand;  // the wins entered with tiles as valued where they now stand
    log.next_number = std::max(log.next_number, hands[i].number + 1);
  }
  log.hands = std::move(hands);
  log.sheet = std::move(sheet);
  return log;
}

namespace {

/// Whose fault a replay that stops after an append is: an earlier hand the new entry makes impossible (a
/// correction), or the hand itself (a game appended whole, by an import).
enum class Blame { Correction, Game };

/// `log` with `entries` appended: as replayed already (LogState::After), or rebuilt from its entries, its players
/// named from `players`, as any later read will rebuild it. Throws TournamentError if the game would no longer
/// replay: "this would make hand N impossible: ..." for a correction, "hand N: ..." for a whole game.
GameLog with_entries(const Tournament& t, GameLog log, const std::vector<EntryRow>& entries, LogState state,
                     const PlayerDirectory& players, Blame blame = Blame::Correction) {
  log.entries.insert(log.entries.end(), entries.begin(), entries.end());
  if (state == LogState::After) return log;
  log = prepare_log(t.rules(), players, std::move(log.game), std::move(log.entries));  // seats may change
  if (auto error = rebuild(t.rules(), log)) {
    const bool appended = blame == Blame::Game;
    throw TournamentError{(appended ? "hand " + std::to_string(error->hand) + ": "
                                    : "this would make hand " + std::to_string(error->hand) + " impossible: ") +
                              error->message,
                          with_problem_words({{"hand", error->hand}}, appended ? "problem.in_hand" : "problem.makes_impossible",
                                             {{"hand", std::to_string(error->hand)}}, error->problem)};
  }
  return log;
}

/// Refuses `entries` that grow a game past what any real game holds (record/game_record_limits.h): every later
/// write and page of it would replay it all. What takes a game back or closes it (voiding a hand or the game,
/// finishing, reopening) always goes in, so that a game that came in too long (from an earlier version) can be voided.
void refuse_too_long(const GameLog& log, const std::vector<EntryRow>& entries) {
  const auto adds = [&](std::initializer_list<EntryKind> kinds) {
    return std::any_of(entries.begin(), entries.end(), [&](const EntryRow& e) {
      return std::find(kinds.begin(), kinds.end(), e.kind) != kinds.end();
    });
  };
  const auto refuse = [&](const std::string& what, std::size_t count, int most) {
    throw TournamentError{"game " + log.ref().text() + " would hold " + std::to_string(count) + " " + what +
                              ", where a game holds at most " + std::to_string(most) + " (no real game comes near it)",
                          {{"field", "hand"}, {"game", log.ref().text()}}};
  };
  if (log.hands.size() > static_cast<std::size_t>(kMaxHands) && adds({EntryKind::Hand, EntryKind::Restore}))
    refuse("hands", log.hands.size(), kMaxHands);
  if (log.entries.size() > static_cast<std::size_t>(kMaxEntries) &&
      adds({EntryKind::Hand, EntryKind::Amend, EntryKind::Restore, EntryKind::Seats, EntryKind::RestoreGame, EntryKind::Result}))
    refuse("entries (hands and their corrections)", log.entries.size(), kMaxEntries);
}

/// Stores `entries` for the game of `log` and the figures they leave (see with_entries).
EntryResult append(Tournament& t, GameLog log, std::vector<EntryRow> entries, LogState state,
                   const PlayerDirectory& players, Blame blame) {
  for (EntryRow& entry : entries) {
    check_context({entry.reason, entry.entered_by, entry.expected});
    entry.game = log.game.id;
    entry = t.store().insert_entry(std::move(entry));
  }
  log = with_entries(t, std::move(log), entries, state, players, blame);
  refuse_too_long(log, entries);
  t.store().write_state(derive_state(log));
  EntryResult result{.log = std::move(log)};  // a game imported without hands has its figures stored all the same
  if (!entries.empty()) {
    result.kind = entries.back().kind;
    result.hand = entries.back().hand;
  }
  return result;
}

}  // namespace

EntryResult append_entry(Tournament& t, GameLog log, EntryRow entry, LogState state) {
  return append(t, std::move(log), {std::move(entry)}, state, t.players(), Blame::Correction);
}

EntryResult append_entries(Tournament& t, GameLog log, std::vector<EntryRow> entries, const PlayerDirectory& players) {
  return append(t, std::move(log), std::move(entries), LogState::Before, players, Blame::Game);
}

EntryResult commit_entry(Tournament& t, TournamentWrite& tx, GameLog log, EntryRow entry, LogState state) {
  const CutWatch cuts(t, log.game.round);
  EntryResult result = append_entry(t, std::move(log), std::move(entry), state);
  result.cut_changed = cuts.changed(t);
  tx.commit();
  return result;
}

EntryResult preview_entry(const Tournament& t, GameLog log, EntryRow entry, LogState state) {
  check_context({entry.reason, entry.entered_by, entry.expected});
  entry.game = log.game.id;
  log = with_entries(t, std::move(log), {entry}, state, t.players());
  return EntryResult{.kind = entry.kind, .hand = entry.hand, .log = std::move(log)};
}

}  // namespace tenbou

#include "tournament/game_write.h"

#include <nlohmann/json.hpp>

#include "tournament/cut_watch.h"

#include <charconv>

#include "base/boot_clock.h"
#include "base/named_fields.h"
#include "base/utc_time.h"
#include "record/hand_text.h"
#include "tournament/settings.h"
#include "tournament/store_access.h"

namespace tenbou {
namespace {

/// "hand 7 (E2, 1 counter)": a hand by number and where it was played.
std::string hand_and_table(int number, const TableState& before) {
  return "hand " + std::to_string(number) + " (" + describe_table(before) + ")";
}

/// The entry that gave live hand `number` its facts: the last entry or amendment of it.
const EntryRow* recorded_by(const GameLog& log, int number) {
  const EntryRow* found = nullptr;
  for (const EntryRow& e : log.entries)
    if ((e.kind == EntryKind::Hand || e.kind == EntryKind::Amend) && e.hand == number) found = &e;
  return found;
}

/// "hand 7 is already recorded: Ines Ferreira chombo (entered by Referee Kim at 2026-11-22T10:31:05Z)".
std::string already_recorded(const Tournament& t, const GameLog& log, const SheetLine& line) {
  std::string out = hand_and_table(line.number, line.before) + " is already recorded: " +
                    describe_entered_hand(t.rules(), line.hand, log.names);
  if (const EntryRow* e = recorded_by(log, line.number))
    out += " (entered" + (e->entered_by.empty() ? "" : " by " + e->entered_by) + " at " +
           read_settings(t).local_time().stamp(e->entered_at) + ")";
  return out;
}

bool matches(const ExpectedHand& e, const TableState& table) {
  return (!e.round || *e.round == table.round) && (!e.honba || *e.honba == table.honba);
}

std::optional<int> whole_number(std::string_view text) {
  int n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || text.size() > 6 || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return n;
}

}  // namespace

const PlayerRow& listed_player(const Tournament& t, std::string_view field, std::string_view text) {
  try {
    return t.players().find(field, text);
  } catch (TournamentError& e) {
    e.detail() = naming_fields(std::move(e.detail()), {field});
    throw;
  }
}

GameLog load_for_entry(const Tournament& t, const GameRef& ref, const EntryContext& context) {
  GameLog log = load_game_log(t, ref);
  if (context.admit) context.admit(log);
  return log;
}

ExpectedHand parse_expect(std::string_view text) {
  ExpectedHand e;
  std::string_view table = text;
  bool ok = !text.empty();
  if (const auto hash = text.find('#'); hash != std::string_view::npos) {
    e.number = whole_number(text.substr(hash + 1));
    ok = ok && e.number && *e.number >= 1;
    table = text.substr(0, hash);
  } else if (const auto number = whole_number(text)) {
    e.number = number;
    ok = ok && *number >= 1;
    table = {};
  }
  if (ok && !table.empty()) {
    const auto dot = table.find('.');
    const int round = parse_round(table.substr(0, dot));
    ok = round >= 0;
    e.round = round;
    if (ok && dot != std::string_view::npos) {
      e.honba = whole_number(table.substr(dot + 1));
      ok = e.honba.has_value();
    }
  }
  ok = ok && (e.round || e.number);
  if (!ok)
    throw TournamentError{"expect \"" + std::string(text) +
                              "\" is not valid (expected ROUND.COUNTERS, e.g. S2.1 for South 2 with 1 counter; the "
                              "round alone, e.g. S2; the hand number, e.g. 7; or both, e.g. S2.1#7)",
                          naming_fields({{"field", "expect"}, {"value", text}}, {"expect"})};
  return e;
}

void check_expect(const Tournament& t, const GameLog& log, const EntryContext& context, const ExpectTarget& target) {
  if (context.expect.empty()) return;
  const ExpectedHand e = parse_expect(context.expect);
  const bool number_ok = !e.number || *e.number == target.number;
  const bool table_ok = !target.before || matches(e, *target.before);
  if (number_ok && table_ok) return;
  const std::string expect = "expect " + context.expect;
  nlohmann::json detail = naming_fields({{"field", "expect"}, {"value", context.expect}, {"hand", target.number}}, {"expect"});
  if (!target.new_hand) {
    const std::string finding = "that is " + (target.before ? hand_and_table(target.number, *target.before)
                                                            : "hand " + std::to_string(target.number));
    throw ExpectMismatch{expect + " does not match: " + finding, detail, finding};
  }
  const std::string next = "the next hand is " + hand_and_table(target.number, *target.before);
  // The hand the referee meant is the last one recorded that fits: after a chombo and a tsumo in E1.0, the tsumo.
  for (auto line = log.sheet.lines.rbegin(); line != log.sheet.lines.rend(); ++line)
    if (e.number ? *e.number == line->number : matches(e, line->before)) {
      detail["hand"] = line->number;
      if (const EntryRow* entry = recorded_by(log, line->number)) {
        detail["entered_by"] = entry->entered_by;
        detail["entered_at"] = entry->entered_at;
      }
      const std::string finding = already_recorded(t, log, *line) + "; " + next;
      throw ExpectMismatch{expect + ": " + finding, detail, finding};
    }
  throw ExpectMismatch{expect + " does not match: " + next, detail, next};
}

namespace {

/// Whether two hands have the same result: outcome, players, values, riichi and tenpai (wins in any order).
bool same_result(const Hand& a, const Hand& b) {
  if (a.outcome != b.outcome || a.win_count != b.win_count || !(a.riichi == b.riichi) || !(a.tenpai == b.tenpai) ||
      !(a.nagashi == b.nagashi))
    return false;
  if (a.outcome == Outcome::Ron && !(a.discarder == b.discarder)) return false;
  if (a.outcome == Outcome::Chombo && !(a.offender == b.offender)) return false;
  const auto same_win = [](const Win& x, const Win& y) {
    return x.winner == y.winner && x.han == y.han && x.fu == y.fu && x.yakuman == y.yakuman && x.dora == y.dora &&
           x.pao == y.pao;
  };
  for (int i = 0; i < a.win_count; ++i)
    if (std::none_of(b.wins.begin(), b.wins.begin() + b.win_count, [&](const Win& w) { return same_win(a.wins[i], w); }))
      return false;
  return true;
}

}  // namespace

namespace {

/// How long ago `entry`, stamped `wall` by the wall clock, was made: on the boot's clock when it was made on this
/// boot of this machine (so that a wall clock set forward or back between the two changes nothing), else on the
/// wall clock.
UnixSeconds age_of(const EntryRow& entry, UnixSeconds wall) {
  if (entry.entered_on_boot)
    if (const std::optional<BootMoment> now = boot_now(); now && now->boot == entry.entered_on_boot->boot)
      return now->seconds - entry.entered_on_boot->seconds;
  return seconds_now() - wall;
}

}  // namespace

void check_repeat(const GameLog& log, const ScoreSheet& sheet) {
  if (sheet.lines.size() < 2) return;
  const SheetLine& added = sheet.lines.back();
  const SheetLine& last = sheet.lines[sheet.lines.size() - 2];
  if (!same_result(added.hand, last.hand)) return;
  const EntryRow* entry = recorded_by(log, last.number);
  const std::optional<UnixSeconds> at = entry ? parse_utc_stamp(entry->entered_at) : std::nullopt;
  if (!at) return;
  const UnixSeconds age = age_of(*entry, *at);
  if (age >= kRepeatWindowSeconds) return;
  throw LikelyRepeat{"this looks like hand " + std::to_string(last.number) + " again, entered " + time_ago(age) +
                         (entry->entered_by.empty() ? "" : " by " + entry->entered_by),
                     {{"field", "expect"},
                      {"hand", last.number},
                      {"entered_by", entry->entered_by},
                      {"entered_at", entry->entered_at}},
                     added.number};
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

/// `log` with `entry` appended: as replayed already (LogState::After), or rebuilt from its entries as any later
/// read will rebuild it. Throws TournamentError if the game would no longer replay.
GameLog with_entry(const Tournament& t, GameLog log, const EntryRow& entry, LogState state) {
  log.entries.push_back(entry);
  if (state == LogState::After) return log;
  log = prepare_log(t.rules(), t.players(), std::move(log.game), std::move(log.entries));  // seats may change
  if (auto error = rebuild(t.rules(), log))
    throw TournamentError{"this would make hand " + std::to_string(error->hand) + " impossible: " + error->message,
                          with_problem_words({{"hand", error->hand}}, "problem.makes_impossible",
                                             {{"hand", std::to_string(error->hand)}}, error->problem)};
  return log;
}

}  // namespace

EntryResult append_entry(Tournament& t, GameLog log, EntryRow entry, LogState state) {
  check_context({entry.reason, entry.entered_by, entry.expected});
  entry.game = log.game.id;
  entry = t.store().insert_entry(std::move(entry));
  log = with_entry(t, std::move(log), entry, state);
  t.store().write_state(derive_state(log));
  return EntryResult{.kind = entry.kind, .hand = entry.hand, .log = std::move(log)};
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
  log = with_entry(t, std::move(log), entry, state);
  return EntryResult{.kind = entry.kind, .hand = entry.hand, .log = std::move(log)};
}

}  // namespace tenbou

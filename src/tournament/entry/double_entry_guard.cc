#include "tournament/entry/double_entry_guard.h"

#include <algorithm>
#include <charconv>

#include <nlohmann/json.hpp>

#include "base/boot_clock.h"
#include "base/named_fields.h"
#include "base/utc_time.h"
#include "record/hand_text.h"
#include "tournament/settings.h"

namespace tenbou {

ExpectMismatch::ExpectMismatch(std::string message, nlohmann::json detail, std::string finding)
    : TournamentError(std::move(message), std::move(detail)), finding(std::move(finding)) {}

LikelyRepeat::LikelyRepeat(std::string message, nlohmann::json detail, int next)
    : TournamentError(std::move(message), std::move(detail)), next(next) {}
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

}  // namespace tenbou

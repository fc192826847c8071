// `explain` formats the engine's own settlement: for every hand of every worked example and of many
// generated games under every preset, the amounts the explanation shows add up to each player's change.

#include <nlohmann/json.hpp>

#include "engine/replay.h"
#include "report/explain_text.h"
#include "test_support.h"
#include "game_generator.h"
#include "worked_examples.h"

namespace tenbou::test {
namespace {

using nlohmann::json;

/// A game log as a tournament would hold it: the hands entered one by one, replayed from `start`.
GameLog log_of(const Ruleset& rules, const Names& names, const TableState& start, const std::vector<Hand>& hands,
               bool finished) {
  GameLog log;
  log.game.round = 1;
  log.game.table = 1;
  log.names = names;
  log.start = start;
  for (std::size_t i = 0; i < hands.size(); ++i) {
    log.hands.push_back({static_cast<int>(i) + 1, hands[i], ""});
    log.entries.push_back({.id = static_cast<RowId>(i) + 1, .kind = EntryKind::Hand, .hand = static_cast<int>(i) + 1});
  }
  log.next_number = static_cast<int>(hands.size()) + 1;
  REQUIRE_FALSE(replay_hands(rules, log, log.hands, finished, log.sheet).has_value());
  return log;
}

/// Each player's change as the explanation of `hand` accounts for it: what they paid and received for each
/// win, the riichi sticks they deposited and took, and what moved without a win.
PerSeat<Points> explained_changes(const Ruleset& rules, const GameLog& log, int hand) {
  const json e = json::parse(explain_json(rules, log, hand));
  const auto seat_of = [&](const json& name) {
    for (int i = 0; i < kSeats; ++i)
      if (log.names[Seat(i)] == name.get<std::string>()) return Seat(i);
    FAIL("no player " << name);
    return Seat();
  };
  PerSeat<Points> changes;
  for (const json& w : e.at("wins")) {
    const Seat winner = seat_of(w.at("winner"));
    for (const json& p : w.at("payers")) {
      changes[seat_of(p.at("payer"))] -= p.at("amount").get<Points>();
      changes[winner] += p.at("amount").get<Points>();
    }
    changes[winner] += w.at("riichi_sticks_taken").get<Points>() * rules.riichi_deposit;
  }
  const PerSeat<Points> deposits = per_seat<Points>(e.at("deposits"));
  const PerSeat<Points> without_win = per_seat<Points>(e.at("without_win"));
  for_each_seat([&](Seat s) { changes[s] += without_win[s] - deposits[s]; });
  CHECK(per_seat<Points>(e.at("changes")) == log.sheet.lines[static_cast<std::size_t>(hand - 1)].settlement.deltas);
  return changes;
}

void check_every_hand(const Ruleset& rules, const GameLog& log) {
  for (const SheetLine& line : log.sheet.lines) {
    CAPTURE(line.number);
    CHECK(explained_changes(rules, log, line.number) == line.settlement.deltas);
  }
}

TEST_CASE("the explanation of every worked example's hand adds up to the engine's changes") {
  int explained = 0;
  for (const json& ex : worked_examples()) {
    if (!is_hand_example(ex) || !ex.at("expected").at("valid").get<bool>()) continue;
    CAPTURE(ex.at("id").get<std::string>());
    const Ruleset& rules = ruleset_of(ex);
    TableState table;
    Hand hand;
    build_hand(ex, rules, table, hand);
    check_every_hand(rules, log_of(rules, seat_names(), table, {hand}, false));
    ++explained;
  }
  CHECK(explained > 60);
}

TEST_CASE("the explanation of every hand of generated games adds up to the engine's changes, under every preset") {
  GameGenerator generator(23);
  const Names names{{"Alice", "Bob", "Carol", "Dave"}};
  for (const char* name : {"ema2016", "ema2025", "ema2008", "ariari", "wrc2015"}) {
    CAPTURE(name);
    const auto rules = std::make_shared<const Ruleset>(preset(name));
    for (int g = 0; g < 20; ++g) {
      const GameRecord record = generator.game(name, rules, names);
      check_every_hand(*rules, log_of(*rules, names, record.start, record.hands, record.finished));
    }
  }
}

}  // namespace
}  // namespace tenbou::test

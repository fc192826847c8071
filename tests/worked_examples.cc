#include <nlohmann/json.hpp>

#include "worked_examples.h"

#include <set>

#include "test_support.h"

namespace tenbou::test {

using nlohmann::json;

const json& worked_examples() {
  static const json examples = json::parse(read_source_file("tests/data/ema-worked-examples.json"));
  return examples;
}

bool is_hand_example(const json& ex) {
  static const std::set<std::string> hands = {"ron", "multi_ron", "tsumo", "draw", "abortive_draw", "chombo"};
  return hands.count(ex.at("event").get<std::string>()) > 0;
}

const Ruleset& ruleset_of(const json& ex) {
  const std::string name = ex.at("ruleset");
  return preset(name == "club_ariari" ? "ariari" : name);
}

Names seat_names() {
  Names names;
  for_each_seat([&](Seat s) { names[s] = "seat " + std::to_string(s.index); });
  return names;
}

namespace {

SeatSet seat_set(const json& ex, const char* key) {
  SeatSet set;
  if (ex.contains(key))
    for (const json& s : ex.at(key)) set.add(Seat(s.get<int>()));
  return set;
}

}  // namespace

void build_hand(const json& ex, const Ruleset& rules, TableState& table, Hand& hand) {
  table.round = ex.value("dealer", 0);
  table.honba = ex.value("honba", 0);
  table.riichi_sticks = ex.value("riichi_sticks_on_table", 0);
  for_each_seat([&](Seat s) { table.scores[s] = rules.starting_points; });
  const std::string event = ex.at("event");
  hand.riichi = seat_set(ex, "riichi_declarers");
  if (event == "ron" || event == "multi_ron" || event == "tsumo") {
    const bool nagashi = ex.value("win_kind", "") == "nagashi_mangan";
    hand.outcome = nagashi ? Outcome::Nagashi : event == "tsumo" ? Outcome::Tsumo : Outcome::Ron;
    if (ex.contains("discarder")) hand.discarder = Seat(ex.at("discarder").get<int>());
    for (const json& w : ex.at("winners")) {
      if (nagashi) {
        hand.nagashi.add(Seat(w.at("seat").get<int>()));
        continue;
      }
      Win win;
      win.winner = Seat(w.at("seat").get<int>());
      win.han = w.at("han");
      win.fu = w.at("fu");
      win.yakuman = ex.value("input_yakuman_claimed", w.value("yakuman", 0));
      win.dora = ex.value("dora", 0);
      if (ex.contains("liable") && !ex.at("liable").is_null()) win.pao = Seat(ex.at("liable").get<int>());
      hand.add_win(win);
    }
  } else if (event == "draw") {
    hand.outcome = Outcome::Draw;
    hand.tenpai = seat_set(ex, "tenpai");
  } else if (event == "abortive_draw") {
    hand.outcome = Outcome::Abortive;
  } else if (event == "chombo") {
    hand.outcome = Outcome::Chombo;
    hand.offender = Seat(ex.at("chombo_player").get<int>());
  } else {
    FAIL("unknown hand event " << event);
  }
}

}  // namespace tenbou::test

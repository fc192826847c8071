#include "tournament/standings/game_tallies.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "record/seat_json.h"

namespace tenbou {
namespace {

using nlohmann::json;

template <class T>
json seats(const PerSeat<T>& v) {
  return json(v.values);
}

Points sum(const PerSeat<Points>& v) { return v.values[0] + v.values[1] + v.values[2] + v.values[3]; }

/// Most valuable first; equal values keep the earlier hand first.
bool bigger_hand(const BigHand& a, const BigHand& b) {
  if (a.points != b.points) return a.points > b.points;
  return a.hand < b.hand;
}

}  // namespace

GameTallies tally_game(const ScoreSheet& sheet) {
  GameTallies t;
  if (sheet.lines.empty()) t.chombos = sheet.chombos;  // a game recorded from its score sheet
  for (const SheetLine& line : sheet.lines) {
    const Hand& hand = line.hand;
    const Settlement& s = line.settlement;
    if (hand.outcome == Outcome::Chombo) {
      ++t.chombos[hand.offender];
      continue;
    }
    for_each_seat([&](Seat seat) {
      ++t.hands[seat];
      if (hand.riichi.contains(seat)) ++t.riichi[seat];
    });
    if (hand.outcome != Outcome::Ron && hand.outcome != Outcome::Tsumo) continue;
    if (hand.outcome == Outcome::Ron) ++t.deal_ins[hand.discarder];
    for (std::uint8_t i = 0; i < s.win_count; ++i) {
      const WinPayment& w = s.wins[i];
      if (w.head_bumped) continue;
      const Seat winner = w.win.winner;
      const Points paid = sum(w.paid_by);
      ++t.wins[winner];
      if (hand.outcome == Outcome::Tsumo) ++t.tsumo[winner];
      t.win_points[winner] += paid;
      if (hand.outcome == Outcome::Ron) t.deal_in_points[hand.discarder] += w.paid_by[hand.discarder];
      t.biggest.push_back({line.number, line.before.round, winner, hand.outcome == Outcome::Tsumo, w.win.han,
                           w.win.fu, w.win.yakuman, paid - w.counters});
    }
  }
  std::stable_sort(t.biggest.begin(), t.biggest.end(), bigger_hand);
  if (t.biggest.size() > kBigHandsKept) t.biggest.resize(kBigHandsKept);
  return t;
}

std::string write_tallies(const GameTallies& t) {
  json big = json::array();
  for (const BigHand& b : t.biggest)
    big.push_back({b.hand, b.round, b.winner.index, b.tsumo ? 1 : 0, b.han, b.fu, b.yakuman, b.points});
  return json{{"hands", seats(t.hands)},
              {"wins", seats(t.wins)},
              {"tsumo", seats(t.tsumo)},
              {"deal_ins", seats(t.deal_ins)},
              {"riichi", seats(t.riichi)},
              {"chombos", seats(t.chombos)},
              {"win_points", seats(t.win_points)},
              {"deal_in_points", seats(t.deal_in_points)},
              {"biggest", big}}
      .dump();
}

GameTallies read_tallies(const std::string& text) {
  const auto parser = json_parsers().borrow();
  const simdjson::dom::element j = parser->parse(text);
  GameTallies t;
  t.hands = read_seats<int>(j["hands"]);
  t.wins = read_seats<int>(j["wins"]);
  t.tsumo = read_seats<int>(j["tsumo"]);
  t.deal_ins = read_seats<int>(j["deal_ins"]);
  t.riichi = read_seats<int>(j["riichi"]);
  t.chombos = read_seats<int>(j["chombos"]);
  t.win_points = read_seats<Points>(j["win_points"]);
  t.deal_in_points = read_seats<Points>(j["deal_in_points"]);
  for (simdjson::dom::element b : j["biggest"].get_array()) {
    const auto v = read_numbers<8>(b);
    t.biggest.push_back({static_cast<int>(v[0]), static_cast<int>(v[1]), Seat(static_cast<int>(v[2])), v[3] != 0,
                         static_cast<int>(v[4]), static_cast<int>(v[5]), static_cast<int>(v[6]), v[7]});
  }
  return t;
}

}  // namespace tenbou

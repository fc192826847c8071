#include "report/explain_text.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "record/hand_text.h"
#include "report/entry_text.h"
#include "report/hand_value_report.h"
#include "report/payment_report.h"
#include "report/text_table.h"
#include "report/tile_breakdown.h"

namespace tenbou {
namespace {

using nlohmann::json;

/// One payer's part of a win, worked out.
struct PayerLine {
  Seat payer;
  Points amount = 0;
  std::string worked_out;
};

/// Why each payer pays what they pay for one win, from the shares the engine recorded.
std::vector<PayerLine> payer_lines(const TableState& before, const Hand& hand, const WinPayment& w) {
  std::vector<PayerLine> out;
  const Points base = w.value.base;
  const Seat dealer = before.dealer();
  for_each_seat([&](Seat payer) {
    const PayerShare& share = w.shares[payer];
    if (share.multiple == 0) return;
    const PayerAmount paid = payer_amount(w, payer);
    std::string why;
    if (share.half && share.liable)
      why = "liable (pao): half of the ron value " + payment_step(base, pay(base, {share.multiple}, 0)) + ": " +
            format_points(paid.value);
    else if (share.half)
      why = "discarder: the other half, " + format_points(paid.value) +
            (paid.counters ? ", + " + format_points(paid.counters) + " counters" : "");
    else if (share.liable && hand.outcome == Outcome::Tsumo)
      why = "liable (pao) for a tsumo: pays it as a ron: " + payment_step(base, paid);
    else if (hand.outcome == Outcome::Ron)
      why = "discarder: " + payment_step(base, paid);
    else
      why = std::string(payer == dealer ? "dealer" : "non-dealer") + ": " + payment_step(base, paid);
    out.push_back({payer, paid.amount(), why});
  });
  // The liable player first, as the rule reads.
  std::stable_partition(out.begin(), out.end(), [&](const PayerLine& p) { return w.shares[p.payer].liable; });
  return out;
}

std::string seat_list(const Names& names, SeatSet set) {
  std::string out;
  for_each_seat([&](Seat s) {
    if (set.contains(s)) out += (out.empty() ? "" : ", ") + names[s];
  });
  return out;
}

/// Where the riichi sticks went, in words.
std::string sticks_text(const Ruleset& rules, const Names& names, const SheetLine& line) {
  const Hand& hand = line.hand;
  const Settlement& s = line.settlement;
  const int deposits = hand.riichi.size();
  if (deposits == 0 && line.before.riichi_sticks == 0) return "Riichi sticks: none on the table and none deposited.";
  std::string out = "Riichi sticks: " + std::to_string(line.before.riichi_sticks) + " on the table before the hand";
  if (deposits > 0)
    out += ", " + std::to_string(deposits) + " deposited in it (" + seat_list(names, hand.riichi) + ", " +
           format_points(rules.riichi_deposit) + " each)";
  out += ". ";
  if (hand.outcome == Outcome::Chombo) return out + "Chombo: deposits are returned and the sticks stay on the table.";
  int taken = 0;
  for (std::uint8_t i = 0; i < s.win_count; ++i) {
    const WinPayment& w = s.wins[i];
    if (w.sticks_collected == 0) continue;
    taken += w.sticks_collected;
    std::string why = hand.outcome == Outcome::Tsumo ? "the winner takes them all"
                      : i == 0 ? "first winner in turn order after the discarder: takes every stick not returned"
                               : "own deposit returned";
    if (i == 0 && hand.outcome == Outcome::Ron && hand.riichi.contains(w.win.winner) && s.win_count > 1)
      why += " (own deposit included)";
    out += names[w.win.winner] + " takes " + std::to_string(w.sticks_collected) + " (" +
           format_points(w.sticks_collected * rules.riichi_deposit) + "): " + why + ". ";
  }
  if (taken == 0 && s.riichi_sticks_after > 0)
    out += std::to_string(s.riichi_sticks_after) + " stay on the table for the next win.";
  while (out.back() == ' ') out.pop_back();
  return out;
}

const SheetLine* find_line(const GameLog& log, int hand) {
  const auto it = std::find_if(log.sheet.lines.begin(), log.sheet.lines.end(), [&](const SheetLine& l) { return l.number == hand; });
  return it == log.sheet.lines.end() ? nullptr : &*it;
}

void require_hand(const GameLog& log, int hand) {
  const bool entered = std::any_of(log.entries.begin(), log.entries.end(),
                                   [&](const EntryRow& e) { return e.kind != EntryKind::Finish && e.hand == hand; });
  if (hand < 1 || !entered)
    throw TournamentError{"hand: " + std::to_string(hand) + " is not a hand of game " + log.ref().text() +
                              " (hands 1 to " + std::to_string(log.next_number - 1) + " were entered)",
                          {{"field", "hand"}, {"value", hand}}};
}

std::string state_text(const Names& names, const TableState& t) {
  std::string out = round_name(t.round) + ", dealer " + names[t.dealer()] + ", " + counted(t.honba, "counter") + ", " +
                    counted(t.riichi_sticks, "riichi stick") + " on the table; scores: ";
  for_each_seat([&](Seat s) { out += (s.index ? ", " : "") + names[s] + " " + format_points(t.scores[s]); });
  return out;
}

/// Points that moved without a win (noten payments, a reverse mangan) and other consequences: from the
/// settlement's own figures.
std::string no_win_text(const Ruleset& rules, const Names& names, const SheetLine& line) {
  const Hand& hand = line.hand;
  const Settlement& s = line.settlement;
  std::string moved;
  for_each_seat([&](Seat p) {
    if (s.without_win[p] != 0)
      moved += (moved.empty() ? "" : ", ") + names[p] + " " + format_points(s.without_win[p], true);
  });
  switch (hand.outcome) {
    case Outcome::Draw:
      if (moved.empty()) return "Exhaustive draw: no noten payments (everyone tenpai or everyone noten).";
      return "Exhaustive draw: the noten players pay " + format_points(rules.noten_payment_total) +
             " in total to the tenpai players (" + seat_list(names, hand.tenpai) + "): " + moved + ".";
    case Outcome::Abortive: return "Abortive draw: no payments; a counter is added.";
    case Outcome::Chombo:
      if (s.chombo_deduction)
        return "Chombo by " + names[hand.offender] + ": no points move at the table; " +
               format_points(rules.chombo_deduction) + " is deducted from " + names[hand.offender] +
               "'s game result after uma. The hand is replayed with the same dealer and counters.";
      return "Chombo by " + names[hand.offender] + ": paid at once as a reverse mangan (" + moved +
             "). The hand is replayed.";
    default: return "";
  }
}

}  // namespace

std::string explain_text(const Ruleset& rules, const GameLog& log, int hand, const LocalTime& zone, std::size_t width) {
  require_hand(log, hand);
  std::string out = "Game " + log.ref().text() + ", hand " + std::to_string(hand) + "\n";
  const SheetLine* line = find_line(log, hand);
  if (!line) return out + "This hand was voided: it counts for nothing.\n\n" + history_text(rules, log, zone, hand, width);
  const Names& names = log.names;
  const Settlement& s = line->settlement;
  const std::vector<TileBreakdown> tiles = tile_breakdowns(rules, log, hand);
  const auto tiles_of = [&tiles](Seat winner) {
    const auto it = std::find_if(tiles.begin(), tiles.end(), [&](const TileBreakdown& b) { return b.winner == winner; });
    return it == tiles.end() ? nullptr : &*it;
  };
  out += "Before: " + state_text(names, line->before) + ".\n";
  out += "Hand: " + describe_hand(line->hand, s, names) + ".\n\n";
  for (std::uint8_t i = 0; i < s.win_count; ++i) {
    const WinPayment& w = s.wins[i];
    out += names[w.win.winner] + (w.dealer ? " (dealer)" : " (non-dealer)");
    if (w.head_bumped) {
      out += ": not paid: head bump gives the win to the first claimant after the discarder.\n";
      continue;
    }
    out += ": " + describe_value(w.win, w.value) + "\n";
    if (const TileBreakdown* b = tiles_of(w.win.winner))
      out += "  Tiles: " + tiles_text(b->tiled->tiles) + "\n" + score_text(b->score, "  ");
    out += "  Base points: " + base_points_text(w.win, w.value) + "\n";
    for (const PayerLine& p : payer_lines(line->before, line->hand, w))
      out += "  " + names[p.payer] + " pays " + format_points(p.amount) + ": " + p.worked_out + "\n";
  }
  if (const std::string other = no_win_text(rules, names, *line); !other.empty()) out += other + "\n";
  for (const std::string& warning : hand_warnings(rules, s, names)) out += "Note: " + warning + ".\n";
  out += sticks_text(rules, names, *line) + "\n";
  out += "Counters after the hand: " + std::to_string(s.honba_after) + (s.dealer_stays ? " (the dealer stays)" : " (the deal passes)") + ".\n\n";
  TextTable table({{"Player"}, {"Before", true}, {"Change", true}, {"After", true}});
  for_each_seat([&](Seat p) {
    table.add_row({names[p], format_points(line->before.scores[p]), format_points(s.deltas[p], true),
                   format_points(line->scores_after[p])});
  });
  return fitted_lines(out + table.render(width) + "\n" + history_text(rules, log, zone, hand, width), width);
}

std::string explain_json(const Ruleset& rules, const GameLog& log, int hand) {
  require_hand(log, hand);
  json out{{"game", log.ref().text()}, {"hand", hand}, {"history", json::parse(history_json(rules, log, hand))}};
  const SheetLine* line = find_line(log, hand);
  out["voided"] = line == nullptr;
  if (!line) return out.dump(2) + "\n";
  const Names& names = log.names;
  const Settlement& s = line->settlement;
  const std::vector<TileBreakdown> breakdowns = tile_breakdowns(rules, log, hand);
  out["before"] = {{"round", round_name(line->before.round)},
                   {"dealer", names[line->before.dealer()]},
                   {"honba", line->before.honba},
                   {"riichi_sticks", line->before.riichi_sticks},
                   {"scores", line->before.scores.values}};
  out["description"] = describe_hand(line->hand, s, names);
  json wins = json::array();
  for (std::uint8_t i = 0; i < s.win_count; ++i) {
    const WinPayment& w = s.wins[i];
    json payers = json::array();
    if (!w.head_bumped)
      for (const PayerLine& p : payer_lines(line->before, line->hand, w))
        payers.push_back({{"payer", names[p.payer]}, {"amount", p.amount}, {"worked_out", p.worked_out}});
    json tiles = nullptr, score = nullptr;
    for (const TileBreakdown& b : breakdowns)
      if (b.winner == w.win.winner) {
        tiles = write_written_tiles(b.tiled->tiles);
        score = score_json(b.score);
      }
    wins.push_back({{"winner", names[w.win.winner]},
                    {"tiles", tiles},
                    {"from_tiles", score},
                    {"dealer", w.dealer},
                    {"head_bumped", w.head_bumped},
                    {"base", w.value.base},
                    {"base_worked_out", w.head_bumped ? "" : base_points_text(w.win, w.value)},
                    {"counters", w.counters},
                    {"riichi_sticks_taken", w.sticks_collected},
                    {"payers", payers}});
  }
  out["wins"] = wins;
  out["other"] = no_win_text(rules, names, *line);
  json deposits = json::array();
  for_each_seat([&](Seat p) { deposits.push_back(s.deposited.contains(p) ? rules.riichi_deposit : 0); });
  out["deposits"] = deposits;
  out["without_win"] = s.without_win.values;
  out["riichi_sticks"] = sticks_text(rules, names, *line);
  out["honba_after"] = s.honba_after;
  out["riichi_sticks_after"] = s.riichi_sticks_after;
  out["changes"] = s.deltas.values;
  out["scores_after"] = line->scores_after.values;
  out["players"] = names.values;
  return out.dump(2) + "\n";
}

}  // namespace tenbou

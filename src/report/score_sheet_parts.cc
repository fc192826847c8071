#include "report/score_sheet_parts.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "record/hand_text.h"
#include "report/entry_text.h"
#include "report/hand_wording.h"

namespace tenbou {

TextTable final_table(const Names& names, const FinalResult& f, const Words& words) {
  TextTable table({{words("table.place")}, {words("table.player")}, {words("table.score"), true},
                   {words("sheet.sticks"), true, true}, {words("table.uma"), true, true},
                   {words("sheet.penalty"), true, true}, {words("table.result_points"), true}});
  std::vector<Seat> order;
  for_each_seat([&](Seat s) { order.push_back(s); });
  std::stable_sort(order.begin(), order.end(), [&](Seat a, Seat b) { return f.places[a] < f.places[b]; });
  for (Seat s : order) {
    int tied = 0;
    for_each_seat([&](Seat o) { tied += f.places[o] == f.places[s]; });
    table.add_row({std::to_string(f.places[s]) + (tied > 1 ? "=" : ""), names[s], words.number(f.scores[s]),
                   words.number(f.leftover_riichi[s], true), words.number(f.uma[s], true),
                   words.number(f.penalties[s], true), words.number(f.results[s], true)});
  }
  return table;
}

std::string final_formula(const Ruleset& rules, const ScoreSheet& sheet, const Words& words) {
  const Points oka = kSeats * (rules.result_base() - rules.starting_points);
  std::string out = oka > 0 ? words("sheet.formula_oka", {{"return", words.number(rules.result_base())},
                                                          {"oka", words.number(oka)}})
                            : words("sheet.formula", {{"start", words.number(rules.starting_points)}});
  if (!rules.leftover_riichi_to_first && sheet.state.riichi_sticks > 0)
    out += "; " + words.counted("sheet.sticks_to_nobody", sheet.state.riichi_sticks);
  return out;
}

std::string final_heading(const ScoreSheet& sheet, const Words& words) {
  return words("sheet.final_result", {{"end", game_end_words(sheet.end, words)}});
}

std::vector<std::string> sheet_notes(const Ruleset& rules, const Names& names, const ScoreSheet& sheet,
                                     const Words& words) {
  std::vector<std::string> notes;
  for (const SheetLine& line : sheet.lines)
    for (const std::string& w : hand_warnings(rules, line.settlement, names))
      notes.push_back(words("sheet.hand_note", {{"hand", std::to_string(line.number)}, {"note", w}}));
  return notes;
}

std::string in_progress_text(const Names& names, const ScoreSheet& sheet, const Words& words) {
  const TableState& t = sheet.state;
  return words("sheet.in_progress", {{"round", round_words(words, t.round)},
                                     {"dealer", names[t.dealer()]},
                                     {"counters", words.counted("table.counters", t.honba)},
                                     {"sticks", words.counted("table.sticks", t.riichi_sticks)}});
}

bool from_paper(const ScoreSheet& sheet) {
  return sheet.lines.empty() && sheet.final_result && sheet.end != GameEnd::ClosedByReferee &&
         sheet.end != GameEnd::ClosedAtTable;
}

}  // namespace tenbou

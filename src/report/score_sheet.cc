#include "report/score_sheet.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "record/final_result_json.h"
#include "record/hand_text.h"
#include "report/score_sheet_parts.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

/// "+5,800  35,800" cells whose two parts line up down a column.
class ChangeCells {
 public:
  explicit ChangeCells(const ScoreSheet& sheet) {
    for (const SheetLine& line : sheet.lines)
      for_each_seat([&](Seat s) {
        delta_width_ = std::max(delta_width_, format_points(line.settlement.deltas[s], true).size());
        score_width_ = std::max(score_width_, format_points(line.scores_after[s]).size());
      });
  }
  std::string cell(Points delta, Points score) const {
    return pad(delta == 0 ? "." : format_points(delta, true), delta_width_, true) + "  " +
           pad(format_points(score), score_width_, true);
  }

 private:
  std::size_t delta_width_ = 1;
  std::size_t score_width_ = 1;
};

std::string final_text(const Ruleset& rules, const Names& names, const ScoreSheet& sheet, std::size_t width) {
  return final_heading(sheet) + "\n" +
         final_table(names, *sheet.final_result).render(width) + wrapped(final_formula(rules, sheet), width) + "\n";
}

/// What happened in each hand of `sheet`, in words (for either layout of the hands).
std::vector<std::string> hand_texts(const Names& names, const ScoreSheet& sheet) {
  std::vector<std::string> out;
  out.reserve(sheet.lines.size());
  for (const SheetLine& line : sheet.lines) out.push_back(describe_hand(line.hand, line.settlement, names));
  return out;
}

/// One row per hand: number, round, counters, sticks, what happened (`hands`), each player's change and score.
TextTable hands_table(const Names& names, const ScoreSheet& sheet, const std::vector<std::string>& hands) {
  std::vector<TextTable::Column> columns = {{"#", true}, {"Round"}, {"Ctr", true}, {"Sticks", true},
                                            {"Hand", false, false, "", false, TextTable::Fit::Wrap}};
  for_each_seat([&](Seat s) { columns.push_back({names[s], true}); });
  TextTable table(std::move(columns));
  const ChangeCells cells(sheet);
  for (std::size_t k = 0; k < sheet.lines.size(); ++k) {
    const SheetLine& line = sheet.lines[k];
    std::vector<std::string> row = {std::to_string(line.number), round_name(line.before.round),
                                    std::to_string(line.before.honba), std::to_string(line.before.riichi_sticks), hands[k]};
    for_each_seat([&](Seat s) { row.push_back(cells.cell(line.settlement.deltas[s], line.scores_after[s])); });
    table.add_row(std::move(row));
  }
  return table;
}

/// The narrow layout of the hands, for a terminal too narrow for the wide one: number, round, what happened
/// (wrapped, `hands`) and each player's score, the players named above by their starting wind.
TextTable narrow_hands_table(const ScoreSheet& sheet, const std::vector<std::string>& hands) {
  std::vector<TextTable::Column> columns = {{"#", true}, {"Round"}, {"Hand", false, false, "", false, TextTable::Fit::Wrap}};
  for_each_seat([&](Seat s) { columns.push_back({std::string(wind_name(s.index)).substr(0, 1), true}); });
  TextTable table(std::move(columns));
  for (std::size_t k = 0; k < sheet.lines.size(); ++k) {
    const SheetLine& line = sheet.lines[k];
    std::vector<std::string> row = {std::to_string(line.number), round_name(line.before.round), hands[k]};
    for_each_seat([&](Seat s) { row.push_back(format_points(line.scores_after[s])); });
    table.add_row(std::move(row));
  }
  return table;
}

/// The least width of the wide layout, found without making it: the players' names and the hands over their
/// columns, the titles of the others (#, Round, Ctr, Sticks), two spaces between columns.
std::size_t wide_width_at_least(const Names& names, const std::vector<std::string>& hands) {
  std::size_t widest_hand = 4;  // "Hand"
  for (const std::string& hand : hands) widest_hand = std::max(widest_hand, display_width(hand));
  std::size_t players = 0;
  for_each_seat([&](Seat s) { players += display_width(names[s]); });
  return 1 + 5 + 3 + 6 + widest_hand + players + 2 * 8;
}

/// The hands in the wide layout where it fits `width`, else in the narrow one.
std::string hands_text(const Names& names, const ScoreSheet& sheet, std::size_t width) {
  const std::vector<std::string> hands = hand_texts(names, sheet);
  if (wide_width_at_least(names, hands) <= width) {  // else the wide layout, a cost for nothing, is not made
    const TextTable wide = hands_table(names, sheet, hands);
    if (wide.width() <= width) return wide.render();
  }
  std::string legend;
  for_each_seat([&](Seat s) {  // a no-break space keeps each wind with its player's name
    legend += (s.index ? ", " : "") + std::string(wind_name(s.index)).substr(0, 1) + "\u00A0" + names[s];
  });
  return wrapped(legend, width, "  ") + "\n" + narrow_hands_table(sheet, hands).render(width);
}

}  // namespace

std::string score_sheet_text(const Ruleset& rules, const Names& names, const ScoreSheet& sheet, std::size_t width) {
  std::string out = "Ruleset " + rules.name + " (" + rules.title + ")\n";
  out += from_paper(sheet) ? words_in(Language::En)("sheet.from_paper") + "\n" : hands_text(names, sheet, width);
  for (const std::string& note : sheet_notes(rules, names, sheet)) out += wrapped("Note: " + note, width, "  ") + "\n";
  if (sheet.final_result) return fitted_lines(out + "\n" + final_text(rules, names, sheet, width), width);
  return fitted_lines(out + "\n" + in_progress_text(names, sheet) + "\n", width);
}

std::string score_sheet_json(const Ruleset& rules, const Names& names, const ScoreSheet& sheet) {
  std::string out;
  out.reserve(256 + 200 * sheet.lines.size());
  JsonWriter json(out);
  json.begin_object();
  write_score_sheet_fields(json, rules, names, sheet);
  json.end_object();
  return out;
}

void write_score_sheet_fields(JsonWriter& json, const Ruleset& rules, const Names& names, const ScoreSheet& sheet) {
  json.key("players").array(names.values).key("ruleset").value(rules.name);
  json.key("hands").begin_array();
  std::string description;
  for (const SheetLine& line : sheet.lines) {
    description.clear();
    append_hand_description(description, line.hand, line.settlement, names);
    json.begin_object()
        .key("number").value(line.number)
        .key("round").value(round_name(line.before.round))
        .key("honba").value(line.before.honba)
        .key("riichi_sticks").value(line.before.riichi_sticks)
        .key("dealer").value(line.before.dealer().index)
        .key("result").value(description)
        .key("deltas").array(line.settlement.deltas.values)
        .key("scores").array(line.scores_after.values);
    const std::vector<std::string> warnings = hand_warnings(rules, line.settlement, names);
    if (!warnings.empty()) json.key("warnings").array(warnings);
    json.end_object();
  }
  json.end_array();
  const TableState& t = sheet.state;
  json.key("state").begin_object()
      .key("round").value(round_name(t.round))
      .key("honba").value(t.honba)
      .key("riichi_sticks").value(t.riichi_sticks)
      .key("dealer").value(t.dealer().index)
      .key("scores").array(t.scores.values)
      .key("finished").value(sheet.end != GameEnd::NotOver)
      .key("end").value(game_end_text(sheet.end))
      .end_object();
  json.key("final");
  if (sheet.final_result)
    write_final_result(json, *sheet.final_result);
  else
    json.null();
}

void write_score_sheets(std::ostream& out, const std::vector<std::string>& sheets, bool many, bool json) {
  if (!many) {
    out << sheets.front() << (json ? "\n" : "");
    return;
  }
  out << (json ? "[" : "");
  for (std::size_t i = 0; i < sheets.size(); ++i) {
    if (json)
      out << (i ? ",\n" : "\n") << sheets[i];
    else
      out << (i ? "\n" : "") << "=== Game " << i + 1 << " ===\n" << sheets[i];
  }
  out << (json ? "\n]\n" : "");
}

}  // namespace tenbou

#include "report/entry_text.h"

#include <algorithm>

#include "base/plural.h"
#include "record/json_writer.h"
#include "record/sheet_result_json.h"
#include "record/hand_text.h"
#include "report/score_sheet.h"
#include "report/text_table.h"
#include "report/tile_breakdown.h"

namespace tenbou {
namespace {

std::string ordinal(int place) {
  static constexpr const char* kSuffix[] = {"th", "st", "nd", "rd", "th"};
  return std::to_string(place) + kSuffix[std::min(place, 4)];
}

std::string scores(const Names& names, const PerSeat<Points>& points) {
  std::string out;
  for_each_seat([&](Seat s) { out += (s.index ? ", " : "") + names[s] + " " + format_points(points[s]); });
  return out;
}

const char* action(EntryKind kind) {
  switch (kind) {
    case EntryKind::Hand: return "entered";
    case EntryKind::Amend: return "amended";
    case EntryKind::Void: return "voided";
    case EntryKind::Finish: return "closed the game";
    case EntryKind::Restore: return "restored";
    case EntryKind::Reopen: return "reopened the game";
    case EntryKind::Seats: return "corrected the seats";
    case EntryKind::VoidGame: return "voided the game";
    case EntryKind::RestoreGame: return "restored the game";
    case EntryKind::Result: return "recorded the result";
  }
  return "";
}

/// "East Alice Martin, South Bernd Keller, ...": the players of a seating, East first.
std::string seating(const Names& names) {
  std::string out;
  for_each_seat([&](Seat s) { out += (s.index ? ", " : "") + std::string(wind_name(s.index)) + " " + names[s]; });
  return out;
}

/// "Alice Martin 42,300, Bernd Keller 31,200, ...; 1 riichi stick left on the table; chombo: Alice Martin".
std::string sheet_text(const Names& names, const SheetResult& sheet) {
  std::string out, chombo;
  for_each_seat([&](Seat s) {
    out += (s.index ? ", " : "") + names[s] + " " + format_points(sheet.scores[s]);
    for (int c = 0; c < sheet.chombos[s]; ++c) chombo += (chombo.empty() ? "" : ", ") + names[s];
  });
  if (sheet.riichi_sticks > 0) out += "; " + counted(sheet.riichi_sticks, "riichi stick") + " left on the table";
  if (!chombo.empty()) out += "; chombo: " + chombo;
  return out;
}

/// The facts of an entry in words, with its note; for a seat correction, the seats it set.
std::string entry_facts(const Ruleset& rules, const GameLog& log, const EntryRow& e) {
  if (e.facts.empty()) return "";
  if (e.kind == EntryKind::Seats) {
    const auto seated = log.seatings.find(e.id);
    return seated == log.seatings.end() ? "" : seating(seated->second);
  }
  if (e.kind == EntryKind::Result) {
    const std::optional<SheetResult> sheet = read_sheet_result(e.facts);
    return sheet ? sheet_text(log.names, *sheet) : "unreadable scores";
  }
  const auto reader = record_readers().borrow();
  std::string note;
  HandTiles tiles;
  try {
    const Hand hand = reader->read_hand(e.facts, TableNames(log.names, &log.former_names), note, tiles);
    std::string out = describe_entered_hand(rules, hand, log.names);
    for (int i = 0; i < hand.win_count; ++i)
      if (const std::optional<TiledWin>& t = tiles[static_cast<std::size_t>(i)])
        out += " [" + log.names[hand.wins[i].winner] + "'s tiles: " + tiles_text(t->tiles) + "]";
    return out + (note.empty() ? "" : " (note: " + note + ")");
  } catch (const RecordError& error) {
    return "unreadable facts: " + error.message;
  }
}

/// "; hands 6-9 re-derived" for the hands after `hand` (every hand for 0), or "" when there are none.
std::string rederived(const GameLog& log, int hand) {
  std::vector<int> after;
  for (const LiveHand& h : log.hands)
    if (h.number > hand) after.push_back(h.number);
  if (after.empty()) return "";
  if (after.size() == 1) return "; hand " + std::to_string(after.front()) + " re-derived";
  return "; hands " + std::to_string(after.front()) + "-" + std::to_string(after.back()) + " re-derived";
}

/// Where the game stands after a correction: the next hand and the scores, or how it ended.
std::string standing(const GameLog& log) {
  const ScoreSheet& sheet = log.sheet;
  if (sheet.final_result) return "." + final_line(log);
  return "; next hand " + std::to_string(log.next_number) + " (" + describe_table(sheet.state) + "); scores: " +
         scores(log.names, sheet.state.scores) + ".";
}

/// The line for a hand just entered or amended: what happened, the amounts, what a chombo costs later,
/// the hands re-derived after an amendment and the new scores.
std::string hand_line(const Ruleset& rules, const EntryResult& r) {
  const GameLog& log = r.log;
  const SheetLine& line = log.sheet.lines[log.index_of(r.hand)];
  std::string out = "Hand " + std::to_string(r.hand) + (r.kind == EntryKind::Amend ? " amended" : "") + " (" +
                    describe_table(line.before) + "): " + describe_hand(line.hand, line.settlement, log.names) + ".";
  std::string changes;
  for_each_seat([&](Seat s) {
    if (line.settlement.deltas[s] != 0)
      changes += (changes.empty() ? " " : ", ") + log.names[s] + " " + format_points(line.settlement.deltas[s], true);
  });
  if (!changes.empty()) out += changes + ".";
  if (line.settlement.chombo_deduction)
    out += " Penalty: " + log.names[*line.settlement.chombo_deduction] + " " +
           format_points(-rules.chombo_deduction, true) + " after uma, at the end of the game.";
  for (const std::string& w : hand_warnings(rules, line.settlement, log.names)) out += " Note: " + w + ".";
  if (r.kind == EntryKind::Amend) {
    const std::string later = rederived(log, r.hand);
    if (!later.empty()) out += " " + std::string(1, static_cast<char>(std::toupper(later[2]))) + later.substr(3) + ".";
  }
  out += std::string(r.kind == EntryKind::Amend ? " Scores now: " : " Scores: ") +
         scores(log.names, log.sheet.state.scores) + ".";
  return out + final_line(log);
}

}  // namespace

std::string final_line(const GameLog& log) {
  const ScoreSheet& sheet = log.sheet;
  if (!sheet.final_result) return "";
  const FinalResult& f = *sheet.final_result;
  std::vector<Seat> order;
  for_each_seat([&](Seat s) { order.push_back(s); });
  std::stable_sort(order.begin(), order.end(), [&](Seat a, Seat b) { return f.places[a] < f.places[b]; });
  std::string out = " Game over (" + std::string(game_end_text(sheet.end)) + "):";
  for (Seat s : order)
    out += (s == order.front() ? " " : ", ") + log.names[s] + " " + ordinal(f.places[s]) + " " +
           format_points(f.results[s], true);
  return out + ".";
}


std::string entry_announcement(const Ruleset& rules, const EntryResult& r) {
  const GameLog& log = r.log;
  const std::string game = "game " + log.ref().text();
  if (r.started) return "Game " + log.ref().text() + " started: " + seating(log.names) + ".";
  switch (r.kind) {
    case EntryKind::Hand:
    case EntryKind::Amend: {
      std::string out = hand_line(rules, r);
      for (const TileBreakdown& b : tile_breakdowns(rules, log, r.hand))  // what the tiles left out, and why
        for (const auto& note : b.score.notes) out += " Note: " + log.names[b.winner] + "'s tiles: " + std::string(note) + ".";
      return out;
    }
    case EntryKind::Void: {
      const auto removed = std::find_if(log.voided_hands.begin(), log.voided_hands.end(),
                                        [&](const LiveHand& h) { return h.number == r.hand; });
      const std::string what =
          removed == log.voided_hands.end() ? "" : " (" + describe_entered_hand(rules, removed->hand, log.names) + ")";
      return "Hand " + std::to_string(r.hand) + " of " + game + (r.undo ? " undone" : " voided") + what +
             rederived(log, r.hand) + standing(log);
    }
    case EntryKind::Restore:
      return "Hand " + std::to_string(r.hand) + " of " + game + " restored" + rederived(log, r.hand) + standing(log);
    case EntryKind::Finish:
      return "Game " + log.ref().text() + " closed by the referee after " +
             counted(static_cast<long long>(log.sheet.lines.size()), "hand") + "." + final_line(log);
    case EntryKind::Reopen: return "Game " + log.ref().text() + " reopened" + standing(log);
    case EntryKind::Seats: return "Seats of " + game + " corrected: " + seating(log.names) + rederived(log, 0) + standing(log);
    case EntryKind::VoidGame:
      return "Game " + log.ref().text() + " voided: it counts nowhere, and table " + std::to_string(log.game.table) +
             " of round " + std::to_string(log.game.round) + " is free for a new game (its entries stay in the history).";
    case EntryKind::RestoreGame: return "Game " + log.ref().text() + " restored" + standing(log);
    case EntryKind::Result: {
      const auto results = std::count_if(log.entries.begin(), log.entries.end(),
                                         [](const EntryRow& e) { return e.kind == EntryKind::Result; });
      std::string entered;  // chombos entered as hands count with the sheet's: say so, or one may be given twice
      for (const LiveHand& h : log.hands)
        entered += (entered.empty() ? "" : ", ") + log.names[h.hand.offender] + " (hand " + std::to_string(h.number) + ")";
      return "Game " + log.ref().text() + " recorded from its score sheet" +
             (results > 1 ? ", replacing the earlier result" : "") + ": " + sheet_text(log.names, *log.sheet_result) +
             (entered.empty() ? "" : "; and the chombo entered as a hand: " + entered) + "." + final_line(log);
    }
  }
  return "";
}

namespace {

bool concerns(const EntryRow& e, int hand) { return hand == 0 || (concerns_a_hand(e.kind) && e.hand == hand); }

}  // namespace

std::string history_text(const Ruleset& rules, const GameLog& log, const LocalTime& zone, int hand, std::size_t width) {
  const auto count = std::count_if(log.entries.begin(), log.entries.end(), [&](const EntryRow& e) { return concerns(e, hand); });
  std::string out = "Game " + log.ref().text() + (hand ? ", hand " + std::to_string(hand) : "") + ": " +
                    counted(static_cast<int>(count), "entry", "entries") + "\n";
  TextTable table({{"Entry", true}, {"When", false, false, "", false, TextTable::Fit::Keep}, {"By"}, {"Action"}, {"Hand", true}, {"Details", false, false, "", false, TextTable::Fit::Wrap}});
  for (const EntryRow& e : log.entries) {
    if (!concerns(e, hand)) continue;
    std::string details = entry_facts(rules, log, e);
    if (!e.reason.empty()) details += (details.empty() ? "" : "; ") + std::string("reason: ") + e.reason;
    if (!e.expected.empty()) details += (details.empty() ? "" : "; ") + std::string("expected ") + e.expected;
    table.add_row({std::to_string(e.id), zone.stamp(e.entered_at), e.entered_by.empty() ? "-" : e.entered_by, action(e.kind),
                   concerns_a_hand(e.kind) ? std::to_string(e.hand) : "", details});
  }
  return fitted_lines(out + table.render(width), width);
}

namespace {

/// One entry as an object of `game history --format json`.
void write_entry(JsonWriter& json, const Ruleset& rules, const GameLog& log, const EntryRow& e) {
  json.begin_object().key("entry").value(e.id).key("kind").value(entry_kind_name(e.kind));
  json.key("hand");
  if (concerns_a_hand(e.kind))
    json.value(e.hand);
  else
    json.null();
  json.key("description").value(entry_facts(rules, log, e));
  const auto optional_text = [&](const char* key, const std::string& text) {
    json.key(key);
    if (text.empty())
      json.null();
    else
      json.value(text);
  };
  optional_text("facts", e.facts);
  optional_text("reason", e.reason);
  optional_text("by", e.entered_by);
  optional_text("expected", e.expected);
  json.key("at").value(e.entered_at).end_object();
}

}  // namespace

std::string history_json(const Ruleset& rules, const GameLog& log, int hand) {
  std::string out;
  JsonWriter json(out);
  json.begin_array();
  for (const EntryRow& e : log.entries)
    if (concerns(e, hand)) write_entry(json, rules, log, e);
  json.end_array();
  return out;
}

std::string game_sheet_json(const Ruleset& rules, const GameLog& log) {
  std::string out;
  JsonWriter json(out);
  json.begin_object();
  write_score_sheet_fields(json, rules, log.names, log.sheet);
  if (log.voided) json.key("voided").value(true);
  bool any = false;
  for (const EntryRow& e : log.entries) {
    if (e.kind == EntryKind::Hand || e.kind == EntryKind::Finish) continue;
    if (!any) json.key("corrections").begin_array();
    any = true;
    write_entry(json, rules, log, e);
  }
  if (any) json.end_array();
  json.end_object();
  return out;
}

}  // namespace tenbou

#include "report/entry_text.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "formats/json_writer.h"
#include "record/hand_text.h"
#include "record/record_reader.h"
#include "record/sheet_result_json.h"
#include "report/hand_wording.h"
#include "report/score_sheet.h"
#include "report/text_table.h"
#include "report/tile_breakdown.h"

namespace tenbou {
namespace {

std::string ordinal(const Words& words, int place) {
  static constexpr const char* kPlaces[] = {"entry.place_1", "entry.place_2", "entry.place_3", "entry.place_4"};
  return words(kPlaces[std::clamp(place, 1, 4) - 1]);
}

std::string scores(const Words& words, const Names& names, const PerSeat<Points>& points) {
  std::string out;
  for_each_seat([&](Seat s) { out += (s.index ? ", " : "") + names[s] + " " + words.number(points[s]); });
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
std::string seating(const Names& names, const Words& words = words_in(Language::En)) {
  std::string out;
  for_each_seat([&](Seat s) { out += (s.index ? ", " : "") + words.wind(s.index) + " " + names[s]; });
  return out;
}

/// "Alice Martin 42,300, Bernd Keller 31,200, ...; 1 riichi stick left on the table; chombo: Alice Martin".
std::string sheet_text(const Names& names, const SheetResult& sheet, const Words& words = words_in(Language::En)) {
  std::string out, chombo;
  for_each_seat([&](Seat s) {
    out += (s.index ? ", " : "") + names[s] + " " + words.number(sheet.scores[s]);
    for (int c = 0; c < sheet.chombos[s]; ++c) chombo += (chombo.empty() ? "" : ", ") + names[s];
  });
  if (sheet.riichi_sticks > 0) out += "; " + words.counted("entry.sticks_left", sheet.riichi_sticks);
  if (!chombo.empty()) out += "; " + words("entry.sheet_chombo", {{"names", chombo}});
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
      if (const std::optional<WinAtTable>& t = tiles[static_cast<std::size_t>(i)])
        out += " [" + log.names[hand.wins[i].winner] + "'s tiles: " + tiles_text(t->tiles) + "]";
    return out + (note.empty() ? "" : " (note: " + note + ")");
  } catch (const RecordError& error) {
    return "unreadable facts: " + error.message;
  }
}

/// "hands 6-9 re-derived" for the hands after `hand` (every hand for 0), or "" when there are none.
std::string rederived(const Words& words, const GameLog& log, int hand) {
  std::vector<int> after;
  for (const LiveHand& h : log.hands)
    if (h.number > hand) after.push_back(h.number);
  if (after.empty()) return "";
  if (after.size() == 1) return words("entry.rederived_one", {{"hand", std::to_string(after.front())}});
  return words("entry.rederived_many", {{"first", std::to_string(after.front())}, {"last", std::to_string(after.back())}});
}

/// "; hands 6-9 re-derived", or "".
std::string rederived_after(const Words& words, const GameLog& log, int hand) {
  const std::string text = rederived(words, log, hand);
  return text.empty() ? "" : "; " + text;
}

/// Where the game stands after a correction: the next hand and the scores, or how it ended.
std::string standing(const Words& words, const HandWording& wording, const GameLog& log) {
  const ScoreSheet& sheet = log.sheet;
  if (sheet.final_result) return "." + final_line(log, words);
  return words("entry.next", {{"hand", std::to_string(log.next_number)},
                              {"table", describe_table(sheet.state, wording)},
                              {"scores", scores(words, log.names, sheet.state.scores)}});
}

/// The line for a hand just entered or amended: what happened, the amounts, what a chombo costs later,
/// the hands re-derived after an amendment and the new scores.
std::string hand_line(const Ruleset& rules, const EntryResult& r, const Words& words, const HandWording& wording) {
  const GameLog& log = r.log;
  const SheetLine& line = log.sheet.lines[log.index_of(r.hand)];
  std::string out = words(r.kind == EntryKind::Amend ? "entry.hand_amended" : "entry.hand",
                          {{"hand", std::to_string(r.hand)},
                           {"table", describe_table(line.before, wording)},
                           {"description", describe_hand(line.hand, line.settlement, log.names, wording)}});
  std::string changes;
  for_each_seat([&](Seat s) {
    if (line.settlement.deltas[s] != 0)
      changes += (changes.empty() ? " " : ", ") + log.names[s] + " " + words.number(line.settlement.deltas[s], true);
  });
  if (!changes.empty()) out += changes + ".";
  if (line.settlement.chombo_deduction)
    out += " " + words("entry.penalty", {{"name", log.names[*line.settlement.chombo_deduction]},
                                         {"points", words.number(-rules.chombo_deduction, true)}});
  for (const std::string& w : hand_warnings(rules, line.settlement, log.names))
    out += " " + words("entry.note", {{"note", w}});
  if (r.kind == EntryKind::Amend) {
    std::string later = rederived(words, log, r.hand);
    if (!later.empty() && later[0] >= 'a' && later[0] <= 'z') later[0] = static_cast<char>(later[0] - 'a' + 'A');
    if (!later.empty()) out += " " + later + ".";
  }
  out += " " + words(r.kind == EntryKind::Amend ? "entry.scores_now" : "entry.scores",
                     {{"scores", scores(words, log.names, log.sheet.state.scores)}});
  return out + final_line(log, words);
}

}  // namespace

std::string hand_winds_text(const GameLog& log, std::optional<int> hand) {
  const TableState* before = &log.sheet.state;
  for (const SheetLine& line : log.sheet.lines)
    if (hand && line.number == *hand) before = &line.before;
  std::string out = "This hand: ";
  for (int w = 0; w < kSeats; ++w)
    out += (w ? ", " : "") + std::string(1, wind_name(w).front()) + " = " + log.names[before->dealer().after(w)];
  return out + ".";
}

std::string game_end_words(GameEnd end, const Words& words) {
  switch (end) {
    case GameEnd::Completed: return words("table.end_completed");
    case GameEnd::Bankruptcy: return words("table.end_bankruptcy");
    case GameEnd::AgariYame: return words("table.end_agari_yame");
    case GameEnd::ClosedByReferee: return words("table.end_closed");
    case GameEnd::ClosedAtTable: return words("table.end_closed_at_table");
    case GameEnd::ScoreSheet: return words("table.end_sheet");
    default: return std::string(game_end_text(end));
  }
}

std::string final_line(const GameLog& log, const Words& words) {
  const ScoreSheet& sheet = log.sheet;
  if (!sheet.final_result) return "";
  const FinalResult& f = *sheet.final_result;
  std::vector<Seat> order;
  for_each_seat([&](Seat s) { order.push_back(s); });
  std::stable_sort(order.begin(), order.end(), [&](Seat a, Seat b) { return f.places[a] < f.places[b]; });
  std::string places;
  for (Seat s : order)
    places += (s == order.front() ? "" : ", ") + log.names[s] + " " + ordinal(words, f.places[s]) + " " +
              words.number(f.results[s], true);
  return " " + words("entry.game_over", {{"end", game_end_words(sheet.end, words)}, {"places", places}});
}


std::string entry_announcement(const Ruleset& rules, const EntryResult& r, const Words& words) {
  const GameLog& log = r.log;
  const HandWording wording = hand_wording(words);
  const std::string game = log.ref().text();
  const auto hand_of_game = [&](const char* key) {
    return words(key, {{"hand", std::to_string(r.hand)}, {"game", game}});
  };
  if (r.started) return words("entry.started", {{"game", game}, {"seating", seating(log.names, words)}});
  switch (r.kind) {
    case EntryKind::Hand:
    case EntryKind::Amend: {
      std::string out = hand_line(rules, r, words, wording);
      for (const TileBreakdown& b : tile_breakdowns(rules, log, r.hand))  // what the tiles left out, and why
        for (const auto& note : b.score.notes)
          out += " " + words("entry.tiles_note", {{"name", log.names[b.winner]}, {"note", std::string(note)}});
      return out;
    }
    case EntryKind::Void: {
      const auto removed = std::find_if(log.voided_hands.begin(), log.voided_hands.end(),
                                        [&](const LiveHand& h) { return h.number == r.hand; });
      const std::string what = removed == log.voided_hands.end()
                                   ? ""
                                   : " (" + describe_entered_hand(rules, removed->hand, log.names, wording) + ")";
      std::string out = hand_of_game(r.undo ? "entry.undone" : "entry.voided") + what + rederived_after(words, log, r.hand) +
                        standing(words, wording, log);
      if (r.was_over) {  // the game was over: its result changes, it is open again unless closed, the standings move
        const bool open = log.sheet.end == GameEnd::NotOver, moved = !r.places_moved.empty();
        const char* key = open ? (moved ? "entry.undo_reopened" : "entry.undo_reopened_same")
                               : (moved ? "entry.undo_still_over" : "entry.undo_still_over_same");
        out += " " + words(key, {{"game", game}, {"end", game_end_words(*r.was_over, words)}, {"moved", r.places_moved}});
      }
      return out;
    }
    case EntryKind::Restore:
      return hand_of_game("entry.restored") + rederived_after(words, log, r.hand) + standing(words, wording, log);
    case EntryKind::Finish:
      return words.counted(log.sheet.end == GameEnd::ClosedAtTable ? "entry.closed_at_table" : "entry.closed",
                           static_cast<long long>(log.sheet.lines.size()), {{"game", game}}) +
             final_line(log, words);
    case EntryKind::Reopen: return words("entry.reopened", {{"game", game}}) + standing(words, wording, log);
    case EntryKind::Seats:
      return words("entry.seats", {{"game", game}, {"seating", seating(log.names, words)}}) +
             rederived_after(words, log, 0) + standing(words, wording, log);
    case EntryKind::VoidGame:
      return words("entry.game_voided", {{"game", game},
                                         {"table", std::to_string(log.game.table)},
                                         {"round", std::to_string(log.game.round)}});
    case EntryKind::RestoreGame: return words("entry.game_restored", {{"game", game}}) + standing(words, wording, log);
    case EntryKind::Result: {
      const auto results = std::count_if(log.entries.begin(), log.entries.end(),
                                         [](const EntryRow& e) { return e.kind == EntryKind::Result; });
      std::string entered;  // chombos entered as hands count with the sheet's: say so, or one may be given twice
      for (const LiveHand& h : log.hands)
        entered += (entered.empty() ? "" : ", ") +
                   words("entry.chombo_hand", {{"name", log.names[h.hand.offender]}, {"hand", std::to_string(h.number)}});
      const std::string sheet = sheet_text(log.names, *log.sheet_result, words) +
                                (entered.empty() ? "" : "; " + words("entry.result_chombos", {{"names", entered}}));
      return words(results > 1 ? "entry.result_replacing" : "entry.result", {{"game", game}, {"sheet", sheet}}) +
             final_line(log, words);
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

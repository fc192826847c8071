#include "tournament/entry/hand_entry.h"

#include <functional>

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "engine/win_check.h"
#include "record/record_reader.h"
#include "record/record_writer.h"
#include "tournament/entry/double_entry_guard.h"
#include "tournament/standings/standings.h"
#include "tournament/stored_text.h"

namespace tenbou {
namespace {

/// Finds the players a referee names within one game, as of the table before the hand concerned.
///
/// `t`, `log` and `before` must remain live while this TableFinder is in use. Not copyable or movable.
class TableFinder : public SeatFinder {
 public:
  TableFinder(const Tournament& t, const GameLog& log, const TableState& before) : t_(t), log_(log), before_(before) {}
  TableFinder(const TableFinder&) = delete;
  TableFinder& operator=(const TableFinder&) = delete;

  Seat seat(DraftPlace at, const std::string& text) const override { return seat(at.field, text); }
  const std::string& name(Seat seat) const override { return log_.names[seat]; }

  Seat seat(std::string_view field, const std::string& text) const {
    if (const int wind = text.size() == 1 ? parse_wind(text[0]) : -1; wind >= 0) return before_.dealer().after(wind);
    std::vector<RowId> ids(log_.game.players.begin(), log_.game.players.end());
    const std::vector<const PlayerRow*> here = t_.players().matches(text, ids);
    if (here.size() == 1) {
      for (int i = 0; i < kSeats; ++i)
        if (log_.players[static_cast<std::size_t>(i)].id == here.front()->id) return Seat(i);
    }
    const nlohmann::json detail = naming_fields({{"field", field}, {"value", text}, {"valid", table()}}, {field});
    if (here.size() > 1)
      throw TournamentError{std::string(field) + " \"" + text + "\" is " + name_list(here) +
                                " at this table: give more of the name",
                            detail};
    const std::vector<const PlayerRow*> anywhere = t_.players().matches(text);
    const std::string who = anywhere.size() == 1 ? anywhere.front()->name + " (\"" + text + "\")" : "\"" + text + "\"";
    throw TournamentError{std::string(field) + " " + who + " is not at table " + log_.ref().text() +
                              " (players here: " + table() + "; or the seat winds E, S, W, N)",
                          detail};
  }

 private:
  /// "East Alice Martin, South ..." as of the hand concerned.
  std::string table() const {
    std::string out;
    for (int w = 0; w < kSeats; ++w)
      out += (w ? ", " : "") + std::string(wind_name(w)) + " " + log_.names[before_.dealer().after(w)];
    return out;
  }

  const Tournament& t_;
  const GameLog& log_;
  const TableState& before_;
};

}  // namespace

Seat seat_at_table(const Tournament& t, const GameLog& log, const TableState& before, std::string_view field,
                   const std::string& text) {
  return TableFinder(t, log, before).seat(field, text);
}

namespace {

/// Words what a typed hand lacks for its result, naming the fields at fault for the door to word as its own
/// (the command line as options).
class TypedWords : public DraftWords {
 public:
  [[noreturn]] void refuse(const DraftFault& fault, const HandDraft& d, const SeatFinder& at) const override {
    const std::string_view field = fault.at.field;
    const std::string outcome = outcome_name(d.outcome);
    switch (fault.kind) {
      case DraftFault::Kind::Missing: {
        const std::string whose = fault.at.win >= 0 ? d.wins[static_cast<std::size_t>(fault.at.win)].winner : "";
        if (field == "han") missing(field, "for " + whose + "'s win (or yakuman 1, or the tiles)", {"yakuman", "tiles"});
        if (field == "fu")
          missing(field, "for " + whose + "'s " +
                             std::to_string(d.wins[static_cast<std::size_t>(fault.at.win)].han.value_or(0)) +
                             " han (below 5 han)");
        if (field == "discarder") missing(field, "for a ron: who discarded the winning tile");
        if (field == "winners") missing(field, "for nagashi mangan: who holds it");
        if (field == "offender") missing(field, "for a chombo: who committed it");
        missing(field, "for a " + outcome + ": who won");
      }
      case DraftFault::Kind::TooMany:
        throw TournamentError{std::to_string(fault.count) + " winners given; a " + outcome + " has at most " +
                                  std::to_string(most_winners(d.outcome)),
                              {{"field", field}}};
      case DraftFault::Kind::NotHere:
        throw TournamentError{std::string(field) + " does not belong to a " + outcome,
                              naming_fields({{"field", field}}, {field})};
      case DraftFault::Kind::Twice:
        break;
    }
    throw TournamentError{std::string(field) + " lists " + at.name(fault.seat) + " twice",
                          naming_fields({{"field", field}}, {field})};
  }

 private:
  /// Refuses a hand that lacks `field`; `message` says what for, naming `others` (fields too) in that order.
  [[noreturn]] static void missing(std::string_view field, const std::string& message,
                                   std::initializer_list<std::string_view> others = {}) {
    throw TournamentError{std::string(field) + " is needed " + message,
                          naming_fields(naming_fields({{"field", field}}, {field}), others)};
  }
};

/// The note kept with a new hand. A reason is for corrections, except that a chombo's reason is what
/// happened, and is kept as its note when no note is given.
std::string new_hand_note(const HandDraft& draft, const EntryContext& context) {
  if (context.reason.empty()) return draft.note;
  if (draft.outcome == Outcome::Chombo && draft.note.empty()) return context.reason;
  throw TournamentError{"reason is for corrections (with amend N); use note to keep a note with the hand",
                        naming_fields({{"field", "reason"}}, {"reason", "amend", "note"})};
}

/// Values the wins of `entered` that come with their tiles at the table `before`: a value entered with the tiles
/// must agree ("entered 2 han 50 fu; the tiles give 3 han 40 fu (...)"). Throws TournamentError.
void value_tiles(const Ruleset& rules, const Names& names, const TableState& before, LiveHand& entered) {
  const std::vector<HandTiles> tiles{entered.tiles};
  if (MaybeProblem p = tiles_completion(rules, names, tiles, TilesCheck::Match)(0, before, entered.hand))
    throw TournamentError{p->message, {{"field", "tiles"}}};
}

/// A hand about to be entered (or amended): the game as the entry leaves it, checked by replaying the game with
/// the hand, and the entry that records the hand.
struct PreparedHand {
  GameLog log;
  EntryRow entry;
};

/// Makes the hand an entry records from what was entered, given the game and the table before the hand.
/// The note is the one entered ("" keeps an amended hand's note).
using HandSource = std::function<LiveHand(const GameLog& log, const TableState& before)>;

PreparedHand prepare_hand(const Tournament& t, const GameRef& ref, std::optional<int> amend,
                          const EntryContext& context, const HandSource& source) {
  if (amend) require_reason(context, "to amend a hand");
  GameLog log = load_for_entry(t, ref, context);
  std::vector<LiveHand> hands = log.hands;
  const std::size_t index = amend ? live_index(log, *amend) : hands.size();
  const TableState& before = amend ? log.sheet.lines[index].before : log.sheet.state;
  const int number = amend.value_or(log.next_number);
  // The guard first: a hand entered twice is told who entered it, even when that hand ended the game.
  check_expect(t, log, context, {.number = number, .before = &before, .new_hand = !amend});
  LiveHand entered = source(log, before);
  value_tiles(t.rules(), log.names, before, entered);
  // A chombo is the one hand a game recorded from its score sheet takes: it counts with the sheet's.
  const bool sheet_chombo = log.sheet_result && entered.hand.outcome == Outcome::Chombo;
  if (log.sheet_result && !sheet_chombo)
    throw TournamentError{"game " + ref.text() + " was recorded from its score sheet: it takes no hands but a chombo",
                          {{"field", "game"}, {"value", ref.text()}, {"remedy", "sheet-game"}}};
  if (!amend && !sheet_chombo && log.sheet.end != GameEnd::NotOver)
    throw TournamentError{"game " + ref.text() + " is over (" + std::string(game_end_text(log.sheet.end)) +
                              "): no more hands can be entered",
                          {{"field", "game"}, {"value", ref.text()}, {"remedy", "amend"}}};
  entered.number = number;
  require_text("note", entered.note, kMaxTextLength, false);
  for (int i = 0; i < entered.hand.win_count; ++i) {
    const Win& w = entered.hand.wins[i];
    if (MaybeProblem p = check_entered_win(w, entered.hand.riichi.contains(w.winner)))
      throw TournamentError{log.names[w.winner] + "'s win: " + p->message,
                            with_problem_words({{"field", "winner"}}, "problem.win_of", {{"name", log.names[w.winner]}}, *p)};
  }
  if (amend && entered.note.empty()) entered.note = hands[index].note;
  if (amend)
    hands[index] = entered;
  else
    hands.push_back(entered);
  ScoreSheet sheet = replay_or_refuse(t, log, hands, log.finished, entered.number);
  if (!amend && context.refuse_repeat) check_repeat(log, sheet);
  EntryRow entry{.kind = amend ? EntryKind::Amend : EntryKind::Hand,
                 .hand = entered.number,
                 .facts = write_hand(entered.hand, entered.note, log.names, entered.tiles).dump(),
                 .reason = amend ? context.reason : "",
                 .entered_by = context.by,
                 .expected = context.expect};
  return {with_hands(std::move(log), std::move(hands), std::move(sheet)), std::move(entry)};
}

/// The hand of `draft`, found at the table of `log` as of `before`, its faults worded by `words`; `note` is the one
/// kept with it.
LiveHand drafted(const Tournament& t, const GameLog& log, const TableState& before, const HandDraft& draft,
                 const DraftWords& words, std::string note) {
  LiveHand entered{.note = std::move(note)};
  entered.hand = draft_to_hand(draft, TableFinder(t, log, before), words, entered.tiles);
  return entered;
}

/// The hand `input` gives, found at the table of `log` as of `before`, worded as its door words it.
HandSource entered(const Tournament& t, const HandInput& input, std::optional<int> amend, const EntryContext& context) {
  return [&t, &input, amend, &context](const GameLog& log, const TableState& before) {
    if (input.typed)
      return drafted(t, log, before, *input.typed, TypedWords(),
                     amend ? input.typed->note : new_hand_note(*input.typed, context));
    try {
      const HandDraft draft = input.read(log.names);
      return drafted(t, log, before, draft, RecordWords(0), draft.note);
    } catch (const RecordError& e) {
      throw TournamentError{e.message, e.detail()};
    }
  };
}

}  // namespace

EntryResult record_hand(Tournament& t, const GameRef& ref, const HandInput& hand, std::optional<int> amend,
                        const EntryContext& context) {
  TournamentWrite tx(t);
  PreparedHand prepared = prepare_hand(t, ref, amend, context, entered(t, hand, amend, context));
  return commit_entry(t, tx, std::move(prepared.log), std::move(prepared.entry), LogState::After);
}

EntryResult preview_hand(const Tournament& t, const GameRef& ref, const HandInput& hand, std::optional<int> amend,
                         const EntryContext& context) {
  PreparedHand prepared = prepare_hand(t, ref, amend, context, entered(t, hand, amend, context));
  return preview_entry(t, std::move(prepared.log), std::move(prepared.entry), LogState::After);
}

namespace {

/// The players whose place differs between `before` and `after`: "Anna 1 -> 2, Bo 2 -> 1, Cy 3 -> -" ("-": no
/// game counted; "" when nobody moved).
std::string places_moved(const Standings& before, const Standings& after) {
  const auto place = [](int p) { return p > 0 ? std::to_string(p) : std::string("-"); };
  std::string out;
  for (const Standing& now : after.rows)
    for (const Standing& then : before.rows)
      if (then.player.id == now.player.id && then.place != now.place)
        out += (out.empty() ? "" : ", ") + now.player.name + " " + place(then.place) + " -> " + place(now.place);
  return out;
}

/// Voids live hand `index` of `log` and commits.
EntryResult void_at(Tournament& t, TournamentWrite& tx, GameLog log, std::size_t index, const EntryContext& context) {
  const LiveHand& hand = log.hands[index];
  check_expect(t, log, context, {.number = hand.number, .before = &log.sheet.lines[index].before});
  std::vector<LiveHand> hands = log.hands;
  hands.erase(hands.begin() + static_cast<std::ptrdiff_t>(index));
  replay_or_refuse(t, log, hands, log.finished, hand.number);
  EntryRow entry{.kind = EntryKind::Void,
                 .hand = hand.number,
                 .reason = context.reason,
                 .entered_by = context.by,
                 .expected = context.expect};
  return commit_entry(t, tx, std::move(log), std::move(entry));
}

}  // namespace

EntryResult void_hand(Tournament& t, const GameRef& ref, int hand, const EntryContext& context) {
  require_reason(context, "to void a hand");
  TournamentWrite tx(t);
  GameLog log = load_for_entry(t, ref, context);
  const std::size_t index = live_index(log, hand);
  return void_at(t, tx, std::move(log), index, context);
}

EntryResult undo_hand(Tournament& t, const GameRef& ref, EntryContext context) {
  const bool reasoned = context.reason.find_first_not_of(" \t") != std::string::npos;
  TournamentWrite tx(t);
  GameLog log = load_for_entry(t, ref, context);
  if (log.hands.empty())
    throw TournamentError{"game " + ref.text() + " has no hands to undo", {{"field", "game"}, {"value", ref.text()}}};
  const GameEnd was = log.sheet.end;
  std::optional<Standings> before;
  if (was != GameEnd::NotOver) {  // the game's result, and the standings, change: a reason, as for --amend
    if (!reasoned)
      throw TournamentError{"game " + ref.text() + " is over (" + std::string(game_end_text(was)) +
                                "): undoing its last hand reopens it and changes its result and the standings; give "
                                "the reason with reason",
                            naming_fields({{"field", "reason"}}, {"reason"})};
    before = compute_standings(t, {});
  } else if (!reasoned) {
    context.reason = "undo";
  }
  const std::size_t last = log.hands.size() - 1;
  EntryResult result = void_at(t, tx, std::move(log), last, context);
  result.undo = true;
  if (before) {
    result.was_over = was;
    result.places_moved = places_moved(*before, compute_standings(t, {}));
  }
  return result;
}

EntryResult restore_hand(Tournament& t, const GameRef& ref, int hand, const EntryContext& context) {
  require_reason(context, "to restore a hand");
  TournamentWrite tx(t);
  GameLog log = load_for_entry(t, ref, context);
  const auto voided = std::find_if(log.voided_hands.begin(), log.voided_hands.end(),
                                   [&](const LiveHand& h) { return h.number == hand; });
  if (voided == log.voided_hands.end())
    throw TournamentError{"hand " + std::to_string(hand) + ": " +
                              (log.index_of(hand) < log.hands.size() ? "that hand is not voided (nothing to restore)"
                                                                      : "there is no voided hand of that number"),
                          naming_fields({{"field", "hand"}, {"value", hand}}, {"hand"})};
  check_expect(t, log, context, {.number = hand});
  std::vector<LiveHand> hands = log.hands;
  hands.insert(std::find_if(hands.begin(), hands.end(), [&](const LiveHand& h) { return h.number > hand; }), *voided);
  replay_or_refuse(t, log, hands, log.finished, hand);
  EntryRow entry{.kind = EntryKind::Restore,
                 .hand = hand,
                 .reason = context.reason,
                 .entered_by = context.by,
                 .expected = context.expect};
  return commit_entry(t, tx, std::move(log), std::move(entry));
}

namespace {

/// The entry that closes the game of `log`. With `context.expect` (the last hand's number, 0 for none) the
/// closing is refused as a double entry (ExpectMismatch) when the game moved on or is already over.
EntryRow finish_entry(const GameLog& log, const EntryContext& context) {
  const GameRef ref = log.ref();
  const int last = log.hands.empty() ? 0 : log.hands.back().number;
  const nlohmann::json detail = {{"field", "hand"}, {"value", context.expect}, {"hand", last}};
  if (log.sheet.end != GameEnd::NotOver) {
    const std::string finding = "game " + ref.text() + " is already over (" + std::string(game_end_text(log.sheet.end)) + ")";
    if (!context.expect.empty()) throw ExpectMismatch{finding + ": nothing was written", detail, finding};
    throw TournamentError{finding, {{"field", "game"}, {"value", ref.text()}}};
  }
  if (!context.expect.empty() && context.expect != std::to_string(last)) {
    const std::string finding = "the last hand of game " + ref.text() + " is " +
                                (last ? "hand " + std::to_string(last) : "none yet") + ", not " + context.expect +
                                ": the game was not closed";
    throw ExpectMismatch{finding, detail, finding};
  }
  return {.kind = EntryKind::Finish, .reason = context.reason, .entered_by = context.by, .expected = context.expect};
}

}  // namespace

EntryResult finish_game(Tournament& t, const GameRef& ref, const EntryContext& context) {
  TournamentWrite tx(t);
  GameLog log = load_for_entry(t, ref, context);
  EntryRow entry = finish_entry(log, context);
  return commit_entry(t, tx, std::move(log), std::move(entry));
}

EntryResult preview_finish(const Tournament& t, const GameRef& ref, const EntryContext& context) {
  GameLog log = load_for_entry(t, ref, context);
  EntryRow entry = finish_entry(log, context);
  return preview_entry(t, std::move(log), std::move(entry));
}

}  // namespace tenbou

// The hands of a game record: each element of "hands" is read as a HandDraft (what the JSON says, checked for its
// shape) and made a hand by draft_to_hand, which every front door shares, with the players found as records name
// them and what is missing worded as a record's reader words it.
#include <algorithm>
#include <array>
#include <span>

#include <nlohmann/json.hpp>

#include "base/name_key.h"
#include "engine/game.h"
#include "record/hand_draft.h"
#include "record/record_reading.h"

namespace tenbou {
namespace {

using nlohmann::json;
using Element = simdjson::dom::element;

std::string player_choices(const Names& players) {
  std::string out;
  for_each_seat([&](Seat s) { out += (out.empty() ? "" : ", ") + players[s]; });
  return out + ", or 0 to 3";
}

/// "win 2: " before what concerns the second win of a ron, whose wins are a list; "" otherwise.
std::string place_of(DraftPlace at, Outcome outcome) {
  return outcome == Outcome::Ron && at.win >= 0 ? "win " + std::to_string(at.win + 1) + ": " : "";
}

/// A player as a record names one: by name, or by starting seat (0 to 3), which the draft holds as the name.
std::string read_player(const Reader& r, std::string_view key, const Element& v, const Names& players) {
  std::int64_t index = 0;
  std::string_view name;
  if (v.get_int64().get(index) == simdjson::SUCCESS) {
    if (index >= 0 && index < kSeats) return players[Seat(static_cast<int>(index))];
  } else if (v.get_string().get(name) == simdjson::SUCCESS && !name.empty()) {
    return std::string(name);
  }
  r.fail(key, v, "a player at this table: " + player_choices(players));
}

std::vector<std::string> read_players(const Reader& r, std::string_view key, const Element& v, const Names& players) {
  std::vector<std::string> names;
  simdjson::dom::array list;
  if (v.get_array().get(list) != simdjson::SUCCESS)
    r.fail(key, v, "a list of players, e.g. [\"" + players[Seat(0)] + "\"] or []");
  for (const Element item : list) names.push_back(read_player(r, key, item, players));
  return names;
}

/// The tiles of a win ("tiles": {"concealed", "melds", "win_tile", "flags", "dora_indicators",
/// "ura_dora_indicators"}), as far as they can be read without the table.
WrittenTiles read_tiles(const Reader& r, const Element& value) {
  const json object = json::parse(shown(value), nullptr, false);
  const std::string expected = "{\"concealed\": \"23455m678p345s\", \"melds\": [...], \"win_tile\": \"5m\", ...}";
  if (!object.is_object()) r.fail("tiles", value, expected);
  static constexpr std::string_view kKeys[] = {"concealed", "melds", "win_tile", "flags", "dora_indicators",
                                               "ura_dora_indicators"};
  for (const auto& [key, unused] : object.items())
    if (std::find(std::begin(kKeys), std::end(kKeys), key) == std::end(kKeys))
      r.fail("field \"tiles\": unknown field \"" + key + "\" (known fields: concealed, melds, win_tile, flags, "
             "dora_indicators, ura_dora_indicators)", "tiles");
  try {
    return read_written_tiles(object);
  } catch (const hand::NotationError& e) {
    r.fail("field \"tiles\": " + e.message, "tiles");
  }
}

/// Takes `key`, a field of a win (the caller's Reader::each admits no other), into `w`.
void take_win_field(const Reader& r, std::string_view key, const Element& v, const Names& players, WinDraft& w) {
  if (key == "winner") w.winner = read_player(r, key, v, players);
  else if (key == "han") w.han = r.integer(key, v, 0, 1000);
  else if (key == "fu") w.fu = r.integer(key, v, 0, 1000);
  else if (key == "yakuman") w.yakuman = r.integer(key, v, 0, 100);
  else if (key == "dora") w.dora = r.integer(key, v, 0, 100);
  else if (key == "pao") w.pao = read_player(r, key, v, players);
  else if (key == "tiles") w.tiles = read_tiles(r, v);
}

Outcome read_outcome(const Reader& r) {
  const Element v = r.need("result");
  std::string_view name;
  if (v.get_string().get(name) == simdjson::SUCCESS)
    for (Outcome o : kOutcomes)
      if (name == outcome_name(o)) return o;
  std::string choices;
  for (Outcome o : kOutcomes) choices += (choices.empty() ? "\"" : ", \"") + std::string(outcome_name(o)) + "\"";
  r.fail("result", v, "one of " + choices);
}

/// The wins of a ron, "wins": a list of win objects.
std::vector<WinDraft> read_wins(const Reader& r, const Element& v, int number, const Names& players) {
  std::vector<WinDraft> wins;
  simdjson::dom::array list;
  if (v.get_array().get(list) != simdjson::SUCCESS) r.fail("wins", v, "a list of wins");
  for (const Element win : list) {
    if (!win.is_object()) r.fail("wins", win, "a win object");
    const Reader wr(win, number, "win", static_cast<int>(wins.size()) + 1);
    WinDraft& w = wins.emplace_back();
    static constexpr std::string_view kWin[] = {"winner", "han", "fu", "yakuman", "dora", "pao", "tiles"};
    wr.each(kWin, [&](std::string_view key, const Element& value) { take_win_field(wr, key, value, players, w); });
  }
  return wins;
}

/// The fields a hand of each result has.
std::span<const std::string_view> fields_of(Outcome outcome) {
  static constexpr std::string_view kRon[] = {"result", "discarder", "wins", "riichi", "note"};
  static constexpr std::string_view kTsumo[] = {"result", "winner", "han", "fu", "yakuman", "dora", "pao", "tiles",
                                                "riichi", "note"};
  static constexpr std::string_view kDraw[] = {"result", "tenpai", "riichi", "note"};
  static constexpr std::string_view kAbortive[] = {"result", "riichi", "note"};
  static constexpr std::string_view kNagashi[] = {"result", "winners", "tenpai", "riichi", "note"};
  static constexpr std::string_view kChombo[] = {"result", "offender", "riichi", "note"};
  switch (outcome) {
    case Outcome::Ron: return kRon;
    case Outcome::Tsumo: return kTsumo;
    case Outcome::Draw: return kDraw;
    case Outcome::Abortive: return kAbortive;
    case Outcome::Nagashi: return kNagashi;
    case Outcome::Chombo: return kChombo;
  }
  return {};
}

/// A hand as written, checked for its shape (known fields, values of the right kind); what its result needs is
/// draft_to_hand's to say. A draw lists its tenpai players, if none as [].
HandDraft read_draft(const Element& doc, int number, const Names& players, std::span<const std::string_view> aside = {}) {
  if (!doc.is_object()) throw RecordError{number, "a hand must be a JSON object, not " + shown(doc)};
  const Reader r(doc, number, "");
  HandDraft d;
  d.outcome = read_outcome(r);
  WinDraft tsumo;
  bool tenpai_given = false;
  std::vector<std::string_view> fields(fields_of(d.outcome).begin(), fields_of(d.outcome).end());
  fields.insert(fields.end(), aside.begin(), aside.end());
  r.each(fields, [&](std::string_view key, const Element& v) {
    if (key == "result" || std::find(aside.begin(), aside.end(), key) != aside.end()) return;
    if (key == "discarder") d.discarder = read_player(r, key, v, players);
    else if (key == "wins") d.wins = read_wins(r, v, number, players);
    else if (key == "riichi") d.riichi = read_players(r, key, v, players);
    else if (key == "tenpai") d.tenpai = read_players(r, key, v, players), tenpai_given = true;
    else if (key == "winners") d.nagashi = read_players(r, key, v, players);
    else if (key == "offender") d.offender = read_player(r, key, v, players);
    else if (key == "note") {
      std::string_view text;
      if (v.get_string().get(text) != simdjson::SUCCESS) r.fail("note", v, "a text");
      d.note = std::string(text);
    } else {
      take_win_field(r, key, v, players, tsumo);
    }
  });
  if (d.outcome == Outcome::Draw && !tenpai_given) r.need("tenpai");
  if (d.outcome == Outcome::Tsumo && !tsumo.winner.empty()) d.wins.push_back(std::move(tsumo));
  return d;
}

/// Finds players as stored facts and files name them: by their names now (exactly, or as the same name), or by an
/// earlier name; a name that finds nobody is refused with the players there.
class RecordSeats : public SeatFinder {
 public:
  RecordSeats(const TableNames& players, int number, Outcome outcome)
      : players_(players), number_(number), outcome_(outcome) {}

  Seat seat(DraftPlace at, const std::string& text) const override {
    for (int i = 0; i < kSeats; ++i)
      if (players_[Seat(i)] == text) return Seat(i);
    for (int i = 0; i < kSeats; ++i)
      if (same_name(players_[Seat(i)], text)) return Seat(i);
    if (players_.former)
      for (const auto& [former, seat] : *players_.former)
        if (same_name(former, text)) return seat;
    throw RecordError{number_,
                      place_of(at, outcome_) + "field \"" + std::string(at.field) + "\": " + json(text).dump() +
                          " is not valid (expected a player at this table: " + player_choices(players_.current) + ")",
                      at.field};
  }
  const std::string& name(Seat seat) const override { return players_[seat]; }

 private:
  const TableNames& players_;
  int number_;
  Outcome outcome_;
};

}  // namespace

void RecordWords::refuse(const DraftFault& fault, const HandDraft& draft, const SeatFinder& at) const {
  const std::string where = place_of(fault.at, draft.outcome);
  const bool ron = draft.outcome == Outcome::Ron;
  const std::string key = ron && fault.at.field == "winner" ? "wins" : std::string(fault.at.field);
  const std::string field = "field \"" + key + "\"";
  const std::string wins = "a list of one to three wins, e.g. [{\"winner\": \"" + at.name(Seat(0)) +
                           "\", \"han\": 3, \"fu\": 30}]";
  std::string message;
  switch (fault.kind) {
    case DraftFault::Kind::Missing:
      if (key == "wins") message = field + " is missing or empty (expected " + wins + ")";
      else if (key == "han") message = field + " is missing (or give \"yakuman\": 1 for a yakuman hand, or the \"tiles\")";
      else if (key == "fu") message = field + " is missing (needed below 5 han)";
      else if (key == "winners") message = field + " is missing (who holds nagashi mangan)";
      else message = field + " is missing";
      break;
    case DraftFault::Kind::TooMany:
      message = field + ": " + std::to_string(fault.count) + " wins given (expected " + wins + ")";
      break;
    case DraftFault::Kind::NotHere:
      message = field + " does not belong to a " + outcome_name(draft.outcome);
      break;
    case DraftFault::Kind::Twice:
      message = field + ": " + at.name(fault.seat) + " is listed twice";
      break;
  }
  throw RecordError{hand_, where + message, key};
}

Hand read_hand_element(const Element& doc, int number, const TableNames& players, std::string& note,
                       HandTiles& tiles) {
  HandDraft draft = read_draft(doc, number, players.current);
  note = std::move(draft.note);
  return draft_to_hand(draft, RecordSeats(players, number, draft.outcome), RecordWords(number), tiles);
}

Hand RecordReader::read_hand(std::string_view json_text, const TableNames& players, std::string& note,
                             HandTiles& tiles) {
  return read_hand_element(parse(json_text), 0, players, note, tiles);
}

ReceivedHand::ReceivedHand(std::string_view json_text)
    : reader_(record_readers().borrow()), doc_(std::make_unique<Element>(reader_->parse(json_text))) {}

ReceivedHand::~ReceivedHand() = default;

bool ReceivedHand::is_object() const { return doc_->is_object(); }

std::optional<std::string> ReceivedHand::field(std::string_view key) const {
  Element value;
  if (doc_->at_key(key).get(value) != simdjson::SUCCESS) return std::nullopt;
  return shown(value);
}

HandDraft ReceivedHand::draft(const Names& players) const { return read_draft(*doc_, 0, players, kAside); }

}  // namespace tenbou

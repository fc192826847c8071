#include "record/game_record.h"

#include <algorithm>
#include <initializer_list>

#include "base/unicode.h"
#include "engine/game.h"
#include "engine/win_check.h"
#include "record/json_syntax.h"
#include "record/name_key.h"
#include "record/sheet_result_json.h"

namespace tenbou {
namespace {

using nlohmann::json;
using Element = simdjson::dom::element;

std::string shown(const Element& value) { return simdjson::minify(value); }

/// Reads the fields of one JSON object, naming the hand and field in every error.
class Reader {
 public:
  /// `obj` must be a JSON object.
  Reader(const Element& obj, int hand, std::string where) : hand_(hand), where_(std::move(where)) {
    if (obj.get_object().get(obj_) != simdjson::SUCCESS) fail("expected a JSON object, not " + shown(obj));
    // A key given twice is refused: readers differ on which of the two counts (the first here, the last elsewhere).
    // Each key is compared with those before it: an object has a few keys, and a list of them would be allocated
    // for every hand and win of every record read.
    for (auto field = obj_.begin(); field != obj_.end(); ++field)
      for (auto before = obj_.begin(); before != field; ++before)
        if (before.key() == field.key())
          fail("field \"" + unicode::printable(field.key()) + "\" is given twice", field.key());
  }

  [[noreturn]] void fail(const std::string& message, std::string_view field = {}) const {
    throw RecordError{hand_, (where_.empty() ? "" : where_ + ": ") + message, field};
  }
  [[noreturn]] void fail(std::string_view key, const Element& value, const std::string& expected) const {
    fail("field \"" + std::string(key) + "\": " + shown(value) + " is not valid (expected " + expected + ")", key);
  }

  void only(std::initializer_list<std::string_view> keys) const {
    for (const auto field : obj_) {
      if (std::find(keys.begin(), keys.end(), field.key) != keys.end()) continue;
      std::string known;
      for (std::string_view k : keys) known += (known.empty() ? "" : ", ") + std::string(k);
      fail("unknown field \"" + std::string(field.key) + "\" (known fields here: " + known + ")");
    }
  }

  std::optional<Element> find(std::string_view key) const {
    Element value;
    if (obj_.at_key(key).get(value) != simdjson::SUCCESS) return std::nullopt;
    return value;
  }

  Element need(std::string_view key) const {
    if (auto v = find(key)) return *v;
    fail("field \"" + std::string(key) + "\" is missing", key);
  }

  int integer(std::string_view key, int min, int max, int fallback) const {
    const auto v = find(key);
    if (!v) return fallback;
    std::int64_t number = 0;
    if (v->get_int64().get(number) != simdjson::SUCCESS || number < min || number > max)
      fail(key, *v, "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
    return static_cast<int>(number);
  }

 private:
  simdjson::dom::object obj_;
  int hand_;
  std::string where_;
};

std::string player_choices(const Names& players) {
  std::string out;
  for_each_seat([&](Seat s) { out += (out.empty() ? "" : ", ") + players[s]; });
  return out + ", or 0 to 3";
}

Seat read_player(const Reader& r, std::string_view key, const Element& v, const TableNames& players) {
  std::int64_t index = 0;
  std::string_view name;
  if (v.get_int64().get(index) == simdjson::SUCCESS) {
    if (index >= 0 && index < kSeats) return Seat(static_cast<int>(index));
  } else if (v.get_string().get(name) == simdjson::SUCCESS) {
    for (int i = 0; i < kSeats; ++i)
      if (players[Seat(i)] == name) return Seat(i);
    for (int i = 0; i < kSeats; ++i)
      if (same_name(players[Seat(i)], name)) return Seat(i);
    if (players.former)
      for (const auto& [former, seat] : *players.former)
        if (same_name(former, name)) return seat;
    if (players.more) return (*players.more)(key, name);
  }
  r.fail(key, v, "a player at this table: " + player_choices(players.current));
}

SeatSet read_players(const Reader& r, std::string_view key, const TableNames& players, bool required) {
  const std::optional<Element> v = required ? std::optional<Element>(r.need(key)) : r.find(key);
  SeatSet set;
  if (!v) return set;
  simdjson::dom::array list;
  if (v->get_array().get(list) != simdjson::SUCCESS)
    r.fail(key, *v, "a list of players, e.g. [\"" + players[Seat(0)] + "\"] or []");
  for (const Element item : list) {
    const Seat s = read_player(r, key, item, players);
    if (set.contains(s)) r.fail("field \"" + std::string(key) + "\": " + players[s] + " is listed twice", key);
    set.add(s);
  }
  return set;
}

/// The tiles of a win ("tiles": {"concealed", "melds", "win_tile", "flags", "dora_indicators",
/// "ura_dora_indicators"}), as far as they can be read without the table.
WinTiles read_tiles(const Reader& r, const Element& value) {
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
    return read_win_tiles(object);
  } catch (const hand::NotationError& e) {
    r.fail("field \"tiles\": " + e.message, "tiles");
  }
}

/// Reads a win; a win with "tiles" may leave out its value (the tiles give it when the game is replayed), and
/// what it gives is kept in `tiled` to be checked.
Win read_win(const Reader& r, std::string_view winner_key, const TableNames& players, std::optional<TiledWin>& tiled) {
  Win w;
  w.winner = read_player(r, winner_key, r.need(winner_key), players);
  if (const auto tiles = r.find("tiles")) {
    tiled = TiledWin{.tiles = read_tiles(r, *tiles)};
    const auto given = [&](std::string_view key, int max) {
      return r.find(key) ? std::optional<int>(r.integer(key, 0, max, 0)) : std::nullopt;
    };
    tiled->yakuman = given("yakuman", 100);
    tiled->dora = given("dora", 100);
    tiled->han = given("han", 1000);
    tiled->fu = given("fu", 1000);
  }
  w.yakuman = r.integer("yakuman", 0, 100, 0);
  w.dora = r.integer("dora", 0, 100, 0);
  w.han = r.integer("han", 0, 1000, w.yakuman == 0 && !tiled ? -1 : 0);
  w.fu = r.integer("fu", 0, 1000, 0);
  if (w.yakuman == 0 && !tiled) {
    if (w.han < 0) r.fail("field \"han\" is missing (or give \"yakuman\": 1 for a yakuman hand, or the \"tiles\")", "han");
    if (w.han < 5 && !r.find("fu")) r.fail("field \"fu\" is missing (needed below 5 han)", "fu");
  }
  if (const auto pao = r.find("pao")) w.pao = read_player(r, "pao", *pao, players);
  return w;
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

Hand read_hand_element(const Element& doc, int number, const TableNames& players, std::string& note,
                       HandTiles& tiles) {
  if (!doc.is_object()) throw RecordError{number, "a hand must be a JSON object, not " + shown(doc)};
  Reader r(doc, number, "");
  Hand h;
  h.outcome = read_outcome(r);
  switch (h.outcome) {
    case Outcome::Ron: {
      r.only({"result", "discarder", "wins", "riichi", "note"});
      h.discarder = read_player(r, "discarder", r.need("discarder"), players);
      const Element wins = r.need("wins");
      simdjson::dom::array list;
      if (wins.get_array().get(list) != simdjson::SUCCESS || list.size() == 0 || list.size() > 3)
        r.fail("wins", wins, "a list of one to three wins, e.g. [{\"winner\": \"" + players[Seat(0)] +
                                 "\", \"han\": 3, \"fu\": 30}]");
      int i = 0;
      for (const Element win : list) {
        if (!win.is_object()) r.fail("wins", win, "a win object");
        Reader wr(win, number, "win " + std::to_string(++i));
        wr.only({"winner", "han", "fu", "yakuman", "dora", "pao", "tiles"});
        h.add_win(read_win(wr, "winner", players, tiles[h.win_count]));
      }
      break;
    }
    case Outcome::Tsumo:
      r.only({"result", "winner", "han", "fu", "yakuman", "dora", "pao", "tiles", "riichi", "note"});
      h.add_win(read_win(r, "winner", players, tiles[0]));
      break;
    case Outcome::Draw:
      r.only({"result", "tenpai", "riichi", "note"});
      h.tenpai = read_players(r, "tenpai", players, true);
      break;
    case Outcome::Abortive:
      r.only({"result", "riichi", "note"});
      break;
    case Outcome::Nagashi:
      r.only({"result", "winners", "tenpai", "riichi", "note"});
      h.nagashi = read_players(r, "winners", players, true);
      h.tenpai = read_players(r, "tenpai", players, false);
      break;
    case Outcome::Chombo:
      r.only({"result", "offender", "riichi", "note"});
      h.offender = read_player(r, "offender", r.need("offender"), players);
      break;
  }
  h.riichi = read_players(r, "riichi", players, false);
  if (const auto n = r.find("note")) {
    std::string_view text;
    if (n->get_string().get(text) != simdjson::SUCCESS) r.fail("note", *n, "a text");
    note = std::string(text);
  }
  return h;
}

Names read_players_list(const Reader& r) {
  const Element v = r.need("players");
  simdjson::dom::array list;
  if (v.get_array().get(list) != simdjson::SUCCESS || list.size() != 4)
    r.fail("players", v, "a list of four names, East first");
  Names names;
  int i = 0;
  for (const Element item : list) {
    std::string_view name;
    if (item.get_string().get(name) != simdjson::SUCCESS || name.empty()) r.fail("players", item, "a non-empty name");
    for (int j = 0; j < i; ++j)
      if (same_name(names[Seat(j)], name)) r.fail("field \"players\": " + shown(item) + " appears twice");
    names[Seat(i++)] = std::string(name);
  }
  return names;
}

TableState read_start_element(const std::optional<Element>& doc, const Ruleset& rules) {
  TableState start;
  for_each_seat([&](Seat s) { start.scores[s] = rules.starting_points; });
  if (!doc) return start;
  if (!doc->is_object()) throw RecordError{0, "field \"start\": " + shown(*doc) + " is not a JSON object"};
  Reader r(*doc, 0, "start");
  r.only({"round", "honba", "riichi_sticks", "scores"});
  if (const auto round = r.find("round")) {
    std::string_view text;
    start.round = round->get_string().get(text) == simdjson::SUCCESS ? parse_round(text) : -1;
    if (start.round < 0 || start.round >= rules.round_count())
      r.fail("round", *round, "a round from E1 to " + round_name(rules.round_count() - 1));
  }
  start.honba = r.integer("honba", 0, 1000, 0);
  start.riichi_sticks = r.integer("riichi_sticks", 0, 1000, 0);
  if (const auto scores = r.find("scores")) {
    simdjson::dom::array list;
    if (scores->get_array().get(list) != simdjson::SUCCESS || list.size() != 4)
      r.fail("scores", *scores, "four whole numbers, East first");
    int i = 0;
    for (const Element item : list)
      if (item.get_int64().get(start.scores[Seat(i++)]) != simdjson::SUCCESS)
        r.fail("scores", *scores, "four whole numbers, East first");
  }
  return start;
}

/// "final_scores": {"scores": [E, S, W, N], "riichi_sticks": N, "chombos": [E, S, W, N]}, the last two optional.
SheetResult read_final_scores(const Reader& r, const Element& value) {
  json j = json::parse(shown(value), nullptr, false);
  const std::string expected = "{\"scores\": [E, S, W, N], \"riichi_sticks\": N, \"chombos\": [E, S, W, N]}";
  if (!j.is_object()) r.fail("final_scores", value, expected);
  for (const auto& [key, unused] : j.items())
    if (key != "scores" && key != "riichi_sticks" && key != "chombos") r.fail("final_scores", value, expected);
  if (!j.contains("riichi_sticks")) j["riichi_sticks"] = 0;
  if (!j.contains("chombos")) j["chombos"] = {0, 0, 0, 0};
  const std::optional<SheetResult> sheet = read_sheet_result(j.dump());
  if (!sheet) r.fail("final_scores", value, expected);
  return *sheet;
}

}  // namespace

Element RecordReader::parse(std::string_view json_text) {
  Element doc;
  if (parser_.parse(json_text.data(), json_text.size()).get(doc) != simdjson::SUCCESS)
    throw RecordError{0, "not valid JSON: " + json_syntax_error(json_text)};
  return doc;
}

GameRecord RecordReader::read(std::string_view json_text) { return read(parse(json_text)); }

GameRecord RecordReader::read(const Element& doc) {
  if (!doc.is_object()) throw RecordError{0, "a game record must be a JSON object"};
  Reader r(doc, 0, "");
  r.only({"ruleset", "rules", "players", "start", "hands", "finished", "final_scores", "round", "table"});
  GameRecord rec;
  rec.round = r.integer("round", 1, 100000, 0);
  rec.table = r.integer("table", 1, 100000, 0);
  if (const auto name = r.find("ruleset")) {
    rec.ruleset_given = true;
    std::string_view text;
    if (name->get_string().get(text) != simdjson::SUCCESS)
      r.fail("ruleset", *name, "the name of a preset, e.g. \"ema2016\"");
    rec.ruleset_name = std::string(text);
  }
  std::string overrides;
  if (const auto rules = r.find("rules")) {
    if (!rules->is_object()) r.fail("rules", *rules, "an object of ruleset parameters, e.g. {\"kiriage_mangan\": true}");
    overrides = shown(*rules);
    rec.rules = json::parse(overrides, nullptr, false);
    if (rec.rules.is_discarded()) r.fail("rules", *rules, "an object of ruleset parameters with numbers in range");
  }
  try {
    rec.ruleset = rulesets_.get(rec.ruleset_name, overrides);
  } catch (const RulesetError& e) {
    throw RecordError{0, e.message};
  }
  rec.players = read_players_list(r);
  rec.start = read_start_element(r.find("start"), *rec.ruleset);
  if (MaybeProblem p = check_start_scores(*rec.ruleset, rec.start)) throw RecordError{0, "field \"start\": " + p->message};
  if (const auto finished = r.find("finished")) {
    if (finished->get_bool().get(rec.finished) != simdjson::SUCCESS) r.fail("finished", *finished, "true or false");
  }
  if (const auto final_scores = r.find("final_scores")) {
    rec.final_scores = read_final_scores(r, *final_scores);
    if (r.find("hands") || r.find("finished"))
      r.fail("a record has \"hands\" (and \"finished\") or \"final_scores\" (a game from its score sheet), not both");
    if (MaybeProblem p = check_sheet(rec.start, *rec.final_scores))
      throw RecordError{0, "field \"final_scores\": " + p->message};
    return rec;
  }
  const Element hands = r.need("hands");
  simdjson::dom::array list;
  if (hands.get_array().get(list) != simdjson::SUCCESS) r.fail("hands", hands, "a list of hands");
  rec.hands.reserve(list.size());
  rec.notes.resize(list.size());
  rec.tiles.resize(list.size());
  std::size_t number = 0;
  for (const Element hand : list) {
    const Hand& h = rec.hands.emplace_back(
        read_hand_element(hand, static_cast<int>(number) + 1, rec.players, rec.notes[number], rec.tiles[number]));
    const HandTiles& tiles = rec.tiles[number++];
    for (int i = 0; i < h.win_count; ++i)
      if (MaybeProblem p = tiles[static_cast<std::size_t>(i)] ? std::nullopt
                                                              : check_entered_win(h.wins[i], h.riichi.contains(h.wins[i].winner)))
        throw RecordError{static_cast<int>(number), rec.players[h.wins[i].winner] + "'s win: " + p->message};
  }
  return rec;
}
Hand RecordReader::read_hand(std::string_view json_text, const TableNames& players, std::string& note,
                             HandTiles& tiles) {
  return read_hand_element(parse(json_text), 0, players, note, tiles);
}

TableState RecordReader::read_start(std::string_view json_text, const Ruleset& rules) {
  if (json_text.empty()) return read_start_element(std::nullopt, rules);
  return read_start_element(parse(json_text), rules);
}

}  // namespace tenbou

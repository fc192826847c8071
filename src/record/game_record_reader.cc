// The game record as a whole: its ruleset, players, start, final scores and the list of its hands, each read by
// hand_record_reader.cc.
#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/name_key.h"
#include "engine/win_check.h"
#include "formats/json_syntax.h"
#include "record/game_record_limits.h"
#include "record/record_reading.h"
#include "record/seat_json.h"
#include "record/sheet_result_json.h"

namespace tenbou {

RecordError::RecordError(int hand, std::string message, std::string_view field)
    : Error(std::move(message), {{"hand", hand}}), hand(hand) {
  if (!field.empty()) detail()["field"] = field;
}
namespace {

using nlohmann::json;
using Element = simdjson::dom::element;

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

RecordReader::RecordReader() : parser_(shallow_parser()) {
  if (!parser_) throw std::bad_alloc();
}
RecordReader::~RecordReader() = default;
RecordReader::RecordReader(RecordReader&&) noexcept = default;
RecordReader& RecordReader::operator=(RecordReader&&) noexcept = default;

Element RecordReader::parse(std::string_view json_text) {
  Element doc;
  if (parser_->parse(json_text.data(), json_text.size()).get(doc) != simdjson::SUCCESS)
    throw RecordError{0, "not valid JSON: " + json_syntax_error(json_text)};
  return doc;
}

GameRecord RecordReader::read(std::string_view json_text) { return read(parse(json_text)); }

GameRecord RecordReader::read(const Element& doc) {
  if (!doc.is_object()) throw RecordError{0, "a game record must be a JSON object"};
  Reader r(doc, 0, "");
  r.only({"ruleset", "rules", "players", "start", "hands", "finished", "final_scores", "round", "table"});
  GameRecord rec;
  rec.round = r.integer("round", 1, kMaxRound, 0);
  rec.table = r.integer("table", 1, kMaxTable, 0);
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
    if (json::parse(overrides, nullptr, false).is_discarded())
      r.fail("rules", *rules, "an object of ruleset parameters with numbers in range");
    rec.rules = overrides;
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
  if (list.size() > static_cast<std::size_t>(kMaxHands))
    r.fail("field \"hands\": " + std::to_string(list.size()) + " hands, where a game holds at most " +
               std::to_string(kMaxHands) + " (no real game comes near it)",
           "hands");
  rec.hands.reserve(list.size());
  rec.notes.resize(list.size());
  std::size_t number = 0;
  for (const Element hand : list) {
    HandTiles tiles;
    const Hand& h = rec.hands.emplace_back(
        read_hand_element(hand, static_cast<int>(number) + 1, rec.players, rec.notes[number], tiles));
    if (std::any_of(tiles.begin(), tiles.end(), [](const auto& t) { return t.has_value(); })) {
      rec.tiles.resize(list.size());  // from the first hand with tiles on
      rec.tiles[number] = std::move(tiles);
    }
    ++number;
    for (int i = 0; i < h.win_count; ++i)
      if (MaybeProblem p = tiles[static_cast<std::size_t>(i)] ? std::nullopt
                                                              : check_entered_win(h.wins[i], h.riichi.contains(h.wins[i].winner)))
        throw RecordError{static_cast<int>(number), rec.players[h.wins[i].winner] + "'s win: " + p->message};
  }
  return rec;
}

TableState RecordReader::read_start(std::string_view json_text, const Ruleset& rules) {
  if (json_text.empty()) return read_start_element(std::nullopt, rules);
  return read_start_element(parse(json_text), rules);
}

LendingPool<RecordReader>& record_readers() {
  static LendingPool<RecordReader> pool;
  return pool;
}

}  // namespace tenbou

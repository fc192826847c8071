#include "record/game_record.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>

#include "engine/game.h"

namespace tenbou {
namespace {

using nlohmann::json;

/// Reads the fields of one JSON object, naming the hand and field in every error.
class Reader {
 public:
  Reader(const json& obj, int hand, std::string where) : obj_(obj), hand_(hand), where_(std::move(where)) {}

  [[noreturn]] void fail(const std::string& message) const {
    throw RecordError{hand_, (where_.empty() ? "" : where_ + ": ") + message};
  }
  [[noreturn]] void fail(const std::string& key, const json& value, const std::string& expected) const {
    fail("field \"" + key + "\": " + value.dump() + " is not valid (expected " + expected + ")");
  }

  void only(std::initializer_list<const char*> keys) const {
    for (const auto& [key, value] : obj_.items()) {
      if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return key == k; })) {
        std::string known;
        for (const char* k : keys) known += (known.empty() ? "" : ", ") + std::string(k);
        fail("unknown field \"" + key + "\" (known fields here: " + known + ")");
      }
    }
  }

  const json* find(const char* key) const {
    auto it = obj_.find(key);
    return it == obj_.end() ? nullptr : &*it;
  }

  const json& need(const char* key) const {
    if (const json* v = find(key)) return *v;
    fail("field \"" + std::string(key) + "\" is missing");
  }

  int integer(const char* key, int min, int max, int fallback) const {
    const json* v = find(key);
    if (!v) return fallback;
    if (!v->is_number_integer() || v->get<long long>() < min || v->get<long long>() > max)
      fail(key, *v, "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
    return v->get<int>();
  }

  int hand() const { return hand_; }

 private:
  const json& obj_;
  int hand_;
  std::string where_;
};

bool same_name(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

std::string player_choices(const Names& players) {
  std::string out;
  for_each_seat([&](Seat s) { out += (out.empty() ? "" : ", ") + players[s]; });
  return out + ", or 0 to 3";
}

Seat read_player(const Reader& r, const char* key, const json& v, const Names& players) {
  if (v.is_number_integer()) {
    const long long i = v.get<long long>();
    if (i >= 0 && i < kSeats) return Seat(static_cast<int>(i));
  } else if (v.is_string()) {
    const std::string& name = v.get_ref<const std::string&>();
    for (int i = 0; i < kSeats; ++i)
      if (players[Seat(i)] == name) return Seat(i);
    for (int i = 0; i < kSeats; ++i)
      if (same_name(players[Seat(i)], name)) return Seat(i);
  }
  r.fail(key, v, "a player at this table: " + player_choices(players));
}

SeatSet read_players(const Reader& r, const char* key, const Names& players, bool required) {
  const json* v = required ? &r.need(key) : r.find(key);
  SeatSet set;
  if (!v) return set;
  if (!v->is_array()) r.fail(key, *v, "a list of players, e.g. [\"" + players[Seat(0)] + "\"] or []");
  for (const json& item : *v) {
    const Seat s = read_player(r, key, item, players);
    if (set.contains(s)) r.fail("field \"" + std::string(key) + "\": " + players[s] + " is listed twice");
    set.add(s);
  }
  return set;
}

Win read_win(const Reader& r, const char* winner_key, const Names& players) {
  Win w;
  w.winner = read_player(r, winner_key, r.need(winner_key), players);
  w.yakuman = r.integer("yakuman", 0, 100, 0);
  w.dora = r.integer("dora", 0, 100, 0);
  if (w.yakuman == 0) {
    w.han = r.integer("han", 0, 1000, -1);
    if (w.han < 0) r.fail("field \"han\" is missing (or give \"yakuman\": 1 for a yakuman hand)");
    w.fu = r.integer("fu", 0, 1000, 0);
    if (w.han < 5 && !r.find("fu")) r.fail("field \"fu\" is missing (needed below 5 han)");
  }
  if (const json* pao = r.find("pao")) w.pao = read_player(r, "pao", *pao, players);
  return w;
}

Outcome read_outcome(const Reader& r) {
  const json& v = r.need("result");
  static constexpr Outcome kAll[] = {Outcome::Ron,      Outcome::Tsumo,   Outcome::Draw,
                                     Outcome::Abortive, Outcome::Nagashi, Outcome::Chombo};
  if (v.is_string())
    for (Outcome o : kAll)
      if (v.get_ref<const std::string&>() == outcome_name(o)) return o;
  r.fail("result", v, "one of \"ron\", \"tsumo\", \"draw\", \"abortive\", \"nagashi\", \"chombo\"");
}

Hand read_hand(const json& doc, int number, const Names& players, std::string& note) {
  if (!doc.is_object()) throw RecordError{number, "a hand must be a JSON object, not " + doc.dump()};
  Reader r(doc, number, "");
  Hand h;
  h.outcome = read_outcome(r);
  switch (h.outcome) {
    case Outcome::Ron: {
      r.only({"result", "discarder", "wins", "riichi", "note"});
      h.discarder = read_player(r, "discarder", r.need("discarder"), players);
      const json& wins = r.need("wins");
      if (!wins.is_array() || wins.empty() || wins.size() > 3)
        r.fail("wins", wins, "a list of one to three wins, e.g. [{\"winner\": \"" + players[Seat(0)] +
                                 "\", \"han\": 3, \"fu\": 30}]");
      for (std::size_t i = 0; i < wins.size(); ++i) {
        if (!wins[i].is_object()) r.fail("wins", wins[i], "a win object");
        Reader wr(wins[i], number, "win " + std::to_string(i + 1));
        wr.only({"winner", "han", "fu", "yakuman", "dora", "pao"});
        h.add_win(read_win(wr, "winner", players));
      }
      break;
    }
    case Outcome::Tsumo:
      r.only({"result", "winner", "han", "fu", "yakuman", "dora", "pao", "riichi", "note"});
      h.add_win(read_win(r, "winner", players));
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
  if (const json* n = r.find("note")) {
    if (!n->is_string()) r.fail("note", *n, "a text");
    note = n->get<std::string>();
  }
  return h;
}

Names read_players_list(const json& doc) {
  Reader r(doc, 0, "");
  const json& v = r.need("players");
  if (!v.is_array() || v.size() != 4) r.fail("players", v, "a list of four names, East first");
  Names names;
  for (int i = 0; i < kSeats; ++i) {
    const json& name = v[static_cast<std::size_t>(i)];
    if (!name.is_string() || name.get_ref<const std::string&>().empty())
      r.fail("players", name, "a non-empty name");
    for (int j = 0; j < i; ++j)
      if (same_name(names[Seat(j)], name.get_ref<const std::string&>()))
        r.fail("field \"players\": " + name.dump() + " appears twice");
    names[Seat(i)] = name.get<std::string>();
  }
  return names;
}

TableState read_start(const json* doc, const Ruleset& rules) {
  TableState start;
  for_each_seat([&](Seat s) { start.scores[s] = rules.starting_points; });
  if (!doc) return start;
  if (!doc->is_object()) throw RecordError{0, "field \"start\": " + doc->dump() + " is not a JSON object"};
  Reader r(*doc, 0, "start");
  r.only({"round", "honba", "riichi_sticks", "scores"});
  if (const json* round = r.find("round")) {
    start.round = round->is_string() ? parse_round(round->get_ref<const std::string&>()) : -1;
    if (start.round < 0 || start.round >= rules.round_count())
      r.fail("round", *round, "a round from E1 to " + round_name(rules.round_count() - 1));
  }
  start.honba = r.integer("honba", 0, 1000, 0);
  start.riichi_sticks = r.integer("riichi_sticks", 0, 1000, 0);
  if (const json* scores = r.find("scores")) {
    if (!scores->is_array() || scores->size() != 4 ||
        !std::all_of(scores->begin(), scores->end(), [](const json& x) { return x.is_number_integer(); }))
      r.fail("scores", *scores, "four whole numbers, East first");
    for_each_seat([&](Seat s) { start.scores[s] = (*scores)[s.index].get<Points>(); });
  }
  return start;
}

json player_list(SeatSet set, const Names& players) {
  json list = json::array();
  for_each_seat([&](Seat s) {
    if (set.contains(s)) list.push_back(players[s]);
  });
  return list;
}

json write_win(const Win& w, const Names& players, json out) {
  if (w.yakuman > 0) {
    out["yakuman"] = w.yakuman;
  } else {
    out["han"] = w.han;
    out["fu"] = w.fu;
  }
  if (w.dora > 0) out["dora"] = w.dora;
  if (w.pao) out["pao"] = players[*w.pao];
  return out;
}

json write_hand(const Hand& h, const std::string& note, const Names& players) {
  json out = {{"result", outcome_name(h.outcome)}};
  switch (h.outcome) {
    case Outcome::Ron: {
      out["discarder"] = players[h.discarder];
      json wins = json::array();
      for (int i = 0; i < h.win_count; ++i)
        wins.push_back(write_win(h.wins[i], players, {{"winner", players[h.wins[i].winner]}}));
      out["wins"] = wins;
      break;
    }
    case Outcome::Tsumo: out = write_win(h.wins[0], players, {{"result", "tsumo"}, {"winner", players[h.wins[0].winner]}}); break;
    case Outcome::Draw: out["tenpai"] = player_list(h.tenpai, players); break;
    case Outcome::Abortive: break;
    case Outcome::Nagashi:
      out["winners"] = player_list(h.nagashi, players);
      out["tenpai"] = player_list(h.tenpai, players);
      break;
    case Outcome::Chombo: out["offender"] = players[h.offender]; break;
  }
  if (!h.riichi.empty()) out["riichi"] = player_list(h.riichi, players);
  if (!note.empty()) out["note"] = note;
  return out;
}

}  // namespace

const char* outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::Ron: return "ron";
    case Outcome::Tsumo: return "tsumo";
    case Outcome::Draw: return "draw";
    case Outcome::Abortive: return "abortive";
    case Outcome::Nagashi: return "nagashi";
    case Outcome::Chombo: return "chombo";
  }
  return "";
}

std::shared_ptr<const Ruleset> RulesetCache::get(const std::string& preset, const json& overrides) {
  std::string key = preset + '\n' + overrides.dump();
  auto it = cache_.find(key);
  if (it != cache_.end()) return it->second;
  auto rules = std::make_shared<const Ruleset>(load_ruleset(preset, overrides));
  cache_.emplace(std::move(key), rules);
  return rules;
}

GameRecord read_game_record(const json& doc, RulesetCache& rulesets) {
  if (!doc.is_object()) throw RecordError{0, "a game record must be a JSON object"};
  Reader r(doc, 0, "");
  r.only({"ruleset", "rules", "players", "start", "hands", "finished"});
  GameRecord rec;
  if (const json* name = r.find("ruleset")) {
    if (!name->is_string()) r.fail("ruleset", *name, "the name of a preset, e.g. \"ema2016\"");
    rec.ruleset_name = name->get<std::string>();
  }
  if (const json* rules = r.find("rules")) rec.rules = *rules;
  try {
    rec.ruleset = rulesets.get(rec.ruleset_name, rec.rules);
  } catch (const RulesetError& e) {
    throw RecordError{0, e.message};
  }
  rec.players = read_players_list(doc);
  rec.start = read_start(r.find("start"), *rec.ruleset);
  if (const json* finished = r.find("finished")) {
    if (!finished->is_boolean()) r.fail("finished", *finished, "true or false");
    rec.finished = finished->get<bool>();
  }
  const json& hands = r.need("hands");
  if (!hands.is_array()) r.fail("hands", hands, "a list of hands");
  rec.hands.reserve(hands.size());
  rec.notes.resize(hands.size());
  for (std::size_t i = 0; i < hands.size(); ++i)
    rec.hands.push_back(read_hand(hands[i], static_cast<int>(i + 1), rec.players, rec.notes[i]));
  return rec;
}

json write_game_record(const GameRecord& rec) {
  json out = {{"ruleset", rec.ruleset_name}};
  if (!rec.rules.empty()) out["rules"] = rec.rules;
  json players = json::array();
  for_each_seat([&](Seat s) { players.push_back(rec.players[s]); });
  out["players"] = players;
  json scores = json::array();
  for_each_seat([&](Seat s) { scores.push_back(rec.start.scores[s]); });
  out["start"] = {{"round", round_name(rec.start.round)},
                  {"honba", rec.start.honba},
                  {"riichi_sticks", rec.start.riichi_sticks},
                  {"scores", scores}};
  json hands = json::array();
  for (std::size_t i = 0; i < rec.hands.size(); ++i)
    hands.push_back(write_hand(rec.hands[i], i < rec.notes.size() ? rec.notes[i] : "", rec.players));
  out["hands"] = hands;
  out["finished"] = rec.finished;
  return out;
}

}  // namespace tenbou

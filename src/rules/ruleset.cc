#include "rules/ruleset.h"

#include <algorithm>
#include <functional>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "rules/presets.h"
#include "rules/ruleset_format.h"

namespace tenbou {
namespace {

using nlohmann::json;

constexpr const char* kFormatKey = "format";

[[noreturn]] void fail(const std::string& key, const std::string& what) {
  throw RulesetError{"ruleset key \"" + key + "\": " + what};
}

std::string shown(const json& value) { return value.dump(); }

Points read_integer(const std::string& key, const json& value, Points min, Points max) {
  if (!value.is_number_integer())
    fail(key, shown(value) + " is not a whole number (expected " + std::to_string(min) + " to " +
                  std::to_string(max) + ")");
  Points v = value.get<Points>();
  if (v < min || v > max)
    fail(key, std::to_string(v) + " is out of range (expected " + std::to_string(min) + " to " +
                  std::to_string(max) + ")");
  return v;
}

/// How one ruleset key is read from and written to JSON, and since when it exists: a copy stored by a
/// tenbou that predates it gets `before`, the behaviour of the version without it.
struct Field {
  std::string key;
  std::function<void(Ruleset&, const json&)> read;
  std::function<json(const Ruleset&)> write;
  int since = 1;        ///< the stored format that introduced the key
  json before = nullptr;  ///< its value in copies of an earlier format
};

template <class T>
Field integer(std::string key, T Ruleset::*member, Points min, Points max, Points multiple_of = 1) {
  return {key,
          [=](Ruleset& r, const json& v) {
            Points value = read_integer(key, v, min, max);
            if (value % multiple_of != 0)
              fail(key, std::to_string(value) + " is not a multiple of " + std::to_string(multiple_of));
            r.*member = static_cast<T>(value);
          },
          [=](const Ruleset& r) { return json(r.*member); }};
}

template <class T>
Field optional_integer(std::string key, std::optional<T> Ruleset::*member, Points min, Points max) {
  return {key,
          [=](Ruleset& r, const json& v) {
            if (v.is_null())
              r.*member = std::nullopt;
            else
              r.*member = static_cast<T>(read_integer(key, v, min, max));
          },
          [=](const Ruleset& r) { return (r.*member) ? json(*(r.*member)) : json(nullptr); }};
}

Field boolean(std::string key, bool Ruleset::*member) {
  return {key,
          [=](Ruleset& r, const json& v) {
            if (!v.is_boolean()) fail(key, shown(v) + " is not true or false");
            r.*member = v.get<bool>();
          },
          [=](const Ruleset& r) { return json(r.*member); }};
}

template <class E>
Field choice(std::string key, E Ruleset::*member, std::vector<std::pair<std::string, E>> names) {
  return {key,
          [=](Ruleset& r, const json& v) {
            std::string valid;
            for (const auto& [name, value] : names) {
              if (v.is_string() && v.get<std::string>() == name) {
                r.*member = value;
                return;
              }
              valid += (valid.empty() ? "\"" : ", \"") + name + "\"";
            }
            fail(key, shown(v) + " is not one of " + valid);
          },
          [=](const Ruleset& r) {
            for (const auto& [name, value] : names)
              if (value == r.*member) return json(name);
            return json(nullptr);
          }};
}

/// `field` as introduced in stored format `format`, with `before` for copies of earlier formats.
Field since(int format, json before, Field field) {
  field.since = format;
  field.before = std::move(before);
  return field;
}

Field uma_field() {
  return {"uma",
          [](Ruleset& r, const json& v) {
            if (!v.is_array() || v.size() != 4) fail("uma", shown(v) + " is not a list of four amounts (1st to 4th)");
            Points sum = 0;
            for (std::size_t i = 0; i < 4; ++i) {
              r.uma[i] = read_integer("uma", v[i], -1000000, 1000000);
              if (r.uma[i] % 100 != 0) fail("uma", shown(v) + " must be whole hundreds");
              sum += r.uma[i];
            }
            if (sum != 0) fail("uma", shown(v) + " does not add up to zero");
            for (std::size_t i = 1; i < 4; ++i)
              if (r.uma[i] > r.uma[i - 1]) fail("uma", shown(v) + " must not increase from 1st to 4th place");
          },
          [](const Ruleset& r) { return json(r.uma); }};
}

Field title_field() {
  return {"title",
          [](Ruleset& r, const json& v) {
            if (!v.is_string()) fail("title", shown(v) + " is not a text");
            r.title = v.get<std::string>();
          },
          [](const Ruleset& r) { return json(r.title); }};
}

const std::vector<Field>& fields() {
  static const std::vector<Field> all = {
      title_field(),
      integer("starting_points", &Ruleset::starting_points, 0, 1000000, 100),
      choice("game_length", &Ruleset::game_length,
             {{"east_only", GameLength::EastOnly}, {"east_south", GameLength::EastSouth}}),
      uma_field(),
      choice("ties", &Ruleset::ties, {{"shared", Ties::Shared}, {"seat_order", Ties::SeatOrder}}),
      boolean("leftover_riichi_to_first", &Ruleset::leftover_riichi_to_first),
      boolean("kiriage_mangan", &Ruleset::kiriage_mangan),
      boolean("kazoe_yakuman", &Ruleset::kazoe_yakuman),
      integer("yakuman_maximum", &Ruleset::yakuman_maximum, 1, 6),
      integer("counter_value_ron", &Ruleset::counter_value_ron, 0, 3000, 100),
      integer("counter_value_tsumo", &Ruleset::counter_value_tsumo, 0, 1000, 100),
      choice("multiple_ron", &Ruleset::multiple_ron,
             {{"all_paid", MultipleRon::AllPaid}, {"head_bump", MultipleRon::HeadBump}}),
      integer("riichi_deposit", &Ruleset::riichi_deposit, 100, 10000, 100),
      optional_integer("riichi_minimum_score", &Ruleset::riichi_minimum_score, 0, 1000000),
      // Split between one, two or three tenpai or noten players in whole hundreds.
      integer("noten_payment_total", &Ruleset::noten_payment_total, 0, 30000, 600),
      boolean("abortive_draws", &Ruleset::abortive_draws),
      choice("dealer_after_abortive_draw", &Ruleset::dealer_after_abortive_draw,
             {{"stays", AbortiveDealer::Stays}, {"rotates", AbortiveDealer::Rotates}}),
      boolean("nagashi_mangan", &Ruleset::nagashi_mangan),
      optional_integer("two_han_minimum_from_counters", &Ruleset::two_han_minimum_from_counters, 1, 100),
      choice("chombo", &Ruleset::chombo,
             {{"deduction_after_uma", ChomboPenalty::DeductionAfterUma},
              {"reverse_mangan", ChomboPenalty::ReverseMangan}}),
      integer("chombo_deduction", &Ruleset::chombo_deduction, 0, 1000000, 100),
      boolean("liability", &Ruleset::liability),
      boolean("bankruptcy", &Ruleset::bankruptcy),
      boolean("agari_yame", &Ruleset::agari_yame),
      // Format 2: valuing a hand from its tiles. Copies stored before take the EMA 2016 values.
      since(2, true, boolean("open_tanyao", &Ruleset::open_tanyao)),
      since(2, false, boolean("red_fives", &Ruleset::red_fives)),
      since(2, "mangan", choice("renhou", &Ruleset::renhou,
                                {{"none", Renhou::None}, {"mangan", Renhou::Mangan}, {"yakuman", Renhou::Yakuman}})),
      since(2, 4, integer("double_wind_pair_fu", &Ruleset::double_wind_pair_fu, 2, 4, 2)),
      // Format 3: yakuman worth two, and several yakuman added up. Copies stored before take EMA 2016's: neither.
      since(3, false, boolean("double_yakuman", &Ruleset::double_yakuman)),
      since(3, false, boolean("stacked_yakuman", &Ruleset::stacked_yakuman)),
      // Format 4: what the online platforms (Tenhou, Mahjong Soul) pay and end by. Copies stored before: as before.
      since(4, nullptr, optional_integer("return_points", &Ruleset::return_points, 0, 1000000)),
      since(4, "each_winner",
            choice("multiple_ron_counters", &Ruleset::multiple_ron_counters,
                   {{"each_winner", CountersInMultipleRon::EachWinner}, {"first_winner", CountersInMultipleRon::FirstWinner}})),
      since(4, "own_back",
            choice("multiple_ron_sticks", &Ruleset::multiple_ron_sticks,
                   {{"own_back", SticksInMultipleRon::OwnBack}, {"first_winner", SticksInMultipleRon::FirstWinner}})),
      since(4, "paid", choice("triple_ron", &Ruleset::triple_ron,
                              {{"paid", TripleRon::Paid}, {"abortive_draw", TripleRon::AbortiveDraw}})),
      since(4, "as_tsumo", choice("nagashi_payment", &Ruleset::nagashi_payment,
                                  {{"as_tsumo", NagashiPayment::AsTsumo}, {"as_draw", NagashiPayment::AsDraw}})),
      since(4, nullptr, optional_integer("goal_points", &Ruleset::goal_points, 0, 1000000)),
      since(4, true, boolean("tenpai_yame", &Ruleset::tenpai_yame)),
  };
  return all;
}

std::string known_keys() {
  std::string keys;
  for (const Field& f : fields()) keys += (keys.empty() ? "" : ", ") + f.key;
  return keys;
}

}  // namespace

Ruleset ruleset_from_json(const std::string& name, const json& doc) {
  if (!doc.is_object()) throw RulesetError{"ruleset \"" + name + "\" is not a JSON object"};
  if (doc.contains(kFormatKey)) fail(kFormatKey, "is kept in stored copies only, not a ruleset parameter");
  for (const auto& [key, value] : doc.items()) {
    bool known = false;
    for (const Field& f : fields()) known = known || f.key == key;
    if (!known) fail(key, "unknown key (known keys: " + known_keys() + ")");
  }
  Ruleset rules;
  rules.name = name;
  for (const Field& f : fields()) {
    auto it = doc.find(f.key);
    if (it == doc.end()) fail(f.key, "missing from ruleset \"" + name + "\"");
    f.read(rules, *it);
  }
  if (rules.return_points && (*rules.return_points < rules.starting_points || *rules.return_points % 100 != 0))
    fail("return_points", std::to_string(*rules.return_points) + " must be whole hundreds, at least the starting points (" +
                              std::to_string(rules.starting_points) + "), or null to count from the starting points");
  return rules;
}

const std::vector<ParameterIntroduction>& parameter_introductions() {
  static const std::vector<ParameterIntroduction> list = [] {
    std::vector<ParameterIntroduction> out;
    for (const Field& f : fields())
      if (f.since > 1) out.push_back({f.key, f.since, f.before});
    return out;
  }();
  return list;
}

int latest_format(const std::vector<ParameterIntroduction>& introductions) {
  int format = 1;
  for (const ParameterIntroduction& p : introductions) format = std::max(format, p.since);
  return format;
}

int current_ruleset_format() { return latest_format(parameter_introductions()); }

int upgrade_stored_copy(json& doc, const std::vector<ParameterIntroduction>& introductions) {
  int format = 1;  // copies stored before formats were numbered
  if (const auto it = doc.find(kFormatKey); it != doc.end()) {
    if (!it->is_number_integer() || it->get<int>() < 1)
      fail(kFormatKey, shown(*it) + " is not a format number (1 or more)");
    format = it->get<int>();
    doc.erase(it);
  }
  const int latest = latest_format(introductions);
  if (format > latest)
    throw RulesetError{"the stored ruleset was written by a newer tenbou (format " + std::to_string(format) +
                       "; this tenbou reads formats up to " + std::to_string(latest) + "): upgrade tenbou to use "
                       "this file"};
  for (int step = format + 1; step <= latest; ++step)
    for (const ParameterIntroduction& p : introductions)
      if (p.since == step && !doc.contains(p.key)) doc[p.key] = p.before;
  return format;
}

json stored_ruleset_json(const Ruleset& rules) {
  json doc = ruleset_to_json(rules);
  doc[kFormatKey] = current_ruleset_format();
  return doc;
}

Ruleset ruleset_from_stored_json(const std::string& name, json doc) {
  if (!doc.is_object()) throw RulesetError{"the stored ruleset \"" + name + "\" is not a JSON object"};
  upgrade_stored_copy(doc, parameter_introductions());
  return ruleset_from_json(name, doc);
}

json ruleset_to_json(const Ruleset& rules) {
  json doc = json::object();
  for (const Field& f : fields()) doc[f.key] = f.write(rules);
  return doc;
}

json ruleset_differences(const Ruleset& rules, const Ruleset& other) {
  const json mine = ruleset_to_json(rules);
  const json theirs = ruleset_to_json(other);
  json out = json::object();
  for (const auto& [key, value] : mine.items())
    if (theirs.at(key) != value) out[key] = value;
  return out;
}

Ruleset load_ruleset(const std::string& preset, const json& overrides) {
  std::string names;
  for (const PresetText& p : preset_texts()) {
    if (p.name == preset) {
      json doc = json::parse(p.json);
      if (!overrides.is_null()) {
        if (!overrides.is_object()) throw RulesetError{"rule overrides must be a JSON object of key: value"};
        for (const auto& [key, value] : overrides.items()) {
          if (!doc.contains(key)) fail(key, "unknown key (known keys: " + known_keys() + ")");
          doc[key] = value;
        }
      }
      return ruleset_from_json(preset, doc);
    }
    names += (names.empty() ? "" : ", ") + std::string(p.name);
  }
  throw RulesetError{"unknown ruleset \"" + preset + "\" (known: " + names + ")"};
}

}  // namespace tenbou

// Rulesets as data: every preset loads, overrides apply, and bad keys or values are named.

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "rules/presets.h"
#include "rules/ruleset_format.h"
#include "test_support.h"

namespace tenbou {

TEST_CASE("every shipped preset loads and names itself") {
  std::vector<std::string> names;
  for (const PresetText& p : preset_texts()) names.emplace_back(p.name);
  CHECK(names ==
        std::vector<std::string>{"ariari", "ema2008", "ema2016", "ema2025", "majsoul", "tenhou", "wrc2015", "wrc2022"});
  for (const std::string& name : names) CHECK(load_ruleset(name, nullptr).name == name);
}

TEST_CASE("the presets differ from ema2016 exactly where the rules do") {
  nlohmann::json base = ruleset_to_json(test::preset("ema2016"));
  auto differences = [&](const std::string& name) {
    nlohmann::json other = ruleset_to_json(test::preset(name));
    std::vector<std::string> keys;
    for (const auto& [key, value] : other.items())
      if (key != "title" && value != base[key]) keys.push_back(key);
    return keys;
  };
  CHECK(differences("ema2025") == std::vector<std::string>{"kiriage_mangan"});
  CHECK(differences("wrc2015") ==
        std::vector<std::string>{"kiriage_mangan", "leftover_riichi_to_first", "multiple_ron"});
  CHECK(differences("ariari") ==
        std::vector<std::string>{"abortive_draws", "agari_yame", "bankruptcy", "chombo", "double_yakuman", "kazoe_yakuman",
                                 "open_tanyao", "red_fives", "renhou", "riichi_minimum_score", "starting_points",
                                 "two_han_minimum_from_counters", "uma", "yakuman_maximum"});
  // EMA 2008/2012 against 2016 in valuing hands (RULES.md §1 and §10): closed-only tanyao, red fives, renhou a
  // yakuman, Big Four Winds a double yakuman (no stacking in either).
  const std::vector<std::string> ema2008 = differences("ema2008");
  for (const char* key : {"open_tanyao", "red_fives", "renhou", "double_yakuman"})
    CHECK(std::find(ema2008.begin(), ema2008.end(), key) != ema2008.end());
}

TEST_CASE("overrides change one parameter; unknown keys and impossible values are named") {
  const Ruleset r = load_ruleset("ema2016", nlohmann::json{{"kiriage_mangan", true}, {"uma", {20000, 10000, -10000, -20000}}});
  CHECK(r.kiriage_mangan);
  CHECK(r.uma[0] == 20000);
  auto error = [](const nlohmann::json& overrides) {
    try {
      load_ruleset("ema2016", overrides);
    } catch (const RulesetError& e) {
      return e.message;
    }
    return std::string();
  };
  CHECK(error({{"kiriage", true}}).find("ruleset key \"kiriage\": unknown key") == 0);
  CHECK(error({{"uma", {15000, 5000, -5000, -10000}}}).find("does not add up to zero") != std::string::npos);
  CHECK(error({{"chombo", "banish"}}).find("\"banish\" is not one of \"deduction_after_uma\", \"reverse_mangan\"") !=
        std::string::npos);
  CHECK(error({{"starting_points", -5}}).find("out of range") != std::string::npos);
  CHECK(error({{"noten_payment_total", 1000}}).find("not a multiple of 600") != std::string::npos);
  CHECK(error({{"agari_yame", "yes"}}).find("is not true or false") != std::string::npos);
  try {
    load_ruleset("ema2099", nullptr);
    FAIL("unknown preset accepted");
  } catch (const RulesetError& e) {
    CHECK(e.message.find("unknown ruleset \"ema2099\" (known: ariari, ema2008, ema2016, ema2025, majsoul, tenhou, wrc2015, wrc2022)") == 0);
  }
}

TEST_CASE("a ruleset written out reads back identical") {
  for (const PresetText& p : preset_texts()) {
    const Ruleset r = load_ruleset(std::string(p.name), nullptr);
    CHECK(ruleset_to_json(ruleset_from_json(r.name, ruleset_to_json(r))) == ruleset_to_json(r));
  }
}

TEST_CASE("a stored copy carries its format and reads back identical; copies without a format are format 1") {
  for (const PresetText& p : preset_texts()) {
    const Ruleset r = load_ruleset(std::string(p.name), nullptr);
    const nlohmann::json stored = stored_ruleset_json(r);
    CHECK(stored["format"] == current_ruleset_format());
    CHECK(ruleset_to_json(ruleset_from_stored_json(r.name, stored)) == ruleset_to_json(r));
    // As tenbou 0.1.0 stored it: every parameter of format 1 and no "format".
    CHECK(ruleset_to_json(ruleset_from_stored_json(r.name, ruleset_to_json(r))) == ruleset_to_json(r));
  }
}

TEST_CASE("a stored copy is refused when it is newer, lacks a parameter of its format, or names an unknown one") {
  const nlohmann::json copy = stored_ruleset_json(test::preset("ema2016"));
  auto refused = [](const nlohmann::json& doc, const std::string& words) {
    try {
      ruleset_from_stored_json("ema2016", doc);
      FAIL("accepted: " << doc.dump());
    } catch (const RulesetError& e) {
      CHECK_MESSAGE(e.message.find(words) != std::string::npos, e.message);
    }
  };
  nlohmann::json newer = copy;
  newer["format"] = current_ruleset_format() + 1;
  refused(newer, "written by a newer tenbou");
  nlohmann::json missing = copy;
  missing.erase("uma");
  refused(missing, "ruleset key \"uma\": missing");
  nlohmann::json unknown = copy;
  unknown["open_tanyao_typo"] = true;
  refused(unknown, "\"open_tanyao_typo\": unknown key");
  nlohmann::json bad_format = copy;
  bad_format["format"] = "two";
  refused(bad_format, "\"format\": \"two\" is not a format number");
  CHECK_THROWS_AS(load_ruleset("ema2016", {{"format", 2}}), RulesetError);
}

TEST_CASE("upgrading a stored copy adds each later parameter with its value for older copies, step by step") {
  // Two parameters as a later tenbou might add them: one in format 2, one in format 3.
  const std::vector<ParameterIntroduction> later = {{"open_tanyao", 2, false}, {"renhou", 3, "yakuman"}};
  nlohmann::json v1 = {{"uma", 1}};  // format 1: no "format" key
  CHECK(upgrade_stored_copy(v1, later) == 1);
  CHECK(v1 == nlohmann::json{{"uma", 1}, {"open_tanyao", false}, {"renhou", "yakuman"}});
  nlohmann::json v2 = {{"format", 2}, {"uma", 1}, {"open_tanyao", true}};
  CHECK(upgrade_stored_copy(v2, later) == 2);
  CHECK(v2 == nlohmann::json{{"uma", 1}, {"open_tanyao", true}, {"renhou", "yakuman"}});  // its own value kept
  nlohmann::json v3 = {{"format", 3}, {"uma", 1}};
  upgrade_stored_copy(v3, later);
  CHECK(v3 == nlohmann::json{{"uma", 1}});  // a current copy is read as it is: a missing key is then refused
  nlohmann::json v4 = {{"format", 4}};
  CHECK_THROWS_AS(upgrade_stored_copy(v4, later), RulesetError);
  // Format 2 added the parameters of valuing a hand from its tiles; older copies take the EMA 2016 values.
  const std::vector<ParameterIntroduction>& today = parameter_introductions();
  // Format 3 added double and stacked yakuman; older copies take EMA 2016's (neither).
  REQUIRE(today.size() == 13);
  CHECK(today[0].key == "open_tanyao");
  CHECK(today[0].before == true);
  CHECK(today[2].before == "mangan");
  CHECK(today[4].key == "double_yakuman");
  CHECK(today[4].since == 3);
  CHECK(today[4].before == false);
  CHECK(today[5].before == false);
  // Format 4 added the online platforms' parameters; older copies pay and end as they did.
  CHECK(today[6].key == "return_points");
  CHECK(today[6].since == 4);
  CHECK(today[6].before.is_null());
  CHECK(today[7].before == "each_winner");
  CHECK(today[8].before == "own_back");
  CHECK(today[9].before == "paid");
  CHECK(today[10].before == "as_tsumo");
  CHECK(today[11].before.is_null());
  CHECK(today[12].key == "tenpai_yame");
  CHECK(today[12].before == true);
  CHECK(current_ruleset_format() == 4);
}

}  // namespace tenbou

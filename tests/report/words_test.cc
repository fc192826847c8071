// The pages' words: a language's catalogue with its placeholders filled, plural forms as the language counts, the
// numbers it groups its own way, and the words a page's script gets.

#include <algorithm>

#include <nlohmann/json.hpp>

#include "report/catalogue.h"
#include "report/hand_wording.h"
#include "report/words.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

TEST_CASE("a text in each language, its placeholders filled") {
  CHECK(words_in(Language::En)("cards.table", {{"table", "3"}}) == "Table 3");
  CHECK(words_in(Language::En)("standings.title", {{"tournament", "Coupe {tournament}"}}) == "Coupe {tournament}: standings");
  for (const LanguageName& l : offered_languages()) {
    const Words& w = words_in(l.language);
    CAPTURE(l.code);
    CHECK(std::string(w.code()) == l.code);
    const std::string round = w("pages.round", {{"round", "7"}});
    CHECK(round.find('7') != std::string::npos);
    CHECK(round.find("{round}") == std::string::npos);
  }
  CHECK(words_in(Language::De)("wind.east") == "Ost");
  CHECK(words_in(Language::Fr)("wind.west") == "Ouest");
}

TEST_CASE("plural forms as each language counts, the count grouped its way") {
  const Words& en = words_in(Language::En);
  CHECK(en.counted("standings.games_counted", 1) == "1 game counted");
  CHECK(en.counted("standings.games_counted", 12000) == "12,000 games counted");
  const Words& pl = words_in(Language::Pl);
  const std::string one = pl.counted("table.counters", 1), few = pl.counted("table.counters", 3), many = pl.counted("table.counters", 5);
  CHECK(one != few);
  CHECK(few != many);
  CHECK(words_in(Language::De).counted("standings.games_counted", 12000).rfind("12.000", 0) == 0);
  CHECK(words_in(Language::Fr).number(30000, true) == "+30\u00A0000");
}

TEST_CASE("a page's script gets the words of its family, plural forms kept whole") {
  const nlohmann::json script = words_in(Language::Nl).for_script("table.");
  CHECK(script.contains("table.ron"));
  CHECK(script["table.counters"].is_object());
  CHECK(script["table.counters"].contains("one"));
  CHECK_FALSE(script.contains("cards.table"));
  CHECK(script.size() == words_in(Language::En).for_script("table.").size());
}

TEST_CASE("the compiled catalogues hold what data/languages/*.json say, sorted for their search") {
  CHECK(catalogues().size() == offered_languages().size());
  for (const Catalogue& catalogue : catalogues()) {
    CAPTURE(catalogue.code);
    const nlohmann::json file =
        nlohmann::json::parse(read_source_file("data/languages/" + std::string(catalogue.code) + ".json"));
    CHECK(catalogue.texts.size() == file.size());
    CHECK(std::is_sorted(catalogue.texts.begin(), catalogue.texts.end(),
                         [](const CatalogueText& a, const CatalogueText& b) { return a.key < b.key; }));
    for (const auto& item : file.items()) {
      const std::string& key = item.key();  // a variable of its own: CAPTURE takes it by reference
      const nlohmann::json& value = item.value();
      CAPTURE(key);
      const CatalogueText* text = catalogue.find(key);
      REQUIRE(text != nullptr);
      CHECK(text->counted == value.is_object());
      if (!value.is_object()) {
        CHECK(text->other == value.get<std::string>());
        continue;
      }
      CHECK(text->other == value["other"].get<std::string>());
      for (std::size_t i = 0; i < kPluralForms.size(); ++i)
        CHECK(text->forms[i] == value.value(std::string(kPluralForms[i]), std::string()));
    }
    CHECK(catalogue.find("no.such_key") == nullptr);
  }
}

TEST_CASE("a hand described in English from the catalogue is the command line's description, word for word") {
  const HandWording english = HandWording::english();
  const HandWording catalogued = hand_wording(words_in(Language::En));
  for (const auto field : {&HandWording::ron_from, &HandWording::tsumo, &HandWording::liable,
                           &HandWording::counted_yakuman, &HandWording::all_noten, &HandWording::tenpai,
                           &HandWording::abortive, &HandWording::nagashi, &HandWording::chombo_by, &HandWording::replayed})
    CHECK(catalogued.*field == english.*field);
  for (const int honba : {0, 1, 2, 12})
    for (const int round : {0, 3, 4, 7, 8, 15}) {
      const TableState table{.round = round, .honba = honba};
      CHECK(describe_table(table, catalogued) == describe_table(table));
    }
  TableState later{.round = 5, .honba = 2};
  CHECK(describe_table(later, hand_wording(words_in(Language::De))) == "Süd 2, 2 Honba");
  CHECK(describe_table(later, hand_wording(words_in(Language::Pl))) == "Południe 2, 2 liczniki");
}

}  // namespace
}  // namespace tenbou::test

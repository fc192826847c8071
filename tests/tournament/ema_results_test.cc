// The EMA results file's arithmetic: MERS base ranks, tournament weight and name splitting.

#include "test_support.h"
#include "tournament/exchange/ema_results.h"

namespace tenbou::test {
namespace {

TEST_CASE("MERS base rank is 1000 x (N - place) / (N - 1), rounded") {
  CHECK(mers_base_rank(60, 1) == 1000);
  CHECK(mers_base_rank(60, 60) == 0);
  CHECK(mers_base_rank(60, 32) == 475);
  CHECK(mers_base_rank(16, 3) == 867);
  CHECK(mers_base_rank(3, 2) == 500);
  CHECK(mers_base_rank(1, 1) == 1000);
}

TEST_CASE("MERS weight adds days, players, countries and qualification") {
  CHECK(mers_weight(1, 40, 5, false).total() == 1.0);
  CHECK(mers_weight(2, 41, 6, false).total() == 3.0);
  CHECK(mers_weight(3, 81, 10, true).total() == 6.0);
  CHECK(mers_weight(5, 80, 9, false).total() == 4.0);  // days count up to three
}

TEST_CASE("the EMA name: given and family as registered, as written with a comma, or two words; longer names and "
          "family-name-first scripts are marked as guesses") {
  auto name = [](std::string full, std::string given = "", std::string family = "") {
    const EmaName n = ema_name(PlayerRow{.name = full, .given = given, .family = family});
    return std::tuple{n.given, n.family, n.certain};
  };
  using T = std::tuple<std::string, std::string, bool>;
  CHECK(name("Alice Martin") == T{"Alice", "Martin", true});
  CHECK(name("Rossi, Anna Maria") == T{"Anna Maria", "Rossi", true});
  CHECK(name("Cher") == T{"", "Cher", true});
  CHECK(name("Jan van der Berg") == T{"Jan", "van der Berg", false});
  CHECK(name("Jan van der Berg", "Jan", "van der Berg") == T{"Jan", "van der Berg", true});
  CHECK(name("田中 太郎") == T{"太郎", "田中", false});
  CHECK(name("김 민준") == T{"민준", "김", false});
  CHECK(name("田中 太郎", "太郎", "田中") == T{"太郎", "田中", true});
  CHECK(name("Zoë Lefèvre") == T{"Zoë", "Lefèvre", true});
}

}  // namespace
}  // namespace tenbou::test

// The EMA results file's arithmetic: MERS base ranks, tournament weight and name splitting.

#include "test_support.h"
#include "tournament/ema_results.h"

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

TEST_CASE("names split into first and last name; a comma gives the split explicitly") {
  CHECK(split_name("Alice Martin") == std::pair<std::string, std::string>{"Alice", "Martin"});
  CHECK(split_name("Jan van der Berg") == std::pair<std::string, std::string>{"Jan", "van der Berg"});
  CHECK(split_name("Rossi, Anna Maria") == std::pair<std::string, std::string>{"Anna Maria", "Rossi"});
  CHECK(split_name("Cher") == std::pair<std::string, std::string>{"", "Cher"});
}

}  // namespace
}  // namespace tenbou::test

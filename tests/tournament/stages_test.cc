// What a stage carries over of a total: kept, halved to a hundred with a half hundred going away from zero, cleared.

#include "test_support.h"
#include "tournament/standings/stages.h"

namespace tenbou::test {
namespace {

TEST_CASE("halving rounds to a multiple of 100, a half hundred going away from zero") {
  CHECK(carried(12100, CarriedPoints::Halve) == 6100);
  CHECK(carried(-12100, CarriedPoints::Halve) == -6100);
  CHECK(carried(12300, CarriedPoints::Halve) == 6200);
  CHECK(carried(-12300, CarriedPoints::Halve) == -6200);
  CHECK(carried(12200, CarriedPoints::Halve) == 6100);
  CHECK(carried(208900, CarriedPoints::Halve) == 104500);
  CHECK(carried(100, CarriedPoints::Halve) == 100);
  CHECK(carried(-100, CarriedPoints::Halve) == -100);
  CHECK(carried(0, CarriedPoints::Halve) == 0);
  CHECK(carried(149, CarriedPoints::Halve) == 100);  // 74.5: a total off the hundreds (a sheet's odd points)
  CHECK(carried(99, CarriedPoints::Halve) == 0);
}

TEST_CASE("kept and cleared totals") {
  CHECK(carried(-12345, CarriedPoints::Keep) == -12345);
  CHECK(carried(98700, CarriedPoints::Clear) == 0);
}

TEST_CASE("the words of --points name each rule, and no other") {
  for (CarriedPoints p : {CarriedPoints::Keep, CarriedPoints::Halve, CarriedPoints::Clear})
    CHECK(carried_points_named(carried_points_word(p)) == p);
  CHECK_FALSE(carried_points_named("half").has_value());
  CHECK_FALSE(carried_points_named("").has_value());
}

}  // namespace
}  // namespace tenbou::test

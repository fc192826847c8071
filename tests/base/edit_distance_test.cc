// Tests of the edit distance that "did you mean" ranks words by.

#include <doctest/doctest.h>

#include "base/edit_distance.h"

namespace tenbou {
namespace {

TEST_CASE("edit distance counts insertions, deletions, substitutions and swaps") {
  CHECK(edit_distance("", "") == 0);
  CHECK(edit_distance("standings", "standings") == 0);
  CHECK(edit_distance("standing", "standings") == 1);
  CHECK(edit_distance("ad", "add") == 1);
  CHECK(edit_distance("--winer", "--winner") == 1);
  CHECK(edit_distance("palyer", "player") == 1);  // two neighbours swapped
  CHECK(edit_distance("stnadings", "standings") == 1);
  CHECK(edit_distance("penalty", "plenty") == 3);
  CHECK(edit_distance("", "game") == 4);
  CHECK(edit_distance("game", "") == 4);
  CHECK(edit_distance("kitten", "sitting") == 3);
}

}  // namespace
}  // namespace tenbou

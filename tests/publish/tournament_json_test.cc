// Whose site a tournament.json is: publishing must not mix two tournaments' pages in one folder.

#include "publish/tournament_json.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

TEST_CASE("a tournament.json is another tournament's when it was created at another time, or, without that time, named otherwise") {
  const TournamentRow open{.name = "Test Open", .created_at = "2026-11-01T09:00:00Z"};
  const auto site = [](const std::string& tournament) { return R"({"format": 1, "tournament": )" + tournament + "}"; };
  CHECK_FALSE(other_tournament(site(R"({"name": "Test Open", "created_at": "2026-11-01T09:00:00Z"})"), open));
  // Renamed since: the same tournament.
  CHECK_FALSE(other_tournament(site(R"({"name": "Old Name", "created_at": "2026-11-01T09:00:00Z"})"), open));
  CHECK(other_tournament(site(R"({"name": "Test Open", "created_at": "2025-11-01T09:00:00Z"})"), open) == "Test Open");
  // A site published by a version that did not write the time.
  CHECK_FALSE(other_tournament(site(R"({"name": "Test Open"})"), open));
  CHECK(other_tournament(site(R"({"name": "Autumn Cup"})"), open) == "Autumn Cup");
  // Not a site's file: nothing to say.
  for (const char* text : {"", "not json", "[]", R"({"tournament": 3})", R"({"tournament": {}})"})
    CHECK_FALSE(other_tournament(text, open));
}

}  // namespace
}  // namespace tenbou::test

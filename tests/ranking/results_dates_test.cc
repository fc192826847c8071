// The dates of a tournament as results files write them: tenbou's ISO forms, a date cell, the EMA pages' forms and
// European day-first dates; anything else is none.

#include <doctest/doctest.h>

#include "base/civil_date.h"
#include "ranking/results_dates.h"

namespace tenbou::test {
namespace {

/// The span `text` gives as "YYYY-MM-DD..YYYY-MM-DD", or "none".
std::string span(const std::string& text, int days = 1) {
  const auto s = tournament_dates(text, days);
  return s ? date_text(s->first) + ".." + date_text(s->last) : "none";
}

TEST_CASE("tenbou's own forms and a spreadsheet's date cell") {
  CHECK(span("2025-02-28") == "2025-02-28..2025-02-28");
  CHECK(span("2025-02-28", 3) == "2025-02-28..2025-03-02");
  CHECK(span("2025-02-28..2025-03-02") == "2025-02-28..2025-03-02");
  CHECK(span(" 2025-02-28 to 2025-03-02 ") == "2025-02-28..2025-03-02");
  CHECK(span("45716") == "2025-02-28..2025-02-28");
}

TEST_CASE("the EMA pages' forms: months by name, the first day completed from the last") {
  CHECK(span("28 Feb.-2 Mar. 2025") == "2025-02-28..2025-03-02");
  CHECK(span("28 Feb. - 2 Mar. 2025") == "2025-02-28..2025-03-02");
  CHECK(span("28–30 Mar. 2025") == "2025-03-28..2025-03-30");
  CHECK(span("28 February 2025 to 2 March 2025") == "2025-02-28..2025-03-02");
  CHECK(span("30 Dec.-2 Jan. 2025") == "2024-12-30..2025-01-02");
  CHECK(span("12 Sept. 2026", 2) == "2026-09-12..2026-09-13");
}

TEST_CASE("European day-first dates, with slashes or dots") {
  CHECK(span("02/03/2025") == "2025-03-02..2025-03-02");
  CHECK(span("02.03.2025") == "2025-03-02..2025-03-02");
  CHECK(span("28/02-02/03/2025") == "2025-02-28..2025-03-02");
  CHECK(span("28.02.2025 - 02.03.2025") == "2025-02-28..2025-03-02");
}

TEST_CASE("what is no date, or a span that ends before it starts, is none") {
  for (const char* odd : {"", "1st of May", "30 Feb. 2025", "13/13/2025", "2 Mar.-28 Feb. 2025", "28 Foo 2025",
                          "28 Feb.", "2025-03-02..2025-02-28", "1-2-3-4", "02/03/25", "-1"})
    CHECK_MESSAGE(span(odd) == "none", odd);
}

}  // namespace
}  // namespace tenbou::test

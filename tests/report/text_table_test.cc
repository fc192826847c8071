// Text tables line up by display width: accented letters take one column, East Asian characters two.

#include <nlohmann/json.hpp>

#include "report/text_table.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

TEST_CASE("display width counts columns on a terminal, not bytes") {
  CHECK(display_width("Alice") == 5);
  CHECK(display_width("Novák") == 5);
  CHECK(display_width("Horva\u0301th") == 7);  // a combining accent takes no column
  CHECK(display_width("山田太郎") == 8);
  CHECK(display_width("ｍａｊ") == 6);          // fullwidth forms
}

TEST_CASE("columns line up whatever the names contain") {
  TextTable table({{"Name"}, {"Total", true}});
  table.add_row({"Eva Novák", "+30,900"});
  table.add_row({"山田太郎", "-1,000"});
  table.add_row({"Al", "0"});
  const std::string text = table.render();
  std::vector<std::size_t> widths;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    widths.push_back(display_width(std::string_view(text).substr(start, end - start)));
    start = end + 1;
  }
  REQUIRE(widths.size() == 5);
  for (std::size_t w : widths) CHECK(w == widths[0]);  // every line, right-aligned totals, same width
}

/// The display width of the widest line of `text`.
std::size_t widest_line(const std::string& text) {
  std::size_t widest = 0;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    widest = std::max(widest, display_width(std::string_view(text).substr(start, end - start)));
    start = end + 1;
  }
  return widest;
}

TEST_CASE("a table too wide for its width drops a desktop's columns, then a tablet's, then shortens and wraps") {
  const std::string long_name = "Maximiliane-Theodora Wilhelmina Augusta von Hohenzollern-Sigmaringen und Württemberg "
                                "zu Baden-Baden!";  // 100 characters
  REQUIRE(display_width(long_name) == 100);
  TextTable table({{"Place", true},
                   {"Name"},
                   {"Best", true, true},
                   {"Note", false, false, "", false, TextTable::Fit::Wrap},
                   {"Extra", true, false, "", true},
                   {"Total", true}});
  table.add_row({"1", long_name, "+40,000", "a reason long enough that it has to wrap between its words", "123456", "+30,900"});
  table.add_row({"2", "山田太郎", "+1,000", "short", "1", "-1,000"});
  const std::string wide = table.render();
  CHECK(wide.find(long_name) != std::string::npos);
  for (const std::size_t width : {100u, 80u, 60u}) {
    const std::string text = table.render(width);
    CAPTURE(text);
    CHECK(widest_line(text) <= width);
    CHECK(text.find("Extra") == std::string::npos);  // the desktop's column went first
    CHECK(text.find("+30,900") != std::string::npos);  // numbers are never cut
    CHECK(text.find("Maximiliane-Theodo") != std::string::npos);
    CHECK(text.find("…") != std::string::npos);      // the name shortened with an ellipsis
    CHECK(text.find("山田太郎") != std::string::npos);
    CHECK(text.find("betwe\n") == std::string::npos);  // wrapped between words only
  }
  const std::string narrow = table.render(60);
  CHECK(narrow.find("Best") == std::string::npos);  // then the tablet's
  CHECK(narrow.find("wrap") != std::string::npos);
}

TEST_CASE("wrapping breaks between words; shortening counts CJK as two columns") {
  CHECK(wrapped("one two three four", 9) == "one two\nthree\nfour");
  CHECK(wrapped("one two three", 9, "  ") == "one two\n  three");
  CHECK(wrapped("abcdefghijkl", 5) == "abcde\nfghij\nkl");  // a word longer than a line is cut
  CHECK(shortened("山田太郎", 5) == "山田…");
  CHECK(display_width(shortened("Søren Ærø Kierkegaard", 10)) == 10);
  CHECK(shortened("Alice", 5) == "Alice");
}

}  // namespace
}  // namespace tenbou::test

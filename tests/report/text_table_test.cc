// Text tables line up by display width: accented letters take one column, East Asian characters two.

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

}  // namespace
}  // namespace tenbou::test

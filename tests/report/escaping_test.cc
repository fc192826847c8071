// Player names are data: CSV cells never run as formulas, HTML never becomes markup.

#include <nlohmann/json.hpp>

#include "report/csv_writer.h"
#include "report/html_page.h"
#include "report/text_table.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

TEST_CASE("CSV cells that a spreadsheet would execute are neutralised; others are quoted per RFC 4180") {
  CHECK(csv_cell("Alice Martin") == "Alice Martin");
  CHECK(csv_cell("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"");
  CHECK(csv_cell("+1+1") == "'+1+1");
  CHECK(csv_cell("-2+3") == "'-2+3");
  CHECK(csv_cell("@SUM(A1)") == "'@SUM(A1)");
  CHECK(csv_cell("\tcmd") == "'\tcmd");
  CHECK(csv_cell("\rcmd") == "\"'\rcmd\"");
  CHECK(csv_cell("Rossi, Anna") == "\"Rossi, Anna\"");
  CHECK(csv_cell("say \"hi\"") == "\"say \"\"hi\"\"\"");
  CHECK(csv_cell("two\nlines") == "\"two\nlines\"");
  CHECK(csv_cell(" padded") == "\" padded\"");
  CHECK(csv_cell("") == "");
}

TEST_CASE("numbers are written as numbers, rows end in CRLF") {
  CsvWriter csv;
  csv.text("=x").number(-5000).decimal(2.25, 2).empty().text("Müller");
  csv.end_row();
  CHECK(csv.str() == "'=x,-5000,2.25,,Müller\r\n");
}

TEST_CASE("HTML escapes every character that could open markup or leave an attribute") {
  CHECK(html_escape("<script>alert('x')</script> & \"q\"") ==
        "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;");
  TextTable table({{"Name"}, {"Points", true}});
  table.add_row({"<b>Bold</b>", "1,000"});
  const std::string html = table.render_html();
  CHECK(html.find("<b>") == std::string::npos);
  CHECK(html.find("&lt;b&gt;Bold&lt;/b&gt;") != std::string::npos);
  CHECK(html.find("<td class=\"num\">1,000</td>") != std::string::npos);
}

TEST_CASE("a page is self-contained: no scripts, no links out; refresh only when asked") {
  const std::string page = html_page("Open <2026>", "<p>x</p>", {.refresh_seconds = 30});
  CHECK(page.find("<title>Open &lt;2026&gt;</title>") != std::string::npos);
  CHECK(page.find("http-equiv=\"refresh\" content=\"30\"") != std::string::npos);
  CHECK(page.find("<script") == std::string::npos);
  CHECK(page.find("http://") == std::string::npos);
  CHECK(page.find("https://") == std::string::npos);
  CHECK(html_page("x", "").find("refresh") == std::string::npos);
}

}  // namespace
}  // namespace tenbou::test

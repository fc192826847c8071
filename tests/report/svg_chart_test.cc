// The charts: well-formed SVG whatever the names hold, each line's figures as given, places with 1 at the top, the
// legend's names isolated in <bdi>, and the figures in the description.

#include <regex>
#include <string>
#include <vector>

#include "report/svg_chart.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

Chart two_lines() {
  Chart c{.id = "c", .title = "Scores <&> \"quoted\"", .description = "figures", .labels = {"Start", "E1", "E2"}};
  c.series.push_back({.name = "ليلى حداد", .values = {30000, 38000, 22000}, .marks = {"", "win riichi", ""}});
  c.series.push_back({.name = "Anja <b>Weiß</b> & co", .values = {30000, std::nullopt, 38000}, .marks = {"", "", "chombo"}});
  return c;
}

TEST_CASE("a chart is well-formed SVG with its title, description and each line's figures, whatever the names hold") {
  const std::string svg = chart_svg(two_lines());
  CHECK(malformed_xml(svg) == "");
  CHECK(svg.find("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 480.0 240.0\" role=\"img\" id=\"c\" "
                 "aria-label=\"Scores &lt;&amp;&gt; &quot;quoted&quot;\">") == 0);
  CHECK(svg.find("<title>Scores &lt;&amp;&gt; &quot;quoted&quot;</title>") != std::string::npos);
  CHECK(svg.find("<desc>figures</desc>") != std::string::npos);
  CHECK(svg.find("data-series=\"ليلى حداد\" data-values=\"30000,38000,22000\"") != std::string::npos);
  CHECK(svg.find("data-series=\"Anja &lt;b&gt;Weiß&lt;/b&gt; &amp; co\" data-values=\"30000,,38000\"") != std::string::npos);
  CHECK(svg.find(">R</text>") != std::string::npos);  // the riichi
  CHECK(svg.find("<b>") == std::string::npos);
  const std::string legend = chart_legend_html(two_lines(), {"win", "riichi", "chombo"});
  CHECK(malformed_xml(legend) == "");
  CHECK(legend.find("<bdi>ليلى حداد</bdi>") != std::string::npos);
  CHECK(legend.find("<bdi>Anja &lt;b&gt;Weiß&lt;/b&gt; &amp; co</bdi>") != std::string::npos);
  CHECK(legend.find("</svg> chombo</li>") != std::string::npos);
}

TEST_CASE("places run from 1 at the top; a line's legend tag stays outside its name's <bdi>") {
  Chart c{.id = "p", .labels = {"R1", "R2"}, .places = true};
  c.series.push_back({.name = "יעל כהן", .tag = "1.", .values = {3, 1}});
  const std::string svg = chart_svg(c);
  CHECK(malformed_xml(svg) == "");
  std::smatch path;
  REQUIRE(std::regex_search(svg, path, std::regex(R"#(<path d="M([0-9.]+) ([0-9.]+)L([0-9.]+) ([0-9.]+)")#")));
  CHECK(std::stod(path[4]) < std::stod(path[2]));  // place 1 above place 3
  CHECK(chart_legend_html(c).find("</svg> 1. <bdi>יעל כהן</bdi>") != std::string::npos);
}

TEST_CASE("bars stand on zero, up for gains and down for losses") {
  Chart c{.id = "b", .labels = {"R1", "R2"}};
  c.series.push_back({.name = "result", .values = {20000, -10000}, .bars = true});
  const std::string svg = chart_svg(c);
  CHECK(malformed_xml(svg) == "");
  std::vector<double> tops, heights;
  const std::regex kBar(R"#(<rect x="[0-9.]+" y="([0-9.]+)" width="[0-9.]+" height="([0-9.]+)")#");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), kBar); it != std::sregex_iterator(); ++it) {
    tops.push_back(std::stod((*it)[1]));
    heights.push_back(std::stod((*it)[2]));
  }
  REQUIRE(tops.size() == 2);
  CHECK(tops[0] + heights[0] == doctest::Approx(tops[1]));  // the gain ends at zero, where the loss begins
  CHECK(heights[0] == doctest::Approx(2 * heights[1]));
}

}  // namespace
}  // namespace tenbou::test

#include "report/projector_pages.h"

#include <algorithm>

#include <nlohmann/json.hpp>

namespace tenbou {

std::string projector_page(const std::string& title, const std::string& intro, const ProjectorList& list,
                           int refresh_seconds, const Words& words) {
  const std::size_t per_page = list.rows_per_column * list.columns_per_page;
  const std::size_t pages = std::max<std::size_t>(1, (list.rows.size() + per_page - 1) / per_page);
  std::string body = intro + "<div class=\"pages" + std::string(pages > 1 ? " cycling" : "") + "\">\n";
  for (std::size_t p = 0; p < pages; ++p) {
    body += "<div class=\"page\">\n";
    if (pages > 1)
      body += "<p class=\"page-number\">" +
              html_escape(words("projector.page_of", {{"page", words.number(static_cast<long long>(p + 1))},
                                                      {"pages", words.number(static_cast<long long>(pages))}})) +
              "</p>\n";
    for (std::size_t c = 0; c < list.columns_per_page; ++c) {
      const std::size_t first = p * per_page + c * list.rows_per_column;
      if (first >= list.rows.size() && c > 0) break;
      TextTable table(list.columns);
      for (std::size_t r = first; r < std::min(first + list.rows_per_column, list.rows.size()); ++r)
        table.add_row(list.rows[r]);
      body += table.render_html();
    }
    body += "</div>\n";
  }
  body += "</div>\n";

  PageOptions options{.refresh_seconds = refresh_seconds, .layout = "projector", .language = words.language()};
  if (pages > 1) {
    // Page k is shown for the k-th slice of each cycle: visible from its delay for one page's time.
    const int cycle = static_cast<int>(pages) * list.seconds_per_page;
    const double shown = 100.0 / static_cast<double>(pages);
    options.style = "\n@media screen {\n.pages.cycling .page { animation: tenbou-cycle " + std::to_string(cycle) + "s step-end infinite; }\n"
                    "@keyframes tenbou-cycle { 0% { opacity: 1; } " + format_decimal(shown, 3) +
                    "% { opacity: 0; } 100% { opacity: 0; } }\n";
    for (std::size_t p = 1; p < pages; ++p)
      options.style += ".pages.cycling .page:nth-child(" + std::to_string(p + 1) + ") { animation-delay: -" +
                       std::to_string(cycle - static_cast<int>(p) * list.seconds_per_page) + "s; }\n";
    options.style += "}\n";
    if (refresh_seconds > 0) options.refresh_seconds = (refresh_seconds + cycle - 1) / cycle * cycle;
  }
  return html_page(title, body, options);
}

std::string clock_now(const LocalTime& zone) { return zone.clock(seconds_now()); }

}  // namespace tenbou

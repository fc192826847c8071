#pragma once
// Self-contained HTML pages for a phone, a projector or a printer: no network, every name escaped, one
// stylesheet (page_style.h); no scripts except in the live pages `tenbou serve` sends with its own.

#include <string>
#include <string_view>

namespace tenbou {

/// `text` with &, <, >, " and ' replaced by entities, safe in element content and attribute values.
std::string html_escape(std::string_view text);

/// How a page is laid out and kept up to date.
struct PageOptions {
  int refresh_seconds = 0;  ///< > 0: the page reloads itself (a live display)
  std::string layout;       ///< the body's class: "" (a report), "sheet", "projector" or "seating"
  std::string style;        ///< CSS this page adds to the shared stylesheet (e.g. its cycle of pages)
  std::string script;       ///< the address of a script the page runs (only pages tenbou serve sends)
};

/// A complete page in English and UTF-8: `title` (escaped) as its title and heading, `body` (HTML, already
/// escaped) below it.
std::string html_page(std::string_view title, std::string_view body, const PageOptions& options = {});

}  // namespace tenbou

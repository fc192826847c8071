#pragma once
// Self-contained HTML pages for a phone, a projector or a printer: no network, every name escaped, one
// stylesheet (page_style.h); no scripts except in the live pages `tenbou serve` sends with its own.

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/language.h"
#include "report/page_links.h"

namespace tenbou {

/// `text` with &, <, >, " and ' replaced by entities, safe in element content and attribute values.
std::string html_escape(std::string_view text);

/// `text` escaped, each of `names` in it isolated in <bdi>: a right-to-left name followed by figures ("ليلى حداد 2 han
/// 30 fu") keeps its place, and the figures theirs, in a page of any direction. The longest name is taken where
/// two start at one place.
std::string html_isolating(std::string_view text, const std::vector<std::string>& names);

/// A <nav> with a link per language of `shown` (in the order languages are offered), each in its own name and
/// language (hreflang, lang), `current`'s marked as such; `href` gives each link's address (escaped) from the
/// language's code.
std::string language_links(const std::vector<Language>& shown, std::optional<Language> current,
                           const std::function<std::string(const std::string& code)>& href);

/// `name` between the marks that isolate it (U+2068 ... U+2069, as <bdi> does), for a list of names in one cell of a
/// page: "\u2068ليلى حداد\u2069 +12.3, \u2068Bo\u2069 -4.0" keeps each name's figures beside it.
inline std::string isolated_name(const std::string& name) { return "\u2068" + name + "\u2069"; }

/// How a page is laid out and kept up to date.
struct PageOptions {
  int refresh_seconds = 0;  ///< > 0: the page reloads itself (a live display)
  std::string layout;       ///< the body's class: "" (a report), "sheet", "projector" or "seating"
  std::string style;        ///< CSS this page adds to the shared stylesheet (e.g. its cycle of pages)
  std::string script;       ///< the address of a script the page runs (only pages tenbou serve sends)
  Language language = Language::En;  ///< the page's language (its lang attribute); the body is written in it
  /// With a value, a switch under the heading: a link per language to "?" + this + "lang=xx" (the other parameters
  /// of the page's address, each ending in "&", already escaped for an attribute).
  std::optional<std::string> language_query;
  std::string heading;  ///< the heading as HTML when it holds more than the title's text (a name in <bdi>); "": the title
  PageLinks links;      ///< where the names and games in the body link (nowhere by default)
  /// In a published site: the page's file name, the same in each language's folder ("standings.html"). The page
  /// links the site's style.css instead of holding the styles, and its switch and its <link rel="alternate">
  /// lead to "../xx/" + this for each of `site_languages`.
  std::string site_file;
  std::vector<Language> site_languages;
  std::string site_root = "../";  ///< the way from the page to the site's folder
  std::string redirect;  ///< an address the page opens at once (a site's front page, to its index)
  std::string navigation;  ///< HTML under the heading and switch: the links to a site's other pages
};

/// A complete page in UTF-8 and `options.language`: `title` (escaped) as its title and heading, `body` (HTML,
/// already escaped, in that language) below it.
std::string html_page(std::string_view title, std::string_view body, const PageOptions& options = {});

}  // namespace tenbou

#pragma once
// Self-contained HTML pages for a projector or a printer: no network, no scripts, every name escaped.

#include <string>
#include <string_view>

namespace tenbou {

/// `text` with &, <, >, " and ' replaced by entities, safe in element content and attribute values.
std::string html_escape(std::string_view text);

/// A complete page: `title` (escaped) as heading, `body` (HTML, already escaped) below it. The style is
/// inline: large type readable from the back of a room, zebra rows, and a print layout without colours.
/// `refresh_seconds` > 0 adds an automatic reload for a live display.
std::string html_page(std::string_view title, std::string_view body, int refresh_seconds = 0);

}  // namespace tenbou

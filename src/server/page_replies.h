#pragma once
// What the served pages share: an HTML reply, the page of something missing, a live page's options (the shared
// stylesheet with the live pages' additions and a script), the room's words, the rounds there are, and the refusal
// of an organiser's page to anyone without the organiser's key.

#include <optional>
#include <string>
#include <string_view>

#include "report/html_page.h"
#include "report/words.h"
#include "server/exchange.h"
#include "tournament/tournament.h"

namespace tenbou::server {

/// A 200 reply of `body`, an HTML page.
Reply html(std::string body);

/// A 404 page saying `what` is not there, in the language of `words`, with a link to the front page.
Reply not_found(const std::string& what, const Words& words = words_in(Language::En));

/// The options of a live page: the live pages' style, `layout`, and the script /assets/`script`.js ("": none).
PageOptions live(const std::string& script, const std::string& layout = "");

/// The words of a page's script (those whose keys start with `prefix`), as the JSON words.js reads, and words.js.
std::string script_words(const Words& words, std::string_view prefix);

/// The projector's and the table cards' words: the tournament's language, whoever looks.
const Words& room_words(const Tournament& t);

/// The rounds that have games or are in the plan.
int last_round(const Tournament& t);

/// The page to send instead of an organiser's page when the request carries no key or one that matches
/// nothing (401: counted as a guess) or a table's key (403), saying `why` (HTML); nothing when it carries the
/// organiser's key.
std::optional<Reply> unless_organiser(const Tournament& t, const Request& request, const std::string& title,
                                      const std::string& why);

}  // namespace tenbou::server

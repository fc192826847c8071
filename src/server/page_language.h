#pragma once
// Which language a page is sent in. A phone's page: the language its visitor chose with the page's switch
// (?lang=xx, remembered in a cookie), else the first of the browser's languages (Accept-Language) that is offered,
// else the tournament's setting. The projector and the table cards: the setting, never the browser's.

#include <optional>
#include <string>

#include "base/language.h"
#include "server/exchange.h"

namespace tenbou::server {

/// The cookie that remembers a visitor's choice.
inline constexpr const char* kLanguageCookie = "tenbou_lang";

/// The language of a phone's page for `request`, `setting` being the tournament's.
Language phone_language(const Request& request, Language setting);

/// What the language switch's links keep of the page's query: the table's key ("key=K&", escaped for an attribute),
/// or nothing.
std::string query_for_switch(const Request& request);

/// What a phone's page depends on besides the file, for the room's cache of pages: the language asked for (chosen,
/// the browser's, or the setting's) and whether the choice is to be remembered: a dozen values whatever a client
/// sends. A page whose switch keeps a key is not cached (see phone_page_key's use in pages.cc).
std::string phone_page_key(const Request& request);

/// `reply` with the cookie set when the visitor chose a language with ?lang=xx.
Reply remembering_choice(const Request& request, Reply reply);

}  // namespace tenbou::server

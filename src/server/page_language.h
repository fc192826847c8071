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

/// The page's query without `lang`, each parameter followed by "&", escaped for an attribute: what the language
/// switch's links keep (a table page's key).
std::string query_for_switch(const Request& request);

/// What a phone's page depends on besides the file, for the room's cache of pages: the language asked for (chosen,
/// the browser's, or the setting's), whether the choice is to be remembered, and the switch's query. Bounded by
/// what the page shows, whatever headers a client sends.
std::string phone_page_key(const Request& request);

/// `reply` with the cookie set when the visitor chose a language with ?lang=xx.
Reply remembering_choice(const Request& request, Reply reply);

}  // namespace tenbou::server

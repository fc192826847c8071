#pragma once
// `tenbou keys`: each game's key and the address of its table page, and the organiser's key.

#include <string>

#include "report/text_table.h"
#include "tournament/people/access_keys.h"

namespace tenbou {

/// The address of a game's table page on the server at `base_url`, carrying its key.
std::string table_page_url(const std::string& base_url, const GameKey& key);

/// The keys as a table: game, key, table page; the organiser's key and page first. `renewed` says they are new.
std::string keys_text(const AccessKeys& keys, const std::string& base_url, bool renewed, std::size_t width = kUnlimitedWidth);

/// {"organiser": KEY, "tables": [{"game": "1/3", "key": KEY, "url": URL}, ...]}.
std::string keys_json(const AccessKeys& keys, const std::string& base_url);

}  // namespace tenbou

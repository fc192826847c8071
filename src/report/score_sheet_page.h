#pragma once
// A game's score sheet as a page: printed from `tenbou game show --format html` and served at /games/R/T, in the
// language of its reader (the command's --lang or the tournament's setting; a phone's choice when served).

#include <string>

#include "report/html_page.h"
#include "report/words.h"
#include "tournament/entry/game_log.h"

namespace tenbou {

/// The title `game show` gives a game: the tournament, round and table, and whether it was voided.
std::string game_title(const std::string& tournament, const GameLog& log, const Words& words = words_in(Language::En));

/// The game's printable score sheet under its title: hands with each player's change and score, notes, the final
/// result (or "provisional" and where the game stands) and a block to sign: each player, the referee, date and
/// time, and the round and table. A published site's sheet (`options.site_file` given) has no block to sign: it is
/// read at home. `options` gives the page its switch (a served page); its language is `words'`.
std::string game_page_html(const std::string& tournament, const Ruleset& rules, const GameLog& log,
                           const Words& words = words_in(Language::En), PageOptions options = {});

}  // namespace tenbou

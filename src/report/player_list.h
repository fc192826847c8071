#pragma once
// `tenbou player list` and the confirmation of a registration: the registered players.

#include <functional>
#include <string>
#include <vector>

#include "report/text_table.h"
#include "tournament/people/participation.h"

namespace tenbou {

/// "Alice Martin (EMA 04090012, FRA, Paris Riichi)": a player with the details given.
std::string player_description(const PlayerRow& p);

/// A line per player (number, name, EMA number, country, club, and their part when it is not a plain
/// entrant's), then how many there are; `removed`: the players are removed registrations (`player list --removed`).
std::string player_list_text(const std::vector<PlayerRow>& players, const Participation& participation,
                             std::size_t width = kUnlimitedWidth, bool removed = false);

/// The players as an HTML list in the order of their names, each name (in <bdi>) linking to `href` of their id,
/// their country after it: the players' page of the server and of a published site.
std::string player_links_html(const std::vector<PlayerRow>& players, const std::function<std::string(RowId id)>& href);

/// [{"id", "name", "ema", "country", "club", "given", "family", "substitute", "withdrawn_after_round", "removed"},
/// ...]; details not given are null.
std::string player_list_json(const std::vector<PlayerRow>& players, const Participation& participation, bool removed = false);

}  // namespace tenbou

#pragma once
// A published site's tournament.json: the figures of its pages for other programs (the standings, the rounds, the
// players, and every game as a game record, the format `tenbou game import` reads).

#include <string>

#include "publish/site_content.h"

namespace tenbou {

/// What tournament.json says it is: {"format": kSiteJsonFormat, "generator": "tenbou", ...}.
inline constexpr int kSiteJsonFormat = 1;

/// {"format", "generator", "schema", "tournament": {name, city, country, first_day, last_day, ruleset}, "as_of_round",
/// "published_at" (`published`, a UTC stamp), "standings", "rounds", "players", "games"}.
std::string tournament_json(const SiteContent& c, const std::string& published);

/// The "published_at" of a tournament.json, or "" when `text` is not one.
std::string published_at(const std::string& text);

}  // namespace tenbou

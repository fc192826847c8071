#pragma once
// A published site's tournament.json: the figures of its pages for other programs (the standings, the rounds, the
// players, and every game as a game record, the format `tenbou game import` reads).

#include <optional>
#include <string>

#include "publish/site_content.h"

namespace tenbou {

/// What tournament.json says it is: {"format": kSiteJsonFormat, "generator": "tenbou", ...}.
inline constexpr int kSiteJsonFormat = 1;

/// {"format", "generator", "schema", "tournament": {name, created_at, city, country, first_day, last_day, ruleset},
/// "as_of_round",
/// "published_at" (`published`, a UTC stamp), "standings", "rounds", "players", "games"}.
std::string tournament_json(const SiteContent& c, const std::string& published);

/// Whether `text` is a tournament.json that tenbou published ({"generator": "tenbou", ...}).
bool published_by_tenbou(const std::string& text);

/// The "published_at" of a tournament.json, or "" when `text` is not one.
std::string published_at(const std::string& text);

/// The name of the tournament a tournament.json (`text`) was published from, when that is not `t` (created at
/// another time; for a file without that time, named otherwise); nothing when it is `t` or `text` is not one.
std::optional<std::string> other_tournament(const std::string& text, const TournamentRow& t);

}  // namespace tenbou

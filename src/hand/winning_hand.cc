#include "hand/winning_hand.h"

#include <algorithm>
#include <array>

#include <nlohmann/json.hpp>

#include "base/unicode.h"

namespace tenbou::hand {
namespace {

constexpr std::array<std::pair<MeldKind, std::string_view>, 5> kMeldNames = {{{MeldKind::Chi, "chi"},
                                                                             {MeldKind::Pon, "pon"},
                                                                             {MeldKind::Minkan, "minkan"},
                                                                             {MeldKind::Ankan, "ankan"},
                                                                             {MeldKind::Shouminkan, "shouminkan"}}};

NotationError bad_meld(std::string_view field, std::string_view text, const std::string& why) {
  return NotationError{std::string(field) + " \"" + std::string(text) + "\": " + why +
                           " (a meld is KIND:TILES, e.g. pon:777z, chi:345m, ankan:5555p; kinds chi, pon, minkan, "
                           "ankan, shouminkan)",
                       {{"field", field}, {"value", text}}};
}

}  // namespace

std::string_view meld_kind_name(MeldKind kind) {
  for (const auto& [k, name] : kMeldNames)
    if (k == kind) return name;
  return "";
}

Meld parse_meld(std::string_view field, std::string_view text) {
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) throw bad_meld(field, text, "no ':' between the kind and the tiles");
  const std::string_view kind = text.substr(0, colon);
  const auto named = std::find_if(kMeldNames.begin(), kMeldNames.end(), [&](const auto& k) { return k.second == kind; });
  if (named == kMeldNames.end()) throw bad_meld(field, text, "\"" + std::string(kind) + "\" is not a kind of meld");
  Meld meld{.kind = named->first};
  TileList list = parse_tiles(field, text.substr(colon + 1));
  std::sort(list.tiles.begin(), list.tiles.end());
  meld.red = list.red;
  if (static_cast<int>(list.tiles.size()) != meld.size())
    throw bad_meld(field, text, std::string(meld_kind_name(meld.kind)) + " takes " + std::to_string(meld.size()) +
                                    " tiles, not " + std::to_string(list.tiles.size()));
  meld.first = list.tiles.front();
  const bool same = std::all_of(list.tiles.begin(), list.tiles.end(), [&](Tile t) { return t == meld.first; });
  if (meld.run()) {
    const Tile t = meld.first;
    if (is_honour(t) || t % 9 > 6 || list.tiles[1] != t + 1 || list.tiles[2] != t + 2)
      throw bad_meld(field, text, "a chi is three tiles in a row of one suit");
  } else if (!same) {
    throw bad_meld(field, text, std::string(meld_kind_name(meld.kind)) + " is of " + std::to_string(meld.size()) +
                                    " tiles alike");
  }
  return meld;
}

Wind parse_wind(std::string_view field, std::string_view text) {
  static constexpr std::array<std::string_view, 4> kWinds = {"east", "south", "west", "north"};
  const std::string lower = unicode::ascii_lower(text);
  for (std::size_t i = 0; i < kWinds.size(); ++i)
    if (lower == kWinds[i] || lower == kWinds[i].substr(0, 1)) return static_cast<Wind>(i);
  throw NotationError{std::string(field) + " \"" + std::string(text) + "\" is not a wind (E, S, W or N)",
                      {{"field", field}, {"value", text}}};
}

}  // namespace tenbou::hand

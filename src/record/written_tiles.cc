#include "record/written_tiles.h"

#include <algorithm>
#include <array>

#include <nlohmann/json.hpp>

namespace tenbou {
namespace {

using nlohmann::json;

/// Each flag with its name.
constexpr std::array<std::pair<std::string_view, bool hand::WinFlags::*>, 10> kFlags = {{
    {"riichi", &hand::WinFlags::riichi},
    {"double_riichi", &hand::WinFlags::double_riichi},
    {"ippatsu", &hand::WinFlags::ippatsu},
    {"rinshan", &hand::WinFlags::rinshan},
    {"chankan", &hand::WinFlags::chankan},
    {"haitei", &hand::WinFlags::haitei},
    {"houtei", &hand::WinFlags::houtei},
    {"tenhou", &hand::WinFlags::tenhou},
    {"chiihou", &hand::WinFlags::chiihou},
    {"renhou", &hand::WinFlags::renhou},
}};

}  // namespace

std::string text_key(const json& object, const std::string& key, bool required) {
  const auto it = object.find(key);
  if (it == object.end()) {
    if (!required) return "";
    throw field_error(key, "missing");
  }
  if (!it->is_string()) throw field_error(key, it->dump() + " is not a text");
  return it->get<std::string>();
}

hand::WinningHand winning_hand(const WrittenTiles& tiles, const TileFields& fields, const WinSituation& situation) {
  hand::WinningHand h;
  const hand::TileList concealed = hand::parse_tiles(fields.concealed, tiles.concealed);
  h.concealed = concealed.tiles;
  h.concealed_red = concealed.red;
  for (const std::string& m : tiles.melds) h.melds.push_back(hand::parse_meld(fields.melds, m));
  bool red_win = false;
  h.win_tile = hand::parse_tile(fields.win_tile, tiles.win_tile, &red_win);
  h.tsumo = situation.tsumo;
  h.seat = situation.seat;
  h.round = situation.round;
  h.flags = tiles.flags;
  if (h.flags.double_riichi) h.flags.riichi = true;
  const hand::TileList dora = hand::parse_tiles(fields.dora, tiles.dora_indicators);
  const hand::TileList ura = hand::parse_tiles(fields.ura, tiles.ura_indicators);
  h.dora_indicators = dora.tiles;
  h.ura_indicators = ura.tiles;
  h.red_elsewhere = dora.red + ura.red + (red_win ? 1 : 0);
  return h;
}

std::vector<std::string> flag_names(const hand::WinFlags& flags) {
  std::vector<std::string> names;
  for (const auto& [name, member] : kFlags)
    if (flags.*member) names.emplace_back(name);
  return names;
}

void set_flag(std::string_view field, hand::WinFlags& flags, std::string_view name) {
  const auto it = std::find_if(kFlags.begin(), kFlags.end(), [&](const auto& known) { return known.first == name; });
  if (it == kFlags.end()) {
    std::string known;
    for (const auto& [flag, member] : kFlags) known += (known.empty() ? "" : ", ") + std::string(flag);
    throw hand::NotationError{std::string(field) + ": \"" + std::string(name) + "\" is not a flag (" + known + ")",
                              {{"field", field}, {"value", name}}};
  }
  flags.*(it->second) = true;
}

WrittenTiles read_written_tiles(const json& object) {
  WrittenTiles tiles;
  tiles.concealed = text_key(object, "concealed", true);
  if (const auto melds = object.find("melds"); melds != object.end()) {
    if (!melds->is_array()) throw field_error("melds", "is not a list of {\"kind\": ..., \"tiles\": ...}");
    for (const json& m : *melds) {
      if (!m.is_object()) throw field_error("melds", m.dump() + " is not {\"kind\": ..., \"tiles\": ...}");
      tiles.melds.push_back(text_key(m, "kind", true) + ":" + text_key(m, "tiles", true));
    }
  }
  tiles.win_tile = text_key(object, "win_tile", true);
  if (const auto given = object.find("flags"); given != object.end()) {
    if (!given->is_array()) throw field_error("flags", "is not a list, e.g. [\"riichi\", \"ippatsu\"]");
    for (const json& flag : *given) set_flag("\"flags\"", tiles.flags, flag.is_string() ? flag.get<std::string>() : flag.dump());
  }
  tiles.dora_indicators = text_key(object, "dora_indicators", false);
  tiles.ura_indicators = text_key(object, "ura_dora_indicators", false);
  return tiles;
}

json write_written_tiles(const WrittenTiles& tiles) {
  json out{{"concealed", tiles.concealed}};
  if (!tiles.melds.empty()) {
    json melds = json::array();
    for (const std::string& m : tiles.melds) {
      const std::size_t colon = m.find(':');
      melds.push_back({{"kind", m.substr(0, colon)}, {"tiles", colon == std::string::npos ? "" : m.substr(colon + 1)}});
    }
    out["melds"] = melds;
  }
  out["win_tile"] = tiles.win_tile;
  if (const std::vector<std::string> flags = flag_names(tiles.flags); !flags.empty()) out["flags"] = flags;
  if (!tiles.dora_indicators.empty()) out["dora_indicators"] = tiles.dora_indicators;
  if (!tiles.ura_indicators.empty()) out["ura_dora_indicators"] = tiles.ura_indicators;
  return out;
}

hand::HandRules hand_rules_of(const Ruleset& rules) {
  return {.open_tanyao = rules.open_tanyao,
          .red_fives = rules.red_fives,
          .renhou = rules.renhou == Renhou::None      ? hand::RenhouValue::None
                    : rules.renhou == Renhou::Yakuman ? hand::RenhouValue::Yakuman
                                                      : hand::RenhouValue::Mangan,
          .double_wind_pair_fu = rules.double_wind_pair_fu,
          .yakuman_maximum = rules.yakuman_maximum,
          .double_yakuman = rules.double_yakuman,
          .stacked_yakuman = rules.stacked_yakuman};
}

hand::NotationError field_error(const std::string& key, const std::string& why) {
  return hand::NotationError{"\"" + key + "\": " + why, {{"field", key}}};
}

}  // namespace tenbou

#include "record/hand_line.h"

#include <array>

#include <nlohmann/json.hpp>

namespace tenbou {
namespace {

using nlohmann::json;

hand::NotationError bad(const std::string& key, const std::string& why) {
  return hand::NotationError{"\"" + key + "\": " + why, {{"field", key}}};
}

/// The text under `key`; "" when it is left out and `optional`.
std::string text(const json& line, const std::string& key, bool optional = true) {
  const auto it = line.find(key);
  if (it == line.end()) {
    if (optional) return "";
    throw bad(key, "missing");
  }
  if (!it->is_string()) throw bad(key, it->dump() + " is not a text");
  return it->get<std::string>();
}

int count(const json& line, const std::string& key) {
  const auto it = line.find(key);
  if (it == line.end()) return 0;
  if (!it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > 100)
    throw bad(key, it->dump() + " is not a whole number from 0 to 100");
  return it->get<int>();
}

}  // namespace

HandLine read_hand_line(std::string_view text_line) {
  const json line = json::parse(text_line, nullptr, false);
  if (!line.is_object()) throw hand::NotationError{"the line is not a JSON object"};
  HandLine out;
  hand::WinningHand& h = out.hand;
  const hand::TileList concealed = hand::parse_tiles("concealed", text(line, "concealed", false));
  h.concealed = concealed.tiles;
  h.concealed_red = concealed.red;
  if (const auto melds = line.find("melds"); melds != line.end()) {
    if (!melds->is_array()) throw bad("melds", "is not a list of {\"kind\": ..., \"tiles\": ...}");
    for (const json& m : *melds) {
      if (!m.is_object()) throw bad("melds", m.dump() + " is not {\"kind\": ..., \"tiles\": ...}");
      h.melds.push_back(hand::parse_meld("melds", text(m, "kind", false) + ":" + text(m, "tiles", false)));
    }
  }
  bool red_win = false;
  h.win_tile = hand::parse_tile("win_tile", text(line, "win_tile", false), &red_win);
  const std::string win = text(line, "win", false);
  if (win != "ron" && win != "tsumo") throw bad("win", "\"" + win + "\" is not ron or tsumo");
  h.tsumo = win == "tsumo";
  h.seat = hand::parse_wind("seat_wind", text(line, "seat_wind", false));
  const std::string round = text(line, "round_wind");
  h.round = round.empty() ? hand::Wind::East : hand::parse_wind("round_wind", round);
  hand::WinFlags& f = h.flags;
  const std::array<std::pair<const char*, bool*>, 10> flags = {{{"riichi", &f.riichi},
                                                                {"double_riichi", &f.double_riichi},
                                                                {"ippatsu", &f.ippatsu},
                                                                {"rinshan", &f.rinshan},
                                                                {"chankan", &f.chankan},
                                                                {"haitei", &f.haitei},
                                                                {"houtei", &f.houtei},
                                                                {"tenhou", &f.tenhou},
                                                                {"chiihou", &f.chiihou},
                                                                {"renhou", &f.renhou}}};
  if (const auto given = line.find("flags"); given != line.end()) {
    if (!given->is_array()) throw bad("flags", "is not a list, e.g. [\"riichi\", \"ippatsu\"]");
    for (const json& flag : *given) {
      const auto it = std::find_if(flags.begin(), flags.end(),
                                   [&](const auto& known) { return flag.is_string() && flag.get<std::string>() == known.first; });
      if (it == flags.end())
        throw bad("flags", flag.dump() + " is not a flag (riichi, double_riichi, ippatsu, rinshan, chankan, haitei, houtei, "
                                         "tenhou, chiihou, renhou)");
      *it->second = true;
    }
  }
  if (f.double_riichi) f.riichi = true;
  const hand::TileList dora = hand::parse_tiles("dora_indicators", text(line, "dora_indicators"));
  const hand::TileList ura = hand::parse_tiles("ura_dora_indicators", text(line, "ura_dora_indicators"));
  h.dora_indicators = dora.tiles;
  h.ura_indicators = ura.tiles;
  h.red_elsewhere = dora.red + ura.red + (red_win ? 1 : 0);
  out.honba = count(line, "honba");
  out.riichi_sticks = count(line, "riichi_sticks");
  return out;
}

}  // namespace tenbou

#include "record/hand_line.h"

#include <nlohmann/json.hpp>

#include "formats/json_syntax.h"
#include "record/written_tiles.h"

namespace tenbou {
namespace {

using nlohmann::json;

int count(const json& line, const std::string& key) {
  const auto it = line.find(key);
  if (it == line.end()) return 0;
  if (!it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > 100)
    throw field_error(key, it->dump() + " is not a whole number from 0 to 100");
  return it->get<int>();
}

}  // namespace

HandLine read_hand_line(std::string_view text_line) {
  const json line = parsed_json(text_line);
  if (!line.is_object()) throw hand::NotationError{"the line is not a JSON object"};
  const WrittenTiles tiles = read_written_tiles(line);
  const std::string win = text_key(line, "win", true);
  if (win != "ron" && win != "tsumo") throw field_error("win", "\"" + win + "\" is not ron or tsumo");
  const std::string round = text_key(line, "round_wind", false);
  const WinSituation situation{.tsumo = win == "tsumo",
                               .seat = hand::parse_wind("seat_wind", text_key(line, "seat_wind", true)),
                               .round = round.empty() ? hand::Wind::East : hand::parse_wind("round_wind", round)};
  return {.hand = winning_hand(tiles, kJsonTileFields, situation),
          .honba = count(line, "honba"),
          .riichi_sticks = count(line, "riichi_sticks")};
}

}  // namespace tenbou

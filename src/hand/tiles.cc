#include "hand/tiles.h"

#include <nlohmann/json.hpp>

namespace tenbou::hand {
namespace {

constexpr std::string_view kSuits = "mpsz";

NotationError bad(std::string_view field, std::string_view text, std::size_t position, const std::string& why) {
  return NotationError{std::string(field) + " \"" + std::string(text) + "\": " + why + " at position " +
                           std::to_string(position + 1) +
                           " (tiles are written as numbers followed by their suit, e.g. 123m456p789s11z; m p s "
                           "1-9, 0 a red five; z 1-7 for East, South, West, North, White, Green, Red)",
                       {{"field", field}, {"value", text}, {"position", position + 1}}};
}

}  // namespace

std::string tile_name(Tile t) { return std::to_string(number_of(t)) + kSuits[static_cast<std::size_t>(suit_of(t))]; }

Tile dora_of(Tile indicator) {
  if (indicator < 27) return static_cast<Tile>(indicator / 9 * 9 + (indicator % 9 + 1) % 9);
  if (indicator < kWhite) return static_cast<Tile>(kEast + (indicator - kEast + 1) % 4);
  return static_cast<Tile>(kWhite + (indicator - kWhite + 1) % 3);
}

TileList parse_tiles(std::string_view field, std::string_view text) {
  TileList out;
  std::vector<std::size_t> pending;  // positions of the numbers waiting for their suit
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c >= '0' && c <= '9') {
      pending.push_back(i);
      continue;
    }
    const std::size_t suit = kSuits.find(c);
    if (suit == std::string_view::npos) throw bad(field, text, i, std::string("'") + c + "' is not a number or a suit");
    if (pending.empty()) throw bad(field, text, i, std::string("the suit '") + c + "' follows no number");
    for (std::size_t at : pending) {
      const int n = text[at] - '0';
      if (suit == 3 && (n < 1 || n > 7)) throw bad(field, text, at, "honours are 1z to 7z");
      if (n == 0) ++out.red;
      out.tiles.push_back(static_cast<Tile>(suit * 9 + static_cast<std::size_t>(n == 0 ? 5 : n) - 1));
    }
    pending.clear();
  }
  if (!pending.empty()) throw bad(field, text, pending.front(), "the numbers have no suit after them");
  return out;
}

Tile parse_tile(std::string_view field, std::string_view text, bool* red) {
  const TileList list = parse_tiles(field, text);
  if (list.tiles.size() != 1)
    throw NotationError{std::string(field) + " \"" + std::string(text) + "\" is not one tile (e.g. 5m, 7z)",
                        {{"field", field}, {"value", text}}};
  if (red) *red = list.red > 0;
  return list.tiles.front();
}

TileCounts count_tiles(const std::vector<Tile>& tiles) {
  TileCounts counts{};
  for (Tile t : tiles) ++counts[t];
  return counts;
}

}  // namespace tenbou::hand

#pragma once
// Tiles as a referee writes them: the 34 kinds, and the mpsz notation riichi players and tools use
// ("123m456p789s11z": numbers then their suit; 1z-7z are East, South, West, North, White, Green, Red;
// 0 is a red five).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"

namespace tenbou::hand {

/// One of the 34 kinds of tile: 0-8 characters (m) 1-9, 9-17 circles (p), 18-26 bamboos (s), 27-33 the
/// honours East, South, West, North, White, Green, Red (z).
using Tile = std::uint8_t;
inline constexpr int kTileKinds = 34;
inline constexpr Tile kEast = 27, kWhite = 31;

/// How many of each kind a set of tiles holds.
using TileCounts = std::array<std::uint8_t, kTileKinds>;

constexpr bool is_honour(Tile t) { return t >= 27; }
constexpr bool is_terminal(Tile t) { return t < 27 && (t % 9 == 0 || t % 9 == 8); }
constexpr bool is_terminal_or_honour(Tile t) { return is_honour(t) || is_terminal(t); }
constexpr bool is_dragon(Tile t) { return t >= kWhite; }
constexpr bool is_wind(Tile t) { return t >= kEast && t < kWhite; }
/// 0 characters, 1 circles, 2 bamboos, 3 honours.
constexpr int suit_of(Tile t) { return t / 9; }
/// 1-9 for suited tiles; 1-7 for honours.
constexpr int number_of(Tile t) { return t % 9 + 1; }

/// "5m", "1z".
std::string tile_name(Tile t);

/// The dora an indicator shows: the next tile of its suit (9 -> 1), North -> East, Red -> White.
Tile dora_of(Tile indicator);

/// Thrown for notation that cannot be read; the message names the field, the text and the position.
struct NotationError : Error {
  using Error::Error;
};

/// Tiles as written, in the order written; `red` counts the red fives (written 0) among them.
struct TileList {
  std::vector<Tile> tiles;
  int red = 0;
};

/// Reads mpsz notation ("123m456p789s11z", "0p" a red five). `field` names the text in messages ("TILES",
/// "--dora"). An empty text is no tiles. Throws NotationError with the position (1-based) of the bad character.
TileList parse_tiles(std::string_view field, std::string_view text);

/// Reads exactly one tile ("5m", "0p" a red five, sets `red`). Throws NotationError.
Tile parse_tile(std::string_view field, std::string_view text, bool* red = nullptr);

/// The counts of `tiles`.
TileCounts count_tiles(const std::vector<Tile>& tiles);

}  // namespace tenbou::hand

#pragma once
// The tiles of a win as written, before any table: as a referee enters them (mpsz notation, melds, the winning
// tile, the flags only the table knows, the dora indicators), what `tenbou value`, a line of `value --batch` and
// a hand recorded with its tiles share, read from options or JSON and turned into a hand to value. A game's win
// places them at its table (record/win_at_table.h).

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "hand/winning_hand.h"
#include "rules/ruleset.h"

namespace tenbou {

/// A win's tiles as written. The winner's seat wind, the round wind and ron or tsumo are not part of it: a hand
/// recorded in a game takes them from the table, `value` from its options.
struct WrittenTiles {
  std::string concealed;            ///< the concealed tiles with the winning tile, e.g. "23455m678p345s"
  std::vector<std::string> melds;   ///< KIND:TILES, e.g. "pon:777z"
  std::string win_tile;             ///< e.g. "5m"
  hand::WinFlags flags;
  std::string dora_indicators;      ///< kan dora indicators included
  std::string ura_indicators;

  bool operator==(const WrittenTiles&) const = default;
};

/// How a source names the parts of WrittenTiles in its messages: option names or JSON keys.
struct TileFields {
  std::string_view concealed, melds, win_tile, dora, ura;
};
inline constexpr TileFields kJsonTileFields{"concealed", "melds", "win_tile", "dora_indicators", "ura_dora_indicators"};

/// Where and how the hand was won: what the tiles do not say.
struct WinSituation {
  bool tsumo = false;
  hand::Wind seat = hand::Wind::East;
  hand::Wind round = hand::Wind::East;
};

/// The hand `tiles` describe, won as `situation` says. Double riichi implies riichi. Throws hand::NotationError
/// naming the field (as `fields` names it), the text and the position of a bad character.
hand::WinningHand winning_hand(const WrittenTiles& tiles, const TileFields& fields, const WinSituation& situation);

/// The flag names as JSON and `--batch` write them: "riichi", "double_riichi", "ippatsu", ... "renhou".
std::vector<std::string> flag_names(const hand::WinFlags& flags);

/// Sets the flag `name` (as flag_names writes it). Throws hand::NotationError naming `field` and the flags.
void set_flag(std::string_view field, hand::WinFlags& flags, std::string_view name);

/// Reads the tile keys of a JSON object (`{"concealed", "melds": [{"kind", "tiles"}], "win_tile", "flags",
/// "dora_indicators", "ura_dora_indicators"}`; concealed and win_tile required). The notation itself is read
/// by winning_hand. Throws hand::NotationError naming the key.
WrittenTiles read_written_tiles(const nlohmann::json& object);

/// The text under `key` of a JSON object; "" when it is left out and not `required`. Throws
/// hand::NotationError naming the key.
std::string text_key(const nlohmann::json& object, const std::string& key, bool required);

/// Writes `tiles` with the keys read_written_tiles reads (empty lists and indicators left out).
nlohmann::json write_written_tiles(const WrittenTiles& tiles);

/// The parts of valuing a hand that a ruleset decides, from `rules`.
hand::HandRules hand_rules_of(const Ruleset& rules);

/// The refusal of field `key` of a line or object as written: "\"key\": why", the field named for the door.
hand::NotationError field_error(const std::string& key, const std::string& why);

}  // namespace tenbou

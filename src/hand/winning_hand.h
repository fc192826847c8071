#pragma once
// A winning hand as the referee sees it on the table: the concealed tiles with the winning tile, the melds,
// how it was won, the winds and the flags only the table knows (riichi, ippatsu, last tile...), the dora
// indicators. And what a ruleset decides about valuing it.

#include <string_view>
#include <vector>

#include "hand/tiles.h"

namespace tenbou::hand {

/// How a meld was made: a run or a triplet called from a discard, a kan from a discard, a closed kan, or a
/// kan added to a called triplet.
enum class MeldKind : std::uint8_t { Chi, Pon, Minkan, Ankan, Shouminkan };

/// One meld: its kind, its lowest tile, and how many of its tiles are red fives.
struct Meld {
  MeldKind kind = MeldKind::Pon;
  Tile first = 0;
  int red = 0;

  bool open() const { return kind != MeldKind::Ankan; }
  bool kan() const { return kind == MeldKind::Minkan || kind == MeldKind::Ankan || kind == MeldKind::Shouminkan; }
  bool run() const { return kind == MeldKind::Chi; }
  int size() const { return kan() ? 4 : 3; }
  /// Adds the meld's tiles to `counts`.
  void count_into(TileCounts& counts) const {
    for (int i = 0; i < size(); ++i) ++counts[static_cast<Tile>(run() ? first + i : first)];
  }
};

/// Reads a meld written KIND:TILES ("pon:777z", "chi:345m", "ankan:5555p"). `field` names it in messages.
/// Throws NotationError naming what is wrong (the kind, the tiles, the shape).
Meld parse_meld(std::string_view field, std::string_view text);

/// The name a meld kind is written with: chi, pon, minkan, ankan, shouminkan.
std::string_view meld_kind_name(MeldKind kind);

/// A seat or round wind.
enum class Wind : std::uint8_t { East, South, West, North };

/// Reads a wind written E, S, W, N (or east, south, ...). Throws NotationError.
Wind parse_wind(std::string_view field, std::string_view text);

/// What only the table knows about how the hand was won.
struct WinFlags {
  bool riichi = false, double_riichi = false, ippatsu = false;
  bool rinshan = false, chankan = false, haitei = false, houtei = false;
  bool tenhou = false, chiihou = false, renhou = false;

  bool operator==(const WinFlags&) const = default;
};

/// A winning hand: `concealed` holds the winning tile as well.
struct WinningHand {
  std::vector<Tile> concealed;
  int concealed_red = 0;  ///< red fives among the concealed tiles
  std::vector<Meld> melds;
  Tile win_tile = 0;
  bool tsumo = false;
  Wind seat = Wind::East;
  Wind round = Wind::East;
  WinFlags flags;
  std::vector<Tile> dora_indicators;  ///< kan dora indicators are more indicators
  std::vector<Tile> ura_indicators;
  int red_elsewhere = 0;  ///< red fives written outside the tiles (indicators, the winning tile): refused without them
};

/// How a renhou is valued: not at all, as a mangan (EMA 2016), as a yakuman (before).
enum class RenhouValue : std::uint8_t { None, Mangan, Yakuman };

/// What differs between rulesets in valuing a hand (the payment's own differences, kiriage, kazoe and the
/// yakuman maximum, stay with the payment).
struct HandRules {
  bool open_tanyao = true;     ///< all simples counts in an open hand (EMA 2016; closed only before)
  bool red_fives = false;      ///< one red five per suit, each one han (EMA 2008/2012; none in 2016)
  RenhouValue renhou = RenhouValue::Mangan;  ///< a win on a discard before one's first draw
  int double_wind_pair_fu = 4; ///< a pair of the wind that is both seat and round wind
  int yakuman_maximum = 1;     ///< yakuman counted at most (1: no double or stacked yakuman)
  bool double_yakuman = false; ///< Big four winds counts as two yakuman (EMA 2008; not in 2016)
  bool stacked_yakuman = false;///< the yakuman of a hand add up (none of the EMA texts; else the hand counts one)
};

}  // namespace tenbou::hand

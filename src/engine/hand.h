#pragma once
// A hand as the referee enters it: the facts, not their consequences.

#include <array>
#include <cstdint>
#include <optional>

#include "engine/seat.h"

namespace tenbou {

/// How a hand ended.
enum class Outcome : std::uint8_t { Ron, Tsumo, Draw, Abortive, Nagashi, Chombo };

/// Every outcome, in the order of the enum.
inline constexpr std::array<Outcome, 6> kOutcomes = {Outcome::Ron,      Outcome::Tsumo,   Outcome::Draw,
                                                     Outcome::Abortive, Outcome::Nagashi, Outcome::Chombo};

/// An outcome's word, as records write it and the commands take it: "ron", "tsumo", "draw", "abortive",
/// "nagashi", "chombo".
const char* outcome_name(Outcome outcome);

/// One winning hand: who won and its value. `yakuman` > 0 means a yakuman hand (han and fu ignored);
/// `dora` says how many of the han are dora (they never count towards a han minimum); `pao` is the player
/// liable for Big Three Dragons or Big Four Winds.
struct Win {
  Seat winner;
  int han = 0;
  int fu = 0;
  int yakuman = 0;
  int dora = 0;
  std::optional<Seat> pao;
};

/// Everything entered about one hand. Ron has one to three wins and a discarder; tsumo has one win;
/// draw has the tenpai players; nagashi has its holders; chombo has the offender. `riichi` lists the players
/// whose 1,000 deposit stands in this hand.
struct Hand {
  Outcome outcome = Outcome::Draw;
  std::array<Win, 3> wins{};
  std::uint8_t win_count = 0;
  Seat discarder;
  Seat offender;
  SeatSet riichi;
  SeatSet tenpai;
  SeatSet nagashi;

  void add_win(const Win& w) { wins[win_count++] = w; }
};

}  // namespace tenbou

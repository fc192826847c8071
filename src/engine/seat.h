#pragma once
// Seats at the table and values kept per seat.

#include <array>
#include <cstdint>

namespace tenbou {

inline constexpr int kSeats = 4;

/// A player's starting seat: 0 = East at the start of the game, then South, West, North. A type of its
/// own so a seat is never confused with a han count or a score.
struct Seat {
  std::uint8_t index = 0;

  constexpr Seat() = default;
  constexpr explicit Seat(int i) : index(static_cast<std::uint8_t>(i)) {}
  /// The seat `steps` places later in turn order (to this seat's right).
  constexpr Seat after(int steps = 1) const { return Seat((index + steps) % kSeats); }
  constexpr bool operator==(const Seat&) const = default;
};

/// One value for each of the four seats, indexed by Seat.
template <class T>
struct PerSeat {
  std::array<T, kSeats> values{};

  constexpr T& operator[](Seat s) { return values[s.index]; }
  constexpr const T& operator[](Seat s) const { return values[s.index]; }
  constexpr bool operator==(const PerSeat&) const = default;
};

/// A set of seats (riichi declarers, tenpai players, nagashi holders), stored as four bits.
struct SeatSet {
  std::uint8_t bits = 0;

  constexpr bool contains(Seat s) const { return (bits >> s.index) & 1u; }
  constexpr void add(Seat s) { bits = static_cast<std::uint8_t>(bits | (1u << s.index)); }
  constexpr int size() const { return (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1); }
  constexpr bool empty() const { return bits == 0; }
  constexpr bool operator==(const SeatSet&) const = default;
};

/// Calls f(seat) for every seat from East to North.
template <class F>
constexpr void for_each_seat(F&& f) {
  for (int i = 0; i < kSeats; ++i) f(Seat(i));
}

}  // namespace tenbou

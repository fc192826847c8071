#pragma once
// The EMA worked examples (tests/data/ema-worked-examples.json) as the engine's types, for every test that
// runs them.

#include <nlohmann/json.hpp>

#include "engine/settle.h"

namespace tenbou::test {

/// Every worked example.
const nlohmann::json& worked_examples();

/// The preset an example is written for.
const Ruleset& ruleset_of(const nlohmann::json& ex);

/// "seat 0" .. "seat 3".
Names seat_names();

/// Four values, East first.
template <class T>
PerSeat<T> per_seat(const nlohmann::json& list) {
  PerSeat<T> out;
  for_each_seat([&](Seat s) { out[s] = list.at(s.index).get<T>(); });
  return out;
}

/// Whether an example describes one hand to settle (rather than an end of game or a check).
bool is_hand_example(const nlohmann::json& ex);

/// The table and hand a hand example describes.
void build_hand(const nlohmann::json& ex, const Ruleset& rules, TableState& table, Hand& hand);

}  // namespace tenbou::test

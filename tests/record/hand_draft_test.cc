// What a hand needs for its result is stated once (draft_to_hand), for every front door; each door finds players
// and words what is missing its own way.

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "record/hand_draft.h"
#include "record/record_reader.h"

namespace tenbou {
namespace {

const Names kTablePlayers{"Alice", "Bob", "Carol", "Dave"};

/// Finds players by their exact names; "Xavier" finds nobody.
class ByName : public SeatFinder {
 public:
  Seat seat(DraftPlace, const std::string& text) const override {
    for (int i = 0; i < kSeats; ++i)
      if (kTablePlayers[Seat(i)] == text) return Seat(i);
    throw std::runtime_error("nobody named " + text);
  }
  const std::string& name(Seat seat) const override { return kTablePlayers[seat]; }
};

/// Carries the fault out as it is, for the test to read.
struct Refused {
  DraftFault fault;
};
class AsData : public DraftWords {
 public:
  [[noreturn]] void refuse(const DraftFault& fault, const HandDraft&, const SeatFinder&) const override {
    throw Refused{fault};
  }
};

/// The fault of `draft`, or nothing when it makes a hand.
std::optional<DraftFault> fault_of(const HandDraft& draft) {
  HandTiles tiles;
  try {
    draft_to_hand(draft, ByName(), AsData(), tiles);
  } catch (const Refused& r) {
    return r.fault;
  }
  return std::nullopt;
}

bool is(const std::optional<DraftFault>& f, DraftFault::Kind kind, std::string_view field, int win = -1) {
  return f && f->kind == kind && f->at.field == field && f->at.win == win;
}

}  // namespace

TEST_CASE("a hand lacks what its result needs: one statement for every door") {
  using Kind = DraftFault::Kind;
  CHECK(is(fault_of({.outcome = Outcome::Ron, .discarder = "Bob"}), Kind::Missing, "winner"));
  CHECK(is(fault_of({.outcome = Outcome::Ron, .wins = {{.winner = "Alice", .han = 3}}, .discarder = "Bob"}),
           Kind::Missing, "fu", 0));
  CHECK(is(fault_of({.outcome = Outcome::Ron, .wins = {{.winner = "Alice", .han = 3, .fu = 30}, {.winner = "Carol"}},
                     .discarder = "Bob"}),
           Kind::Missing, "han", 1));
  CHECK(is(fault_of({.outcome = Outcome::Ron, .wins = {{.winner = "Alice", .han = 3, .fu = 30}}}), Kind::Missing,
           "discarder"));
  const std::optional<DraftFault> two = fault_of({.outcome = Outcome::Tsumo,
                                                  .wins = {{.winner = "Alice", .han = 5}, {.winner = "Bob", .han = 5}}});
  CHECK(is(two, Kind::TooMany, "winner"));
  CHECK(two->count == 2);
  CHECK(is(fault_of({.outcome = Outcome::Draw, .wins = {{.winner = "Alice"}}}), Kind::NotHere, "winner"));
  CHECK(is(fault_of({.outcome = Outcome::Nagashi}), Kind::Missing, "winners"));
  CHECK(is(fault_of({.outcome = Outcome::Chombo}), Kind::Missing, "offender"));
  const std::optional<DraftFault> twice = fault_of({.outcome = Outcome::Draw, .tenpai = {"Bob", "Dave", "Bob"}});
  CHECK(is(twice, Kind::Twice, "tenpai"));
  CHECK(twice->seat == Seat(1));
  // A yakuman needs no han; 5 han and more need no fu; tiles give what is left out.
  CHECK_FALSE(fault_of({.outcome = Outcome::Tsumo, .wins = {{.winner = "Alice", .yakuman = 1}}}));
  CHECK_FALSE(fault_of({.outcome = Outcome::Tsumo, .wins = {{.winner = "Alice", .han = 6}}}));
  CHECK_FALSE(fault_of({.outcome = Outcome::Tsumo, .wins = {{.winner = "Alice", .tiles = WrittenTiles{}}}}));
}

TEST_CASE("a record's hand is worded as the record's reader words it") {
  RecordReader reader;
  const auto error_for = [&](const std::string& hand) -> std::string {
    std::string note;
    HandTiles tiles;
    try {
      reader.read_hand(hand, TableNames(kTablePlayers), note, tiles);
    } catch (const RecordError& e) {
      return e.message + " [" + e.detail().value("field", "") + "]";
    }
    return "";
  };
  CHECK(error_for(R"({"result": "ron", "discarder": "Bob", "wins": []})") ==
        R"(field "wins" is missing or empty (expected a list of one to three wins, e.g. [{"winner": "Alice", "han": 3, "fu": 30}]) [wins])");
  const std::string four = R"({"winner": "Alice", "han": 1, "fu": 30})";
  CHECK(error_for(R"({"result": "ron", "discarder": "Bob", "wins": [)" + four + "," + four + "," + four + "," + four + "]}")
            .find(R"(field "wins": 4 wins given (expected a list of one to three wins)") == 0);
  CHECK(error_for(R"({"result": "ron", "discarder": 1, "wins": [{"winner": "Alice", "han": 1, "fu": 30}, {"winner": "Carol"}]})") ==
        R"(win 2: field "han" is missing (or give "yakuman": 1 for a yakuman hand, or the "tiles") [han])");
  CHECK(error_for(R"({"result": "tsumo", "han": 3, "fu": 30})") == R"(field "winner" is missing [winner])");
  CHECK(error_for(R"({"result": "ron", "discarder": "Bob", "wins": [{"winner": "Xavier", "han": 1, "fu": 30}]})") ==
        R"(win 1: field "winner": "Xavier" is not valid (expected a player at this table: Alice, Bob, Carol, Dave, or 0 to 3) [winner])");
  CHECK(error_for(R"({"result": "nagashi", "winners": []})") == R"(field "winners" is missing (who holds nagashi mangan) [winners])");
  CHECK(error_for(R"({"result": "chombo", "offender": 2})") == "");
}

}  // namespace tenbou

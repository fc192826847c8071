// A hand written through the service leaves the game exactly as reading it back from the file does: the game
// after a new or amended hand is assembled from the hands as parsed and replayed once, not rebuilt from the
// stored facts, so the two must never drift apart.

#include <nlohmann/json.hpp>

#include "game_generator.h"
#include "record/record_reader.h"
#include "record/record_writer.h"
#include "test_support.h"
#include "tournament/entry/game_start.h"
#include "tournament/entry/hand_entry.h"
#include "tournament/people/players.h"
#include "tournament/tournament.h"

namespace tenbou::test {
namespace {

/// What a later read sees of the game a write returned: its figures and its live hands as stored facts write them.
void same_as_read_back(const Tournament& t, const EntryResult& written) {
  const GameLog read = load_game_log(t, written.log.ref());
  CHECK(derive_state(written.log) == derive_state(read));
  REQUIRE(written.log.hands.size() == read.hands.size());
  for (std::size_t i = 0; i < read.hands.size(); ++i) {
    const LiveHand& a = written.log.hands[i];
    const LiveHand& b = read.hands[i];
    CHECK(a.number == b.number);
    CHECK(write_hand(a.hand, a.note, read.names, a.tiles) == write_hand(b.hand, b.note, read.names, b.tiles));
  }
  CHECK(written.log.next_number == read.next_number);
  CHECK(written.log.entries.size() == read.entries.size());
}

}  // namespace

TEST_CASE("hand entry: the game after each write equals the game read back, over generated games") {
  TempDir dir;
  const std::string path = dir.path() + "/t.tenbou";
  RulesetCache rulesets;
  const auto rules = rulesets.get("ema2016", "");
  Tournament::create(path, "Entry Open", *rules);
  Tournament t(path);
  Names names;
  for (std::size_t s = 0; s < 4; ++s) {
    names.values[s] = "Player " + std::to_string(s + 1);
    add_player(t, PlayerRow{.name = names.values[s]});
  }
  GameGenerator generator(7);
  for (int round = 1; round <= 4; ++round) {
    const GameRef ref{round, 1};
    start_game(t, ref, {names.values.begin(), names.values.end()});
    const GameRecord record = generator.game("ema2016", rules, names);
    for (std::size_t i = 0; i < record.hands.size(); ++i) {
      const std::string note = i < record.notes.size() ? record.notes[i] : "";
      const HandTiles& tiles = record.tiles_of(i);
      const std::string hand = write_hand(record.hands[i], note, names, tiles).dump();
      const ReceivedHand received(hand);
      const HandInput input([&received](const Names& players) { return received.draft(players); });
      const EntryResult written = record_hand(t, ref, input, std::nullopt, {.by = "test"});
      same_as_read_back(t, written);
    }
    // An amendment re-derives the hands after it: hand 1 becomes an abortive draw where that is still possible.
    try {
      same_as_read_back(t, record_hand(t, ref, HandDraft{.outcome = Outcome::Abortive}, 1, {.reason = "test", .by = "test"}));
    } catch (const TournamentError&) {
      // a later hand became impossible: nothing was written, which the next check also sees
    }
    same_as_read_back(t, EntryResult{.log = load_game_log(t, ref)});
  }
}

}  // namespace tenbou::test

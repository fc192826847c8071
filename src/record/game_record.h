#pragma once
// The game-record JSON format: one game's ruleset, players, start and hands, as documented in README.md;
// its reader (game_record_reader.cc) and its writers (game_record_writer.cc).

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/error.h"
#include "base/lending_pool.h"
#include "engine/hand.h"
#include "engine/problem.h"
#include "engine/replay.h"
#include "engine/settle.h"
#include "record/hand_draft.h"
#include "record/ruleset_cache.h"
#include "record/tiled_win.h"
#include "rules/ruleset.h"

namespace simdjson::dom {
class element;
class parser;
}  // namespace simdjson::dom

namespace tenbou {

/// One game as entered: the facts a score sheet is replayed from.
struct GameRecord {
  std::string ruleset_name = "ema2016";
  nlohmann::json rules = nlohmann::json::object();  ///< overrides of the preset, as written
  std::shared_ptr<const Ruleset> ruleset;
  Names players;                                    ///< by starting seat: East, South, West, North
  TableState start;
  std::vector<Hand> hands;
  std::optional<SheetResult> final_scores;          ///< a game recorded by its final scores: then no hands
  std::vector<std::string> notes;                   ///< an optional note per hand ("" if none)
  std::vector<HandTiles> tiles;                     ///< the tiles of each hand's wins; empty when no hand has tiles
  bool finished = false;                            ///< the referee closed the game after these hands
  bool ruleset_given = false;                       ///< the record names its ruleset (else ema2016 is assumed)
  int round = 0;                                    ///< tournament round, if the record carries one (else 0)
  int table = 0;                                    ///< table number, if the record carries one (else 0)

  /// The tiles of hand `index`'s wins (none where no tiles were entered).
  const HandTiles& tiles_of(std::size_t index) const {
    static const HandTiles kNone{};
    return index < tiles.size() ? tiles[index] : kNone;
  }
};

/// Names players at a table are known by other than their names now (a renamed player's earlier name, a
/// duplicate merged into the player), with the seat each stands for.
using FormerNames = std::vector<std::pair<std::string, Seat>>;

/// The players at a table as stored facts may name them: by their names now, or by an earlier name. A view:
/// `current` and `former` must remain live while it is in use.
struct TableNames {
  TableNames(const Names& current, const FormerNames* former = nullptr) : current(current), former(former) {}
  const std::string& operator[](Seat s) const { return current[s]; }
  const Names& current;
  const FormerNames* former;
};

/// Why a record cannot be read: the hand it concerns (1-based; 0 = the record as a whole) and the reason.
struct RecordError : Error {
  /// `field` names the JSON key at fault, where one is ("discarder"), for a door that words it its own way.
  RecordError(int hand, std::string message, std::string_view field = {})
      : Error(std::move(message), {{"hand", hand}}), hand(hand) {
    if (!field.empty()) detail()["field"] = field;
  }
  int hand = 0;
};

/// Words what a hand lacks for its result as the record's reader does (`field "fu" is missing (needed below 5
/// han)`), as a RecordError for hand `hand` (0: a hand read on its own), the JSON key named as its field.
class RecordWords : public DraftWords {
 public:
  explicit RecordWords(int hand) : hand_(hand) {}
  [[noreturn]] void refuse(const DraftFault& fault, const HandDraft& draft, const SeatFinder& at) const override;

 private:
  int hand_;
};

/// Reads game records. One thread's at a time (see record_readers): it keeps a JSON parser and the rulesets it has
/// seen.
class RecordReader {
 public:
  RecordReader();
  ~RecordReader();
  RecordReader(RecordReader&&) noexcept;
  RecordReader& operator=(RecordReader&&) noexcept;

  /// Reads one record from JSON text. Throws RecordError naming the hand, the field, the value and what
  /// is valid (hand 0 with line and column for JSON that does not parse).
  GameRecord read(std::string_view json_text);
  /// Reads one record from an already parsed JSON value (an element of an array of records).
  GameRecord read(const simdjson::dom::element& doc);
  /// Reads one hand (an element of "hands") for a game with these players; `note` receives its note and
  /// `tiles` the tiles of its wins (a win with tiles has its value only once replayed: see tiles_completion).
  Hand read_hand(std::string_view json_text, const TableNames& players, std::string& note, HandTiles& tiles);
  /// Reads one hand (an element of "hands") as it is written, for a game with these players (by starting seat, for
  /// a player given as 0 to 3), to be made a hand at the table by draft_to_hand.
  HandDraft read_draft(std::string_view json_text, const Names& players);
  /// Reads a game's start (the value of "start"); "" is E1 with the ruleset's starting points.
  TableState read_start(std::string_view json_text, const Ruleset& rules);

 private:
  /// Parses JSON text, or throws RecordError (hand 0) saying where it does not parse.
  simdjson::dom::element parse(std::string_view json_text);

  std::unique_ptr<simdjson::dom::parser> parser_;  ///< behind a pointer: simdjson.h stays out of this header
  RulesetCache rulesets_;
};

/// The readers kept between uses: each reading of a stored hand or start borrows one.
LendingPool<RecordReader>& record_readers();

/// Writes a game record in the documented format (players by name).
nlohmann::json write_game_record(const GameRecord& record);

/// Many records as one JSON array with a record per line: what `export games` writes and `game import`
/// and `replay` read.
std::string write_game_records(const std::vector<GameRecord>& records);

/// Writes a game's start as the value of "start": round, counters, sticks and scores.
nlohmann::json write_start(const TableState& start);

/// Writes one hand as an element of "hands" (players by name), each win with its tiles where it has them.
nlohmann::json write_hand(const Hand& hand, const std::string& note, const Names& players, const HandTiles& tiles = {});

}  // namespace tenbou

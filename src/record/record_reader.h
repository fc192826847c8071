#pragma once
// The reader of game records (record/game_record.h): whole records, one hand or one start as stored facts, and a
// hand as written for a door to find its players.

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "base/lending_pool.h"
#include "record/game_record.h"
#include "record/hand_draft.h"
#include "record/ruleset_cache.h"

namespace simdjson::dom {
class element;
class parser;
}  // namespace simdjson::dom

namespace tenbou {

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
  /// Reads a game's start (the value of "start"); "" is E1 with the ruleset's starting points.
  TableState read_start(std::string_view json_text, const Ruleset& rules);

 private:
  friend class ReceivedHand;

  /// Parses JSON text, or throws RecordError (hand 0) saying where it does not parse.
  simdjson::dom::element parse(std::string_view json_text);

  std::unique_ptr<simdjson::dom::parser> parser_;  ///< behind a pointer: simdjson.h stays out of this header
  RulesetCache rulesets_;
};

/// The readers kept between uses: each reading of a stored hand or start borrows one.
LendingPool<RecordReader>& record_readers();

/// A hand as the API receives it from a phone: one element of "hands" of a game record, with the "expect" of its
/// entry beside it (and, for the organiser's correction, "amend" and "reason"), parsed once. Its fields are read at once; the hand itself at its table (draft), where the
/// players it names by starting seat (0 to 3) have their names. Holds one of record_readers() while it lives.
class ReceivedHand {
 public:
  /// The fields kept beside the hand, which draft() passes over.
  static constexpr std::array<std::string_view, 3> kAside{"expect", "amend", "reason"};

  /// Parses `json_text`. Throws RecordError (hand 0) saying where it is not JSON.
  explicit ReceivedHand(std::string_view json_text);
  ~ReceivedHand();
  ReceivedHand(const ReceivedHand&) = delete;
  ReceivedHand& operator=(const ReceivedHand&) = delete;

  bool is_object() const;
  /// The value of field `key` as JSON text (minified), none where the hand has no such field.
  std::optional<std::string> field(std::string_view key) const;
  /// The hand as written, its players by starting seat named from `players`, to be made a hand at the table by
  /// draft_to_hand. Throws RecordError naming the field.
  HandDraft draft(const Names& players) const;

 private:
  LendingPool<RecordReader>::Loan reader_;
  std::unique_ptr<simdjson::dom::element> doc_;
};

}  // namespace tenbou

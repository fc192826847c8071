#pragma once
// Replaying game records in bulk: one record, a JSON array of them, or JSON Lines (one per line).

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/replay.h"
#include "record/game_record.h"

namespace tenbou {

/// Why one record of a batch was rejected: its position (1-based), its line for JSON Lines (else 0),
/// the hand (0 = the record as a whole) and the reason.
struct BatchError {
  int record = 0;
  int line = 0;
  int hand = 0;
  std::string message;

  /// "record 3 (line 3), hand 7: ..." (or "hand 7: ..." for a single record).
  std::string describe(bool many) const;
};

/// The rendered result of every record in input order, or the errors of those that were rejected.
struct BatchResult {
  bool many = false;                 ///< the input was an array or JSON Lines, not one record
  std::vector<std::string> outputs;  ///< one rendering per record, in input order
  std::vector<BatchError> errors;    ///< in input order; when not empty, outputs are incomplete
};

/// Turns a replayed record (its 0-based position in the input, the record and its score sheet) into
/// output text; it may also take the record and sheet away.
using RenderRecord = std::function<std::string(std::size_t index, GameRecord&, ScoreSheet&)>;

/// Reads, checks and replays every record in `text`, rendering each with `render` (called concurrently
/// from several threads). Uses `threads` worker threads (0 = one per core).
BatchResult replay_batch(std::string_view text, const RenderRecord& render, unsigned threads = 0);

/// The refusal of a batch with rejected records: the first one's message ("record 2 (line 2): ...") and, as
/// detail, its record, line, hand and message.
Error batch_refusal(const BatchResult& result);

}  // namespace tenbou

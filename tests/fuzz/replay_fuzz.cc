// Fuzzes game records, JSON arrays and JSON Lines batches of them, through `tenbou replay`'s path: read,
// check, replay, render as text and JSON, and a refused batch's error as `--format json` writes it.

#include "cli/command_run.h"
#include "fuzz/fuzz_input.h"
#include "report/score_sheet.h"
#include "tournament/entry/replay_batch.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  fuzz::refusals_allowed([&] {
    const BatchResult result =
        replay_batch(fuzz::text_of(data, size), [](std::size_t, const GameRecord& record, const ScoreSheet& sheet) {
          return score_sheet_text(*record.ruleset, record.players, sheet) +
                 score_sheet_json(*record.ruleset, record.players, sheet);
        }, 1);
    if (!result.errors.empty()) (void)cli::error_json(batch_refusal(result));  // must never throw
  });
  return 0;
}

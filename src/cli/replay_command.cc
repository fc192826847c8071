// `tenbou replay`: the score sheet of one game record, or of many for an audit.

#include <iostream>

#include "cli/commands.h"
#include "cli/terminal_width.h"
#include "report/score_sheet.h"
#include "tournament/entry/replay_batch.h"

namespace tenbou::cli {
namespace {

constexpr std::size_t kErrorsShown = 20;

}  // namespace

void add_replay_command(CLI::App& app) {
  struct Options {
    std::string file;
    FormatOption format;
  };
  auto opts = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand(
      "replay", "Score sheet of a game record (or of a JSON array / JSON Lines file of them)");
  cmd->add_option("file", opts->file, "Game record file (- for standard input)")->required();
  add_format_option(*cmd, opts->format, {"text", "json"});
  on_run(*cmd, &opts->format, [opts] {
    const std::string text = read_input(opts->file);
    const bool json = opts->format.json();
    const BatchResult result = replay_batch(text, [json](std::size_t, const GameRecord& record, const ScoreSheet& sheet) {
      return json ? score_sheet_json(*record.ruleset, record.players, sheet)
                  : score_sheet_text(*record.ruleset, record.players, sheet, text_width());
    });
    if (!result.errors.empty()) {
      for (std::size_t i = 1; i < result.errors.size() && i < kErrorsShown; ++i)
        std::cerr << "tenbou: " << result.errors[i].describe(result.many) << "\n";
      if (result.errors.size() > kErrorsShown)
        std::cerr << "tenbou: ... and " << result.errors.size() - kErrorsShown << " more rejected records\n";
      throw batch_refusal(result);
    }
    write_score_sheets(std::cout, result.outputs, result.many, json);
  });
}

}  // namespace tenbou::cli

#pragma once
// What every tenbou command shares: how input errors end a command, output formats, rule overrides.

#include <functional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "rules/ruleset.h"

namespace tenbou::cli {

/// Input the user can fix: the command stops, nothing is written, exit status 1. With --format json the
/// error is also printed as {"error": {...}} on stdout, `detail` adding fields such as the hand number.
struct InputError {
  std::string message;
  nlohmann::json detail = nlohmann::json::object();
};

/// Output formats a command accepts; the first is the default.
struct FormatOption {
  std::string value;
  bool json() const { return value == "json"; }
};

/// Adds --format with the given choices (the first is the default).
void add_format_option(CLI::App& command, FormatOption& format, const std::vector<std::string>& choices);

/// Adds --ruleset NAME and --rule KEY=VALUE (repeatable).
struct RulesetOptions {
  std::string preset = "ema2016";
  std::vector<std::string> rules;
  /// The preset with the overrides applied. Throws InputError naming the key.
  Ruleset load() const;
  /// The --rule overrides as a JSON object (a value that is not JSON is taken as text).
  nlohmann::json overrides() const;
};
void add_ruleset_options(CLI::App& command, RulesetOptions& options);

/// Registers a command whose action may throw InputError; `format` says whether errors go out as JSON.
void on_run(CLI::App& command, const FormatOption* format, std::function<void()> action);

void add_calc_command(CLI::App& app);
void add_replay_command(CLI::App& app);
void add_ruleset_command(CLI::App& app);

}  // namespace tenbou::cli

#pragma once
// How a tenbou command runs: its --format, how its errors end it (on_run: the message, the exit status, the JSON
// error line), and the checks of what it reads (input files, whole numbers). The commands themselves are
// registered through cli/commands.h.

#include <functional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "base/error.h"

namespace tenbou::cli {

/// Input the user can fix, found while parsing it: the command stops, nothing is written, exit status 1.
/// Like every Error, with --format json it is also printed as {"error": {...}} on stdout, `detail` adding
/// fields such as the hand number.
struct InputError : Error {
  using Error::Error;
};

/// Output formats a command accepts; the first is the default.
struct FormatOption {
  std::string value;
  bool json() const { return value == "json"; }
};

/// Adds --format with the given choices (the first is the default).
void add_format_option(CLI::App& command, FormatOption& format, const std::vector<std::string>& choices);

/// The {"error": {...}} line a command writes for `e` with --format json: the detail, and the message in the
/// command's words. Never throws, whatever bytes the message quotes.
std::string error_json(const Error& e);

/// Registers a command whose action may throw an Error (mapped to its exit status); `format` says whether
/// errors go out as JSON.
void on_run(CLI::App& command, const FormatOption* format, std::function<void()> action);

/// Reads a whole file ("-" for standard input). Throws InputError naming the file.
std::string read_input(const std::string& path);

/// Checks an option's whole number against a range, in words: "--round: 0 is not valid (a round from 1 to
/// 99)". `what` names the thing counted, with its article ("a round").
CLI::Validator whole_number(int low, int high, const std::string& what);

}  // namespace tenbou::cli

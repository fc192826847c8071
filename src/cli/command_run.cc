#include "cli/command_run.h"

#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>

#include <nlohmann/json.hpp>

#include "base/file_access.h"
#include "base/named_fields.h"
#include "base/program_arguments.h"
#include "base/unicode.h"
#include "cli/refusal_words.h"

namespace tenbou::cli {

std::string error_json(const Error& e) {
  nlohmann::json error = shown_detail(e);
  if (!error.contains("message")) error["message"] = in_command_words(e);
  // A message may quote bytes of the input that are not UTF-8: written replaced, never thrown over.
  return nlohmann::json{{"error", error}}.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void add_format_option(CLI::App& command, FormatOption& format, const std::vector<std::string>& choices) {
  format.value = choices.front();
  std::string list;
  for (const std::string& c : choices) list += (list.empty() ? "" : "|") + c;
  command.add_option("--format", format.value, "Output format: " + list)->check(CLI::IsMember(choices));
}

std::string read_input(const std::string& path) {
  const std::string shown = "\"" + unicode::printable(path) + "\"";
  if (path == "-") {
    std::string text;
    char block[65536];
    while (std::cin.read(block, sizeof block) || std::cin.gcount() > 0) {
      text.append(block, static_cast<std::size_t>(std::cin.gcount()));
      if (text.size() > kMaxReadBytes)
        throw InputError{"cannot read the standard input: it holds more than " + std::to_string(kMaxReadBytes >> 20) +
                             " MB: tenbou reads files of at most " + std::to_string(kMaxReadBytes >> 20) +
                             " MB, far more than any tournament's",
                         {{"field", "file"}, {"value", path}}};
    }
    return text;
  }
  if (const auto upload = organiser_api_upload(); upload && path != *upload)
    throw InputError{"cannot read " + shown + ": a command of the organiser's API reads only the file uploaded with it" +
                         (upload->empty() ? std::string(" (none was)") : " (\"" + unicode::printable(*upload) + "\")"),
                     {{"field", "file"}, {"value", path}}};
  std::string why = not_a_file(path);
  if (why.empty()) why = too_large_to_read(path);
  if (!why.empty())
    throw InputError{"cannot read " + shown + ": " + why +
                         (why.find("pipe") != std::string::npos ? " (to read from a pipe, pipe it in and give -)" : ""),
                     {{"field", "file"}, {"value", path}}};
  std::ifstream in(file_path(path), std::ios::binary | std::ios::ate);
  if (!in.is_open())
    throw InputError{"cannot read " + shown + ": " + std::string(std::strerror(errno)) + " (check that you may read it)"};
  std::string text(static_cast<std::size_t>(in.tellg()), '\0');
  in.seekg(0);
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  if (!in) throw InputError{"cannot read " + shown + ": " + std::string(std::strerror(errno))};
  return text;
}

CLI::Validator whole_number(int low, int high, const std::string& what) {
  const std::string range = what + " from " + std::to_string(low) + " to " + std::to_string(high);
  return CLI::Validator(
      [low, high, range](std::string& value) -> std::string {
        int n = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (ec == std::errc() && end == value.data() + value.size() && n >= low && n <= high) return "";
        return "\"" + unicode::printable(value) + "\" is not valid (" + range + ")";
      },
      range);
}

namespace {

[[noreturn]] void reject(const FormatOption* format, const Error& e) {
  if (format && format->json()) std::cout << error_json(e) << "\n";
  std::cerr << "tenbou: " << in_command_words(e) << "\n";
  throw CLI::RuntimeError(static_cast<int>(e.status));
}

}  // namespace

void on_run(CLI::App& command, const FormatOption* format, std::function<void()> action) {
  command.callback([format, action = std::move(action)] {
    try {
      action();
    } catch (const Error& e) {
      reject(format, e);
    }
  });
}

}  // namespace tenbou::cli

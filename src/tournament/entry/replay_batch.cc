#include "tournament/entry/replay_batch.h"

#include <algorithm>
#include <thread>

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include "formats/json_syntax.h"
#include "formats/text_encoding.h"
#include "record/record_reader.h"
#include "record/seat_json.h"
#include "record/record_replay.h"

namespace tenbou {
namespace {

/// One record's place in the input: its text, or an element of an already parsed array.
struct RecordSlice {
  std::string_view text;
  std::optional<simdjson::dom::element> parsed;
  int line = 0;
};

/// Reads, checks and replays one record; fills `output` or returns the error.
std::optional<BatchError> run_one(const RecordSlice& slice, int index, RecordReader& reader,
                                  const RenderRecord& render, std::string& output) {
  BatchError error{index + 1, slice.line, 0, ""};
  try {
    GameRecord record = slice.parsed ? reader.read(*slice.parsed) : reader.read(slice.text);
    ScoreSheet sheet;
    if (auto e = replay_record(record, sheet)) {
      error.hand = e->hand;
      error.message = std::move(e->message);
      return error;
    }
    output = render(static_cast<std::size_t>(index), record, sheet);
    return std::nullopt;
  } catch (const RecordError& e) {
    error.hand = e.hand;
    error.message = e.message;
  }
  return error;
}

}  // namespace

std::string BatchError::describe(bool many) const {
  std::string where;
  if (many) where = "record " + std::to_string(record) + (line > 0 ? " (line " + std::to_string(line) + ")" : "");
  if (hand > 0) where += (where.empty() ? "" : ", ") + std::string("hand ") + std::to_string(hand);
  return where.empty() ? message : where + ": " + message;
}

BatchResult replay_batch(std::string_view text, const RenderRecord& render, unsigned threads) {
  text = without_byte_order_mark(text);
  BatchResult result;
  std::vector<RecordSlice> slices;
  const std::unique_ptr<simdjson::dom::parser> held = shallow_parser();  // the parsed array, that the slices point into
  if (!held) throw std::bad_alloc();
  simdjson::dom::parser& array_parser = *held;
  const auto first = text.find_first_not_of(" \t\r\n");
  const std::string_view first_line = text.substr(0, text.find('\n'));
  simdjson::dom::element parsed;
  if (first != std::string_view::npos && text[first] == '[') {
    result.many = true;
    simdjson::dom::array array;
    if (array_parser.parse(text.data(), text.size()).get(parsed) != simdjson::SUCCESS ||
        parsed.get_array().get(array) != simdjson::SUCCESS) {
      result.errors.push_back({0, 0, 0, "not valid JSON: " + json_syntax_error(text)});
      return result;
    }
    for (const simdjson::dom::element item : array) slices.push_back({{}, item, 0});
  } else if (first_line.size() < text.size() &&
             text.find_first_not_of(" \t\r\n", first_line.size()) != std::string_view::npos &&
             array_parser.parse(first_line.data(), first_line.size()).get(parsed) == simdjson::SUCCESS) {
    result.many = true;  // a complete record on the first line and more after it: JSON Lines
    int line = 0;
    for (std::size_t pos = 0; pos <= text.size();) {
      std::size_t end = text.find('\n', pos);
      if (end == std::string_view::npos) end = text.size();
      ++line;
      std::string_view row = text.substr(pos, end - pos);
      if (row.find_first_not_of(" \t\r") != std::string_view::npos) slices.push_back({row, std::nullopt, line});
      pos = end + 1;
    }
  } else {
    slices.push_back({text, std::nullopt, 0});
  }

  const std::size_t n = slices.size();
  result.outputs.resize(n);
  std::vector<std::optional<BatchError>> errors(n);
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  threads = static_cast<unsigned>(std::min<std::size_t>(threads, std::max<std::size_t>(1, n / 64)));
  auto work = [&](unsigned worker) {
    RecordReader reader;
    for (std::size_t i = worker; i < n; i += threads)
      errors[i] = run_one(slices[i], static_cast<int>(i), reader, render, result.outputs[i]);
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (std::thread& t : pool) t.join();
  for (auto& e : errors)
    if (e) result.errors.push_back(std::move(*e));
  return result;
}

Error batch_refusal(const BatchResult& result) {
  const BatchError& first = result.errors.front();
  nlohmann::json detail = {{"hand", first.hand}, {"message", first.message}};
  if (result.many) detail["record"] = first.record;
  if (first.line > 0) detail["line"] = first.line;
  return Error{first.describe(result.many), detail};
}

}  // namespace tenbou

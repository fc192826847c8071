#include "seating/schedule_file.h"

#include <algorithm>
#include <charconv>
#include <map>

#include <nlohmann/json.hpp>

#include "formats/csv.h"
#include "formats/json_syntax.h"

namespace tenbou {
namespace {

using seating::Round;
using seating::Table;

/// Collects rounds while numbering players by label, and checks each round seats everyone once.
class ScheduleBuilder {
 public:
  int player(const std::string& label) {
    const auto [it, added] = numbers_.try_emplace(label, static_cast<int>(labels_.size()));
    if (added) labels_.push_back(label);
    return it->second;
  }
  void add_round(Round round) { rounds_.push_back(std::move(round)); }

  ScheduleFile finish(int declared_players) {
    const int n = static_cast<int>(labels_.size());
    if (rounds_.empty()) throw ScheduleFileError{"the schedule has no rounds"};
    if (declared_players > 0 && declared_players != n)
      throw ScheduleFileError{"players: the file says " + std::to_string(declared_players) + " but seats " +
                              std::to_string(n) + " different players"};
    for (std::size_t r = 0; r < rounds_.size(); ++r) {
      std::vector<int> table_of(static_cast<std::size_t>(n), 0);
      for (std::size_t t = 0; t < rounds_[r].size(); ++t)
        for (int p : rounds_[r][t]) {
          int& seen = table_of[static_cast<std::size_t>(p)];
          if (seen != 0)
            throw ScheduleFileError{"round " + std::to_string(r + 1) + ": player " + labels_[static_cast<std::size_t>(p)] +
                                    " is seated twice (tables " + std::to_string(seen) + " and " +
                                    std::to_string(t + 1) + ")"};
          seen = static_cast<int>(t) + 1;
        }
      const auto missing = std::find(table_of.begin(), table_of.end(), 0);
      if (missing != table_of.end())
        throw ScheduleFileError{"round " + std::to_string(r + 1) + ": player " +
                                labels_[static_cast<std::size_t>(missing - table_of.begin())] +
                                " is not seated (every round must seat every player once)"};
    }
    return {{n, std::move(rounds_)}, std::move(labels_)};
  }

 private:
  std::map<std::string, int> numbers_;
  std::vector<std::string> labels_;
  std::vector<Round> rounds_;
};

std::string where(std::size_t round, std::size_t table) {
  return "round " + std::to_string(round + 1) + ", table " + std::to_string(table + 1);
}

ScheduleFile read_json(std::string_view text) {
  if (const auto deep = json_too_deep(text)) throw ScheduleFileError{"not valid JSON: " + *deep};
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {  // a syntax error, or a number out of range
    throw ScheduleFileError{std::string("not valid JSON: ") + e.what()};
  }
  if (!doc.is_object() || !doc.contains("rounds") || !doc["rounds"].is_array())
    throw ScheduleFileError{"rounds: expected {\"players\": N, \"rounds\": [[[p, p, p, p], ...], ...]}"};
  int declared = 0;
  if (doc.contains("players")) {
    if (!doc["players"].is_number_integer() || doc["players"].get<int>() < 4)
      throw ScheduleFileError{"players: expected a whole number of at least 4, got " + doc["players"].dump()};
    declared = doc["players"].get<int>();
  }
  ScheduleBuilder builder;
  const auto& rounds = doc["rounds"];
  for (std::size_t r = 0; r < rounds.size(); ++r) {
    if (!rounds[r].is_array() || rounds[r].empty())
      throw ScheduleFileError{"round " + std::to_string(r + 1) + ": expected an array of tables"};
    Round round;
    for (std::size_t t = 0; t < rounds[r].size(); ++t) {
      const auto& table = rounds[r][t];
      if (!table.is_array() || table.size() != 4)
        throw ScheduleFileError{where(r, t) + ": expected four players (East, South, West, North), got " + table.dump()};
      Table seats;
      for (std::size_t s = 0; s < 4; ++s) {
        const auto& p = table[s];
        if (!p.is_number_integer() && !p.is_string())
          throw ScheduleFileError{where(r, t) + ": a player is a number or a name, got " + p.dump()};
        seats[s] = builder.player(p.is_string() ? p.get<std::string>() : std::to_string(p.get<long long>()));
      }
      round.push_back(seats);
    }
    builder.add_round(std::move(round));
  }
  return builder.finish(declared);
}

int whole_number(const CsvRow& row, std::size_t field, const char* name) {
  const std::string& text = row.fields[field];
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < 1)
    throw ScheduleFileError{"line " + std::to_string(row.line) + ": " + name + " '" + text +
                            "' is not a number of at least 1"};
  return value;
}

ScheduleFile read_csv(std::string_view text) {
  std::vector<CsvRow> rows;
  try {
    rows = parse_csv(text, guess_delimiter(text));
  } catch (const CsvError& e) {
    throw ScheduleFileError{"line " + std::to_string(e.line) + ": " + e.message};
  }
  if (!rows.empty() && !rows.front().fields.empty() && rows.front().fields[0] == "round") rows.erase(rows.begin());
  std::map<int, std::map<int, std::array<std::string, 4>>> seats;
  for (const CsvRow& row : rows) {
    if (row.fields.size() != 6)
      throw ScheduleFileError{"line " + std::to_string(row.line) + ": expected 6 fields (round, table, E, S, W, N), got " +
                              std::to_string(row.fields.size())};
    const int round = whole_number(row, 0, "round"), table = whole_number(row, 1, "table");
    auto [it, added] = seats[round].try_emplace(table);
    if (!added)
      throw ScheduleFileError{"line " + std::to_string(row.line) + ": round " + std::to_string(round) + ", table " +
                              std::to_string(table) + " is listed twice"};
    for (std::size_t s = 0; s < 4; ++s) it->second[s] = row.fields[2 + s];
  }
  ScheduleBuilder builder;
  int expected_round = 1;
  for (const auto& [round, tables] : seats) {
    if (round != expected_round)
      throw ScheduleFileError{"round " + std::to_string(expected_round) + " is missing (rounds are numbered 1, 2, ...)"};
    ++expected_round;
    Round r;
    int expected_table = 1;
    for (const auto& [table, names] : tables) {
      if (table != expected_table)
        throw ScheduleFileError{"round " + std::to_string(round) + ": table " + std::to_string(expected_table) +
                                " is missing (tables are numbered 1, 2, ...)"};
      ++expected_table;
      r.push_back({builder.player(names[0]), builder.player(names[1]), builder.player(names[2]), builder.player(names[3])});
    }
    builder.add_round(std::move(r));
  }
  return builder.finish(0);
}

}  // namespace

ScheduleFile read_schedule_file(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (first != std::string_view::npos && text[first] == '{') return read_json(text);
  return read_csv(text);
}

}  // namespace tenbou

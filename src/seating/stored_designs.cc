#include "seating/stored_designs.h"

#include <algorithm>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>

namespace tenbou::seating {
namespace {

/// The rounds of a design's text: lines of tables ("0 6 22 30 | 1 3 20 27 | ..."), '#' lines being comments.
Schedule parsed(const DesignText& design) {
  Schedule s;
  std::istringstream lines(design.text);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    Round round;
    std::istringstream tables(line);
    for (std::string text; std::getline(tables, text, '|');) {
      std::istringstream players(text);
      Table table{};
      for (int& p : table)
        if (!(players >> p)) throw std::logic_error(std::string("stored design ") + design.name + ": a table without four players");
      round.push_back(table);
    }
    s.rounds.push_back(std::move(round));
  }
  s.players = s.rounds.empty() ? 0 : static_cast<int>(s.rounds.front().size() * 4);
  return s;
}

/// The design's check: each round seats every player once, and no pair meets twice.
void check(const Schedule& s, const char* name) {
  std::set<std::pair<int, int>> met;
  for (const Round& round : s.rounds) {
    std::vector<bool> seated(static_cast<std::size_t>(s.players), false);
    for (const Table& table : round)
      for (std::size_t i = 0; i < table.size(); ++i) {
        const int p = table[i];
        if (p < 0 || p >= s.players || seated[static_cast<std::size_t>(p)])
          throw std::logic_error(std::string("stored design ") + name + ": a round does not seat every player once");
        seated[static_cast<std::size_t>(p)] = true;
        for (std::size_t j = 0; j < i; ++j)
          if (!met.insert(std::minmax(p, table[j])).second)
            throw std::logic_error(std::string("stored design ") + name + ": a pair meets twice");
      }
    if (std::find(seated.begin(), seated.end(), false) != seated.end())
      throw std::logic_error(std::string("stored design ") + name + ": a round does not seat every player once");
  }
}

}  // namespace

std::optional<Schedule> stored_design(int players, int rounds) {
  for (const DesignText& design : design_texts()) {
    Schedule s = parsed(design);
    if (s.players != players || static_cast<int>(s.rounds.size()) < rounds) continue;
    check(s, design.name);
    s.rounds.resize(static_cast<std::size_t>(rounds));
    return s;
  }
  return std::nullopt;
}

}  // namespace tenbou::seating

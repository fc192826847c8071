#include "tournament/exchange/result_import.h"

#include <nlohmann/json.hpp>

#include "tournament/standings/cut_watch.h"

#include <algorithm>
#include <charconv>
#include <map>

#include "base/plural.h"
#include "base/unicode.h"
#include "tournament/entry/game_start.h"
#include "tournament/exchange/csv_input.h"
#include "tournament/exchange/import_problems.h"

namespace tenbou {
namespace {

constexpr std::array<std::string_view, 6> kColumns = {"round", "table", "player", "score", "sticks", "chombo"};

/// A whole number in `text`, or nullopt.
std::optional<long long> whole(const std::string& text) {
  const std::string t = unicode::trimmed(text);
  long long value = 0;
  const char* first = t.data() + (!t.empty() && t[0] == '+' ? 1 : 0);
  const auto [end, error] = std::from_chars(first, t.data() + t.size(), value);
  if (t.empty() || error != std::errc() || end != t.data() + t.size()) return std::nullopt;
  return value;
}

/// "line 4" or "lines 2-5".
std::string lines_of(const std::vector<const CsvRow*>& rows) {
  const int first = rows.front()->line, last = rows.back()->line;
  return first == last ? "line " + std::to_string(first) : "lines " + std::to_string(first) + "-" + std::to_string(last);
}

}  // namespace

ResultImport import_results(Tournament& t, std::string_view bytes, const std::string& source,
                            const std::string& encoding, const EntryContext& context) {
  CsvInput input = read_csv_input(bytes, source, encoding);
  if (input.rows.empty()) throw TournamentError{source + " is empty (expected a header: round,table,player,score)"};
  std::map<std::string_view, std::size_t> column;
  for (std::size_t i = 0; i < input.rows.front().fields.size(); ++i) {
    const std::string name = unicode::folded(unicode::trimmed(input.rows.front().fields[i]));
    const auto known = std::find(kColumns.begin(), kColumns.end(), name);
    if (known == kColumns.end() || column.count(*known))
      throw TournamentError{source + " line 1: column \"" + name + "\" is " + (known == kColumns.end() ? "unknown" : "given twice") +
                                " (the columns: round, table, player, score, and optionally sticks and chombo)",
                            {{"line", 1}, {"field", "header"}}};
    column[*known] = i;
  }
  for (std::string_view needed : {"round", "table", "player", "score"})
    if (!column.count(needed))
      throw TournamentError{source + " line 1: the header has no column \"" + std::string(needed) +
                                "\" (the columns: round, table, player, score, and optionally sticks and chombo)",
                            {{"line", 1}, {"field", "header"}}};
  const auto field = [&](const CsvRow& row, std::string_view name) {
    const auto at = column.find(name);
    return at == column.end() || at->second >= row.fields.size() ? std::string() : row.fields[at->second];
  };

  // The rows by table, tables in the order they first appear.
  ImportProblems problems(source, "nothing recorded");
  std::vector<std::pair<GameRef, std::vector<const CsvRow*>>> tables;
  for (auto row = input.rows.begin() + 1; row != input.rows.end(); ++row) {
    if (std::all_of(row->fields.begin(), row->fields.end(),
                    [](const std::string& f) { return unicode::trimmed(f).empty(); }))
      continue;  // a blank row of the spreadsheet
    const auto round = whole(field(*row, "round")), table = whole(field(*row, "table"));
    if (!round || !table || *round < 1 || *round > kMaxRound || *table < 1 || *table > kMaxTable) {
      problems.add("line " + std::to_string(row->line), "round \"" + field(*row, "round") + "\" and table \"" +
                   field(*row, "table") + "\" must be whole numbers (a round from 1 to 99, a table from 1 to 999)");
      continue;
    }
    const GameRef ref{static_cast<int>(*round), static_cast<int>(*table)};
    auto at = std::find_if(tables.begin(), tables.end(), [&](const auto& g) {
      return g.first.round == ref.round && g.first.table == ref.table;
    });
    if (at == tables.end()) at = tables.insert(tables.end(), {ref, {}});
    at->second.push_back(&*row);
  }
  if (tables.empty() && problems.empty()) throw TournamentError{source + " holds no results (only a header)"};

  TournamentWrite tx(t);
  int earliest = kMaxRound;
  for (const auto& table_rows : tables) earliest = std::min(earliest, table_rows.first.round);
  const CutWatch cuts(t, earliest);
  ResultImport done;
  for (const auto& table_rows : tables) {
    const GameRef ref = table_rows.first;  // a variable, not a binding: lambdas below capture it
    const std::vector<const CsvRow*>& rows = table_rows.second;
    const std::string where = lines_of(rows) + " (game " + ref.text() + ")";
    try {
      if (rows.size() != kSeats)
        throw TournamentError{counted(static_cast<int>(rows.size()), "row") + "; a table has four players"};
      std::optional<int> sticks;
      for (const CsvRow* row : rows) {
        const std::string text = unicode::trimmed(field(*row, "sticks"));
        if (text.empty()) continue;
        const auto n = whole(text);
        if (!n || *n < 0 || *n > 1000)
          throw TournamentError{"line " + std::to_string(row->line) + ": sticks \"" + text + "\" is not a number of sticks"};
        if (sticks && *sticks != *n)
          throw TournamentError{"the rows give different sticks (" + std::to_string(*sticks) + " and " + std::to_string(*n) +
                                "): give them on each row alike, or on one row"};
        sticks = static_cast<int>(*n);
      }
      std::vector<std::string> names;
      for (const CsvRow* row : rows) names.push_back(unicode::trimmed(field(*row, "player")));
      const std::vector<GameRow> games = games_in_play(t);
      const bool started = std::none_of(games.begin(), games.end(),
                                        [&](const GameRow& g) { return g.round == ref.round && g.table == ref.table; });
      GameLog log = started ? start_game_within(t, ref, planned_players(t, ref, names, context)) : load_game_log(t, ref);
      SheetDraft draft{.scores = std::vector<Points>(kSeats), .sticks = sticks.value_or(0)};
      std::vector<bool> seated(kSeats, false);
      for (const CsvRow* row : rows) {
        const Seat s = seat_at_table(t, log, log.start, "player", unicode::trimmed(field(*row, "player")));
        if (seated[static_cast<std::size_t>(s.index)])
          throw TournamentError{"line " + std::to_string(row->line) + ": " + log.names[s] + " is on two rows"};
        seated[static_cast<std::size_t>(s.index)] = true;
        const auto score = whole(field(*row, "score"));
        if (!score)
          throw TournamentError{"line " + std::to_string(row->line) + ": score \"" + field(*row, "score") +
                                "\" is not a whole number of points"};
        draft.scores[static_cast<std::size_t>(s.index)] = static_cast<Points>(*score);
        const std::string chombo = unicode::trimmed(field(*row, "chombo"));
        const auto count = chombo.empty() ? std::optional<long long>(0) : whole(chombo);
        if (!count || *count < 0 || *count > 20)
          throw TournamentError{"line " + std::to_string(row->line) + ": chombo \"" + chombo +
                                "\" is not a number of chombos"};
        for (long long c = 0; c < *count; ++c) draft.chombo.push_back(log.names[s]);
      }
      done.recorded.push_back(record_result_within(t, std::move(log), draft, context));
      ++done.games;
      done.started += started;
    } catch (const TournamentError& e) {
      problems.add(where, e);
    }
  }
  problems.raise();
  done.cut_changed = cuts.changed(t);
  tx.commit();
  return done;
}

}  // namespace tenbou

#include "tournament/people/players.h"

#include <algorithm>
#include <array>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "base/name_key.h"
#include "base/plural.h"
#include "base/unicode.h"
#include "formats/country_codes.h"
#include "formats/csv.h"
#include "rules/points_text.h"
#include "tournament/exchange/csv_input.h"
#include "tournament/exchange/import_problems.h"
#include "tournament/people/online_names.h"
#include "tournament/people/participation.h"
#include "tournament/people/teams.h"
#include "tournament/store_access.h"
#include "tournament/stored_text.h"

namespace tenbou {
namespace {

/// The names (in lower case) and EMA numbers taken, to refuse a second registration of either.
class Registered {
 public:
  /// The players of `players` but the one with id `except` (a player being edited does not clash with itself).
  explicit Registered(const PlayerDirectory& players, RowId except = 0) {
    for (const PlayerRow& p : players.all())
      if (p.id != except) add(p);
    for (const PlayerRow& p : players.removed())  // a removed registration keeps its name and EMA number
      if (p.id != except) add(p, " (a removed registration: tenbou player restore brings it back)");
  }
  void add(const PlayerRow& p, const std::string& note = "") {
    names_.emplace(name_key(p.name), note);
    if (!p.ema.empty()) emas_.emplace(p.ema, p.name + note);
    for (const std::string& online : online_names_of(p)) online_.emplace(name_key(online), p.name + note);
  }
  /// The first clash of `p` with a registered player (same name, EMA number or online name), if any.
  std::optional<std::string> clash(const PlayerRow& p) const {
    if (auto it = names_.find(name_key(p.name)); it != names_.end())
      return "name: \"" + p.name + "\" is already registered" + it->second;
    if (auto it = emas_.find(p.ema); !p.ema.empty() && it != emas_.end())
      return "ema: " + p.ema + " is already registered for " + it->second;
    for (const std::string& online : online_names_of(p))
      if (auto it = online_.find(name_key(online)); it != online_.end())
        return "online-name: \"" + online + "\" is already the online name of " + it->second;
    return std::nullopt;
  }

 private:
  std::unordered_map<std::string, std::string> names_;  ///< name key -> a note on whose it is
  std::unordered_map<std::string, std::string> emas_;   ///< EMA number -> whose it is
  std::unordered_map<std::string, std::string> online_;  ///< online name key -> whose it is
};

}  // namespace

std::optional<std::string> tidy_player(PlayerRow& p) {
  // Checked as typed (a detail given as blanks is refused, not dropped), then tidied.
  for (const auto& [field, text] : {std::pair{"name", &p.name}, {"given", &p.given}, {"family", &p.family},
                                    {"club", &p.club}, {"ema", &p.ema}, {"country", &p.country}})
    if (auto problem = text_problem(field, *text, kMaxNameLength, text == &p.name || !text->empty())) return problem;
  for (std::string* field : {&p.name, &p.ema, &p.country, &p.club, &p.given, &p.family}) *field = tidy_text(*field);
  if (const std::string key = name_key(p.name); key == "e" || key == "s" || key == "w" || key == "n")
    return "name: \"" + p.name + "\" is not valid: E, S, W and N name the seat winds at a table (give the full name)";
  if (!p.given.empty() && p.family.empty())
    return "family: \"\" is not valid with given \"" + p.given + "\" (give the family name too; a player with one "
           "name has only a family name)";
  if (!p.ema.empty()) {
    const bool digits = p.ema.find_first_not_of("0123456789") == std::string::npos;
    if (!digits || p.ema.size() > 8)
      return "ema: \"" + unicode::printable(p.ema) + "\" is not valid (an EMA number of up to 8 digits, e.g. 04090012)";
    p.ema = std::string(8 - p.ema.size(), '0') + p.ema;
  }
  return tidy_country(p.country);
}

std::optional<std::string> registration_clash(const PlayerDirectory& players, const PlayerRow& p) {
  return Registered(players, p.id).clash(p);
}

std::optional<std::string> tidy_country(std::string& country) {
  if (country.empty()) return std::nullopt;
  if (const std::optional<std::string> code = ema_country_code(country)) {
    country = *code;
    return std::nullopt;
  }
  const std::vector<std::string> near = nearest_countries(country);
  std::string guesses;
  for (std::size_t i = 0; i < near.size(); ++i) guesses += (i == 0 ? "" : i + 1 == near.size() ? " or " : ", ") + near[i];
  return "country: \"" + unicode::printable(country) + "\" is not a country (did you mean " + guesses +
         "? a country's name, or its EMA, ISO 3166 alpha-3 or alpha-2 code)";
}

PlayerRow add_player(Tournament& t, PlayerRow player, bool substitute) {
  check_context({.by = player.registered_by});
  if (auto problem = tidy_player(player)) throw TournamentError{*problem};
  TournamentWrite tx(t);
  if (auto problem = registration_clash(read_players(t.store()), player)) throw TournamentError{*problem};
  player = t.store().insert_player(std::move(player));
  if (substitute) record_substitute(t, player, true, {.reason = "registered as a substitute", .by = player.registered_by});
  tx.commit();
  return player;
}

std::vector<std::string> names_like(const PlayerDirectory& players, const PlayerRow& p) {
  std::vector<std::string> out;
  const std::string key = unicode::unaccented(p.name);
  for (const PlayerRow& other : players.all())
    if (other.id != p.id && unicode::unaccented(other.name) == key) out.push_back(other.name);
  return out;
}

namespace {

/// A row of a player list: the player, whether they are a substitute (the column's text, "" for no) and their team
/// ("" for none).
struct ListedPlayer {
  PlayerRow player;
  std::string substitute;
  std::string team;
  std::string online_name;
  bool substitute_flag = false;
  int line = 0;
};

/// The substitute column's yes or no (empty for no); nullopt when it says neither.
std::optional<bool> substitute_flag(const std::string& text) {
  const std::string word = unicode::trimmed(text);
  for (const char* yes : {"yes", "y", "1", "true", "x"})
    if (same_name(word, yes)) return true;
  for (const char* no : {"", "no", "n", "0", "false"})
    if (same_name(word, no)) return false;
  return std::nullopt;
}

/// "name, ema, country": column names joined for a message.
template <class Columns>
std::string column_list(const Columns& columns) {
  std::string out;
  for (std::string_view c : columns) out += (out.empty() ? "" : ", ") + std::string(c);
  return out;
}

/// The field of `row` a column fills.
std::string& column_field(ListedPlayer& row, std::string_view column) {
  PlayerRow& p = row.player;
  if (column == "substitute") return row.substitute;
  if (column == "team") return row.team;
  if (column == "online_name") return row.online_name;
  if (column == "ema") return p.ema;
  if (column == "country") return p.country;
  if (column == "club") return p.club;
  if (column == "given") return p.given;
  if (column == "family") return p.family;
  return p.name;
}

/// The columns of a player list, named by its header (its first row, then removed from `rows`). Throws
/// TournamentError for a file without a header, or a header with an unknown or repeated column.
std::vector<std::string_view> player_columns(std::vector<CsvRow>& rows, const std::string& source, char delimiter) {
  const auto known = [](const std::string& text) {
    return std::find_if(kPlayerColumns.begin(), kPlayerColumns.end(),
                        [&](std::string_view c) { return same_name(unicode::trimmed(text), c); });
  };
  const std::string example = [&] {
    std::string line;
    for (std::string_view c : kPlayerColumns) line += (line.empty() ? "" : std::string(1, delimiter)) + std::string(c);
    return line;
  }();
  if (rows.empty() || rows.front().fields.empty() || known(rows.front().fields[0]) == kPlayerColumns.end())
    throw TournamentError{source + " line " + std::to_string(rows.empty() ? 1 : rows.front().line) +
                              ": the first line must name the columns (only name is needed), e.g.\n  " + example,
                          {{"line", rows.empty() ? 1 : rows.front().line}, {"field", "header"}}};
  std::vector<std::string_view> columns;
  for (const std::string& heading : rows.front().fields) {
    const auto it = known(heading);
    if (it == kPlayerColumns.end() || std::find(columns.begin(), columns.end(), *it) != columns.end())
      throw TournamentError{source + " line " + std::to_string(rows.front().line) + ": column \"" +
                                unicode::printable(heading) + "\" is not valid (the header names columns of: " +
                                column_list(kPlayerColumns) + ", each once, separated by a " +
                                delimiter_name(delimiter) + ")",
                            {{"line", rows.front().line}, {"field", "header"}, {"value", unicode::printable(heading)}}};
    columns.push_back(*it);
  }
  if (std::find(columns.begin(), columns.end(), "name") == columns.end())
    throw TournamentError{source + " line " + std::to_string(rows.front().line) + ": the header has no column \"name\"",
                          {{"line", rows.front().line}, {"field", "header"}}};
  rows.erase(rows.begin());
  return columns;
}

}  // namespace

std::vector<ImportedPlayer> import_players(Tournament& t, std::string_view bytes, const std::string& source,
                                           const std::string& encoding, const std::string& by) {
  check_context({.by = by});
  if (bytes.size() > kMaxPlayerListBytes)
    throw TournamentError{source + " holds " + std::to_string(bytes.size() >> 20) + " MB: a player list holds at most " +
                              std::to_string(kMaxPlayerListBytes >> 20) + " MB (and " + format_points(static_cast<Points>(kMaxListedPlayers)) + " players)",
                          {{"field", "file"}, {"value", source}}};
  if (const auto lines = static_cast<std::size_t>(std::count(bytes.begin(), bytes.end(), '\n')); lines > kMaxListedPlayers + 1)
    throw TournamentError{source + " holds " + format_points(static_cast<Points>(lines)) + " lines: a player list holds at most " +
                              format_points(static_cast<Points>(kMaxListedPlayers)) + " players",
                          {{"field", "file"}, {"value", source}}};
  CsvInput input = read_csv_input(bytes, source, encoding);
  std::vector<CsvRow>& rows = input.rows;
  const char delimiter = input.delimiter;
  const std::vector<std::string_view> columns = player_columns(rows, source, delimiter);
  TournamentWrite tx(t);
  Registered registered(read_players(t.store()));
  std::vector<ListedPlayer> added;
  ImportProblems problems(source);
  nlohmann::json bad_lines = nlohmann::json::array();
  const auto bad = [&](int line, const std::string& problem) {
    problems.add("line " + std::to_string(line), problem);
    bad_lines.push_back({{"line", line}, {"message", problem}});
  };
  for (const CsvRow& row : rows) {
    std::optional<std::string> problem;
    ListedPlayer listed{.line = row.line};
    PlayerRow& p = listed.player;
    if (row.fields.size() > columns.size()) {
      problem = std::to_string(row.fields.size()) + " fields (expected at most " + std::to_string(columns.size()) +
                ": " + column_list(columns) + ")";
    } else {
      for (std::size_t i = 0; i < row.fields.size(); ++i) column_field(listed, columns[i]) = row.fields[i];
      problem = tidy_player(p);
      const std::optional<bool> flag = substitute_flag(listed.substitute);
      if (!problem && !flag)
        problem = "substitute: \"" + unicode::printable(listed.substitute) + "\" is not valid (yes or no; empty for no)";
      listed.substitute_flag = flag.value_or(false);
      if (!problem) problem = text_problem("team", listed.team, kMaxNameLength, false);
      listed.team = tidy_text(listed.team);
      if (!problem && !listed.online_name.empty()) problem = set_online_names(p, {listed.online_name});
      if (!problem) problem = registered.clash(p);
    }
    if (problem) {
      bad(row.line, *problem);
      continue;
    }
    registered.add(p);
    added.push_back(std::move(listed));
  }
  // A team the file forms needs two players or more; one it names that is formed already takes them in.
  std::vector<TeamJoining> joining;
  for (const ListedPlayer& l : added)
    if (!l.team.empty()) joining.push_back({l.team, 0, l.line});
  for (const TeamJoining& j : joining) {
    const auto same = [&](const TeamJoining& other) { return same_name(other.team, j.team); };
    if (!team_formed(t, j.team) && std::count_if(joining.begin(), joining.end(), same) == 1)
      bad(j.line, "team: " + j.team + " would have one player (a team has two or more: give its other players the same "
                  "team, or form it first with tenbou team add)");
  }
  problems.raise({{"rows", bad_lines}});
  if (added.empty()) throw TournamentError{source + " holds no players (expected rows of: " + column_list(kPlayerColumns) + ")"};
  std::size_t joined = 0;
  std::vector<ImportedPlayer> imported;
  for (ListedPlayer& l : added) {
    l.player.registered_by = by;
    const PlayerRow stored = t.store().insert_player(std::move(l.player));
    if (l.substitute_flag) record_substitute(t, stored, true, {.reason = "registered as a substitute", .by = by});
    if (!l.team.empty()) joining[joined++].player = stored.id;
    imported.push_back({stored, l.team, l.substitute_flag});
  }
  join_teams_within(t, joining, {.reason = "registered from " + (source == "-" ? std::string("standard input") : source),
                                 .by = by});
  tx.commit();
  return imported;
}

}  // namespace tenbou

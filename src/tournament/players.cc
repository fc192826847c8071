#include "tournament/players.h"

#include <unordered_map>

#include "record/csv.h"
#include "record/game_record.h"

namespace tenbou {
namespace {

std::string trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return "";
  return std::string(text.substr(first, text.find_last_not_of(" \t") - first + 1));
}

/// The player with tidy fields, or the first problem with them.
std::optional<std::string> tidy(PlayerRow& p) {
  p.name = trimmed(p.name);
  p.ema = trimmed(p.ema);
  p.country = trimmed(p.country);
  p.club = trimmed(p.club);
  if (p.name.empty()) return "name: \"\" is not valid (give the player's full name)";
  if (p.name.find_first_of("\n\r\t") != std::string::npos || p.name.size() > 100)
    return "name: \"" + p.name + "\" is not valid (one line of at most 100 characters)";
  if (!p.ema.empty()) {
    const bool digits = p.ema.find_first_not_of("0123456789") == std::string::npos;
    if (!digits || p.ema.size() > 8)
      return "ema: \"" + p.ema + "\" is not valid (an EMA number of up to 8 digits, e.g. 04090012)";
    p.ema = std::string(8 - p.ema.size(), '0') + p.ema;
  }
  return tidy_country(p.country);
}

/// The names (in lower case) and EMA numbers taken, to refuse a second registration of either.
class Registered {
 public:
  explicit Registered(const std::vector<PlayerRow>& players) {
    for (const PlayerRow& p : players) add(p);
  }
  void add(const PlayerRow& p) {
    names_.emplace(name_key(p.name), p.name);
    if (!p.ema.empty()) emas_.emplace(p.ema, p.name);
  }
  /// The first clash of `p` with a registered player (same name or EMA number), if any.
  std::optional<std::string> clash(const PlayerRow& p) const {
    if (names_.count(name_key(p.name))) return "name: \"" + p.name + "\" is already registered";
    if (auto it = emas_.find(p.ema); !p.ema.empty() && it != emas_.end())
      return "ema: " + p.ema + " is already registered for " + it->second;
    return std::nullopt;
  }

 private:
  std::unordered_map<std::string, std::string> names_;
  std::unordered_map<std::string, std::string> emas_;
};

}  // namespace

std::optional<std::string> tidy_country(std::string& country) {
  if (country.empty()) return std::nullopt;
  bool letters = country.size() == 3;
  for (char& c : country) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    letters = letters && c >= 'A' && c <= 'Z';
  }
  if (!letters) return "country: \"" + country + "\" is not valid (a three-letter code, e.g. FRA, DEU, ITA)";
  return std::nullopt;
}

PlayerRow add_player(Tournament& t, PlayerRow player) {
  if (auto problem = tidy(player)) throw TournamentError{*problem};
  TournamentWrite tx(t);
  if (auto problem = Registered(t.store().players()).clash(player)) throw TournamentError{*problem};
  player = t.store().insert_player(std::move(player));
  tx.commit();
  return player;
}

int import_players(Tournament& t, std::string_view csv_text, const std::string& source) {
  std::vector<CsvRow> rows;
  try {
    rows = parse_csv(csv_text);
  } catch (const CsvError& e) {
    throw TournamentError{source + " line " + std::to_string(e.line) + ": " + e.message, {{"line", e.line}}};
  }
  if (!rows.empty() && !rows.front().fields.empty() && same_name(trimmed(rows.front().fields[0]), "name"))
    rows.erase(rows.begin());
  TournamentWrite tx(t);
  Registered registered(t.store().players());
  std::vector<PlayerRow> added;
  std::vector<std::string> problems;
  nlohmann::json bad_lines = nlohmann::json::array();
  for (const CsvRow& row : rows) {
    std::optional<std::string> problem;
    PlayerRow p;
    if (row.fields.size() > 4) {
      problem = std::to_string(row.fields.size()) + " fields (expected at most 4: name, ema, country, club)";
    } else {
      const auto field = [&](std::size_t i) { return i < row.fields.size() ? row.fields[i] : std::string(); };
      p = {0, field(0), field(1), field(2), field(3)};
      problem = tidy(p);
      if (!problem) problem = registered.clash(p);
    }
    if (problem) {
      problems.push_back(source + " line " + std::to_string(row.line) + ": " + *problem);
      bad_lines.push_back({{"line", row.line}, {"message", *problem}});
      continue;
    }
    registered.add(p);
    added.push_back(std::move(p));
  }
  if (!problems.empty()) {
    std::string message = std::to_string(problems.size()) + " bad row(s), nothing imported:";
    for (const std::string& p : problems) message += "\n  " + p;
    throw TournamentError{message, {{"rows", bad_lines}}};
  }
  if (added.empty()) throw TournamentError{source + " holds no players (expected rows of: name, ema, country, club)"};
  for (PlayerRow& p : added) t.store().insert_player(std::move(p));
  tx.commit();
  return static_cast<int>(added.size());
}

}  // namespace tenbou

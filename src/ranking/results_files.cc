#include "ranking/results_files.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "base/civil_date.h"
#include "base/file_access.h"
#include "base/unicode.h"
#include "formats/country_codes.h"
#include "formats/csv.h"
#include "formats/xlsx_sheet.h"
#include "ranking/results_dates.h"
#include "tournament/exchange/ema_results.h"
#include "tournament/tournament.h"

namespace tenbou {
namespace {

RankingError unreadable(const std::string& path, const std::string& why) {
  return RankingError{path + ": " + why, {{"file", path}}};
}

std::string name_of(const std::string& first, const std::string& last) {
  return first.empty() ? last : last.empty() ? first : first + " " + last;
}

std::optional<int> whole_number(const std::string& raw) {
  const std::string text = unicode::trimmed(raw);
  int n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return n;
}

/// A decimal as a results file writes it: "3.5", or with a decimal comma, "3,5" (tenbou's CSV beside semicolons, and
/// spreadsheets in much of Europe).
std::optional<double> decimal(const std::string& text) {
  std::string number = unicode::trimmed(text);
  if (const auto comma = number.find(','); comma != std::string::npos && number.find_first_of(".,", comma + 1) == std::string::npos &&
                                           number.find('.') == std::string::npos)
    number[comma] = '.';
  std::istringstream in(number);
  double d = 0;
  if (!(in >> d) || !in.eof()) return std::nullopt;
  return d;
}

/// The MERS weight `text` gives (what the file holds at `where`: "N3", "the MERS weight line"). Throws RankingError
/// for what is not a number from 0 to kMaxMersWeight.
double mers_weight(const std::string& path, const std::string& where, const std::string& text) {
  const std::optional<double> weight = decimal(text);
  if (weight && std::isfinite(*weight) && *weight >= 0 && *weight <= kMaxMersWeight) return *weight;
  throw unreadable(path, where + " holds \"" + unicode::printable(text) + "\": not a MERS weight (a number from 0 to " +
                             std::to_string(static_cast<int>(kMaxMersWeight)) + ", such as 3.5 or 3,5)");
}

/// The place `text` gives at `where` ("line 12", "C7"): nothing for an empty cell (a substitute without a place).
/// Throws RankingError for anything else that is not a whole number of at least 1.
std::optional<int> place_at(const std::string& path, const std::string& where, const std::string& text) {
  if (unicode::trimmed(text).empty()) return std::nullopt;
  const std::optional<int> place = whole_number(text);
  if (place && *place >= 1) return place;
  throw unreadable(path, where + ": the place \"" + unicode::printable(text) + "\" is not a place (a whole number from 1 "
                             "to the players ranked, or empty for a player without one)");
}

/// Reads the dates `text` gives (results_dates.h) into `out`; false for text that gives none.
bool read_dates(const std::string& text, int days, TournamentResults& out) {
  const std::optional<DateSpan> span = tournament_dates(text, days);
  if (!span) return false;
  out.first_day = span->first;
  out.last_day = span->last;
  return true;
}

/// An EMA number as the ranking matches it: 8 digits, or empty for "0" or none. A workbook cell holding it as a
/// number has lost its leading zeros (9050018 for 09050018): they are put back.
std::string ema_number(const std::string& cell) {
  std::string ema = unicode::trimmed(cell);
  if (ema == "0") return "";
  if (!ema.empty() && ema.size() < 8 && std::all_of(ema.begin(), ema.end(), [](char c) { return c >= '0' && c <= '9'; }))
    ema.insert(0, 8 - ema.size(), '0');
  return ema;
}

/// A country as the EMA codes it, so that NLD in one file and NED in another are one country. A code that is not
/// one but begins one country's name alone (JAP) is converted, with a note in `out`; anything else is kept as given.
std::string country_code(const std::string& text, TournamentResults& out) {
  if (const auto code = ema_country_code(text)) return *code;
  const std::string given = unicode::trimmed(text);
  const Country* only = country_starting(given);
  if (!only) return given;
  const std::string note = out.source + ": country \"" + unicode::printable(given) + "\" read as " + only->ema + " (" +
                           only->name + "), the EMA's code";
  if (std::find(out.notes.begin(), out.notes.end(), note) == out.notes.end()) out.notes.push_back(note);
  return only->ema;
}

/// Base ranks need N: the ranked players, in place order, none placed after N and no EMA number on two rows (one
/// player, one result a tournament). `players_at` says where the file gives N ("B3"), "" where it is the rows
/// counted. Text a file holds that tenbou never writes (control characters, bytes that are not UTF-8) is written as
/// escapes, so that no ranking, page or JSON shows it raw.
void finish(TournamentResults& out, const std::string& players_at = "") {
  out.title = unicode::printable(out.title);
  for (ResultsRow& row : out.rows)
    for (std::string* text : {&row.name, &row.ema, &row.country}) *text = unicode::printable(*text);
  std::stable_sort(out.rows.begin(), out.rows.end(), [](const ResultsRow& a, const ResultsRow& b) { return a.place < b.place; });
  if (out.players == 0) out.players = static_cast<int>(out.rows.size());
  const auto ranked = static_cast<int>(out.rows.size());
  if (out.players < ranked && !players_at.empty())
    throw unreadable(out.source, players_at + " holds " + std::to_string(out.players) + " (the players ranked) but " +
                                     std::to_string(ranked) + " players have a place");
  std::map<std::string, std::string> ema_at;
  for (const ResultsRow& row : out.rows) {
    if (row.place > out.players)
      throw unreadable(out.source, row.at + ": place " + std::to_string(row.place) + " of " + std::to_string(out.players) +
                                       " players ranked: a place is from 1 to the players ranked");
    if (row.ema.empty()) continue;
    if (const auto [it, added] = ema_at.emplace(row.ema, row.at); !added)
      throw unreadable(out.source, "EMA number " + row.ema + " is on two rows (" + it->second + " and " + row.at +
                                       "): a player has one result a tournament");
  }
}

TournamentResults from_tournament_file(const std::string& path) {
  const Tournament t(path, OpenMode::ReadOnly);
  const EmaResults results = ema_results(t, false);  // the file's own audit is export ema's business
  TournamentResults out{.source = path, .title = results.tournament, .weight = results.weight.total(), .players = results.ranked};
  const auto first = parse_date(results.settings.first_day), last = parse_date(results.settings.last_day);
  if (!first || !last) throw unreadable(path, "the tournament has no dates (tenbou tournament set dates YYYY-MM-DD..YYYY-MM-DD)");
  out.first_day = *first;
  out.last_day = *last;
  for (const EmaRow& r : results.rows)
    if (r.place > 0) out.rows.push_back({r.place, name_of(r.first_name, r.last_name), r.ema, r.country});
  finish(out);
  return out;
}

/// tenbou's EMA results CSV: "Key,value" lines (Tournament, Dates, MERS weight, ...), then a header starting
/// "Place" and one row per player.
TournamentResults from_tenbou_csv(const std::string& path, const std::vector<CsvRow>& rows) {
  TournamentResults out{.source = path};
  std::size_t i = 0;
  std::optional<std::string> dates, weight;  // as the lines hold them
  for (; i < rows.size() && !(rows[i].fields.size() > 1 && rows[i].fields[0] == "Place"); ++i) {
    const std::vector<std::string>& f = rows[i].fields;
    if (f.size() < 2) continue;
    if (f[0] == "Tournament") out.title = f[1];
    if (f[0] == "Dates") dates = f[1];
    if (f[0] == "MERS weight") weight = f[1];
  }
  // The first thing missing or not readable, named with what the file holds there.
  if (unicode::trimmed(out.title).empty()) throw unreadable(path, "the Tournament line gives no name");
  if (!dates) throw unreadable(path, "the file has no Dates line (Dates,YYYY-MM-DD or Dates,YYYY-MM-DD to YYYY-MM-DD)");
  if (!read_dates(*dates, 0, out))
    throw unreadable(path, "the Dates line holds \"" + unicode::printable(*dates) + "\": not dates (" + kDateForms + ")");
  if (!weight) throw unreadable(path, "the file has no MERS weight line");
  out.weight = mers_weight(path, "the MERS weight line", *weight);
  if (i == rows.size()) throw unreadable(path, "the file has no header line starting with Place before its players");
  for (++i; i < rows.size(); ++i) {
    const std::vector<std::string>& f = rows[i].fields;
    const std::string at = "line " + std::to_string(rows[i].line);
    const std::optional<int> place = f.empty() ? std::nullopt : place_at(path, at, f[0]);
    if (!place) continue;  // a substitute without a place
    if (f.size() < 5)
      throw unreadable(path, at + ": place " + f[0] + " with " + std::to_string(f.size()) + " fields, where a player's row "
                                  "has at least 5 (Place, Last name, First name, EMA number, Country)");
    out.rows.push_back({*place, name_of(f[2], f[1]), f[3], country_code(f[4], out), at});
  }
  finish(out);
  return out;
}

/// A CSV of the EMA workbook's cells: row 3 holds the tournament (A title, B players, N weight, P "Riichi", Q the
/// dates, R days); rows from 2 the players (C place, D first name, E last name, F EMA number or 0, J country).
TournamentResults from_workbook_csv(const std::string& path, const std::vector<CsvRow>& rows) {
  const auto cell = [](const CsvRow& row, std::size_t column) { return column < row.fields.size() ? row.fields[column] : ""; };
  const CsvRow& head = *std::find_if(rows.begin(), rows.end(), [](const CsvRow& r) { return r.line == 3; });
  TournamentResults out{.source = path, .title = cell(head, 0)};
  const auto holds = [&](const char* at, std::size_t column) { return std::string(at) + " holds \"" + unicode::printable(cell(head, column)) + "\""; };
  if (unicode::trimmed(out.title).empty()) throw unreadable(path, "A3 holds no title (the tournament's name)");
  if (!unicode::trimmed(cell(head, 1)).empty()) {
    const std::optional<int> players = whole_number(cell(head, 1));
    if (!players || *players < 1) throw unreadable(path, holds("B3", 1) + ": not the number of players ranked");
    out.players = *players;
  }
  out.weight = mers_weight(path, "N3", cell(head, 13));
  if (!read_dates(cell(head, 16), whole_number(cell(head, 17)).value_or(1), out))
    throw unreadable(path, holds("Q3", 16) + ": not dates (" + kDateForms + ")");
  for (const CsvRow& row : rows) {
    if (row.line < 2) continue;
    const std::string at = "C" + std::to_string(row.line);
    if (const std::optional<int> place = place_at(path, at, cell(row, 2)))
      out.rows.push_back({*place, name_of(cell(row, 3), cell(row, 4)), ema_number(cell(row, 5)),
                          country_code(cell(row, 9), out), at});
  }
  finish(out, "B3");
  return out;
}

}  // namespace

TournamentResults read_results_file(const std::string& path) {
  if (const std::string why = not_a_file(path); !why.empty()) throw unreadable(path, why);
  std::ifstream in(file_path(path), std::ios::binary);
  if (!in) throw unreadable(path, "cannot be read (no such file, or no permission)");
  std::string head(15, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  if (in && head == "SQLite format 3") return from_tournament_file(path);
  if (const std::string why = too_large_to_read(path); !why.empty()) throw unreadable(path, why);
  in.clear();
  in.seekg(0);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return read_results_text(path, bytes.str());
}

TournamentResults read_results_text(const std::string& path, const std::string& text) {
  std::vector<CsvRow> rows;
  try {
    rows = looks_like_zip(text) ? xlsx_first_sheet_rows(text) : parse_csv(text, guess_delimiter(text));
  } catch (const ZipError& e) {
    throw unreadable(path, e.message);
  } catch (const CsvError&) {
    throw unreadable(path, "not a tournament file or an EMA results file");
  }
  const auto row3 = std::find_if(rows.begin(), rows.end(), [](const CsvRow& r) { return r.line == 3; });
  if (row3 != rows.end() && row3->fields.size() > 15 && unicode::trimmed(row3->fields[15]) == "Riichi")
    return from_workbook_csv(path, rows);
  if (!rows.empty() && !rows[0].fields.empty() && rows[0].fields[0] == "Tournament") return from_tenbou_csv(path, rows);
  throw unreadable(path, "not a tournament file or an EMA results file");
}

}  // namespace tenbou

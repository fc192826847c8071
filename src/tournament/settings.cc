#include "tournament/settings.h"

#include <nlohmann/json.hpp>

#include "tournament/standings/cut_watch.h"

#include <charconv>
#include <chrono>

#include "base/civil_date.h"
#include "base/unicode.h"
#include "formats/country_codes.h"
#include "tournament/people/players.h"
#include "tournament/store_access.h"
#include "tournament/stored_text.h"

namespace tenbou {
namespace {

/// "2026-11-21" or "2026-11-21..2026-11-22" as first and last day.
std::optional<std::pair<std::string, std::string>> parse_dates(std::string_view text) {
  const std::size_t dots = text.find("..");
  const std::string_view first = text.substr(0, dots);
  const std::string_view last = dots == std::string_view::npos ? first : text.substr(dots + 2);
  const auto a = parse_date(first), b = parse_date(last);
  if (!a || !b || *b < *a || *b - *a > std::chrono::days(30)) return std::nullopt;
  return std::pair{std::string(first), std::string(last)};
}

/// A result in points, a multiple of 100 of at most 1,000,000 either way ("-30000", "-30,000", "0").
std::optional<Points> parse_absent_result(std::string value) {
  std::erase(value, ',');
  Points points = 0;
  const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), points);
  if (error != std::errc() || end != value.data() + value.size() || points % 100 != 0 || points < -1'000'000 ||
      points > 1'000'000)
    return std::nullopt;
  return points;
}

int two_digits(std::string_view text) {
  int n = -1;
  std::from_chars(text.data(), text.data() + 2, n);
  return text[0] >= '0' && text[0] <= '9' && text[1] >= '0' && text[1] <= '9' ? n : -1;
}

int days_between(const std::string& first, const std::string& last) {
  return static_cast<int>((*parse_date(last) - *parse_date(first)).count()) + 1;
}

TournamentError invalid_setting(const std::string& key, const std::string& value, const std::string& valid) {
  return TournamentError{key + ": \"" + unicode::printable(value) + "\" is not valid (" + valid + ")",
                         {{"field", key}, {"value", unicode::printable(value)}}};
}

const SettingKeyHelp* find_key(const std::string& key) {
  for (const SettingKeyHelp& k : setting_keys())
    if (key == k.key) return &k;
  return nullptr;
}

/// The value as stored, or the problem with it.
std::string tidy(const std::string& key, const std::string& value) {
  const std::string takes = find_key(key)->takes;
  if (key == "city") {
    require_text("city", value, kMaxNameLength, true);
    return tidy_text(value);
  }
  if (key == "country") {
    std::string country = value;
    if (value.empty()) throw invalid_setting(key, value, takes);
    if (const auto problem = tidy_country(country))
      throw TournamentError{*problem, {{"field", key}, {"value", unicode::printable(value)}}};
    return country;
  }
  if (key == "dates") {
    const auto dates = parse_dates(value);
    if (!dates) throw invalid_setting(key, value, takes);
    return dates->first == dates->second ? dates->first : dates->first + ".." + dates->second;
  }
  if (key == "days") {
    int days = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), days);
    if (error != std::errc() || end != value.data() + value.size() || days < 1 || days > 30)
      throw invalid_setting(key, value, takes);
    return std::to_string(days);
  }
  if (key == "qualification") {
    if (value != "yes" && value != "no") throw invalid_setting(key, value, takes);
    return value;
  }
  if (key == "substitutes" || key == "withdrawn") {
    if (value != "ranked" && value != "unranked") throw invalid_setting(key, value, takes);
    return value;
  }
  if (key == "csv-delimiter") {
    if (value != "comma" && value != "semicolon" && value != "tab") throw invalid_setting(key, value, takes);
    return value;
  }
  if (key == "ema-table-points") {
    if (value != "none" && value != "uma" && value != "place") throw invalid_setting(key, value, takes);
    return value;
  }
  if (key == "language") {
    const std::optional<Language> language = language_of_code(value);
    if (!language) throw invalid_setting(key, value, takes);
    return language_code(*language);
  }
  if (key == "csv-bom") {
    if (value != "yes" && value != "no") throw invalid_setting(key, value, takes);
    return value;
  }
  if (key == "timezone") {
    const std::optional<LocalTime> zone = LocalTime::named(value);
    if (!zone) throw invalid_setting(key, value, takes);
    return zone->name();
  }
  if (key == "session-end") {
    if (value == "none" || value.empty()) return "none";
    const std::string time = value.size() == 4 && value[1] == ':' ? "0" + value : value;  // 9:05 is 09:05
    if (!is_clock_time(time)) throw invalid_setting(key, value, takes);
    return time;
  }
  if (key == "absent-result") {
    if (value == "none") return value;
    const auto points = parse_absent_result(value);
    if (!points) throw invalid_setting(key, value, takes);
    return std::to_string(*points);
  }
  return tie_breaks_text(parse_tie_breaks(key, value));
}

}  // namespace

const std::vector<SettingKeyHelp>& setting_keys() {
  static const std::vector<SettingKeyHelp> keys{
      {"city", "the city where it is played"},
      {"country", "the host country: its name or code, kept as the EMA's code, e.g. AUT, Österreich"},
      {"dates", "YYYY-MM-DD, or YYYY-MM-DD..YYYY-MM-DD for several days"},
      {"days", "the number of playing days, 1 to 30, when it differs from the dates"},
      {"qualification", "yes or no: whether entry needed a qualification"},
      {"tie-breaks", "none, or a comma-separated list of average-place, first-places, best-game, head-to-head"},
      {"substitutes", "unranked (the default: listed after the ranked players, without a place) or ranked"},
      {"withdrawn", "ranked (the default: players who withdrew keep their place, marked) or unranked"},
      {"absent-result", "the result of a round a player missed, in points, a multiple of 100 (default -30000), or "
                        "none (the round is left out of the total)"},
      {"session-end", "when the session ends, HH:MM (e.g. 14:30; the projector counts down to it), or none"},
      {"csv-delimiter", "comma (the default), semicolon (Excel in much of Europe) or tab: between the cells of every "
                        "CSV written"},
      {"csv-bom", "yes or no (the default): start every CSV written with a byte-order mark, so Excel reads UTF-8"},
      {"ema-table-points", "what the EMA results workbook gives as table points: none (the default: 0), uma (the sum of "
                           "the player's uma, in points) or place (4, 2, 1, 0 for each game's 1st to 4th, as MCR does)"},
      {"language", "the language of the pages players read: en (the default), de, fr, pl or nl; the projector and "
                   "printed pages use it, a phone its visitor's choice or its browser's language"},
      {"timezone", "the time zone times are shown in, an IANA name such as Europe/Vienna (default: this machine's "
                   "when the file was created)"},
  };
  return keys;
}

SettingStored set_setting(Tournament& t, const std::string& key, const std::string& value, const EntryContext& context) {
  check_context(context);
  if (!find_key(key)) {
    std::string valid;
    for (const SettingKeyHelp& k : setting_keys()) valid += (valid.empty() ? "" : ", ") + std::string(k.key);
    throw TournamentError{"key: \"" + unicode::printable(key) + "\" is not a tournament setting (valid: " + valid + ")",
                          {{"field", "key"}, {"value", key}}};
  }
  SettingStored out{tidy(key, value), std::nullopt};
  TournamentWrite tx(t);
  const bool ranking = key == "tie-breaks" || key == "substitutes" || key == "withdrawn" || key == "absent-result";
  const std::optional<CutWatch> cuts = ranking ? std::optional<CutWatch>(std::in_place, t, 0) : std::nullopt;
  t.store().insert_setting({.key = key, .value = out.value, .reason = context.reason, .entered_by = context.by});
  if (cuts) out.cut_changed = cuts->changed(t);
  tx.commit();
  return out;
}

LocalTime TournamentSettings::local_time() const {
  if (const std::optional<LocalTime> zone = LocalTime::named(timezone)) return *zone;
  return LocalTime::machine();
}

bool is_clock_time(std::string_view text) {
  if (text.size() != 5 || text[2] != ':') return false;
  const int hours = two_digits(text.substr(0, 2)), minutes = two_digits(text.substr(3, 2));
  return hours >= 0 && hours < 24 && minutes >= 0 && minutes < 60;
}

TournamentSettings read_settings(const Tournament& t) {
  TournamentSettings s;
  for (const SettingRow& row : t.store().settings()) {
    if (row.key == "city") s.city = row.value;
    if (row.key == "country") s.country = ema_country_code(row.value).value_or(row.value);  // older files: ISO codes
    if (row.key == "dates") {
      const auto dates = parse_dates(row.value);
      s.first_day = dates->first;
      s.last_day = dates->second;
    }
    if (row.key == "days") s.days = std::stoi(row.value);
    if (row.key == "qualification") s.qualification = row.value == "yes";
    if (row.key == "tie-breaks") s.tie_breaks = parse_tie_breaks(row.key, row.value);
    if (row.key == "substitutes") s.substitutes_ranked = row.value == "ranked";
    if (row.key == "withdrawn") s.withdrawn_ranked = row.value == "ranked";
    if (row.key == "absent-result") s.absent_result = parse_absent_result(row.value);
    if (row.key == "session-end") s.session_end = row.value == "none" ? "" : row.value;
    if (row.key == "csv-delimiter") s.csv_delimiter = row.value == "semicolon" ? ';' : row.value == "tab" ? '\t' : ',';
    if (row.key == "csv-bom") s.csv_bom = row.value == "yes";
    if (row.key == "ema-table-points") s.ema_table_points = row.value;
    if (row.key == "timezone") s.timezone = row.value;
    if (row.key == "language") s.language = language_of_code(row.value).value_or(Language::En);
  }
  if (s.days == 0 && !s.first_day.empty()) s.days = days_between(s.first_day, s.last_day);
  return s;
}

}  // namespace tenbou

#include "formats/country_codes.h"

#include <algorithm>
#include <unordered_map>

#include "base/edit_distance.h"
#include "base/name_key.h"
#include "base/unicode.h"
#include "formats/csv.h"

namespace tenbou {
namespace {

std::string key(std::string_view text) { return name_key(unicode::unaccented(unicode::trimmed(text))); }

/// The keys a country is found by, in the order they decide: EMA codes, then ISO codes, then names.
struct Index {
  std::unordered_map<std::string, std::size_t> codes, iso_codes, names;
};

const Index& index() {
  static const Index built = [] {
    Index out;
    const std::vector<Country>& all = countries();
    for (std::size_t i = 0; i < all.size(); ++i) {
      out.codes.emplace(key(all[i].ema), i);
      out.iso_codes.emplace(key(all[i].iso3), i);
      out.iso_codes.emplace(key(all[i].iso2), i);
      out.names.emplace(key(all[i].name), i);
      for (const std::string& n : all[i].other_names) out.names.emplace(key(n), i);
    }
    return out;
  }();
  return built;
}

/// The EMA codes exactly as the table writes them ("GER"), which is how a tournament file stores a country: found
/// without the Unicode work of the keys, so that opening a file does not build the whole index for its players.
const std::unordered_map<std::string_view, std::size_t>& exact_codes() {
  static const std::unordered_map<std::string_view, std::size_t> built = [] {
    std::unordered_map<std::string_view, std::size_t> out;
    const std::vector<Country>& all = countries();
    for (std::size_t i = 0; i < all.size(); ++i) out.emplace(all[i].ema, i);
    return out;
  }();
  return built;
}

}  // namespace

const std::vector<Country>& countries() {
  static const std::vector<Country> table = [] {
    std::vector<Country> out;
    const std::vector<CsvRow> rows = parse_csv(country_table_texts().front().text);
    for (std::size_t i = 1; i < rows.size(); ++i) {  // after the header
      const std::vector<std::string>& f = rows[i].fields;
      Country c{f.at(0), f.at(1), f.at(2), f.at(3), {}};
      for (std::size_t from = 0; f.size() > 4 && from < f[4].size();) {
        const std::size_t bar = std::min(f[4].find('|', from), f[4].size());
        c.other_names.push_back(f[4].substr(from, bar - from));
        from = bar + 1;
      }
      out.push_back(std::move(c));
    }
    return out;
  }();
  return table;
}

std::optional<std::string> ema_country_code(std::string_view text) {
  if (const auto exact = exact_codes().find(text); exact != exact_codes().end()) return countries()[exact->second].ema;
  const std::string k = key(text);
  const Index& i = index();
  for (const auto* map : {&i.codes, &i.iso_codes, &i.names})
    if (const auto it = map->find(k); it != map->end()) return countries()[it->second].ema;
  return std::nullopt;
}

const Country* country_starting(std::string_view text) {
  const std::string k = key(text);
  if (k.size() < 3) return nullptr;
  const Country* found = nullptr;
  for (const Country& c : countries()) {
    bool starts = false;
    for (const std::string* name : {&c.name, &c.ema, &c.iso3}) starts = starts || key(*name).starts_with(k);
    for (const std::string& n : c.other_names) starts = starts || key(n).starts_with(k);
    if (!starts) continue;
    if (found) return nullptr;  // two countries: not for tenbou to choose
    found = &c;
  }
  return found;
}

std::vector<std::string> nearest_countries(std::string_view text) {
  const std::string k = key(text);
  std::vector<std::pair<std::size_t, std::size_t>> scored;  // distance, country
  const std::vector<Country>& all = countries();
  for (std::size_t c = 0; c < all.size(); ++c) {
    std::size_t best = edit_distance(k, key(all[c].name));
    for (const std::string* code : {&all[c].ema, &all[c].iso3}) best = std::min(best, edit_distance(k, key(*code)));
    for (const std::string& n : all[c].other_names) best = std::min(best, edit_distance(k, key(n)));
    scored.emplace_back(best, c);
  }
  std::stable_sort(scored.begin(), scored.end());
  std::vector<std::string> out;
  for (std::size_t i = 0; i < std::min<std::size_t>(3, scored.size()); ++i)
    out.push_back(all[scored[i].second].name + " (" + all[scored[i].second].ema + ")");
  return out;
}

}  // namespace tenbou

#include "tournament/people/player_directory.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "base/plural.h"
#include "base/unicode.h"
#include "formats/country_codes.h"
#include "store/tournament_store.h"
#include "tournament/people/online_names.h"
#include "tournament/tournament.h"
#include "tournament/tournament_error.h"

namespace tenbou {
namespace {

bool all_digits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// Whether a word of `name` (words parted by spaces and hyphens) is `word` (`whole`) or starts with it.
bool has_word(std::string_view name, std::string_view word, bool whole) {
  for (std::size_t start = 0; start < name.size();) {
    const std::size_t end = std::min(name.find_first_of(" -", start), name.size());
    const std::string_view w = name.substr(start, end - start);
    if (whole ? w == word : w.starts_with(word)) return true;
    start = end + 1;
  }
  return false;
}

/// The rows of `players` (those in `among` when it is not empty) that `text` names, as PlayerDirectory::matches
/// says.
std::vector<const PlayerRow*> matching(const std::vector<PlayerRow>& players, std::string_view text,
                                       const std::vector<RowId>& among) {
  if (text.empty()) return {};
  std::vector<std::size_t> candidates;
  for (std::size_t i = 0; i < players.size(); ++i)
    if (among.empty() || std::find(among.begin(), among.end(), players[i].id) != among.end()) candidates.push_back(i);
  if (all_digits(text) && text.size() <= 8) {
    const std::string ema = std::string(8 - text.size(), '0') + std::string(text);
    for (std::size_t i : candidates)
      if (players[i].ema == ema) return {&players[i]};
  }
  for (std::size_t i : candidates)
    if (players[i].name == text) return {&players[i]};  // typed exactly as stored: no keys needed
  // The whole name, then a start of it; each with case ignored, then also accents ("Jose" for José). A
  // closer reading that finds anyone decides: "José" finds José even when a Jose is registered too.
  std::vector<std::string> folded, unaccented;  // of the candidates, computed for this lookup only
  for (std::size_t i : candidates) {
    folded.push_back(unicode::folded(players[i].name));
    unaccented.push_back(unicode::unaccented(players[i].name));
  }
  const std::string typed_folded = unicode::folded(text), typed_unaccented = unicode::unaccented(text);
  // The whole name, a whole word of it (as people are called at the table: "weiss" for Anja Weiß), the start of the
  // name, the start of a word; each with case ignored, then also accents. Words only for a text of one word.
  enum class Part { Name, Word, NameStart, WordStart };
  const bool one_word = text.find(' ') == std::string_view::npos;
  for (const Part part : {Part::Name, Part::Word, Part::NameStart, Part::WordStart}) {
    if (!one_word && (part == Part::Word || part == Part::WordStart)) continue;
    for (const auto& [keys, wanted] : {std::pair{&folded, &typed_folded}, std::pair{&unaccented, &typed_unaccented}}) {
      std::vector<const PlayerRow*> out;
      for (std::size_t k = 0; k < candidates.size(); ++k) {
        const std::string& name = (*keys)[k];
        const bool found = part == Part::Name        ? name == *wanted
                           : part == Part::NameStart ? name.starts_with(*wanted)
                                                     : has_word(name, *wanted, part == Part::Word);
        if (found) out.push_back(&players[candidates[k]]);
      }
      if (!out.empty()) return out;
    }
  }
  return {};
}

TournamentError ambiguous(const std::string& what, std::string_view field, std::string_view text,
                          const std::vector<const PlayerRow*>& found) {
  return TournamentError{what + " is " + name_list(found) + ": give more of the name",
                         {{"field", field}, {"value", text}, {"candidates", name_list(found)}}};
}

}  // namespace

std::string name_list(const std::vector<const PlayerRow*>& players) {
  std::vector<std::string> names;
  for (const PlayerRow* p : players) names.push_back(p->name);
  return listed(names, " or ");
}

void apply_player_changes(PlayerRow& player, const std::string& changes_json) {
  const nlohmann::json changes = nlohmann::json::parse(changes_json, nullptr, false);
  if (!changes.is_object())
    throw TournamentError{"an edit of player " + std::to_string(player.id) + " cannot be read (run tenbou audit)"};
  for (const auto& [key, value] : changes.items()) {
    if (!value.is_string()) continue;
    std::string* field = key == "name"      ? &player.name
                         : key == "given"   ? &player.given
                         : key == "family"  ? &player.family
                         : key == "ema"     ? &player.ema
                         : key == "country" ? &player.country
                         : key == "club"    ? &player.club
                         : key == "online_names" ? &player.online_names
                                            : nullptr;
    if (field) *field = value.get<std::string>();
  }
}

PlayerDirectory::PlayerDirectory(std::vector<PlayerRow> registered, const std::vector<PlayerEditRow>& edits,
                                 const std::vector<PlayerMergeRow>& merges, const std::vector<PlayerRemovalRow>& removals)
    : players_(std::move(registered)) {
  by_id_.reserve(players_.size());
  for (std::size_t i = 0; i < players_.size(); ++i) by_id_.emplace(players_[i].id, i);
  for (const PlayerEditRow& e : edits) {
    const auto it = by_id_.find(e.player);
    if (it == by_id_.end()) continue;
    PlayerRow& p = players_[it->second];
    const std::string before = p.name;
    apply_player_changes(p, e.changes_json);
    if (p.name != before) former_[p.id].push_back(before);
  }
  // A country as the EMA codes it: files written before the EMA's codes hold ISO codes (DEU for GER). Text a damaged
  // file holds that tenbou never stores (control characters, bytes that are not UTF-8) is written as escapes, so
  // that no report, page or JSON shows it raw.
  for (PlayerRow& p : players_) {
    for (std::string* text : {&p.name, &p.ema, &p.country, &p.club, &p.given, &p.family}) *text = unicode::printable(*text);
    std::string lines;  // online names, one a line: each made printable, the lines kept
    for (const std::string& online : online_names_of(p)) lines += (lines.empty() ? "" : "\n") + unicode::printable(online);
    p.online_names = lines;
    if (p.country.empty()) continue;
    if (const auto code = ema_country_code(p.country)) p.country = *code;
  }
  for (const PlayerMergeRow& m : merges) merged_into_[m.duplicate] = m.kept;
  for (const PlayerMergeRow& m : merges) {
    std::vector<std::string>& names = former_[resolve(m.kept)];
    names.push_back(players_[by_id_.at(m.duplicate)].name);
    const auto it = former_.find(m.duplicate);
    if (it != former_.end()) names.insert(names.end(), it->second.begin(), it->second.end());
  }
  std::unordered_map<RowId, bool> removed;  // the latest fact of each player: removed or restored
  for (const PlayerRemovalRow& r : removals) removed[r.player] = r.kind == "remove";
  for (const PlayerRow& p : players_)
    if (const auto it = removed.find(p.id); it != removed.end() && it->second) {
      removed_by_id_.emplace(p.id, removed_.size());
      removed_.push_back(p);
    }
  if (merges.empty() && removed_.empty()) return;  // else they leave, and the positions of those after them change
  std::erase_if(players_, [&](const PlayerRow& p) { return merged_into_.count(p.id) > 0 || removed_by_id_.count(p.id) > 0; });
  by_id_.clear();
  for (std::size_t i = 0; i < players_.size(); ++i) by_id_.emplace(players_[i].id, i);
}

RowId PlayerDirectory::resolve(RowId id) const {
  for (auto it = merged_into_.find(id); it != merged_into_.end(); it = merged_into_.find(id)) id = it->second;
  return id;
}

const PlayerRow& PlayerDirectory::by_id(RowId id) const {
  if (auto it = by_id_.find(resolve(id)); it != by_id_.end()) return players_[it->second];
  if (auto it = removed_by_id_.find(resolve(id)); it != removed_by_id_.end()) return removed_[it->second];
  throw TournamentError{"the tournament file is damaged: it names player " + std::to_string(id) +
                        ", who is not among its players (restore it from a backup)"};
}

const std::vector<std::string>& PlayerDirectory::former_names(RowId id) const {
  static const std::vector<std::string> none;
  const auto it = former_.find(id);
  return it == former_.end() ? none : it->second;
}

void PlayerDirectory::add(PlayerRow player) {
  by_id_.emplace(player.id, players_.size());
  players_.push_back(std::move(player));
}

PlayerDirectory read_players(const TournamentStore& store) {
  return PlayerDirectory(store.players(), store.player_edits(), store.player_merges(), store.player_removals());
}

std::vector<const PlayerRow*> PlayerDirectory::matches(std::string_view text, const std::vector<RowId>& among) const {
  return matching(players_, text, among);
}

const PlayerRow& PlayerDirectory::find(std::string_view field, std::string_view text) const {
  const std::vector<const PlayerRow*> found = matches(text);
  if (found.size() == 1) return *found.front();
  const std::string what = std::string(field) + " \"" + std::string(text) + "\"";
  if (!found.empty()) throw ambiguous(what, field, text, found);
  if (const std::vector<const PlayerRow*> gone = matching(removed_, text, {}); gone.size() == 1)
    throw TournamentError{what + " is " + gone.front()->name + ", whose registration was removed (bring it back with: "
                                 "tenbou player restore \"" + gone.front()->name + "\" reason ...)",
                          naming_fields({{"field", field}, {"value", text}}, {"reason"})};
  throw TournamentError{what + " is not a registered player (give a name, a unique start of one, or an EMA "
                               "number; register players with: tenbou player add NAME)",
                        {{"field", field}, {"value", text}}};
}

const PlayerRow& PlayerDirectory::find_even_removed(std::string_view field, std::string_view text) const {
  if (matches(text).empty())
    if (const std::vector<const PlayerRow*> gone = matching(removed_, text, {}); gone.size() == 1) return *gone.front();
  return find(field, text);
}

const PlayerRow& PlayerDirectory::find_removed(std::string_view field, std::string_view text) const {
  const std::vector<const PlayerRow*> found = matching(removed_, text, {});
  if (found.size() == 1) return *found.front();
  const std::string what = std::string(field) + " \"" + std::string(text) + "\"";
  if (!found.empty()) throw ambiguous(what, field, text, found);
  const std::string head = what + " is not a removed registration";
  throw TournamentError{head + " (tenbou player list removed shows them)",
                        naming_fields({{"field", field}, {"value", text}, {"fields_from", head.size()}}, {"removed"})};
}

const PlayerRow& listed_player(const Tournament& t, std::string_view field, std::string_view text) {
  try {
    return t.players().find(field, text);
  } catch (TournamentError& e) {
    e.detail() = naming_fields(std::move(e.detail()), {field});
    throw;
  }
}

std::string quoted_name(const PlayerRow& player) { return "\"" + player.name + "\""; }

}  // namespace tenbou

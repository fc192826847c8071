#include "tournament/player_directory.h"

#include <algorithm>
#include <stdexcept>

#include "record/game_record.h"
#include "tournament/tournament.h"

namespace tenbou {
namespace {

bool starts_with_ignoring_case(std::string_view text, std::string_view prefix) {
  return text.size() >= prefix.size() && same_name(text.substr(0, prefix.size()), prefix);
}

bool all_digits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

std::string name_list(const std::vector<const PlayerRow*>& players) {
  std::string out;
  for (const PlayerRow* p : players) out += (out.empty() ? "" : ", ") + p->name;
  return out;
}

PlayerDirectory::PlayerDirectory(std::vector<PlayerRow> players) : players_(std::move(players)) {
  for (std::size_t i = 0; i < players_.size(); ++i) by_id_.emplace(players_[i].id, i);
}

const PlayerRow& PlayerDirectory::by_id(RowId id) const {
  if (auto it = by_id_.find(id); it != by_id_.end()) return players_[it->second];
  throw std::runtime_error("player " + std::to_string(id) + " is not in the database");
}

std::vector<const PlayerRow*> PlayerDirectory::matches(std::string_view text, const std::vector<RowId>& among) const {
  std::vector<const PlayerRow*> candidates;
  for (const PlayerRow& p : players_)
    if (among.empty() || std::find(among.begin(), among.end(), p.id) != among.end()) candidates.push_back(&p);
  if (text.empty()) return {};
  if (all_digits(text) && text.size() <= 8) {
    const std::string ema = std::string(8 - text.size(), '0') + std::string(text);
    for (const PlayerRow* p : candidates)
      if (p->ema == ema) return {p};
  }
  for (const PlayerRow* p : candidates)
    if (same_name(p->name, text)) return {p};
  std::vector<const PlayerRow*> out;
  for (const PlayerRow* p : candidates)
    if (starts_with_ignoring_case(p->name, text)) out.push_back(p);
  return out;
}

const PlayerRow& PlayerDirectory::find(std::string_view field, std::string_view text) const {
  const std::vector<const PlayerRow*> found = matches(text);
  if (found.size() == 1) return *found.front();
  const std::string what = std::string(field) + " \"" + std::string(text) + "\"";
  if (found.empty())
    throw TournamentError{what + " is not a registered player (give a name, a unique start of one, or an EMA "
                                 "number; register players with: tenbou player add NAME)",
                          {{"field", field}, {"value", text}}};
  throw TournamentError{what + " is ambiguous: it could be " + name_list(found) + " (type more of the name)",
                        {{"field", field}, {"value", text}, {"candidates", name_list(found)}}};
}

}  // namespace tenbou

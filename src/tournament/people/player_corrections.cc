#include "tournament/people/player_corrections.h"

#include <nlohmann/json.hpp>

#include "base/named_fields.h"

#include <algorithm>
#include <functional>
#include <array>
#include <map>
#include <set>

#include "tournament/entry/game_log.h"
#include "tournament/people/online_names.h"
#include "tournament/people/participation.h"
#include "tournament/people/player_removal.h"
#include "tournament/people/players.h"
#include "tournament/standings/cut_watch.h"
#include "tournament/store_access.h"

namespace tenbou {
namespace {

/// The fields of a player an edit may change, with the names the history and the changes' JSON use.
constexpr std::array<std::pair<const char*, std::string PlayerRow::*>, 7> kEditable = {
    {{"name", &PlayerRow::name},
     {"given", &PlayerRow::given},
     {"family", &PlayerRow::family},
     {"ema", &PlayerRow::ema},
     {"country", &PlayerRow::country},
     {"club", &PlayerRow::club},
     {"online_names", &PlayerRow::online_names}}};

/// A detail as the history shows it: "(none)" for an empty one, online names one after another.
std::string shown(const std::string& s) {
  if (s.empty()) return "(none)";
  std::string out = s;
  for (std::size_t at = out.find('\n'); at != std::string::npos; at = out.find('\n', at)) out.replace(at, 1, ", ");
  return out;
}

/// "name: Alce Martin -> Alice Martin", one per field that differs ("(none)" for an empty field).
std::vector<std::string> differences(const PlayerRow& before, const PlayerRow& after) {
  std::vector<std::string> out;
  for (const auto& [key, field] : kEditable)
    if (before.*field != after.*field) out.push_back(std::string(key) + ": " + shown(before.*field) + " -> " + shown(after.*field));
  return out;
}

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
  return out;
}

/// `player` with the details `changes` gives.
PlayerRow changed(PlayerRow player, const PlayerChanges& changes) {
  const std::array<std::pair<const std::optional<std::string>*, std::string PlayerRow::*>, 6> given = {
      {{&changes.name, &PlayerRow::name},
       {&changes.given, &PlayerRow::given},
       {&changes.family, &PlayerRow::family},
       {&changes.ema, &PlayerRow::ema},
       {&changes.country, &PlayerRow::country},
       {&changes.club, &PlayerRow::club}}};
  for (const auto& [value, field] : given)
    if (*value) player.*field = **value;
  return player;
}

/// `player` with the online names `changes` gives, or the problem with them.
std::optional<std::string> change_online_names(PlayerRow& player, const PlayerChanges& changes) {
  return changes.online_names ? set_online_names(player, *changes.online_names) : std::nullopt;
}

/// What an edit stores: the fields that differ between `before` and `after`, with their new values.
std::string stored_changes(const PlayerRow& before, const PlayerRow& after) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [key, field] : kEditable)
    if (before.*field != after.*field) j[key] = after.*field;
  return j.dump();
}

/// "registered as Alice Martin (EMA 04090012, FRA)".
std::string registration_text(const PlayerRow& p) {
  std::string details;
  for (const auto& [key, field] : kEditable)
    if (std::string_view(key) != "name" && !(p.*field).empty()) details += (details.empty() ? "" : ", ") + std::string(key) + " " + shown(p.*field);
  return "registered as " + p.name + (details.empty() ? "" : " (" + details + ")");
}

/// Why `kept` and `duplicate` cannot become one player, if they cannot: a game they share, a round both
/// played, a round of the seating plan that seats both.
std::optional<std::string> merge_conflict(const Tournament& t, RowId kept, RowId duplicate) {
  std::map<int, std::set<RowId>> round_players;  // round -> which of the two played in it
  for (const GameRow& g : every_game(t)) {
    const bool has_kept = std::count(g.players.begin(), g.players.end(), kept) > 0;
    const bool has_duplicate = std::count(g.players.begin(), g.players.end(), duplicate) > 0;
    if (has_kept && has_duplicate) return "both sat in game " + GameRef{g.round, g.table}.text();
  }
  const PlayerParticipation part = read_participation(t).of(duplicate);
  if (part.substitute || part.withdrawn() || !part.absent_rounds.empty())
    return "the duplicate is recorded as " +
           std::string(part.substitute ? "a substitute" : part.withdrawn() ? "withdrawn" : "absent from a round") +
           " (put that right on it first, or record it on the kept player after the merge)";
  for (const GameRow& g : games_in_play(t))
    for (RowId id : g.players)
      if (id == kept || id == duplicate) round_players[g.round].insert(id);
  for (const auto& [round, who] : round_players)
    if (who.size() == 2) return "both played in round " + std::to_string(round);
  if (const auto plan = t.store().latest_seating_plan()) {
    std::map<int, std::set<RowId>> seated;
    for (const SeatRow& seat : t.store().seats(plan->id)) {
      const RowId id = t.players().resolve(seat.player);
      if (id == kept || id == duplicate) seated[seat.round].insert(id);
    }
    for (const auto& [round, who] : seated)
      if (who.size() == 2)
        return "the seating plan seats both in round " + std::to_string(round) +
               " (regenerate it without the duplicate first: tenbou seating regenerate from-round " +
               std::to_string(round) + " drop ...)";
  }
  return std::nullopt;
}

}  // namespace

PlayerCorrection edit_player(Tournament& t, std::string_view who, const PlayerChanges& changes,
                             const EntryContext& context) {
  if (changes.empty())
    throw TournamentError{"nothing to change: give at least one of name, given, family, ema, country, club, "
                          "online-name, substitute",
                          naming_fields({{"field", "changes"}},
                                        {"name", "given", "family", "ema", "country", "club", "online-name", "substitute"})};
  require_reason(context, "to edit a player");
  TournamentWrite tx(t);
  const PlayerDirectory players = read_players(t.store());
  PlayerCorrection done;
  done.before = players.find("player", who);
  done.after = changed(done.before, changes);
  if (auto problem = tidy_player(done.after)) throw TournamentError{*problem};
  if (auto problem = change_online_names(done.after, changes)) throw TournamentError{*problem};
  if (auto problem = registration_clash(players, done.after)) throw TournamentError{*problem};
  done.changes = differences(done.before, done.after);
  if (done.changes.empty() && !changes.substitute)
    throw TournamentError{"nothing to change: " + done.before.name + " already has these details", {{"field", "changes"}}};
  if (!done.changes.empty())
    t.store().insert_player_edit({.player = done.before.id,
                                  .changes_json = stored_changes(done.before, done.after),
                                  .reason = context.reason,
                                  .entered_by = context.by});
  if (changes.substitute) {
    const CutWatch cuts(t, 0);
    done.changes.push_back(record_substitute(t, done.before, *changes.substitute, context));
    done.cut_changed = cuts.changed(t);
  }
  tx.commit();
  return done;
}

PlayerCorrection merge_players(Tournament& t, std::string_view kept, std::string_view duplicate,
                               const EntryContext& context) {
  require_reason(context, "to merge two players");
  TournamentWrite tx(t);
  PlayerCorrection done;
  done.before = t.players().find("kept player", kept);
  done.duplicate = t.players().find("duplicate", duplicate);
  done.after = done.before;
  if (done.before.id == done.duplicate->id)
    throw TournamentError{"\"" + std::string(kept) + "\" and \"" + std::string(duplicate) + "\" are the same player (" +
                              done.before.name + ")",
                          {{"field", "duplicate"}, {"value", duplicate}}};
  if (auto conflict = merge_conflict(t, done.before.id, done.duplicate->id))
    throw TournamentError{"cannot merge " + done.duplicate->name + " into " + done.before.name + ": " + *conflict +
                              ", so they are two players",
                          naming_fields({{"field", "duplicate"}, {"value", duplicate}}, {"from-round", "drop"})};
  for (const GameRow& g : every_game(t))
    done.games_moved += static_cast<int>(std::count(g.players.begin(), g.players.end(), done.duplicate->id));
  const CutWatch cuts(t, 0);
  t.store().insert_player_merge(
      {.kept = done.before.id, .duplicate = done.duplicate->id, .reason = context.reason, .entered_by = context.by});

  for (const auto& [key, field] : kEditable)
    if (std::string_view(key) != "name" && !((*done.duplicate).*field).empty() && (*done.duplicate).*field != done.before.*field)
      done.changes.push_back("the duplicate's " + std::string(key) + " " + (*done.duplicate).*field + " was not taken over");
  tx.commit();
  done.cut_changed = cuts.changed(t);  // once committed: the players are read again, the duplicate folded in
  return done;
}

namespace {

/// The edits, merges and removals of the players `concerns` accepts (by registration id), as events naming the player
/// as it was named before each, oldest first.
std::vector<PlayerEvent> correction_events(const Tournament& t, const std::function<bool(RowId)>& concerns) {
  const std::vector<PlayerEditRow> edits = t.store().player_edits();
  const std::vector<PlayerMergeRow> merges = t.store().player_merges();
  const std::vector<PlayerRemovalRow> removals = t.store().player_removals();
  if (edits.empty() && merges.empty() && removals.empty()) return {};
  std::map<RowId, PlayerRow> players;  // as registered, each edit applied in turn
  for (const PlayerRow& p : t.store().players()) players.emplace(p.id, p);
  std::vector<PlayerEvent> out;
  for (const PlayerEditRow& e : edits) {
    const auto it = players.find(e.player);
    if (it == players.end() || !concerns(e.player)) continue;
    const PlayerRow before = it->second;
    apply_player_changes(it->second, e.changes_json);
    out.push_back({e.entered_at, e.entered_by, "player " + before.name + ": " + joined(differences(before, it->second)), e.reason});
  }
  for (const PlayerMergeRow& m : merges)
    if (concerns(m.duplicate))
      out.push_back({m.entered_at, m.entered_by,
                     "player " + players.at(m.duplicate).name + ": merged into " + players.at(m.kept).name, m.reason});
  for (const PlayerRemovalRow& r : removals)
    if (concerns(r.player)) out.push_back({r.entered_at, r.entered_by, "player " + players.at(r.player).name + ": " + removal_text(r), r.reason});
  std::stable_sort(out.begin(), out.end(), [](const PlayerEvent& a, const PlayerEvent& b) { return a.at < b.at; });
  return out;
}

}  // namespace

PlayerHistory player_history(const Tournament& t, const PlayerRow& player) {
  PlayerHistory history{player, {}};
  const RowId id = history.player.id;
  const auto concerns = [&](RowId p) { return t.players().resolve(p) == id; };
  std::vector<PlayerEvent> corrections = correction_events(t, concerns);
  if (corrections.empty()) {
    history.events.push_back({player.created_at, player.registered_by, registration_text(player), ""});  // as registered
  } else {
    for (const PlayerRow& p : t.store().players())
      if (concerns(p.id))
        history.events.push_back({p.created_at, p.registered_by, (p.id == id ? "" : "duplicate ") + registration_text(p), ""});
    history.events.insert(history.events.end(), corrections.begin(), corrections.end());
  }
  for (const PlayerStatusRow& row : t.store().player_statuses())  // substitute, withdrawals, rounds missed
    if (concerns(row.player)) history.events.push_back({row.entered_at, row.entered_by, status_text(row), row.reason});
  std::stable_sort(history.events.begin(), history.events.end(),
                   [](const PlayerEvent& a, const PlayerEvent& b) { return a.at < b.at; });
  return history;
}

std::vector<PlayerEvent> player_corrections(const Tournament& t) {
  return correction_events(t, [](RowId) { return true; });
}

}  // namespace tenbou

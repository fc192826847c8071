#pragma once
// Teams of a team cup: players ranked together beside the individual standings (`standings --teams`). Each change
// is a fact with who, when and why.

#include <optional>
#include <string>
#include <vector>

#include "tournament/entry/entry_context.h"
#include "tournament/tournament.h"

namespace tenbou {

/// A team as the facts stand.
struct Team {
  int number = 0;  ///< given when formed, kept through renames
  std::string name;
  std::vector<PlayerRow> members;  ///< in registration order
};

/// The teams that stand (removed ones left out), by name (root collation).
std::vector<Team> read_teams(const Tournament& t);

/// The team of each player in a team, by player id; an empty name for the others.
std::string team_of(const std::vector<Team>& teams, RowId player);

/// Forms team `name` of `players` (two or more registered players, each in no other team). Throws TournamentError
/// naming the field: a name taken (ignoring case), a player unknown, named twice or in another team.
Team add_team(Tournament& t, std::string_view name, const std::vector<std::string>& players, const EntryContext& context);

/// Whether a team called `name` (ignoring case) stands.
bool team_formed(const Tournament& t, std::string_view name);

/// A player a list puts in a team (player import's team column).
struct TeamJoining {
  std::string team;
  RowId player = 0;
  int line = 0;  ///< of the list, for messages
};

/// Within the caller's write (the players registered in it): puts each player of `joining` in the team of that name,
/// forming the teams that are not there yet. The caller has checked the names and that a team formed has two players.
void join_teams_within(Tournament& t, const std::vector<TeamJoining>& joining, const EntryContext& context);

/// What `team edit` changes: a new name, players who join, players who leave (at least one of them).
struct TeamChanges {
  std::optional<std::string> name;
  std::vector<std::string> add;
  std::vector<std::string> drop;
};

/// Changes team `name` as `changes` says; needs a reason. A team keeps at least two players.
Team edit_team(Tournament& t, std::string_view name, const TeamChanges& changes, const EntryContext& context);

/// Removes team `name` (its players stay registered); needs a reason.
Team remove_team(Tournament& t, std::string_view name, const EntryContext& context);

/// Every fact about the teams, oldest first: for `team list --history`.
struct TeamEvent {
  std::string entered_at, entered_by, kind, name, members, reason;
};
std::vector<TeamEvent> team_history(const Tournament& t);

}  // namespace tenbou

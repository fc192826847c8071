// `tenbou player withdraw|return|absent|remove|restore`: who leaves the tournament after a round, comes back, or
// misses a round, and a registration made by mistake removed (and restored), each with a reason.

#include <iostream>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "cli/commands.h"
#include "cli/entry_options.h"
#include "cli/refusal_words.h"
#include "tournament/people/participation.h"
#include "tournament/people/player_removal.h"

namespace tenbou::cli {
namespace {

/// What the participation commands take: the player, maybe a round, and who, why and the output format.
struct ParticipationOptions {
  std::string player;
  int round = 0;
  bool cancel = false;
  EntryOptions entry;
};

void say_change(const FormatOption& format, const ParticipationChange& done) {
  const std::string line = in_command_words(done.text, done.fields);
  cli::confirm(format, {{"player", done.player.name}, {"message", format.json() ? line : line + "."}}, done.cut_changed);
}

/// A subcommand of the player noun taking the player, --reason and the entry options.
CLI::App* participation_command(CLI::App& noun, const char* name, const char* help, ParticipationOptions& o) {
  CLI::App* cmd = noun.add_subcommand(name, help);
  cmd->add_option("player", o.player, "Name, unique start of a name, or EMA number")->required();
  cmd->add_option("--reason", o.entry.reason, "Why (kept in the player's history)")->required();
  add_entry_options(*cmd, o.entry);
  return cmd;
}

std::string teams_words(const std::vector<std::string>& teams) {
  return teams.size() == 1 ? "team " + teams.front() : "teams " + listed(teams);
}

ParticipationChange removed_words(const PlayerRemoval& done) {
  std::string text = done.player.name + "'s registration removed: they are on no list, page, report, team or export "
                     "any more (tenbou player list --removed shows them; tenbou player restore brings them back)";
  if (!done.teams.empty()) text += ". They leave " + teams_words(done.teams);
  return {done.player, text};
}

ParticipationChange restored_words(const PlayerRemoval& done) {
  std::string text = done.player.name + "'s registration restored";
  if (!done.teams.empty()) text += ": back in " + teams_words(done.teams);
  return {done.player, text};
}

}  // namespace

void add_participation_commands(CLI::App& noun, const DbOption& db) {
  auto withdraw = std::make_shared<ParticipationOptions>();
  CLI::App* withdraw_cmd = participation_command(
      noun, "withdraw", "A player leaves the tournament after a round: the games so far stay", *withdraw);
  withdraw_cmd->add_option("--after-round", withdraw->round, "The last round the player played (0: none)")
      ->required()
      ->check(whole_number(0, kMaxRound, "a round"));
  on_run(*withdraw_cmd, &withdraw->entry.format, [&db, withdraw] {
    auto t = db.open();
    say_change(withdraw->entry.format,
            withdraw_player(*t, withdraw->player, withdraw->round, {withdraw->entry.reason, withdraw->entry.by, ""}));
  });

  auto back = std::make_shared<ParticipationOptions>();
  CLI::App* return_cmd =
      participation_command(noun, "return", "A player who withdrew plays again (cancels the withdrawal)", *back);
  on_run(*return_cmd, &back->entry.format, [&db, back] {
    auto t = db.open();
    say_change(back->entry.format, return_player(*t, back->player, {back->entry.reason, back->entry.by, ""}));
  });

  auto absent = std::make_shared<ParticipationOptions>();
  CLI::App* absent_cmd = participation_command(
      noun, "absent", "A player missed a round (a late arrival): it counts with the tournament's absent-result", *absent);
  absent_cmd->add_option("--round", absent->round, "The round missed")->required()->check(whole_number(1, kMaxRound, "a round"));
  absent_cmd->add_flag("--cancel", absent->cancel, "The player did not miss it after all");
  on_run(*absent_cmd, &absent->entry.format, [&db, absent] {
    auto t = db.open();
    say_change(absent->entry.format, mark_absent(*t, absent->player, absent->round, !absent->cancel,
                                              {absent->entry.reason, absent->entry.by, ""}));
  });

  auto remove = std::make_shared<ParticipationOptions>();
  CLI::App* remove_cmd = participation_command(
      noun, "remove", "Remove a registration made by mistake (a test entry, a player typed twice) that has no game, "
                      "penalty, round missed or seat", *remove);
  on_run(*remove_cmd, &remove->entry.format, [&db, remove] {
    auto t = db.open();
    say_change(remove->entry.format, removed_words(remove_player(*t, remove->player, {remove->entry.reason, remove->entry.by, ""})));
  });

  auto restore = std::make_shared<ParticipationOptions>();
  CLI::App* restore_cmd =
      participation_command(noun, "restore", "Bring back a removed registration (tenbou player list --removed)", *restore);
  on_run(*restore_cmd, &restore->entry.format, [&db, restore] {
    auto t = db.open();
    say_change(restore->entry.format, restored_words(restore_player(*t, restore->player, {restore->entry.reason, restore->entry.by, ""})));
  });
}

}  // namespace tenbou::cli
